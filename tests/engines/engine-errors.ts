// Uncaught errors in an engine whose driver cannot report them (WebKitGTK's WebDriver has no
// BiDi and no log). The journeys run on a copy of the preview build that gets a small recorder,
// loaded first from the app's own origin (so the Content-Security-Policy allows it), which keeps
// every uncaught error and unhandled rejection in sessionStorage, where reloads and navigations
// in the tab keep it. What a page raises while it is being left (WebKit rejects its loads then)
// is not the app's fault and is left out.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { EnginePage } from './engine'

const KEY = 'engine-errors'
const SCRIPT = 'engine-errors.js'

// Plain text, not a function's source: the TypeScript runner adds helpers to functions that do
// not exist in the page.
const RECORDER = `(() => {
  const key = ${JSON.stringify(KEY)}
  let leaving = false
  addEventListener('pagehide', () => { leaving = true })
  addEventListener('beforeunload', () => { leaving = true })
  const keep = (text) => {
    if (leaving) return
    const list = JSON.parse(sessionStorage.getItem(key) || '[]')
    sessionStorage.setItem(key, JSON.stringify(list.concat([text])))
  }
  addEventListener('error', (event) => keep(String(event.error || event.message)))
  addEventListener('unhandledrejection', (event) => keep('Unhandled rejection: ' + String(event.reason)))
})()
`

/** A copy of the build in `built` with the recorder first in the head of its index.html; the
 * build itself stays as it is for every other stage. */
export async function withErrorRecorder(built: string): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'engines-dist-'))
  await cp(built, dist, { recursive: true })
  await writeFile(path.join(dist, SCRIPT), RECORDER)
  const index = path.join(dist, 'index.html')
  const html = await readFile(index, 'utf8')
  await writeFile(index, html.replace('<head>', `<head><script src="/${SCRIPT}"></script>`))
  // The build's compressed copies would be served in its place.
  await Promise.all(['.br', '.gz'].map((suffix) => rm(`${index}${suffix}`, { force: true })))
  return dist
}

export const readRecordedErrors = (page: EnginePage): Promise<string[]> =>
  page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[], KEY)
