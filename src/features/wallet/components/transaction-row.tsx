// One transaction: what it was, how long ago, and the amount with its sign (the sign says debit
// or credit; the colour only repeats it).
import type { Transaction } from '../../../api/types'
import { relativeTime, signedPoints, transactionSign } from '../wallet-format'

interface TransactionRowProps {
  transaction: Transaction
  decimals: number
}

export function TransactionRow({ transaction, decimals }: TransactionRowProps) {
  const debit = transactionSign(transaction.type) === '-'
  return (
    // Focusable from script only: '...' moves the focus to the first row of the page it adds.
    <li className="transaction" data-transaction-id={transaction.id} tabIndex={-1}>
      <div className="transaction__what">
        <span className="transaction__description">{transaction.description}</span>
        <time className="transaction__time" dateTime={transaction.date}>
          {relativeTime(transaction.date, { now: new Date() })}
        </time>
      </div>
      <span className={`transaction__value ${debit ? 'transaction__value--debit' : ''}`}>
        {signedPoints(transaction, decimals)}
      </span>
    </li>
  )
}
