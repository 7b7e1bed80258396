import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '../../../machines/shared/contract'

export const categoryName: Readonly<Record<Schemas['TransactionCategory'], MessageDescriptor>> = {
  PAYMENT: msg`Payments`,
  CASINO: msg`Casino`,
  LIVE_CASINO: msg`Live casino`,
  SPORTS: msg`Sports`,
  VIRTUAL_SPORTS: msg`Virtual sports`,
  BONUS: msg`Bonus`,
  ADJUSTMENT: msg`Adjustment`,
  DORMANT_ADJUSTMENT: msg`Dormant account fee`,
}

export const statusName: Readonly<Record<Schemas['TransactionStatus'], MessageDescriptor>> = {
  SUCCESS: msg`Completed`,
  COMPLETED: msg`Paid`,
  PENDING: msg`Pending`,
  WAITING_INPUT: msg`Waiting for you`,
  FAILED: msg`Failed`,
  REVERTED: msg`Reversed`,
  CANCELLED: msg`Cancelled`,
}

export const typeName: Readonly<Record<Schemas['TransactionType'], MessageDescriptor>> = {
  DEPOSIT: msg({ message: 'Deposit', context: 'transaction type' }),
  WITHDRAW: msg`Withdrawal`,
  BET: msg`Bet`,
  BET_VOID: msg`Bet voided`,
  WIN: msg`Win`,
  WIN_VOID: msg`Win voided`,
  LOSS: msg`Loss`,
  CASHOUT: msg`Cash out`,
  CASHOUT_VOID: msg`Cash out voided`,
  DORMANT: msg`Dormant account fee`,
  REVERSAL: msg`Reversal`,
  REVERSAL_DP: msg`Deposit reversal`,
  FORFEIT: msg`Bonus forfeited`,
  CANCELED: msg`Withdrawal cancelled`,
}

/** What a line pays, when its type and category do not say it (the contract's `origin`): its name in place of the type. */
export const originName: Readonly<Record<NonNullable<Schemas['Transaction']['origin']>, MessageDescriptor>> = {
  TOURNAMENT_PRIZE: msg`Tournament prize`,
}
