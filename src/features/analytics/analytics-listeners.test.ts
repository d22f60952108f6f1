// The analytics listener against the mock API: each action of analytics-map.ts records its
// events at its moment. A registration records user_registration before its call, user_create
// (and referral_registration with a referral code) once the account exists and before the
// automatic sign-in is sent, and nothing for a later sign-in; a like switched on offline is
// recorded when it is queued. The rules name real action types (they are matched by type).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import type { RegistrationFields } from '../../api/account'
import { makeStore } from '../../app/store'
import * as analytics from '../../lib/analytics'
import { DEMO_CODE } from '../../../mock-api/handlers/auth'
import { accountCreated, registerAccount } from '../auth/account-thunks'
import { login } from '../auth/login'
import { fetchFeedPage, toggleReaction } from '../feed/feed-thunks'
import { reactionQueue } from '../feed/offline-store'
import { buyVideo } from '../purchases/purchases-slice'
import { appInitialised } from '../settings/settings-slice'
import { sendVideo } from '../studio/upload-slice'
import { analyticsMap } from './analytics-map'

afterEach(() => vi.restoreAllMocks())

/** Each event recorded, with the paths of the requests sent before it. */
function recordMoments() {
  const sent = recordRequests()
  const moments: [string, string[]][] = []
  vi.spyOn(analytics, 'track').mockImplementation((event) => {
    moments.push([event, sent.all.map(({ path }) => path)])
    return Promise.resolve()
  })
  return { moments, events: () => moments.map(([event]) => event) }
}

/** A store whose analytics listener listens (it loads beside start-up). */
async function readyStore() {
  const store = makeStore()
  await store.analyticsReady
  return store
}

const fields = (referralCode = ''): RegistrationFields => ({
  email: 'newcomer@example.test',
  password: 'Fresh-pass 2026',
  referralCode,
  verificationCode: DEMO_CODE,
})

describe('analytics listener', () => {
  it('records session when the app is initialised', async () => {
    const store = await readyStore()
    const recorded = recordMoments()
    store.dispatch(appInitialised())
    expect(recorded.events()).toEqual(['session'])
  })

  it('records a registration before its call, and the account before its sign-in is sent', async () => {
    const store = await readyStore()
    const recorded = recordMoments()
    await store.dispatch(registerAccount(fields('FRIEND-1')))
    expect(recorded.moments).toEqual([
      ['user_registration', []],
      ['user_create', ['/registration']],
      ['referral_registration', ['/registration']],
    ])
  })

  it('records no referral without a code, and no account for a later sign-in', async () => {
    const store = await readyStore()
    const recorded = recordMoments()
    await store.dispatch(registerAccount(fields()))
    await store.dispatch(login({ email: fields().email, password: fields().password }))
    expect(recorded.events()).toEqual(['user_registration', 'user_create'])
  })

  it('records only the submission of a refused registration', async () => {
    const store = await readyStore()
    const recorded = recordMoments()
    await store.dispatch(registerAccount({ ...fields(), verificationCode: '000000' }))
    await store.dispatch(login({ email: fields().email, password: fields().password }))
    expect(recorded.events()).toEqual(['user_registration'])
  })

  it('records a like switched on without network, when it is queued', async () => {
    const store = await signedInStore('user')
    await store.dispatch(fetchFeedPage())
    const { id } = store.getState().feed.items[0]!
    await reactionQueue.clear()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const recorded = recordMoments()
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    expect(recorded.events()).toEqual(['video_like'])
    expect(recorded.moments[0]![1]).toEqual([])
    await reactionQueue.clear()
  })

  it('names only the types of real actions', () => {
    const types = [
      appInitialised.type,
      registerAccount.pending.type,
      accountCreated.type,
      toggleReaction.fulfilled.type,
      buyVideo.fulfilled.type,
      sendVideo.fulfilled.type,
    ]
    for (const { on } of analyticsMap) expect(types).toContain(on)
  })
})
