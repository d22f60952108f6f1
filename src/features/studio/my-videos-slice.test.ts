// My Videos against the mock API: 5 a page with the total count, the videos still processing
// (status labels: src/lib/video-status), and the free/paid switch, applied once the server takes
// it. What every video list does alike (late and quiet answers, failed pages, delete, the end of
// a session) is tested once, through the admin lists, in moderation-slice.test.ts.
import { isRejected } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { DEMO_ACCOUNTS } from '../../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import type { Permission } from '../../api/types'
import type { AppStore } from '../../app/store'
import { MINE, myVideos, selectHasProcessing } from './my-videos-slice'

const { fetchPage: fetchMyVideos, update } = myVideos
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

  it('knows when a video on the page is still processing', async () => {
    const store = await signedInStore('creator')
    await store.dispatch(fetchMyVideos({ page: 0 }))
    const processing = listOf(store).items.some(
      ({ status }) => status !== 'DONE' && status !== 'ERROR',
    )
    expect(selectHasProcessing(store.getState())).toBe(processing)
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
})
