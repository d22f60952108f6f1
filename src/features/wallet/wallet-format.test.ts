import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionType } from '../../api/types'
import {
  formatPoints,
  formatUsd,
  groupByLocalDay,
  localDateKey,
  relativeTime,
  signedPoints,
  transactionSign,
} from './wallet-format'

const transaction = (id: string, date: string, type: TransactionType = 'BONUS'): Transaction => ({
  id,
  date,
  description: `Transaction ${id}`,
  type,
  valueFormatted: '10.0000',
})

const labels = (groups: ReturnType<typeof groupByLocalDay>) =>
  groups.map(({ label, items }) => [label, items.map(({ id }) => id)])

describe('signs', () => {
  it.each<[TransactionType, string]>([
    ['PURCHASE', '-'],
    ['WITHDRAW', '-'],
    ['BONUS', '+'],
    ['RECEIVED', '+'],
    ['DEPOSIT', '+'],
  ])('%s reads as %s', (type, sign) => {
    expect(transactionSign(type)).toBe(sign)
    expect(signedPoints({ ...transaction('t', '2026-01-01T00:00:00Z', type) }, 4)).toBe(
      `${sign}10.0000`,
    )
  })

  it('never doubles a sign the API already wrote', () => {
    const withdrawal = {
      ...transaction('t', '2026-01-01T00:00:00Z', 'WITHDRAW'),
      valueFormatted: '-25',
    }
    expect(signedPoints(withdrawal, 4)).toBe('-25.0000')
  })
})

describe('formatPoints', () => {
  it('writes the currency decimals, whatever the API sent', () => {
    expect(formatPoints('10', 4)).toBe('10.0000')
    expect(formatPoints('274.5', 4)).toBe('274.5000')
    expect(formatPoints('0.123456', 4)).toBe('0.1235')
    expect(formatPoints(69, 4)).toBe('69.0000')
    expect(formatPoints('5.5', 2)).toBe('5.50')
  })

  it('keeps a text that is not a number as it came', () => {
    expect(formatPoints('n/a', 4)).toBe('n/a')
    expect(formatPoints('', 4)).toBe('')
  })
})

describe('formatUsd', () => {
  it('is the balance at the rate, as currency in the locale', () => {
    expect(formatUsd(274, 0.01, 'en-US')).toBe('$2.74')
    expect(formatUsd(1234.5, 1, 'de-DE')).toBe('1.234,50\u00a0$')
    expect(formatUsd(0, 0.01, 'en-US')).toBe('$0.00')
  })

  it('is absent without a rate', () => {
    expect(formatUsd(274, 0, 'en-US')).toBeNull()
  })
})

describe('grouping by the local day', () => {
  const now = new Date('2026-03-10T12:00:00Z')

  it('puts today, yesterday and earlier days in order, newest first', () => {
    const groups = groupByLocalDay(
      [
        transaction('a', '2026-03-10T09:00:00Z'),
        transaction('b', '2026-03-10T01:00:00Z'),
        transaction('c', '2026-03-09T20:00:00Z'),
        transaction('d', '2026-03-01T08:00:00Z'),
      ],
      { now, locale: 'en-US', timeZone: 'UTC' },
    )
    expect(labels(groups)).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Mar 1, 2026', ['d']],
    ])
  })

  it('uses the viewer’s day: 23:30 UTC is already the next day in Tokyo', () => {
    const late = [transaction('late', '2026-03-09T23:30:00Z')]
    // `now` is 21:00 on 10 March in Tokyo, 05:00 in Los Angeles; the transaction 08:30 and 16:30.
    expect(labels(groupByLocalDay(late, { now, timeZone: 'Asia/Tokyo' }))).toEqual([
      ['Today', ['late']],
    ])
    expect(labels(groupByLocalDay(late, { now, timeZone: 'UTC' }))).toEqual([
      ['Yesterday', ['late']],
    ])
    expect(labels(groupByLocalDay(late, { now, timeZone: 'America/Los_Angeles' }))).toEqual([
      ['Yesterday', ['late']],
    ])
  })

  it('splits at local midnight, not at UTC midnight', () => {
    const aroundMidnight = [
      transaction('after', '2026-02-10T05:00:00Z'), // 00:00 in New York (EST, UTC-5)
      transaction('before', '2026-02-10T04:59:59Z'), // 23:59:59 the day before
    ]
    const groups = groupByLocalDay(aroundMidnight, {
      now: new Date('2026-02-10T15:00:00Z'),
      timeZone: 'America/New_York',
    })
    expect(labels(groups)).toEqual([
      ['Today', ['after']],
      ['Yesterday', ['before']],
    ])
  })

  it('knows yesterday across a month and a year', () => {
    const newYear = new Date('2026-01-01T10:00:00Z')
    const groups = groupByLocalDay([transaction('eve', '2025-12-31T22:00:00Z')], {
      now: newYear,
      timeZone: 'UTC',
    })
    expect(labels(groups)).toEqual([['Yesterday', ['eve']]])
  })

  it('keeps a transaction with an unreadable date, under Earlier', () => {
    const groups = groupByLocalDay([transaction('x', 'not a date')], { now, timeZone: 'UTC' })
    expect(labels(groups)).toEqual([['Earlier', ['x']]])
  })

  it('reads a local date key', () => {
    expect(localDateKey(new Date('2026-03-09T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-10')
    expect(localDateKey(new Date('2026-03-09T23:30:00Z'), 'UTC')).toBe('2026-03-09')
  })
})

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const ago = (ms: number) =>
    relativeTime(new Date(now.getTime() - ms).toISOString(), { now, locale: 'en' })

  it('is short relative text', () => {
    expect(ago(0)).toBe('now')
    expect(ago(5 * 60_000)).toBe('5 min. ago')
    expect(ago(3 * 3_600_000)).toBe('3 hr. ago')
    expect(ago(26 * 3_600_000)).toBe('yesterday')
    expect(ago(3 * 86_400_000)).toBe('3 days ago')
    expect(ago(15 * 86_400_000)).toBe('2 wk. ago')
  })

  it('is empty for an unreadable date', () => {
    expect(relativeTime('soon', { now })).toBe('')
  })
})
