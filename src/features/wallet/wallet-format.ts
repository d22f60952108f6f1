// How the wallet reads: signs, Points with the
// currency's decimals, the dollar estimate, and the history grouped by the viewer's local day.
import type { Transaction, TransactionType } from '../../api/types'

const DEBITS: ReadonlySet<TransactionType> = new Set(['PURCHASE', 'WITHDRAW'])

/** '-' for what leaves the wallet (PURCHASE, WITHDRAW), '+' for the rest. */
export const transactionSign = (type: TransactionType): '-' | '+' => (DEBITS.has(type) ? '-' : '+')

/** A Points amount with exactly `decimals` places ('10' → '10.0000'); the API's text if odd. */
export function formatPoints(value: string | number, decimals: number): string {
  const amount = typeof value === 'number' ? value : Number(value)
  if (value === '' || !Number.isFinite(amount)) return String(value)
  return Math.abs(amount).toFixed(decimals)
}

/** '+10.0000' or '-10.0000'. */
export const signedPoints = (transaction: Transaction, decimals: number): string =>
  `${transactionSign(transaction.type)}${formatPoints(transaction.valueFormatted, decimals)}`

/** The balance in dollars at `rate` USD per Point, as currency in `locale`; null without a rate. */
export function formatUsd(balance: number, rate: number, locale?: string): string | null {
  if (!(rate > 0) || !Number.isFinite(balance)) return null
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    balance * rate,
  )
}

/** 'YYYY-MM-DD' of `date` in `timeZone` (the viewer's own when absent). */
export function localDateKey(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The key of the day before `key` ('2026-03-01' → '2026-02-28'). */
function dayBefore(key: string): string {
  const day = new Date(`${key}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

export interface TransactionGroup {
  /** 'YYYY-MM-DD' of the viewer's local day. */
  key: string
  /** 'Today', 'Yesterday', otherwise a short date in the viewer's locale. */
  label: string
  items: Transaction[]
}

export interface ClockOptions {
  now: Date
  locale?: string
  timeZone?: string
}

/** Newest first, one group per local day, in the order the transactions came. */
export function groupByLocalDay(
  transactions: readonly Transaction[],
  { now, locale, timeZone }: ClockOptions,
): TransactionGroup[] {
  const today = localDateKey(now, timeZone)
  const yesterday = dayBefore(today)
  const shortDate = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' })
  const groups: TransactionGroup[] = []
  for (const transaction of transactions) {
    const date = new Date(transaction.date)
    const key = Number.isNaN(date.getTime()) ? 'unknown' : localDateKey(date, timeZone)
    let group = groups.find((candidate) => candidate.key === key)
    if (!group) {
      const label =
        key === today
          ? 'Today'
          : key === yesterday
            ? 'Yesterday'
            : key === 'unknown'
              ? 'Earlier'
              : shortDate.format(date)
      group = { key, label, items: [] }
      groups.push(group)
    }
    group.items.push(transaction)
  }
  return groups
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
]

/** Short relative text: 'now', '5 min. ago', '3 hr. ago', 'yesterday', '2 days ago'. */
export function relativeTime(iso: string, { now, locale }: Omit<ClockOptions, 'timeZone'>): string {
  const then = new Date(iso).getTime()
  if (Number.isNaN(then)) return ''
  const format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' })
  let amount = (then - now.getTime()) / 1000
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit)
    amount /= size
  }
  return ''
}
