import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { tagsOf } from '../shared/testing'
import { rewardsMachine, type Reward, type RewardLists } from './rewards.machine'

function reward(assignmentId: string, extra: Partial<Reward> = {}): Reward {
  return {
    campaignId: `campaign-${assignmentId}`,
    assignmentId,
    title: `Reward ${assignmentId}`,
    vertical: 'CASINO',
    campaignStatus: 'ACTIVE',
    campaignCategory: 'opt-in',
    triggerEvent: 'REGISTRATION_TIMEFRAME',
    bonusType: 'OPT_IN',
    hasBonusCode: false,
    startedAt: null,
    endedAt: null,
    expiresAt: null,
    currency: 'EUR',
    wageringAmountMinor: 10_000,
    wrMultiplier: 10,
    state: null,
    wageringProgress: 0,
    ...extra,
  }
}

const offer = reward('offer-1')
const otherOffer = reward('offer-2', { vertical: 'LIVE_CASINO' })
const active = reward('active-1', { state: 'ACTIVATED', wageringProgress: 40 })
const otherActive = reward('active-2', { state: 'ACTIVATED', vertical: 'LIVE_CASINO', wageringProgress: 5 })
const coded = reward('coded-1', { state: 'ACTIVATED', bonusType: 'TRIGGERED', triggerEvent: 'MANUAL_BONUS_CODE', hasBonusCode: true, wageringProgress: 12 })
const lists: RewardLists = { eligible: [otherOffer, offer], active: [otherActive, active] }
const claimed = { ...offer, state: 'ACTIVATED' as const }

const conflict = (standing: Reward, code: string) => new ApiCallError(409, { status: 409, code, message: 'A casino bonus is already active.', additionalInfo: { activeReward: standing } })
const offerConflict = conflict(active, 'error.bonus.active.already.exists')
const codedConflict = conflict(coded, 'error.bonus.active.triggered.already.exists')
// A 409 with the conflict's code but no reward to name cannot open a dialog: it is an error.
const unnamed = new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'A casino bonus is already active.' })
const refused = new ApiCallError(403, { status: 403, code: 'error.bonus.not.allowed', message: 'Bonuses are not available on this account.' })
const stale = new ApiCallError(409, { status: 409, code: 'error.bonus.wagering_progress.stale', message: 'The wagering progress is now 45 %.' })
const down = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'Down.' })

/** What stands in the way, by the claim's conflict: the machine forfeits that one. */
const standingOf = (s: AnyMachineSnapshot) => (s.context.standing as Reward | null)?.assignmentId

