// The feed's first page sent before the store exists (first-page.ts), and taken by the feed's
// own call only when that call would have asked for the same page (the token and the taking once
// are lib/early-call.ts's, tested there).
import { describe, expect, it } from 'vitest'
import { addFault } from '../../../mock-api/faults'
import { holdCalls } from '../../../tests/held-calls'
import { recordRequests } from '../../../tests/sent-requests'
import { makeStore } from '../../app/store'
import { bandwidthMeasured } from '../settings/settings-slice'
import { selectFeed } from './feed-slice'
import { fetchFeedPage } from './feed-thunks'
import { sendFirstPageOn } from './first-page'

const HOME = 'http://localhost/'

const feedCalls = (sent: ReturnType<typeof recordRequests>) => sent.matching('GET', '/items')

describe('the first page asked for early', () => {
  it('goes out before the store is made, and the feed shows its answer without asking again', async () => {
    const sent = recordRequests()
    const held = holdCalls('/items')
    sendFirstPageOn(HOME)
    await expect.poll(() => held.waiting).toBe(1)
    const store = makeStore()
    const loading = store.dispatch(fetchFeedPage())
    held.release()
    await loading
    expect(feedCalls(sent)).toHaveLength(1)
    expect(selectFeed(store.getState()).items.length).toBeGreaterThan(0)
  })

  it('is not asked for on a shared video, nor off Home', () => {
    const sent = recordRequests()
    sendFirstPageOn(`${HOME}?v=v1`)
    sendFirstPageOn(`${HOME}wallet`)
    expect(feedCalls(sent)).toEqual([])
  })

  it('is dropped when the feed asks with another mbps, and the feed asks itself', async () => {
    const sent = recordRequests()
    sendFirstPageOn(HOME)
    const store = makeStore()
    store.dispatch(bandwidthMeasured(5))
    await store.dispatch(fetchFeedPage())
    expect(feedCalls(sent).map(({ query }) => query.get('mbps'))).toEqual([null, '5'])
  })

  it("fails the feed's call when it failed, and a retry asks again", async () => {
    addFault({ path: '/api/v1/items', status: 500, times: 1 })
    const sent = recordRequests()
    sendFirstPageOn(HOME)
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    expect(feedCalls(sent)).toHaveLength(1)
    expect(selectFeed(store.getState())).toMatchObject({ items: [], isLoading: false })
    expect(selectFeed(store.getState()).error).not.toBeNull()
    await store.dispatch(fetchFeedPage())
    expect(feedCalls(sent)).toHaveLength(2)
    expect(selectFeed(store.getState()).items.length).toBeGreaterThan(0)
  })
})
