// Start-up's GET /settings sent before the store exists (early-settings.ts), and taken by
// start-up's own call (when and how often: lib/early-call.ts, tested there).
import { describe, expect, it } from 'vitest'
import { db } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { holdCalls } from '../../../tests/held-calls'
import { recordRequests } from '../../../tests/sent-requests'
import { makeStore } from '../../app/store'
import { sendSettings } from './early-settings'
import { fetchSettings } from './settings-slice'

const settingsCalls = (sent: ReturnType<typeof recordRequests>) => sent.matching('GET', '/settings')

describe('the settings sent early', () => {
  it('go out before the store is made, and start-up applies their answer without asking again', async () => {
    db.settings.kycServiceUrl = 'https://kyc.test'
    const sent = recordRequests()
    const held = holdCalls('/settings')
    void sendSettings()
    await expect.poll(() => held.waiting).toBe(1)
    const store = makeStore()
    const loading = store.dispatch(fetchSettings())
    held.release()
    expect((await loading).type).toBe(fetchSettings.fulfilled.type)
    expect(settingsCalls(sent)).toHaveLength(1)
    expect(store.getState().settings.kycServiceUrl).toBe('https://kyc.test')
  })

  it("fail start-up's step when they failed, without a call of its own", async () => {
    addFault({ path: '/api/v1/settings', status: 500, times: 1 })
    const sent = recordRequests()
    void sendSettings()
    const store = makeStore()
    expect((await store.dispatch(fetchSettings())).type).toBe(fetchSettings.rejected.type)
    expect(settingsCalls(sent)).toHaveLength(1)
  })
})
