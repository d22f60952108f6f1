// The wallet's state against the mock API: pages without duplicates, a fresh load on entering,
// a failure that leaves nothing stale, sessions that never share rows, a purchase's balance.
import { describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { DEMO_ACCOUNTS } from '../../../mock-api/seed/demo-accounts'
import { balanceOf, formatPoints } from '../../../mock-api/views'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import type { AppStore } from '../../app/store'
import { logout, selectIsLoggedIn } from '../auth/auth-slice'
import { buyVideo } from '../purchases/purchases-slice'
import { MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { fetchWalletPage, selectWallet } from './wallet-slice'

const walletOf = (store: AppStore) => selectWallet(store.getState())
const rowIds = (store: AppStore) => walletOf(store).transactions.items.map(({ id }) => id)
const offsets = (sent: ReturnType<typeof recordRequests>) =>
  sent.matching('GET', '/wallet').map(({ query }) => Object.fromEntries(query))

const userBalance = () => balanceOf(findUserByEmail(DEMO_ACCOUNTS.user.email)!.id)

describe('loading', () => {
  it('starts at the defaults, then shows the balance and the first 10 rows', async () => {
    const store = await signedInStore()
    expect(walletOf(store)).toMatchObject({
      balanceFormatted: '0.00',
      transactions: { isLoaded: false },
    })
    const sent = recordRequests()
    await store.dispatch(fetchWalletPage({ fresh: true }))

    expect(offsets(sent)).toEqual([{ limit: '10', offset: '0' }])
    expect(walletOf(store)).toMatchObject({
      balance: userBalance(),
      balanceFormatted: formatPoints(userBalance()),
      currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
      transactions: {
        page: 1,
        hasMore: true,
        count: 26,
        isLoading: false,
        isLoaded: true,
        error: null,
      },
    })
    expect(rowIds(store)).toHaveLength(10)
  })

  it('appends pages at offset page × 10 until the end, never a row twice', async () => {
    const store = await signedInStore()
    const sent = recordRequests()
    await store.dispatch(fetchWalletPage({ fresh: true }))
    await store.dispatch(fetchWalletPage({}))
    await store.dispatch(fetchWalletPage({}))
    await store.dispatch(fetchWalletPage({}))

    expect(offsets(sent).map(({ offset }) => offset)).toEqual(['0', '10', '20'])
    expect(rowIds(store)).toHaveLength(26)
    expect(new Set(rowIds(store)).size).toBe(26)
    expect(walletOf(store).transactions.hasMore).toBe(false)
  })

  it('asks for one page at a time', async () => {
    const store = await signedInStore()
    await store.dispatch(fetchWalletPage({ fresh: true }))
    const sent = recordRequests()
    await Promise.all([store.dispatch(fetchWalletPage({})), store.dispatch(fetchWalletPage({}))])
    expect(offsets(sent).map(({ offset }) => offset)).toEqual(['10'])
    expect(rowIds(store)).toHaveLength(20)
  })

  it('entering again loads page 0 afresh: new rows first, nothing doubled', async () => {
    const store = await signedInStore()
    await store.dispatch(fetchWalletPage({ fresh: true }))
    await store.dispatch(fetchWalletPage({}))
    const before = rowIds(store)

    const bought = await store.dispatch(buyVideo('v8'))
    expect(bought.type).toBe(buyVideo.fulfilled.type)
    await store.dispatch(fetchWalletPage({ fresh: true }))

    const after = walletOf(store)
    expect(after.transactions.items).toHaveLength(10)
    expect(after.transactions.items[0]).toMatchObject({
      type: 'PURCHASE',
      valueFormatted: '10.0000',
    })
    expect(rowIds(store).slice(1)).toEqual(before.slice(0, 9))
    expect(after.transactions.page).toBe(1)
  })
})

describe('failures', () => {
  it('a failure resets the wallet: no stale balance or rows, the message kept for the retry', async () => {
    const store = await signedInStore()
    await store.dispatch(fetchWalletPage({ fresh: true }))
    addFault({ path: '/api/v1/wallet', status: 500, message: 'Wallet is resting', times: 1 })
    await store.dispatch(fetchWalletPage({}))

    expect(walletOf(store)).toMatchObject({
      balanceFormatted: '0.00',
      transactions: {
        items: [],
        page: 0,
        isLoading: false,
        isLoaded: false,
        error: 'Wallet is resting',
      },
    })

    await store.dispatch(fetchWalletPage({ fresh: true }))
    expect(walletOf(store).transactions).toMatchObject({ error: null, page: 1 })
    expect(rowIds(store)).toHaveLength(10)
  })

  it('a body that is not JSON is a failure too', async () => {
    const store = await signedInStore()
    addFault({ path: '/api/v1/wallet', malformed: true, times: 1 })
    await store.dispatch(fetchWalletPage({ fresh: true }))
    expect(walletOf(store).transactions).toMatchObject({ items: [], error: '' })
  })

  it('a 401 ends the session and opens the login popup; nothing of the wallet stays', async () => {
    const store = await signedInStore()
    await store.dispatch(fetchWalletPage({ fresh: true }))
    addFault({ path: '/api/v1/wallet', status: 401, message: 'Session expired', times: 1 })
    await store.dispatch(fetchWalletPage({ fresh: true }))

    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(store.getState().modals.queue.map(({ name }) => name)).toContain(MODAL_LOGIN_POPUP)
    expect(walletOf(store)).toMatchObject({
      balanceFormatted: '0.00',
      transactions: { isLoaded: false },
    })
    expect(rowIds(store)).toEqual([])
  })
})

describe('sessions', () => {
  it('logging out forgets the wallet, and the next account never sees its rows', async () => {
    const store = await signedInStore('user')
    await store.dispatch(fetchWalletPage({ fresh: true }))
    const userRows = rowIds(store)
    await store.dispatch(logout())
    expect(walletOf(store)).toMatchObject({
      balanceFormatted: '0.00',
      transactions: { isLoaded: false },
    })
    expect(rowIds(store)).toEqual([])

    const other = await signedInStore('creator')
    await other.dispatch(fetchWalletPage({ fresh: true }))
    expect(rowIds(other).some((id) => userRows.includes(id))).toBe(false)
  })

  it('an answer that arrives after the session ended is dropped', async () => {
    const store = await signedInStore()
    addFault({ path: '/api/v1/wallet', delayMs: 200, times: 1 })
    const late = store.dispatch(fetchWalletPage({ fresh: true }))
    await store.dispatch(logout())
    await late
    expect(walletOf(store)).toMatchObject({
      balanceFormatted: '0.00',
      transactions: { isLoaded: false },
    })
    expect(rowIds(store)).toEqual([])
  })
})

describe('a purchase in the feed', () => {
  it('shows the balance the purchase answered with', async () => {
    const store = await signedInStore()
    await store.dispatch(fetchWalletPage({ fresh: true }))
    const before = walletOf(store).balance
    await store.dispatch(buyVideo('v8'))
    expect(walletOf(store)).toMatchObject({
      balance: before - 10,
      balanceFormatted: formatPoints(before - 10),
    })
  })
})
