// The four ways a data call can go wrong, and what a journey needs to watch them: the mock's 500,
// its 200 with a body that is not JSON, a late answer (held, support/held-calls.ts), and a call the
// browser cannot send at all. Uncaught page errors are collected so a test can assert there were
// none.
import type { APIRequestContext, Page } from '@playwright/test'
import { INJECTED_FAULT_MESSAGE } from '../../../mock-api/faults'
import { keptRoute } from './routes'
import { injectFault } from './session'

export type FaultKind = '500' | 'malformed' | 'delay' | 'offline'

export const FAULT_MESSAGE = INJECTED_FAULT_MESSAGE

export const faultNames: Record<FaultKind, string> = {
  '500': 'a 500',
  malformed: 'a body that is not JSON',
  delay: 'an answer held until just before the time-out',
  offline: 'no network',
}

const isCall = (apiPath: string) => (url: URL) => url.pathname === apiPath

/**
 * Makes the next call to `apiPath` (e.g. '/api/v1/wallet') fail the `kind` way. 'offline' aborts
 * every call to that path, as a lost connection does, until the returned function lifts it; the
 * mock's faults last one call and need no lifting. A late answer is held instead (holdCalls).
 */
export async function breakCall(
  page: Page,
  request: APIRequestContext,
  apiPath: string,
  kind: Exclude<FaultKind, 'delay'>,
): Promise<() => void> {
  if (kind === 'offline') {
    const offline = await keptRoute(page, isCall(apiPath), (route) =>
      route.abort('internetdisconnected'),
    )
    return () => offline.lift()
  }
  const fault = {
    '500': { status: 500, message: FAULT_MESSAGE },
    malformed: { malformed: true },
  }[kind]
  await injectFault(request, { path: apiPath, ...fault })
  return () => {}
}

/** Every uncaught error the page throws from now on. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

/** Every `method` call to `apiPath` the page starts from now on. */
export function countCalls(page: Page, method: string, apiPath: string): { count: number } {
  const calls = { count: 0 }
  page.on('request', (call) => {
    if (call.method() === method && new URL(call.url()).pathname === apiPath) calls.count += 1
  })
  return calls
}
