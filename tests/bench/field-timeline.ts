// The field benchmark's video requests one by one (FIELD_TIMELINE=1): for each, when it reached
// the proxy and when its last byte went down (page ms), the range asked and the bytes sent, so that
// where a profile's bytes and stalls come from can be read off a run.
import { isVideo } from './field-figures'
import type { ProxiedRequest } from './field-proxy'

/** One line per video request of a visit whose page started at epoch `origin`. */
export function fieldTimeline(requests: ProxiedRequest[], origin: number): string[] {
  return requests.filter(isVideo).map((request) => {
    const sent = (request.at - origin).toFixed(0).padStart(7)
    const done =
      request.doneAt === null ? 'cut'.padStart(7) : (request.doneAt - origin).toFixed(0).padStart(7)
    const file = request.url.pathname.split('/').slice(-2).join('/')
    const item = request.url.searchParams.get('item') ?? '?'
    const range = (request.range ?? 'whole').padEnd(20)
    return `    ${sent} → ${done} ms  ${item.padEnd(4)} ${file.padEnd(16)} ${range} ${request.bytes} bytes`
  })
}
