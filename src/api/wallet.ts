// GET /wallet: one page of the wallet, newest transactions first.
import { apiRequest } from './client'
import type { Wallet } from './types'

export const WALLET_PAGE_SIZE = 10

export const fetchWallet = (offset: number) =>
  apiRequest<Wallet>('/wallet', { query: { limit: WALLET_PAGE_SIZE, offset } })