describeModel('rewards', rewardsMachine, {
  contextKey: (c) => [c.claiming?.assignmentId ?? null, c.standing?.assignmentId ?? null, c.claimed?.assignmentId ?? null, c.error?.code ?? null, c.eligible.length],
  endAtFinal: false,
  events: (s) => {
    if (s.matches('loading') || s.matches('reloading'))
      return [
        { type: 'xstate.done.actor.loadRewards', output: lists },
        { type: 'xstate.error.actor.loadRewards', error: down },
      ]
    if (s.matches('claiming'))
      return [
        { type: 'xstate.done.actor.claimReward', output: claimed },
        { type: 'xstate.error.actor.claimReward', error: offerConflict, label: 'conflict' },
        { type: 'xstate.error.actor.claimReward', error: codedConflict, label: 'coded conflict' },
        { type: 'xstate.error.actor.claimReward', error: refused, label: 'refused' },
        { type: 'xstate.error.actor.claimReward', error: unnamed, label: 'unnamed conflict' },
      ]
    if (s.matches('forfeitingToClaim') || s.matches('forfeiting'))
      return [
        { type: 'xstate.done.actor.forfeitReward', output: { ...(s.context.standing as Reward), state: 'FORFEITED' } },
        { type: 'xstate.error.actor.forfeitReward', error: stale, label: 'stale' },
      ]
    if (s.matches('failed')) return [{ type: 'rewards.retry' }]
    if (s.matches('ready'))
      return [
        { type: 'reward.claim', assignmentId: 'offer-1', label: 'offered' },
        { type: 'reward.claim', assignmentId: 'active-1', label: 'not offered' },
        { type: 'reward.forfeit', assignmentId: 'active-1', label: 'active' },
        { type: 'reward.forfeit', assignmentId: 'offer-1', label: 'not active' },
      ]
    return [{ type: 'dialog.confirm' }, { type: 'dialog.cancel' }]
  },
  transitions: {
    loading: { 'done loadRewards': 'ready', 'error loadRewards': 'failed' },
    failed: { 'rewards.retry': 'loading' },
    ready: { 'reward.claim (offered)': 'claiming', 'reward.claim (not offered)': 'ready', 'reward.forfeit (active)': 'confirmForfeit', 'reward.forfeit (not active)': 'ready' },
    claiming: {
      'done claimReward': 'reloading',
      'error claimReward (conflict)': 'forfeitThenClaim',
      'error claimReward (coded conflict)': 'forfeitThenConsent',
      'error claimReward (refused)': 'ready',
      'error claimReward (unnamed conflict)': 'ready',
    },
    forfeitThenClaim: { 'dialog.confirm': 'forfeitingToClaim', 'dialog.cancel': 'ready' },
    forfeitThenConsent: { 'dialog.confirm': 'forfeitingToClaim', 'dialog.cancel': 'ready' },
    forfeitingToClaim: { 'done forfeitReward': 'claiming', 'error forfeitReward (stale)': 'reloading' },
    confirmForfeit: { 'dialog.confirm': 'forfeiting', 'dialog.cancel': 'ready' },
    forfeiting: { 'done forfeitReward': 'reloading', 'error forfeitReward (stale)': 'reloading' },
    reloading: { 'done loadRewards': 'ready', 'error loadRewards': 'failed' },
  },
  calls: {
    loadRewards: (input) => expect(input).toBeUndefined(),
    claimReward: (input, s) => {
      expect(input).toEqual({ bonusAssignmentId: 'offer-1', state: 'ACTIVATED' })
      expect(s.context.claiming?.assignmentId).toBe('offer-1')
    },
    forfeitReward: (input, s) => {
      // The bonus in the way (or the one chosen), at the progress the dialog showed.
      const standing = s.context.standing as Reward
      expect(input).toEqual({ assignmentId: standing.assignmentId, wageringProgress: standing.wageringProgress })
      expect(['active-1', 'coded-1']).toContain(standingOf(s))
    },
  },
  effects: { rewardsChanged: (params) => expect(params).toBeUndefined() },
  states: {
    loading: (s) => expect(tagsOf(s)).toEqual(['loading']),
    failed: (s) => {
      expect(s.context.error?.code).toBe('error.system.error')
      expect(tagsOf(s)).toEqual([])
    },
    ready: (s) => {
      expect(s.context.eligible).toEqual(lists.eligible)
      expect(s.context.active).toEqual(lists.active)
      expect(s.context.claiming).toBeNull()
      expect(s.context.standing).toBeNull()
      expect(s.can({ type: 'reward.claim', assignmentId: 'active-1' })).toBe(false)
      expect(s.can({ type: 'reward.forfeit', assignmentId: 'offer-1' })).toBe(false)
      expect(s.can({ type: 'dialog.confirm' })).toBe(false)
      expect(['error.bonus.not.allowed', 'error.bonus.active.already.exists', 'error.bonus.wagering_progress.stale', null]).toContain(s.context.error?.code ?? null)
    },
    claiming: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.claiming).toEqual(offer)
    },
    forfeitThenClaim: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(s.context.standing).toEqual(active)
      expect(s.context.claiming).toEqual(offer)
    },
    forfeitThenConsent: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(s.context.standing).toEqual(coded)
      expect(s.context.claiming).toEqual(offer)
    },
    forfeitingToClaim: (s) => {
      expect(tagsOf(s)).toEqual(['dialog', 'loading'])
      expect(s.context.claiming).toEqual(offer)
    },
    confirmForfeit: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(s.context.standing).toEqual(active)
      expect(s.context.claiming).toBeNull()
      expect(s.context.error).toBeNull()
    },
    forfeiting: (s) => expect(tagsOf(s)).toEqual(['dialog', 'loading']),
    reloading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.standing).toBeNull()
      // After a claim the notice names what was claimed; after a refused forfeit, why.
      if (s.context.claimed) expect(s.context.claimed).toEqual(claimed)
      else if (s.context.error) expect(s.context.error.code).toBe('error.bonus.wagering_progress.stale')
    },
  },
})
