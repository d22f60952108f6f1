// Seeded wallet history: the demo user has a long, mixed history; creators received rewards.
import type { DbTransaction } from '../db'
import type { TransactionType } from '../../src/api/types'

const HOUR = 3_600_000

const userHistory: [TransactionType, number, string][] = [
  ['BONUS', 69, 'Sign-up bonus'],
  ...Array.from({ length: 10 }, (_, i): [TransactionType, number, string] => [
    'DEPOSIT',
    20 + (i % 3) * 5,
    'Points top-up',
  ]),
  ...Array.from({ length: 8 }, (_, i): [TransactionType, number, string] => [
    'PURCHASE',
    10,
    `Video unlocked for 24 hours #${i + 1}`,
  ]),
  ...Array.from({ length: 5 }, (_, i): [TransactionType, number, string] => [
    'RECEIVED',
    5 * (i + 1),
    'Reward from the team',
  ]),
  ['WITHDRAW', 25, 'Withdrawal'],
  ['PURCHASE', 10, 'Video unlocked for 24 hours'],
]

export function seedTransactions(seedTime: number): DbTransaction[] {
  const user = userHistory.map(([type, value, description], i): DbTransaction => ({
    id: `t${i + 1}`,
    userId: 'u1',
    // Oldest first, the last one today: the history spans about three weeks.
    date: seedTime - (userHistory.length - 1 - i) * 19 * HOUR,
    description,
    type,
    value,
  }))
  const others = ['u3', 'u7', 'u8', 'u9', 'u10'].flatMap((userId, i): DbTransaction[] => [
    {
      id: `t${100 + i * 2}`,
      userId,
      date: seedTime - 200 * HOUR,
      description: 'Sign-up bonus',
      type: 'BONUS',
      value: 69,
    },
    {
      id: `t${101 + i * 2}`,
      userId,
      date: seedTime - 30 * HOUR,
      description: 'Reward from the team',
      type: 'RECEIVED',
      value: 100,
    },
  ])
  return [...user, ...others]
}
