import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../../machines/transactionHistory/transactionHistory.machine'
import { displayDay, displayTime, groupByDay } from './groupByDay'

/** A transaction at a local wall-clock time, so the test holds in any time zone. */
const at = (ref: string, day: number, hour: number, minute = 0): Transaction => ({
  referenceId: ref,
  playerId: 'p',
  walletId: 'w',
  amountMinor: 100,
  balanceAfterTransactionMinor: 100,
  currency: 'EUR',
  category: 'PAYMENT',
  type: 'DEPOSIT',
  status: 'SUCCESS',
  transactionDate: new Date(2026, 10, day, hour, minute).toISOString(),
})

describe('groupByDay', () => {
  it('puts consecutive transactions of one local day under that day, newest day first', () => {
    const groups = groupByDay([at('a', 23, 23, 59), at('b', 23, 0, 0), at('c', 22, 23, 59), at('d', 20, 12)])
    expect(groups.map((g) => [g.day, g.items.map((t) => t.referenceId)])).toEqual([
      ['2026-11-23', ['a', 'b']],
      ['2026-11-22', ['c']],
      ['2026-11-20', ['d']],
    ])
  })
  it('is empty for no transactions', () => expect(groupByDay([])).toEqual([]))
  it('shows a day as dd/MM/yyyy and a time as HH:mm', () => {
    expect(displayDay('2026-11-03')).toBe('03/11/2026')
    expect(displayTime(at('a', 3, 7, 5).transactionDate)).toBe('07:05')
  })
})
