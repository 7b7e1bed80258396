import type { Transaction } from './transactionHistory.machine'

/** A paid-out withdrawal of 10.00 EUR with the given reference, date and status. */
export const transaction = (referenceId: string, transactionDate: string, status: Transaction['status'] = 'SUCCESS'): Transaction => ({
  referenceId,
  playerId: 'p1',
  walletId: 'w1',
  amountMinor: -1_000,
  balanceAfterTransactionMinor: 5_000,
  currency: 'EUR',
  category: 'PAYMENT',
  type: 'WITHDRAW',
  status,
  transactionDate,
})
