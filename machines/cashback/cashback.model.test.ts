import { expect } from 'vitest'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { cashbackMachine, type CashbackProgress } from './cashback.machine'

const CAMPAIGN = 'casino-cashback'
const progress = (active: boolean, accruedMinor: number): CashbackProgress => ({
  campaignId: CAMPAIGN, active, accruedMinor, currency: 'EUR', percent: 10, booster: null, periodEndsAt: null,
})
const nothingToClaim = apiFailure(409, 'error.cashback.nothing_to_claim', 'There is no cashback to claim yet.')
const alreadyActive = apiFailure(409, 'error.cashback.already.active', 'This cashback is already active.')
const notActive = apiFailure(409, 'error.cashback.not.active', 'This cashback is not active.')

/** The progress read (on opening and after a dismissed reward): counting with something to claim, not counting with or without. */
const read = [
  { type: 'xstate.done.actor.loadCashback', output: progress(true, 70), label: 'active' },
  { type: 'xstate.done.actor.loadCashback', output: progress(false, 30), label: 'inactive, accrued' },
  { type: 'xstate.done.actor.loadCashback', output: progress(false, 0), label: 'inactive, nothing' },
  { type: 'xstate.error.actor.loadCashback', error: platformDown, label: 'down' },
]
const readTargets = { 'done loadCashback (active)': 'activated', 'done loadCashback (inactive, accrued)': 'inactive', 'done loadCashback (inactive, nothing)': 'inactive', 'error loadCashback (down)': 'failed' }

describeModel('cashback', cashbackMachine, {
  input: { campaignId: CAMPAIGN },
  // Loyalty cashback: no campaign, so nothing to activate or deactivate.
  starts: { loyalty: { campaignId: null } },
  contextKey: (c) => [c.campaignId, c.progress?.active ?? null, (c.progress?.accruedMinor ?? 0) > 0, c.reward !== null, c.error?.code ?? ''].join('|'),
  events: (s) => {
    if (s.matches('progress') || s.matches('dismissed')) return read
    if (s.matches('activating'))
      return [
        { type: 'xstate.done.actor.activateCashback', output: progress(true, 0) },
        { type: 'xstate.error.actor.activateCashback', error: alreadyActive },
      ]
    if (s.matches('deactivating'))
      return [
        { type: 'xstate.done.actor.deactivateCashback', output: progress(false, 70) },
        { type: 'xstate.error.actor.deactivateCashback', error: notActive },
      ]
    if (s.matches('claiming'))
      return [
        { type: 'xstate.done.actor.claimCashback', output: { creditedMinor: 70, currency: 'EUR' } },
        { type: 'xstate.error.actor.claimCashback', error: nothingToClaim },
      ]
    if (s.matches('failed')) return [{ type: 'cashback.retry' }]
    if (s.matches('claimed')) return [{ type: 'xstate.after.noticeDismiss.cashback.claimed' }]
    return [{ type: 'cashback.activate' }, { type: 'cashback.deactivate' }, { type: 'cashback.claim' }, { type: 'cashback.progress' }]
  },
  transitions: {
    progress: readTargets,
    dismissed: readTargets,
    failed: { 'cashback.retry': 'progress' },
    inactive: {
      'cashback.activate': (b) => (b.context.campaignId === null ? 'inactive' : 'activating'),
      'cashback.deactivate': 'inactive',
      'cashback.claim': (b) => (b.context.progress.accruedMinor > 0 ? 'claiming' : 'inactive'),
      'cashback.progress': 'progress',
    },
    activating: { 'done activateCashback': 'activated', 'error activateCashback': 'inactive' },
    activated: {
      'cashback.activate': 'activated',
      'cashback.deactivate': (b) => (b.context.campaignId === null ? 'activated' : 'deactivating'),
      'cashback.claim': (b) => (b.context.progress.accruedMinor > 0 ? 'claiming' : 'activated'),
      'cashback.progress': 'progress',
    },
    deactivating: { 'done deactivateCashback': 'inactive', 'error deactivateCashback': 'activated' },
    claiming: { 'done claimCashback': 'claimed', 'error claimCashback': 'progress' },
    claimed: { 'after noticeDismiss': 'dismissed' },
  },
  calls: {
    loadCashback: (input, s) => expect(input).toEqual({ campaignId: s.context.campaignId }),
    activateCashback: (input) => expect(input).toEqual({ campaignId: CAMPAIGN }),
    deactivateCashback: (input) => expect(input).toEqual({ campaignId: CAMPAIGN }),
    claimCashback: (input, s) => expect(input).toEqual({ campaignId: s.context.campaignId }),
  },
  effects: { cashbackClaimed: (params) => expect(params).toEqual({ creditedMinor: 70, currency: 'EUR' }) },
  states: {
    progress: (s) => {
      expect(tagsOf(s)).toEqual(['busy'])
      expect(s.context.reward).toBeNull()
    },
    failed: (s) => expect(s.context.error?.code).toBe('error.system.error'),
    inactive: (s) => {
      expect(s.context.progress?.active).toBe(false)
      expect(tagsOf(s)).toEqual([])
    },
    activating: (s) => {
      expect(tagsOf(s)).toEqual(['busy'])
      expect(s.context.error).toBeNull()
    },
    activated: (s) => expect(s.context.progress?.active).toBe(true),
    deactivating: (s) => expect(tagsOf(s)).toEqual(['busy']),
    claiming: (s) => {
      expect(tagsOf(s)).toEqual(['busy'])
      expect(s.context.progress?.accruedMinor).toBeGreaterThan(0)
    },
    claimed: (s) => {
      expect(tagsOf(s)).toEqual(['rewardShown'])
      expect(s.context.reward).toEqual({ creditedMinor: 70, currency: 'EUR' })
      expect(s.context.progress?.accruedMinor).toBe(0)
    },
    dismissed: (s) => {
      expect(tagsOf(s)).toEqual(['busy'])
      expect(s.context.reward).toBeNull()
    },
  },
})
