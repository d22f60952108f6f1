import { describe, expect, it } from 'vitest'
import { makeUser } from '../../tests/fixtures'
import { sessionEnded, sessionStarted } from '../features/auth/auth-slice'
import { initialProfileState, selectProfile } from '../features/profile/profile-slice'
import { initialWalletState, selectWallet } from '../features/wallet/wallet-slice'
import { makeStore } from './store'

describe('ending a session', () => {
  it('resets feed, profile and wallet to their defaults', () => {
    const fresh = makeStore().getState()
    const store = makeStore({
      feed: { ...fresh.feed, page: 3, userLastViewedVideo: 'v9' },
      profile: { ...initialProfileState, isLoading: true },
      wallet: { ...initialWalletState, balance: 42, balanceFormatted: '42.0000' },
    })
    store.dispatch(sessionStarted(makeUser()))
    store.dispatch(sessionEnded({ reason: 'logout' }))
    const state = store.getState()
    expect(state.feed).toEqual(fresh.feed)
    expect(selectProfile(state)).toEqual(initialProfileState)
    expect(selectWallet(state)).toEqual(initialWalletState)
    expect(state.auth).toEqual(fresh.auth)
    expect(selectWallet(state).balanceFormatted).toBe('0.00')
  })
})

describe('slices only some screens need', () => {
  it('join the store when their code loads, starting from their defaults', () => {
    const state = makeStore().getState()
    expect(selectWallet(state)).toEqual(initialWalletState)
    expect(selectProfile(state)).toEqual(initialProfileState)
  })
})
