// Wallet: a signed-in user's balance, actions and history, loaded afresh on every
// visit (a reward or a bonus may have arrived); a visitor is invited to sign in or sign up.
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { fetchWalletPage } from '../wallet-slice'
import { TransactionHistory } from './transaction-history'
import { WalletBalance } from './wallet-balance'
import { WalletInvitation } from './wallet-invitation'
import './wallet.css'

function SignedInWallet() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    void dispatch(fetchWalletPage({ fresh: true }))
  }, [dispatch])
  return (
    <>
      <WalletBalance />
      <TransactionHistory />
    </>
  )
}

export function WalletScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  return (
    <div className="page wallet">
      <h1 className="page__title">Wallet</h1>
      {isLoggedIn ? <SignedInWallet /> : <WalletInvitation />}
    </div>
  )
}
