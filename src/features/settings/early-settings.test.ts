// Start-up's GET /settings sent before the store exists (early-settings.ts), and taken by
// start-up's own call only with the token stored now (lib/early-call.ts).
import { describe, expect, it } from 'vitest'
import { db } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { holdCalls } from '../../../tests/held-calls'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import { makeStore } from '../../app/store'
import { sendSettings } from './early-settings'
import { fetchSettings } from './settings-slice'

const settingsCalls = (sent: ReturnType<typeof recordRequests>) => sent.matching('GET', '/settings')

describe('the settings sent early', () => {
  it('go out before the store is made, and start-up applies their answer without asking again', async () => {
    db.settings.kycServiceUrl = 'https://kyc.test'
    const sent = recordRequests()
    const held = holdCalls('/settings')
    sendSettings()
    await expect.poll(() => held.waiting).toBe(1)
    const store = makeStore()
    const loading = store.dispatch(fetchSettings())
    held.release()
    expect((await loading).type).toBe(fetchSettings.fulfilled.type)
    expect(settingsCalls(sent)).toHaveLength(1)
    expect(store.getState().settings.kycServiceUrl).toBe('https://kyc.test')
  })

  it('are dropped once another token is stored, and start-up asks with that one', async () => {
    const sent = recordRequests()
    sendSettings()
    const store = await signedInStore()
    await store.dispatch(fetchSettings())
    const sentWith = settingsCalls(sent).map(({ request }) => request.headers.has('Authorization'))
    expect(sentWith).toEqual([false, true])
  })

  it("fail start-up's step when they failed, and are not taken again", async () => {
    addFault({ path: '/api/v1/settings', status: 500, times: 1 })
    const sent = recordRequests()
    sendSettings()
    const store = makeStore()
    expect((await store.dispatch(fetchSettings())).type).toBe(fetchSettings.rejected.type)
    expect((await store.dispatch(fetchSettings())).type).toBe(fetchSettings.fulfilled.type)
    expect(settingsCalls(sent)).toHaveLength(2)
  })
})
