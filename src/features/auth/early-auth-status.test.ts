// Start-up's GET /auth-status sent before the store exists (early-auth-status.ts), after the early
// settings, and taken by start-up's own check (when and how often: lib/early-call.ts, tested there).
import { describe, expect, it } from 'vitest'
import { addFault } from '../../../mock-api/faults'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { holdCalls } from '../../../tests/held-calls'
import { recordRequests } from '../../../tests/sent-requests'
import { makeStore } from '../../app/store'
import { sendSettings } from '../settings/early-settings'
import { checkAuthStatus, selectRole } from './auth-slice'
import { sendAuthStatusAfter } from './early-auth-status'
import { login } from './login'

const paths = (sent: ReturnType<typeof recordRequests>) => sent.all.map(({ path }) => path)

describe('the auth status sent early', () => {
  it("goes out once the settings have answered, and start-up's check takes its answer", async () => {
    await makeStore().dispatch(
      login({ email: DEMO_ACCOUNTS.creator.email, password: DEMO_PASSWORD }),
    )
    const sent = recordRequests()
    const held = holdCalls('/settings')
    sendAuthStatusAfter(sendSettings())
    await expect.poll(() => held.waiting).toBe(1)
    expect(paths(sent)).toEqual(['/settings'])

    held.release()
    await expect.poll(() => paths(sent)).toEqual(['/settings', '/auth-status'])
    const store = makeStore()
    expect((await store.dispatch(checkAuthStatus())).type).toBe(checkAuthStatus.fulfilled.type)
    expect(selectRole(store.getState())).toBe('creator')
    expect(paths(sent)).toEqual(['/settings', '/auth-status'])
  })

  it('goes out after settings that failed too', async () => {
    addFault({ path: '/api/v1/settings', status: 500, times: 1 })
    const sent = recordRequests()
    sendAuthStatusAfter(sendSettings())
    await expect.poll(() => paths(sent)).toEqual(['/settings', '/auth-status'])
  })
})
