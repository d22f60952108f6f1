import { describe, expect, it } from 'vitest'
import { makeUser } from '../../tests/fixtures'
import { sessionEnded, sessionStarted } from '../features/auth/auth-slice'
import { makeStore } from './store'

describe('ending a session', () => {
  it('resets feed, profile and wallet to their defaults', () => {
    const fresh = makeStore().getState()
    const store = makeStore({
      feed: { ...fresh.feed, page: 3, userLastViewedVideo: 'v9' },
      profile: { ...fresh.profile, isLoading: true },
      wallet: { ...fresh.wallet, balance: 42, balanceFormatted: '42.0000' },
    })
    store.dispatch(sessionStarted(makeUser()))
    store.dispatch(sessionEnded({ reason: 'logout' }))
    const state = store.getState()
    expect(state.feed).toEqual(fresh.feed)
    expect(state.profile).toEqual(fresh.profile)
    expect(state.wallet).toEqual(fresh.wallet)
    expect(state.auth).toEqual(fresh.auth)
    expect(state.wallet.balanceFormatted).toBe('0.00')
  })
})
