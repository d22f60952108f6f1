// My Videos against the mock API: 5 a page with the total count, a quiet refresh that never
// replaces another page, the free/paid switch and delete (status labels: src/lib/video-status).
import { isRejected } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { DEMO_ACCOUNTS } from '../../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import type { Permission } from '../../api/types'
import type { AppStore } from '../../app/store'
import { logout } from '../auth/auth-slice'
import { MINE, myVideos, selectHasProcessing } from './my-videos-slice'

const { fetchPage: fetchMyVideos, update, remove: removeVideo } = myVideos
const setVideoAccess = ({ id, permission }: { id: string; permission: Permission }) =>
  update({ id, changes: { permission } })
const listOf = (store: AppStore) => myVideos.selectList(store.getState(), MINE)!
/** The videos with a change or delete in flight. */
const busyOf = (store: AppStore) => Object.keys(listOf(store).pending)
const creatorVideoCount = () => {
  const creator = findUserByEmail(DEMO_ACCOUNTS.creator.email)!
  return db.videos.filter((video) => video.ownerId === creator.id).length
}

describe('pages', () => {
  it('loads 5 videos a page at offset page × 5, with the total count', async () => {
    const store = await signedInStore('creator')
    const sent = recordRequests()
    await store.dispatch(fetchMyVideos({ page: 0 }))
    await store.dispatch(fetchMyVideos({ page: 2 }))

    expect(sent.matching('GET', '/creator-items').map(({ query }) => query.toString())).toEqual([
      'limit=5&offset=0',
      'limit=5&offset=10',
    ])
    const list = listOf(store)
    expect(list).toMatchObject({ page: 2, count: creatorVideoCount(), isLoaded: true, error: null })
    expect(list.items).toHaveLength(creatorVideoCount() - 10)
  })

  it('keeps the page on screen when an older quiet refresh answers late', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    const firstPage = listOf(store).items.map(({ id }) => id)
    addFault({ path: '/api/v1/creator-items', delayMs: 100, times: 1 })
    const lateRefresh = store.dispatch(fetchMyVideos({ page: 0, quiet: true }))
    await store.dispatch(fetchMyVideos({ page: 1 }))
    await lateRefresh

    const shown = listOf(store).items.map(({ id }) => id)
    expect(listOf(store).page).toBe(1)
    expect(shown).toHaveLength(5)
    expect(shown.some((id) => firstPage.includes(id))).toBe(false)
  })

  it('shows a failed page with its reason, while a failed quiet refresh changes nothing', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    addFault({ path: '/api/v1/creator-items', status: 500, message: 'Down', times: 1 })
    await store.dispatch(fetchMyVideos({ page: 0, quiet: true }))
    expect(listOf(store)).toMatchObject({ error: null })
    expect(listOf(store).items).toHaveLength(5)

    addFault({ path: '/api/v1/creator-items', status: 500, message: 'Down', times: 1 })
    await store.dispatch(fetchMyVideos({ page: 1 }))
    expect(listOf(store)).toMatchObject({ error: 'Down', isLoading: false, items: [] })
  })

  it('knows when a video on the page is still processing', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    const processing = listOf(store).items.some(
      ({ status }) => status !== 'DONE' && status !== 'ERROR',
    )
    expect(selectHasProcessing(store.getState())).toBe(processing)
  })

  it('forgets the videos when the session ends', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    await store.dispatch(logout())
    expect(myVideos.selectList(store.getState(), MINE)).toBeNull()
  })
})

describe('changes', () => {
  it('switches a video to paid and back once the call answers, busy while it runs', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    const video = listOf(store).items.find(({ permission }) => permission === 'PUBLIC')!
    const sent = recordRequests()

    const pending = store.dispatch(setVideoAccess({ id: video.id, permission: 'PRIVATE' }))
    expect(busyOf(store)).toEqual([video.id])
    expect(listOf(store).items.find(({ id }) => id === video.id)?.permission).toBe('PUBLIC')
    await pending
    expect(await sent.matching('PUT', `/item/${video.id}`)[0]!.request.json()).toEqual({
      permission: 'PRIVATE',
    })
    expect(busyOf(store)).toEqual([])
    expect(listOf(store).items.find(({ id }) => id === video.id)?.permission).toBe('PRIVATE')
    expect(db.videos.find(({ id }) => id === video.id)?.permission).toBe('PRIVATE')

    await store.dispatch(setVideoAccess({ id: video.id, permission: 'PUBLIC' }))
    expect(listOf(store).items.find(({ id }) => id === video.id)?.permission).toBe('PUBLIC')
  })

  it('leaves a video as it was when the switch fails', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    const video = listOf(store).items[0]!
    addFault({ path: `/api/v1/item/${video.id}`, status: 500, times: 1 })
    const result = await store.dispatch(
      setVideoAccess({
        id: video.id,
        permission: video.permission === 'PUBLIC' ? 'PRIVATE' : 'PUBLIC',
      }),
    )
    expect(isRejected(result)).toBe(true)
    // The errors listener toasts the server's own message.
    expect(result.meta).toMatchObject({ shownByScreen: false })
    expect(result.meta).not.toHaveProperty('toast')
    expect(listOf(store).items[0]).toEqual(video)
    expect(busyOf(store)).toEqual([])
  })

  it('deletes a video and takes it off the page, the count one less', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    const before = creatorVideoCount()
    const video = listOf(store).items[0]!
    await store.dispatch(removeVideo(video.id))
    expect(creatorVideoCount()).toBe(before - 1)
    expect(listOf(store).items.map(({ id }) => id)).not.toContain(video.id)
    expect(listOf(store).count).toBe(before - 1)
    expect(busyOf(store)).toEqual([])
  })
})
