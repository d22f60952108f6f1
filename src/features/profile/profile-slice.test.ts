// The profile's state against the mock API: a profile as anyone sees it, 'not found', a failure
// that leaves nothing stale, a stale answer dropped, and the owner's own lists.
import { describe, expect, it } from 'vitest'
import { addFault } from '../../../mock-api/faults'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import { makeStore, type AppStore } from '../../app/store'
import { logout } from '../auth/auth-slice'
import {
  fetchOwnVideos,
  fetchProfile,
  initialProfileState,
  selectOwnVideos,
  selectProfile,
} from './profile-slice'

const profileOf = (store: AppStore) => selectProfile(store.getState())

describe('a profile', () => {
  it('loads the profile with its links, numbers and published videos', async () => {
    const store = makeStore()
    const sent = recordRequests()
    const loading = store.dispatch(fetchProfile('demo_creator'))
    expect(profileOf(store)).toMatchObject({ isLoading: true, userdata: null })
    await loading

    expect(sent.all.map(({ path }) => path)).toEqual(['/creator-statistic/demo_creator'])
    const profile = profileOf(store)
    expect(profile).toMatchObject({
      isLoading: false,
      isNotFound: false,
      error: null,
      userdata: { username: 'demo_creator' },
    })
    expect(profile.links.map(({ name }) => name)).toEqual(['Web', 'Instagram', 'Twitter'])
    expect(profile.videos.length).toBe(profile.videoCounts)
    expect(profile.videos.length).toBeGreaterThan(0)
  })

  it('an unknown name is not found, with nothing of the last profile left', async () => {
    const store = makeStore()
    await store.dispatch(fetchProfile('demo_creator'))
    await store.dispatch(fetchProfile('nobody_here'))
    expect(profileOf(store)).toMatchObject({
      isNotFound: true,
      error: null,
      isLoading: false,
      userdata: null,
      videos: [],
    })
  })

  it('a failure resets the profile and keeps the message for the retry', async () => {
    const store = makeStore()
    await store.dispatch(fetchProfile('demo_creator'))
    addFault({
      path: '/api/v1/creator-statistic/demo_creator',
      status: 500,
      message: 'Resting',
      times: 1,
    })
    await store.dispatch(fetchProfile('demo_creator'))
    expect(profileOf(store)).toMatchObject({ error: 'Resting', isNotFound: false, userdata: null })

    await store.dispatch(fetchProfile('demo_creator'))
    expect(profileOf(store)).toMatchObject({ error: null, userdata: { username: 'demo_creator' } })
  })

  it('drops the answer for a profile no longer asked for', async () => {
    const store = makeStore()
    addFault({ path: '/api/v1/creator-statistic/demo_creator', delayMs: 200, times: 1 })
    const slow = store.dispatch(fetchProfile('demo_creator'))
    await store.dispatch(fetchProfile('luna_clips'))
    await slow
    expect(profileOf(store).userdata?.username).toBe('luna_clips')
  })
})

describe("the owner's lists", () => {
  it('holds what the owner unlocked, liked and favourited', async () => {
    const store = await signedInStore('user')
    const sent = recordRequests()
    await store.dispatch(fetchOwnVideos())
    expect(sent.all.map(({ path }) => path).sort()).toEqual([
      '/purchases',
      '/user-favorite-videos',
      '/user-liked-videos',
    ])
    const own = selectOwnVideos(store.getState())
    expect(own.isLoading).toBe(false)
    expect(own.purchases.length).toBeGreaterThan(0)
    expect(own.purchases.every((item) => item.src !== '' && item.expiresAt)).toBe(true)
  })

  it('a failure empties them and says so', async () => {
    const store = await signedInStore('user')
    addFault({ path: '/api/v1/purchases', status: 500, message: 'Resting', times: 1 })
    await store.dispatch(fetchOwnVideos())
    expect(selectOwnVideos(store.getState())).toMatchObject({
      purchases: [],
      liked: [],
      error: 'Resting',
    })
  })

  it('are forgotten with the session', async () => {
    const store = await signedInStore('user')
    await store.dispatch(fetchOwnVideos())
    await store.dispatch(fetchProfile('demo_user'))
    await store.dispatch(logout())
    expect(profileOf(store)).toEqual(initialProfileState)
  })
})
