// Wallet state (SPEC.md §3). The wallet screen and thunks arrive with the wallet issue.
import { createSlice } from '@reduxjs/toolkit'
import type { Wallet } from '../../api/types'
import { sessionEnded } from '../auth/auth-slice'
import { buyVideo } from '../feed/feed-thunks'

export type WalletState = Wallet

export const initialWalletState: WalletState = {
  balance: 0,
  balanceFormatted: '0.00',
  currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
  transactions: { hasMore: false, count: 0, items: [] },
}

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    walletReset: () => initialWalletState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialWalletState)
      .addCase(buyVideo.fulfilled, (state, { payload }) => {
        state.balanceFormatted = payload.balanceFormatted
        const balance = Number(payload.balanceFormatted)
        if (Number.isFinite(balance)) state.balance = balance
      })
  },
  selectors: {
    selectWallet: (state) => state,
  },
})

export const { walletReset } = walletSlice.actions
export const { selectWallet } = walletSlice.selectors
