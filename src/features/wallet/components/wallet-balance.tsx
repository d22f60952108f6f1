// The balance in Points with its dollar estimate, and the wallet's actions: Buy is coming soon
// (a modal says so), Sell is off, Sent and Withdraw are marked as coming.
import { useId } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { env } from '../../../config/env'
import { MODAL_COMING_SOON } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { formatUsd } from '../wallet-format'
import { selectWallet } from '../wallet-slice'

function ComingAction({ label, noteId }: { label: string; noteId: string }) {
  return (
    <button type="button" className="wallet-action" disabled aria-describedby={noteId}>
      {label}
      <span className="wallet-action__soon" aria-hidden="true">
        Soon
      </span>
    </button>
  )
}

export function WalletBalance() {
  const dispatch = useAppDispatch()
  const comingId = useId()
  const { balance, balanceFormatted, currency, isLoaded, transactions } =
    useAppSelector(selectWallet)
  const usd = isLoaded ? formatUsd(balance, env.pointsUsdRate) : null

  return (
    <section className="wallet-card" aria-label="Balance" aria-busy={transactions.isLoading}>
      {/* '0.00' until the API has answered, dimmed: it is not a real balance yet. */}
      <p className={isLoaded ? 'wallet-balance' : 'wallet-balance wallet-balance--unknown'}>
        <span className="wallet-balance__amount">{balanceFormatted}</span>{' '}
        <span className="wallet-balance__symbol">{currency.symbol}</span>
      </p>
      <p className="wallet-balance__usd">{usd ? `≈ ${usd}` : ' '}</p>
      <div className="wallet-actions">
        <button
          type="button"
          className="wallet-action"
          onClick={() => dispatch(modalOpened({ name: MODAL_COMING_SOON }))}
        >
          Buy
        </button>
        <button type="button" className="wallet-action" disabled>
          Sell
        </button>
        <ComingAction label="Sent" noteId={comingId} />
        <ComingAction label="Withdraw" noteId={comingId} />
      </div>
      <span id={comingId} hidden>
        Coming soon
      </span>
    </section>
  )
}
