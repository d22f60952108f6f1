// Test control routes, only in the mock and outside /api/v1 (mock-api/README.md), and the fault
// injection that runs before every /api/v1 handler.
import { delay, http, HttpResponse } from 'msw'
import { advanceClock, db, findUserByEmail, resetDb } from '../db'
import { addFault, clearFaults, INJECTED_FAULT_MESSAGE, takeFault } from '../faults'
import { clearMail, lastMail } from '../mail-log'
import { setMediaCors, setMediaOutage } from '../media-urls'
import { fail, ok, readJson } from './respond'

export const faultHandler = http.all('*/api/v1/*', async ({ request }) => {
  const fault = takeFault(request.method, new URL(request.url).pathname)
  if (!fault) return undefined
  if (fault.delayMs) await delay(fault.delayMs)
  if (fault.malformed) {
    return new HttpResponse('<html>not json', {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  if (fault.status) return fail(fault.status, fault.message ?? INJECTED_FAULT_MESSAGE)
  // A delay alone lets the real handler answer afterwards.
  return undefined
})

export const controlHandlers = [
  http.post('*/__mock/reset', () => {
    resetDb()
    clearFaults()
    clearMail()
    setMediaCors(true)
    setMediaOutage(false)
    return ok()
  }),

  http.post('*/__mock/faults', async ({ request }) => {
    const body = await readJson(request)
    if (typeof body?.path !== 'string') return fail(422, 'path is required.', { field: 'path' })
    addFault({
      path: body.path,
      method: typeof body.method === 'string' ? body.method : undefined,
      status: typeof body.status === 'number' ? body.status : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
      delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
      malformed: body.malformed === true,
      times: typeof body.times === 'number' && body.times > 0 ? body.times : 1,
    })
    return ok()
  }),

  http.post('*/__mock/technical-works', async ({ request }) => {
    const body = await readJson(request)
    db.settings.isTechnicalWorks = body?.on === true
    return ok({ isTechnicalWorks: db.settings.isTechnicalWorks })
  }),

  // Media answered as by a CDN without CORS (`on: false`) or with it, as by default.
  http.post('*/__mock/media-cors', async ({ request }) => {
    const body = await readJson(request)
    if (typeof body?.on !== 'boolean') return fail(422, 'on is required.')
    setMediaCors(body.on)
    return ok({ on: body.on })
  }),

  // Media requests unanswered, their connections closed, as when a phone's link drops (`on: true`),
  // or answered again.
  http.post('*/__mock/media-outage', async ({ request }) => {
    const body = await readJson(request)
    if (typeof body?.on !== 'boolean') return fail(422, 'on is required.')
    setMediaOutage(body.on)
    return ok({ on: body.on })
  }),

  http.post('*/__mock/clock', async ({ request }) => {
    const body = await readJson(request)
    if (typeof body?.advanceMs !== 'number') return fail(422, 'advanceMs is required.')
    advanceClock(body.advanceMs)
    return ok()
  }),

  // Ends sessions as the API would when tokens expire: `token` alone, every session of `email`, or
  // (neither given) every session. Calls that carry an ended token are answered 401.
  http.post('*/__mock/expire-session', async ({ request }) => {
    const body = await readJson(request)
    const token = typeof body?.token === 'string' ? body.token : undefined
    const email = typeof body?.email === 'string' ? body.email : undefined
    const owner = email === undefined ? undefined : findUserByEmail(email)
    if (email !== undefined && !owner) return fail(404, 'No account uses this e-mail.')
    let expired = 0
    for (const [candidate, userId] of db.sessions) {
      const matches = token !== undefined ? candidate === token : !owner || userId === owner.id
      if (!matches) continue
      db.sessions.delete(candidate)
      expired += 1
    }
    return ok({ expired })
  }),

  http.get('*/__mock/mail', ({ request }) =>
    ok(lastMail(new URL(request.url).searchParams.get('email') ?? '')),
  ),
]
