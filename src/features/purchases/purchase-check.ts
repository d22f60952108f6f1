// A purchase whose answer never came (the call timed out, or the network failed under it): the
// server may have charged. The sheet says so, and this finds out what happened: the wallet is
// loaded afresh and the item asked for again; if the server unlocked it, it counts as bought
// (docs/api.md, PUT /video-purchase-one-day/{id}). Loads with the sheet, beside the wallet slice.
import { isApiErrorPayload } from '../../api/api-error'
import { TIMEOUT_MESSAGE } from '../../api/client'
import { isNetworkFailure } from '../../api/network-failure'
import * as purchasesApi from '../../api/purchases'
import { createAppAsyncThunk } from '../../app/hooks'
import { UNLOCK_HOURS } from '../../config/product'
import { selectUser } from '../auth/auth-slice'
import { fetchWalletPage } from '../wallet/wallet-slice'
import { purchaseConfirmed } from './purchases-slice'

export const UNANSWERED_PURCHASE_MESSAGE =
  'We could not confirm the purchase. Check your wallet before trying again.'

/** The call went out but no answer came back: nobody knows whether it charged. */
export function isUnanswered(error: unknown): boolean {
  return (
    isNetworkFailure(error) ||
    (isApiErrorPayload(error) && error.status === 500 && error.message === TIMEOUT_MESSAGE)
  )
}

export const checkUnansweredPurchase = createAppAsyncThunk(
  'purchases/checkUnansweredPurchase',
  async (id: string, { dispatch, getState }) => {
    const buyer = selectUser(getState())?.id
    const [, item] = await Promise.all([
      dispatch(fetchWalletPage({ fresh: true })),
      purchasesApi.fetchItem(id),
    ])
    if (!item.src || selectUser(getState())?.id !== buyer) return
    // The item gives its end when the API adds it; else the purchase was made just now.
    const expiresAt =
      item.expiresAt ?? new Date(Date.now() + UNLOCK_HOURS * 3_600_000).toISOString()
    dispatch(purchaseConfirmed({ id, expiresAt, src: item.src, item }))
  },
  // The sheet has already said what there is to say; a 401 still ends the session.
  { screenShows: 'all but 401' },
)
