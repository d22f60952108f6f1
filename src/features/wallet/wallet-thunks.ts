// The wallet's call (API.md #16). A failure is shown by the wallet itself (its error state with
// a retry) except 401, which the errors feature answers with the login popup.
import { ApiError } from '../../api/api-error'
import { fetchWallet, WALLET_PAGE_SIZE } from '../../api/wallet'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'

export interface WalletPageArg {
  /** Page 0 again, replacing what is shown (entering the screen: a reward may have arrived). */
  fresh?: boolean
}

export const fetchWalletPage = createAppAsyncThunk(
  'wallet/fetchWalletPage',
  async ({ fresh = false }: WalletPageArg, { getState, rejectWithValue }) => {
    const page = getState().wallet?.transactions.page ?? 0
    try {
      return await fetchWallet(fresh ? 0 : page * WALLET_PAGE_SIZE)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error
      return rejectOwnError(error, rejectWithValue)
    }
  },
  {
    condition: ({ fresh = false }, { getState }) => {
      const transactions = getState().wallet?.transactions
      return fresh || !transactions || (!transactions.isLoading && transactions.hasMore)
    },
  },
)
