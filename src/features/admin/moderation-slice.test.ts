// The admin video lists against the mock API, and through them what every video list does alike
// (src/features/video-lists; My Videos' own rules are in my-videos-slice.test.ts): pages of 10 of
// one list (GET /manager/items/{owner}), a list or page that is no longer on screen never replaces
// the one that is, verify and paid shown at once and put back on a refusal (PUT
// /manager/items/{id}), a verified video leaving the moderation list, delete (DELETE /items/{id}),
// and the failures the screen tells itself (no generic toast) while a 401 stays the errors
// feature's.
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { DEMO_ACCOUNTS } from '../../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import type { AppStore } from '../../app/store'
import { logout, selectIsLoggedIn } from '../auth/auth-slice'
import type { VideoFilter } from '../video-lists/video-list-slice'
import { adminVideos, selectAdminVideoList } from './moderation-slice'

const {
  fetchPage: fetchAdminVideos,
  update: updateAdminVideo,
  remove: deleteAdminVideo,
} = adminVideos

const MODERATION: VideoFilter = { owner: 'all', isVerified: false }
const ALL: VideoFilter = { owner: 'all' }

const listOf = (store: AppStore, filter: VideoFilter = MODERATION) =>
  selectAdminVideoList(store.getState(), filter)!
const idsOf = (store: AppStore, filter?: VideoFilter) =>
  listOf(store, filter).items.map(({ id }) => id)
/** The videos with a change or delete in flight. */
const busyOf = (store: AppStore, filter?: VideoFilter) => Object.keys(listOf(store, filter).pending)
const unverifiedCount = () => db.videos.filter((video) => !video.isVerified).length
const creatorId = () => findUserByEmail(DEMO_ACCOUNTS.creator.email)!.id

describe('pages', () => {
  it('asks for 10 a page at offset page × 10, with the filter, and keeps the count', async () => {
    const store = await signedInStore('admin')
    const sent = recordRequests()
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 2 }))
    await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    await store.dispatch(fetchAdminVideos({ owner: creatorId(), page: 0 }))

    expect(sent.all.map(({ path, query }) => `${path}?${query.toString()}`)).toEqual([
      '/manager/items/all?limit=10&offset=0',
      '/manager/items/all?limit=10&offset=20',
      '/manager/items/all?limit=10&offset=0&isVerified=false',
      `/manager/items/${creatorId()}?limit=10&offset=0`,
    ])
    const own = listOf(store, { owner: creatorId() })
    expect(own.items.every((item) => item.ownerId === creatorId())).toBe(true)
    expect(own.count).toBe(db.videos.filter((video) => video.ownerId === creatorId()).length)
    expect(own.items[0]?.ownerEmail).toBe(DEMO_ACCOUNTS.creator.email)
  })

  it('lists only unverified videos for moderation', async () => {
    const store = await signedInStore('manager')
    await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    const list = listOf(store)
    expect(list).toMatchObject({ page: 0, count: unverifiedCount(), isLoaded: true, error: null })
    expect(list.items.length).toBeGreaterThan(0)
    expect(list.items.every((item) => !item.isVerified)).toBe(true)
  })

  it('shows no other list under this one, even while it loads', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    const loading = store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    expect(selectAdminVideoList(store.getState(), ALL)).toBeNull()
    expect(listOf(store)).toMatchObject({ items: [], isLoaded: false, isLoading: true })
    await loading
    expect(listOf(store).items.every((item) => !item.isVerified)).toBe(true)
  })

  it('drops the answer for a page or list no longer asked for', async () => {
    const store = await signedInStore('admin')
    addFault({ path: '/api/v1/manager/items/all', delayMs: 100, times: 1 })
    const late = store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    await store.dispatch(fetchAdminVideos({ owner: creatorId(), page: 0 }))
    await late
    expect(selectAdminVideoList(store.getState(), ALL)).toBeNull()
    expect(listOf(store, { owner: creatorId() }).items.length).toBeGreaterThan(0)
  })

  it('never lets a quiet refresh replace another page, or a newer refresh', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    addFault({ path: '/api/v1/manager/items/all', delayMs: 100, times: 1 })
    const lateRefresh = store.dispatch(fetchAdminVideos({ ...ALL, page: 0, quiet: true }))
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 1 }))
    const secondPage = idsOf(store, ALL)
    await lateRefresh
    expect(listOf(store, ALL).page).toBe(1)
    expect(idsOf(store, ALL)).toEqual(secondPage)

    // Two refreshes: the older answering last (here with other videos) changes nothing.
    addFault({ path: '/api/v1/manager/items/all', delayMs: 100, times: 1 })
    const older = store.dispatch(fetchAdminVideos({ ...ALL, page: 1, quiet: true }))
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 1, quiet: true }))
    db.videos = db.videos.filter((video) => video.id !== secondPage[0])
    await older
    expect(idsOf(store, ALL)).toEqual(secondPage)
  })

  it('shows a failed page with its reason, while a failed quiet refresh changes nothing', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    const shown = idsOf(store)
    addFault({ path: '/api/v1/manager/items/all', status: 500, message: 'Down', times: 1 })
    const quiet = await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0, quiet: true }))
    expect(quiet.meta).toMatchObject({ shownByScreen: true })
    expect(listOf(store)).toMatchObject({ error: null })
    expect(idsOf(store)).toEqual(shown)

    addFault({ path: '/api/v1/manager/items/all', status: 500, message: 'Down', times: 1 })
    const failed = await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    // The screen shows it: the errors listener adds no toast of its own.
    expect(failed.meta).toMatchObject({ shownByScreen: true })
    expect(listOf(store)).toMatchObject({ error: 'Down', isLoading: false, items: [] })
  })

  it('leaves a 401 to the errors listener: the session ends', async () => {
    const store = await signedInStore('admin')
    addFault({ path: '/api/v1/manager/items/all', status: 401, times: 1 })
    const result = await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    expect(result.meta).toMatchObject({ shownByScreen: false })
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(selectAdminVideoList(store.getState(), ALL)).toBeNull()
  })

  it('forgets the videos when the session ends', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    await store.dispatch(logout())
    expect(selectAdminVideoList(store.getState(), ALL)).toBeNull()
  })
})

