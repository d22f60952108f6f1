// Wallet state (SPEC.md §3, §4): the balance and the pages of transactions. Loading appends a
// page (never a row twice); entering the screen loads page 0 again; a failure resets the wallet
// (no stale rows); a session that ends or starts starts it over, so no account sees another's.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { isApiErrorPayload } from '../../api/api-error'
import type { Currency, Transaction } from '../../api/types'
import { rootReducer } from '../../app/root-reducer'
import { appendPage, emptyPagedList, type PagedList } from '../../lib/paged-list'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import { buyVideo } from '../feed/feed-thunks'
import { fetchWalletPage } from './wallet-thunks'

export interface WalletState {
  balance: number
  balanceFormatted: string
  currency: Currency
  transactions: PagedList<Transaction> & { count: number }
  /** Whether the balance shown came from the API this session. */
  isLoaded: boolean
  /** The page request whose answer counts; an answer from before a reset is dropped. */
  requestId: string | null
}

export const initialWalletState: WalletState = {
  balance: 0,
  balanceFormatted: '0.00',
  currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
  transactions: { ...emptyPagedList<Transaction>(), count: 0 },
  isLoaded: false,
  requestId: null,
}

const fresh = (): WalletState => ({
  ...initialWalletState,
  transactions: { ...emptyPagedList<Transaction>(), count: 0 },
})

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: fresh,
  reducers: {
    walletReset: fresh,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchWalletPage.pending, (state, { meta }) => {
        state.requestId = meta.requestId
        state.transactions.isLoading = true
        state.transactions.error = null
      })
      .addCase(fetchWalletPage.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return
        state.requestId = null
        state.balance = payload.balance
        state.balanceFormatted = payload.balanceFormatted || initialWalletState.balanceFormatted
        state.currency = payload.currency ?? initialWalletState.currency
        state.isLoaded = true
        const { items = [], hasMore = false, count } = payload.transactions ?? {}
        if (meta.arg.fresh) Object.assign(state.transactions, emptyPagedList<Transaction>())
        appendPage(state.transactions, items, hasMore)
        state.transactions.count = count ?? state.transactions.items.length
      })
      .addCase(fetchWalletPage.rejected, (state, { payload, error, meta }) => {
        if (meta.requestId !== state.requestId) return
        const message = isApiErrorPayload(payload) ? payload.message : error.message
        const reset = fresh()
        // '' when the server gave no reason: the screen's own message is enough then.
        reset.transactions.error = message ?? ''
        return reset
      })
      .addCase(sessionEnded, fresh)
      .addCase(sessionStarted, fresh)
      .addCase(buyVideo.fulfilled, (state, { payload }) => {
        state.balanceFormatted = payload.balanceFormatted
        const balance = Number(payload.balanceFormatted)
        if (Number.isFinite(balance)) state.balance = balance
      })
  },
  selectors: {
    selectWallet: (state) => state,
    selectTransactions: (state) => state.transactions,
  },
})

// Declaration merging: the root reducer's state learns this slice's key and shape.
declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof walletSlice> {}
}

// Injected when the wallet's code loads: Home's first load goes without it.
const injectedWallet = walletSlice.injectInto(rootReducer)

export const { walletReset } = walletSlice.actions
export const { selectWallet, selectTransactions } = injectedWallet.selectors
