// Wallet state: the balance and the pages of transactions (GET /wallet). Loading appends a page
// (never a row twice); entering the screen loads page 0 again; a failure resets the wallet (no
// stale rows) and is shown by the wallet itself, but a 401, which the errors listener answers with
// the login popup; a session that ends or starts starts it over, so no account sees another's.
import { createSlice } from '@reduxjs/toolkit'
import type { Currency, Transaction } from '../../api/types'
import { fetchWallet, WALLET_PAGE_SIZE } from '../../api/wallet'
import { createAppAsyncThunk } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { appendPage, emptyPagedList, type PagedList } from '../../lib/paged-list'
import { addLoadCases } from '../../lib/server-data'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import { buyVideo } from '../purchases/purchases-slice'

export interface WalletState {
  balance: number
  balanceFormatted: string
  currency: Currency
  /** Its `isLoaded`: the balance shown came from the API this session. */
  transactions: PagedList<Transaction> & { count: number }
}

/** Built anew each time, so that no two states share their transactions. */
const fresh = (): WalletState => ({
  balance: 0,
  balanceFormatted: '0.00',
  currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
  transactions: { ...emptyPagedList<Transaction>(), count: 0 },
})

export const initialWalletState = fresh()

/** `fresh`: page 0 again, replacing what is shown (entering the screen: a reward may have come). */
export const fetchWalletPage = createAppAsyncThunk(
  'wallet/fetchWalletPage',
  ({ fresh: fromStart }: { fresh?: boolean }, { getState }) =>
    fetchWallet(fromStart ? 0 : (getState().wallet?.transactions.page ?? 0) * WALLET_PAGE_SIZE),
  {
    screenShows: 'all but 401',
    condition: ({ fresh: fromStart }, { getState }) => {
      const transactions = getState().wallet?.transactions
      return !!fromStart || !transactions || (!transactions.isLoading && transactions.hasMore)
    },
  },
)

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: fresh,
  reducers: {},
  extraReducers: (builder) => {
    addLoadCases(builder, fetchWalletPage, {
      at: (state) => state.transactions,
      loaded: (state, payload, { fresh: fromStart }) => {
        state.balance = payload.balance
        state.balanceFormatted = payload.balanceFormatted || initialWalletState.balanceFormatted
        state.currency = payload.currency ?? initialWalletState.currency
        const { items = [], hasMore = false, count } = payload.transactions ?? {}
        if (fromStart) Object.assign(state.transactions, { items: [], page: 0 })
        appendPage(state.transactions, items, hasMore)
        state.transactions.count = count ?? state.transactions.items.length
      },
      // No stale balance or rows; the message ('' without a reason) stays for the screen.
      failed: (state, message) => {
        Object.assign(state, fresh())
        state.transactions.error = message
      },
    })
    builder
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

// Injected when the wallet's code loads: Home's first load goes without it.
export const { selectWallet, selectTransactions } = walletSlice.injectInto(rootReducer).selectors
