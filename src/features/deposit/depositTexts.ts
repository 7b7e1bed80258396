import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BlockedReason, DepositMethod } from '../../../machines/deposit/deposit.machine'
import brands from '../../../openapi/payment-brands.json'

/**
 * Why the platform refuses a deposit, one sentence each with what to do (spec 000 §4 Deposit
 * flow; DECISIONS.md 14). The reason comes from the platform's own check, so the cashier never
 * explains a rule the platform does not enforce.
 */
export const blockedReasonText: Readonly<Record<BlockedReason, MessageDescriptor>> = {
  DEPOSIT_DISABLED: msg`Deposits are turned off on your account; please contact support to have them turned back on.`,
  PAYOUT_BLOCKED: msg`Deposits are paused while our payments team reviews your account; please contact support.`,
  BRAND_SUSPENDED: msg`Your account is suspended across our sites, so you cannot deposit; please contact support.`,
  DOCUMENTS_REQUIRED: msg`You cannot deposit until your identity documents are verified; upload them under My account, Verification.`,
}

/**
 * Method names as the player knows them: brand names as the brands write them (one table with the
 * platform's provider pages, openapi/payment-brands.json); a card is a card in the player's language.
 */
export const methodText: Readonly<Record<DepositMethod['method'], MessageDescriptor | string>> = { ...brands, CREDITCARD: msg`Card` }
