// The wallet's history: rows grouped by the viewer's local day, newest first,
// and '...' for the next page. A skeleton of the same height stands in while the first page
// loads; a failure says so with a retry.
import { useMemo, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { LoadFailure } from '../../../components/load-state'
import { groupByLocalDay } from '../wallet-format'
import { fetchWalletPage, selectTransactions, selectWallet } from '../wallet-slice'
import { TransactionRow } from './transaction-row'
import { useFocusOnMore } from './use-focus-on-more'

const SKELETON_ROWS = 4

function Skeleton() {
  return (
    <div role="status" aria-label="Loading transactions">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className="transaction transaction--skeleton" aria-hidden="true" />
      ))}
    </div>
  )
}

export function TransactionHistory() {
  const dispatch = useAppDispatch()
  const { items, hasMore, isLoading, isLoaded, error } = useAppSelector(selectTransactions)
  const { currency } = useAppSelector(selectWallet)
  const groups = useMemo(() => groupByLocalDay(items, { now: new Date() }), [items])
  const ids = useMemo(() => items.map((item) => item.id), [items])
  const sectionRef = useRef<HTMLElement>(null)
  const beforeMore = useFocusOnMore(sectionRef, ids)
  // A failure has reset the wallet: trying again starts from page 0.
  const retry = () => void dispatch(fetchWalletPage({ fresh: true }))

  let body
  if (error !== null) {
    body = <LoadFailure title="The wallet could not be loaded." detail={error} onRetry={retry} />
  } else if (!isLoaded) {
    body = <Skeleton />
  } else if (items.length === 0) {
    body = (
      <p className="wallet-message" role="status">
        No transactions yet.
      </p>
    )
  } else {
    body = groups.map((group) => (
      <section key={group.key} className="transaction-group" aria-labelledby={`day-${group.key}`}>
        <h3 id={`day-${group.key}`} className="transaction-group__day">
          {group.label}
        </h3>
        <ul className="transaction-group__list">
          {group.items.map((transaction) => (
            <TransactionRow
              key={transaction.id}
              transaction={transaction}
              decimals={currency.decimal}
            />
          ))}
        </ul>
      </section>
    ))
  }

  return (
    <section ref={sectionRef} className="wallet-history" aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title" className="wallet-history__title">
        Transactions
      </h2>
      {body}
      {isLoaded && hasMore && items.length > 0 && (
        <button
          type="button"
          className="button wallet-history__more"
          aria-label="Show more transactions"
          // Not disabled: a disabled button drops the keyboard's focus to the page.
          aria-disabled={isLoading}
          aria-busy={isLoading}
          onClick={() => {
            if (isLoading) return
            beforeMore()
            void dispatch(fetchWalletPage({}))
          }}
        >
          ...
        </button>
      )}
    </section>
  )
}