describe('changes', () => {
  it('verifies at once, busy meanwhile, and the video leaves the moderation list', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    const count = listOf(store).count
    const [video] = listOf(store).items
    const sent = recordRequests()

    const pending = store.dispatch(
      updateAdminVideo({ id: video!.id, changes: { isVerified: true } }),
    )
    expect(busyOf(store)).toEqual([video!.id])
    expect(listOf(store).items[0]).toMatchObject({ id: video!.id, isVerified: true })
    await pending
    expect(await sent.matching('PUT', `/manager/items/${video!.id}`)[0]!.request.json()).toEqual({
      isVerified: true,
    })
    expect(listOf(store).count).toBe(count - 1)
    expect(busyOf(store)).toEqual([])
    expect(idsOf(store)).not.toContain(video!.id)
    expect(db.videos.find(({ id }) => id === video!.id)?.isVerified).toBe(true)
  })

  it('keeps a video on a list of every video when its verification changes', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    const video = listOf(store, ALL).items.find((item) => item.isVerified)!
    await store.dispatch(updateAdminVideo({ id: video.id, changes: { isVerified: false } }))
    expect(listOf(store, ALL).items.find(({ id }) => id === video.id)?.isVerified).toBe(false)
  })

  it('switches paid at once and puts it back when the change is refused', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    const video = listOf(store, ALL).items.find((item) => item.permission === 'PUBLIC')!
    addFault({ path: `/api/v1/manager/items/${video.id}`, status: 500, times: 1 })

    const pending = store.dispatch(
      updateAdminVideo({ id: video.id, changes: { permission: 'PRIVATE' } }),
    )
    expect(listOf(store, ALL).items.find(({ id }) => id === video.id)?.permission).toBe('PRIVATE')
    const result = await pending
    expect(result.meta).toMatchObject({ shownByScreen: false, toast: 'Update Error!' })
    expect(listOf(store, ALL).items.find(({ id }) => id === video.id)).toEqual(video)
    expect(busyOf(store, ALL)).toEqual([])
    expect(db.videos.find(({ id }) => id === video.id)?.permission).toBe('PUBLIC')
  })

  it('keeps a change in flight on screen when a quiet refresh answers meanwhile', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0 }))
    const [video] = listOf(store).items
    addFault({ path: `/api/v1/manager/items/${video!.id}`, delayMs: 100, times: 1 })
    const change = store.dispatch(
      updateAdminVideo({ id: video!.id, changes: { isVerified: true } }),
    )
    await store.dispatch(fetchAdminVideos({ ...MODERATION, page: 0, quiet: true }))
    expect(listOf(store).items[0]).toMatchObject({ id: video!.id, isVerified: true })
    await change
    expect(idsOf(store)).not.toContain(video!.id)
  })

  it('deletes a video: off the page, the count one less; a refusal keeps it', async () => {
    const store = await signedInStore('admin')
    await store.dispatch(fetchAdminVideos({ ...ALL, page: 0 }))
    const [first, second] = listOf(store, ALL).items
    const count = listOf(store, ALL).count

    addFault({ path: `/api/v1/items/${first!.id}`, status: 500, times: 1 })
    const refused = await store.dispatch(deleteAdminVideo(first!.id))
    expect(refused.meta).toMatchObject({ shownByScreen: false, toast: 'Delete Error!' })
    expect(idsOf(store, ALL)).toContain(first!.id)

    const pending = store.dispatch(deleteAdminVideo(first!.id))
    expect(busyOf(store, ALL)).toEqual([first!.id])
    await pending
    expect(idsOf(store, ALL)[0]).toBe(second!.id)
    expect(listOf(store, ALL).count).toBe(count - 1)
    expect(busyOf(store, ALL)).toEqual([])
    expect(db.videos.some(({ id }) => id === first!.id)).toBe(false)
  })
})
