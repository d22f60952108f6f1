// Whether a video is bought, as the feed reads it in Home's first load, before the purchases slice
// has joined the store (it comes with the code that buys): until then, nothing is. The slice's
// other selectors load with it (purchases-slice.ts).
import type { PurchasesState } from './purchases-slice'

export const selectUnlock = (state: { purchases?: PurchasesState }, id: string) =>
  state.purchases?.unlocks[id]
