/**
 * May the player withdraw, and how much (the withdrawal limit check). One ordered list of rules,
 * the first that applies decides; each result is one of the spec's and maps to the withdrawal
 * flow's status by DECISIONS.md 13. Caps are written in euro cents and applied in the player's
 * currency.
 *
 * - FORBIDDEN: the account may not receive payouts at all (withdrawal or payout flag off, payout
 *   risk, suspended on a sister brand, closed or blacklisted, KYC suspended).
 * - RESTRICTED: the account or its KYC is restricted.
 * - DOCUMENTS_REQUIRED_RESTRICTED: requested documents are overdue (PENDING_EXPIRED).
 * - DOCUMENTS_UNDER_REVIEW: documents (or the EDD questionnaire) are with the verification team.
 * - DOCUMENTS_REQUIRED: documents or the EDD questionnaire were asked for and have not arrived.
 * - FAILURE: no method in the player's market can receive a payout.
 * - NOT_ENOUGH_FUNDS: nothing on the main balance.
 * - EXCEEDS_KYC_LIMIT: an unverified player has withdrawn as much as is allowed before verifying.
 * - SELF_LIMIT_REACHED: today's withdrawals reached the player's own agreed cap (their limitLevel tier).
 * - WITHDRAWAL_LIMIT_REACHED: today's withdrawals reached the standard daily cap (`limitMinor` 0).
 * - DOCUMENTS_PREFERRED: an unverified player may withdraw (up to what is left before verifying)
 *   and is asked to verify.
 * - SUCCESS.
 *
 * SELF_SPEND_LIMIT_REACHED is never answered: no rule of the spec ties a player's spend limit to
 * withdrawing their own money (docs/decisions.md).
 */
import type { components } from '../http/contract-types.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import type { MoneyPlayer } from './money-player.ts'

type Schemas = components['schemas']
export type WithdrawalResult = Schemas['WithdrawalResult']

/** The standard daily cap, and the cap on everything an unverified player may withdraw. */
export const STANDARD_DAILY_EURO_MINOR = 500_000
export const UNVERIFIED_LIFETIME_EURO_MINOR = 200_000
/** Personal daily caps an operator agrees with a player (the profile's limitLevel). */
export const personalDailyEuroMinor: Record<string, number> = { LOW: 50_000, MEDIUM: 200_000, HIGH: 1_000_000 }

const noPayouts = new Set<Schemas['AccountStatus']>(['CLOSED', 'BLACKLISTED'])
const verified = new Set<Schemas['KycStatus']>(['FULLY VERIFIED', 'ENHANCED KYC', 'ENHANCED', 'NOT_REQUIRED'])
const underReview = new Set<Schemas['KycStatus']>(['PENDING', 'EDD_UNDER_REVIEW'])

export interface WithdrawalFacts {
  mainMinor: number
  withdrawnTodayMinor: number
  withdrawnEverMinor: number
  hasPayoutMethod: boolean
}

export interface WithdrawalDecision {
  result: WithdrawalResult
  /** What may be withdrawn now; null where no amount applies. */
  limitMinor: number | null
}

export function withdrawalDecision(p: MoneyPlayer, facts: WithdrawalFacts): WithdrawalDecision {
  const refuse = (result: WithdrawalResult): WithdrawalDecision => ({ result, limitMinor: null })
  const flags = p.permissions
  if (!flags.withdrawal || !flags.payout || flags.riskPayout || flags.multibrandSuspended || noPayouts.has(p.status) || p.kycStatus === 'SUSPENDED') {
    return refuse('FORBIDDEN')
  }
  if (p.status === 'RESTRICTED' || p.kycStatus === 'RESTRICTED') return refuse('RESTRICTED')
  if (p.kycStatus === 'PENDING_EXPIRED') return refuse('DOCUMENTS_REQUIRED_RESTRICTED')
  if (underReview.has(p.kycStatus)) return refuse('DOCUMENTS_UNDER_REVIEW')
  const isVerified = verified.has(p.kycStatus)
  if (p.kycStatus === 'EDD_PENDING' || (!isVerified && p.documentsDueAt !== null)) return refuse('DOCUMENTS_REQUIRED')
  if (!facts.hasPayoutMethod) return refuse('FAILURE')
  if (facts.mainMinor <= 0) return refuse('NOT_ENOUGH_FUNDS')

  const kycLeft = isVerified ? Infinity : fromEuroMinor(UNVERIFIED_LIFETIME_EURO_MINOR, p.currency) - facts.withdrawnEverMinor
  if (kycLeft <= 0) return refuse('EXCEEDS_KYC_LIMIT')

  const personal = p.limitLevel !== null ? personalDailyEuroMinor[p.limitLevel] : undefined
  const dailyLeft = Math.max(0, fromEuroMinor(personal ?? STANDARD_DAILY_EURO_MINOR, p.currency) - facts.withdrawnTodayMinor)
  if (dailyLeft === 0) return { result: personal !== undefined ? 'SELF_LIMIT_REACHED' : 'WITHDRAWAL_LIMIT_REACHED', limitMinor: 0 }

  const limitMinor = Math.min(dailyLeft, kycLeft)
  return { result: isVerified ? 'SUCCESS' : 'DOCUMENTS_PREFERRED', limitMinor }
}

/** Results with which a withdrawal may be requested. */
export const mayWithdraw = (result: WithdrawalResult) => result === 'SUCCESS' || result === 'DOCUMENTS_PREFERRED'
