// The wallet's call (docs/api.md: GET /wallet). A failure is shown by the wallet itself (its
// error state with a retry) except 401, which the errors listener answers with the login popup.
import { fetchWallet, WALLET_PAGE_SIZE } from '../../api/wallet'
import { createAppAsyncThunk } from '../../app/hooks'

export interface WalletPageArg {
  /** Page 0 again, replacing what is shown (entering the screen: a reward may have arrived). */
  fresh?: boolean
}

export const fetchWalletPage = createAppAsyncThunk(
  'wallet/fetchWalletPage',
  ({ fresh = false }: WalletPageArg, { getState }) => {
    const page = getState().wallet?.transactions.page ?? 0
    return fetchWallet(fresh ? 0 : page * WALLET_PAGE_SIZE)
  },
  {
    screenShows: 'all but 401',
    condition: ({ fresh = false }, { getState }) => {
      const transactions = getState().wallet?.transactions
      return fresh || !transactions || (!transactions.isLoading && transactions.hasMore)
    },
  },
)
