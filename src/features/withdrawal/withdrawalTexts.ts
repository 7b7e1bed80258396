import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { WithdrawalStatus } from '../../../machines/withdrawal/withdrawalStatus'

/**
 * Why the player may not withdraw now, one sentence each with what to do (spec 000 §4 Withdrawal
 * eligibility; DECISIONS.md 13). The status comes from the platform's own check.
 */
export const refusedStatusText: Readonly<Partial<Record<WithdrawalStatus, MessageDescriptor>>> = {
  VERIFYDOCUMENT_REQUIRED: msg`Verify your identity before you withdraw: upload your documents under My account, Verification.`,
  VERIFYDOCUMENT_STRICT: msg`Your account is restricted until your documents are verified: upload them under My account, Verification, to withdraw.`,
  VERIFYDOCUMENT_UNDER_REVIEW: msg`Your documents are being reviewed; you can withdraw as soon as they are approved.`,
  SELF_LIMIT_REACHED: msg`You have reached a limit you set yourself, so withdrawals wait until it resets.`,
  WITHDRAWAL_LIMIT_REACHED: msg`You have reached today's withdrawal limit; you can withdraw again tomorrow.`,
  RESTRICTED: msg`Withdrawals are restricted on your account; please contact support.`,
  SUSPENDED: msg`Withdrawals are not allowed on your account; please contact support.`,
}
