/** Every result of the withdrawal limit check, from the rule that produces it (no database). */
import { describe, expect, it } from 'vitest'
import { defaultFlags } from '../seed/demo-players.ts'
import type { MoneyPlayer } from './money-player.ts'
import { mayWithdraw, withdrawalDecision, type WithdrawalFacts, type WithdrawalResult } from './withdrawal-rules.ts'

const verified: MoneyPlayer = {
  id: 'p',
  currency: 'EUR',
  market: 'FI',
  countryCode: 'FI',
  timeZone: 'Europe/Helsinki',
  status: 'REGISTERED',
  kycStatus: 'FULLY VERIFIED',
  permissions: { ...defaultFlags },
  documentsDueAt: null,
  limitLevel: null,
}
const facts: WithdrawalFacts = { mainMinor: 100_000, withdrawnTodayMinor: 0, withdrawnEverMinor: 0, hasPayoutMethod: true }

const cases: [name: string, player: Partial<MoneyPlayer>, facts: Partial<WithdrawalFacts>, result: WithdrawalResult, limitMinor: number | null][] = [
  ['a verified player with money', {}, {}, 'SUCCESS', 500_000],
  ['withdrawals switched off', { permissions: { ...defaultFlags, withdrawal: false } }, {}, 'FORBIDDEN', null],
  ['payout blocked', { permissions: { ...defaultFlags, payout: false } }, {}, 'FORBIDDEN', null],
  ['payout risk', { permissions: { ...defaultFlags, riskPayout: true } }, {}, 'FORBIDDEN', null],
  ['suspended on a sister brand', { permissions: { ...defaultFlags, multibrandSuspended: true } }, {}, 'FORBIDDEN', null],
  ['a closed account', { status: 'CLOSED' }, {}, 'FORBIDDEN', null],
  ['KYC suspended', { kycStatus: 'SUSPENDED' }, {}, 'FORBIDDEN', null],
  ['a restricted account', { status: 'RESTRICTED' }, {}, 'RESTRICTED', null],
  ['KYC restricted', { kycStatus: 'RESTRICTED' }, {}, 'RESTRICTED', null],
  ['documents overdue', { kycStatus: 'PENDING_EXPIRED' }, {}, 'DOCUMENTS_REQUIRED_RESTRICTED', null],
  ['documents under review', { kycStatus: 'PENDING' }, {}, 'DOCUMENTS_UNDER_REVIEW', null],
  ['the EDD questionnaire under review', { kycStatus: 'EDD_UNDER_REVIEW' }, {}, 'DOCUMENTS_UNDER_REVIEW', null],
  ['the EDD questionnaire asked for', { kycStatus: 'EDD_PENDING' }, {}, 'DOCUMENTS_REQUIRED', null],
  ['documents asked for from an unverified player', { kycStatus: 'NOT_VERIFIED', documentsDueAt: new Date('2030-01-01') }, {}, 'DOCUMENTS_REQUIRED', null],
  ['no method that pays out in the market', {}, { hasPayoutMethod: false }, 'FAILURE', null],
  ['nothing on the main balance', {}, { mainMinor: 0 }, 'NOT_ENOUGH_FUNDS', null],
  ['an unverified player past the verification threshold', { kycStatus: 'NOT_VERIFIED' }, { withdrawnEverMinor: 200_000 }, 'EXCEEDS_KYC_LIMIT', null],
  ['an unverified player below it', { kycStatus: 'DATA_VERIFIED' }, { withdrawnEverMinor: 150_000 }, 'DOCUMENTS_PREFERRED', 50_000],
  ['the standard daily cap used up', {}, { withdrawnTodayMinor: 500_000 }, 'WITHDRAWAL_LIMIT_REACHED', 0],
  ['part of the daily cap used', {}, { withdrawnTodayMinor: 480_000 }, 'SUCCESS', 20_000],
  ['the player’s own cap used up', { limitLevel: 'LOW' }, { withdrawnTodayMinor: 50_000 }, 'SELF_LIMIT_REACHED', 0],
  ['part of the player’s own cap used', { limitLevel: 'LOW' }, { withdrawnTodayMinor: 10_000 }, 'SUCCESS', 40_000],
]

describe('withdrawalDecision', () => {
  it.each(cases.map(([name, player, given, result, limitMinor]) => ({ name, player, given, result, limitMinor })))(
    '$name → $result',
    ({ player, given, result, limitMinor }) => {
      expect(withdrawalDecision({ ...verified, ...player }, { ...facts, ...given })).toEqual({ result, limitMinor })
    },
  )

  it('produces every result of the spec but SELF_SPEND_LIMIT_REACHED (docs/decisions.md)', () => {
    const produced = new Set(cases.map((c) => c[3]))
    expect([...produced].sort()).toEqual(
      [
        'DOCUMENTS_PREFERRED', 'DOCUMENTS_REQUIRED', 'DOCUMENTS_REQUIRED_RESTRICTED', 'DOCUMENTS_UNDER_REVIEW', 'EXCEEDS_KYC_LIMIT', 'FAILURE',
        'FORBIDDEN', 'NOT_ENOUGH_FUNDS', 'RESTRICTED', 'SELF_LIMIT_REACHED', 'SUCCESS', 'WITHDRAWAL_LIMIT_REACHED',
      ].sort(),
    )
  })

  it('scales caps to the player’s currency', () => {
    expect(withdrawalDecision({ ...verified, currency: 'NOK' }, facts)).toEqual({ result: 'SUCCESS', limitMinor: 5_000_000 })
  })

  it('lets a withdrawal be asked for only on SUCCESS and DOCUMENTS_PREFERRED', () => {
    expect(cases.filter((c) => mayWithdraw(c[3])).map((c) => c[3])).toEqual(['SUCCESS', 'DOCUMENTS_PREFERRED', 'SUCCESS', 'SUCCESS'])
  })
})
