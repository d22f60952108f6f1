// What this session has bought: one fact per video, unlocked until `expiresAt`, with its source
// once known, which every list reads through purchase-selectors.ts (docs/architecture.md, "What is
// bought"). The slice and its calls join the store with the screens that buy or follow a purchase
// (the sheet, the wallet, the profile, a bought video's source), not with Home; until then nothing
// is bought. A purchase call is sent once per video at a time, and never for a video still
// unlocked; a new session starts with nothing bought.
import { createAction, createSlice, isAnyOf } from '@reduxjs/toolkit'
import * as purchasesApi from '../../api/purchases'
import type { FeedItem } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import { selectUnlock } from './purchase-selectors'
import { isUnlockActive, type Unlock } from './unlock-rules'

/** A video bought: its unlock, and the item as the API answered after it (null if it did not). */
export interface Purchase extends Unlock {
  id: string
  item: FeedItem | null
}

export interface PurchasesState {
  unlocks: Record<string, Unlock>
  /** The videos whose purchase call runs. */
  paying: Record<string, true>
}

const initialState = (): PurchasesState => ({ unlocks: {}, paying: {} })

type State = { purchases?: PurchasesState }
const NOTHING_BOUGHT: Record<string, Unlock> = {}

/** Every unlock of this session, by video: what the grids read (each through unlock-rules.ts). */
export const selectUnlocks = (state: State) => state.purchases?.unlocks ?? NOTHING_BOUGHT

export const selectIsPaying = (state: State, id: string) => !!state.purchases?.paying[id]

/** PUT the purchase, then GET the item for its source (docs/api.md). */
export const buyVideo = createAppAsyncThunk(
  'purchases/buyVideo',
  async (id: string): Promise<Purchase & { balanceFormatted: string }> => {
    const { balanceFormatted, expiresAt } = await purchasesApi.purchaseVideo(id)
    // The purchase stands without it: the video shows bought and fetches its source when watched.
    const item = await purchasesApi.fetchItem(id).catch(() => null)
    return { id, expiresAt, src: item?.src ?? '', item, balanceFormatted }
  },
  {
    // The sheet tells a purchase that got no answer; other failures close it quietly.
    screenShows: 'all but 401 and 402',
    // Every purchase call charges: never a second while one runs, nor for a video still unlocked.
    condition: (id, { getState }) =>
      !selectIsPaying(getState(), id) && !isUnlockActive(selectUnlock(getState(), id), Date.now()),
  },
)

/** The server holds a purchase whose answer never came (purchase-check.ts). */
export const purchaseConfirmed = createAction<Purchase>('purchases/purchaseConfirmed')

/** A video bought, by PAY or found bought after a purchase without an answer. */
export const videoBought = isAnyOf(buyVideo.fulfilled, purchaseConfirmed)

/**
 * GET /items/{id} for the source of a video bought without one; resolves with it ('' when the API
 * still sends none, which the screen shows as a failure). Its screen shows failures but a 401.
 */
export const fetchUnlockedSource = createAppAsyncThunk(
  'purchases/fetchUnlockedSource',
  async (id: string) => (await purchasesApi.fetchItem(id)).src,
  { screenShows: 'all but 401' },
)

export const purchasesSlice = createSlice({
  name: 'purchases',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(buyVideo.pending, (state, { meta }) => {
        state.paying[meta.arg] = true
      })
      .addCase(buyVideo.rejected, (state, { meta }) => {
        delete state.paying[meta.arg]
      })
      .addCase(fetchUnlockedSource.fulfilled, (state, { payload: src, meta }) => {
        const unlock = state.unlocks[meta.arg]
        if (unlock && src) unlock.src = src
      })
      .addCase(sessionStarted, initialState)
      .addCase(sessionEnded, initialState)
      .addMatcher(videoBought, (state, { payload: { id, expiresAt, src }, type }) => {
        // An answer to the last session's purchase is not this session's.
        if (type === buyVideo.fulfilled.type && !(id in state.paying)) return
        delete state.paying[id]
        state.unlocks[id] = { expiresAt, src }
      })
  },
})

// Injected when the purchase's code loads: Home's first load goes without it.
purchasesSlice.injectInto(rootReducer)
