import type { Schemas } from '../shared/contract'

export type WithdrawalEligibility = Schemas['WithdrawalEligibility']
export type WithdrawalResult = Schemas['WithdrawalResult']

/** The withdrawal flow's eligibility statuses (spec 000 §4), less INACTIVE and LOADING, which are the machine's own states. */
export type WithdrawalStatus =
  | 'ALLOWED'
  | 'SELF_LIMIT_NOTIFY'
  | 'VERIFYDOCUMENT_LOYAL'
  | 'VERIFYDOCUMENT_STRICT'
  | 'VERIFYDOCUMENT_REQUIRED'
  | 'VERIFYDOCUMENT_UNDER_REVIEW'
  | 'SELF_LIMIT_REACHED'
  | 'WITHDRAWAL_LIMIT_REACHED'
  | 'RESTRICTED'
  | 'SUSPENDED'
  | 'ERROR'

/** DECISIONS.md 13: the platform's result → the flow's status; anything not listed is ERROR. */
const statusByResult: Readonly<Partial<Record<string, WithdrawalStatus>>> = {
  SUCCESS: 'ALLOWED',
  DOCUMENTS_PREFERRED: 'VERIFYDOCUMENT_LOYAL',
  DOCUMENTS_REQUIRED: 'VERIFYDOCUMENT_REQUIRED',
  DOCUMENTS_REQUIRED_RESTRICTED: 'VERIFYDOCUMENT_STRICT',
  DOCUMENTS_UNDER_REVIEW: 'VERIFYDOCUMENT_UNDER_REVIEW',
  WITHDRAWAL_LIMIT_REACHED: 'WITHDRAWAL_LIMIT_REACHED',
  SELF_LIMIT_REACHED: 'SELF_LIMIT_REACHED',
  SELF_SPEND_LIMIT_REACHED: 'SELF_LIMIT_REACHED',
  RESTRICTED: 'RESTRICTED',
  FORBIDDEN: 'SUSPENDED',
  NOT_ENOUGH_FUNDS: 'ERROR',
  EXCEEDS_KYC_LIMIT: 'ERROR',
  FAILURE: 'ERROR',
}

/**
 * The status the player's withdrawal is in (spec 000 §4 Withdrawal flow; DECISIONS.md 13): the
 * result mapping, then for an allowed one the limit — 0 means the withdrawal limit is reached, a
 * balance above the limit means the player may withdraw up to the limit and is told so.
 */
export function withdrawalStatus(check: WithdrawalEligibility): WithdrawalStatus {
  const status = Object.hasOwn(statusByResult, check.result) ? statusByResult[check.result]! : 'ERROR'
  if (status !== 'ALLOWED') return status
  if (check.limitMinor === 0) return 'WITHDRAWAL_LIMIT_REACHED'
  if (check.limitMinor !== null && check.balanceMinor > check.limitMinor) return 'SELF_LIMIT_NOTIFY'
  return 'ALLOWED'
}

/** The statuses in which the player may ask for a withdrawal now. */
export const withdrawableStatuses: ReadonlySet<WithdrawalStatus> = new Set(['ALLOWED', 'SELF_LIMIT_NOTIFY', 'VERIFYDOCUMENT_LOYAL'])
