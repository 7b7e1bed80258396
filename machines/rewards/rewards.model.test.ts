import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { tagsOf } from '../shared/testing'
import { claimConflictAnswers } from '../claimConflict/claimConflict.fixtures'
import { rewardsMachine, type Reward, type RewardLists } from './rewards.machine'
import { reward } from './rewards.fixtures'

const offer = reward('offer-1')
const otherOffer = reward('offer-2', { vertical: 'LIVE_CASINO' })
const active = reward('active-1', { state: 'ACTIVATED', wageringProgress: 40 })
const otherActive = reward('active-2', { state: 'ACTIVATED', vertical: 'LIVE_CASINO', wageringProgress: 5 })
const coded = reward('coded-1', { state: 'ACTIVATED', bonusType: 'TRIGGERED', triggerEvent: 'MANUAL_BONUS_CODE', hasBonusCode: true, wageringProgress: 12 })
const spinDetail = { gameIds: ['g-1'], games: [{ gameId: 'g-1', name: 'Book of Fortune', slug: 'book-of-fortune', providerId: 'novomatic' }], spins: 10, spinsLeft: 10, spinValueMinor: 20, currency: 'EUR', granted: false }
const spinsOffer = reward('spins-offer', { vertical: 'FREE_SPINS', wrMultiplier: 0, wageringAmountMinor: 0, freeSpinDetail: spinDetail })
// Active free spins the provider does not hold yet: one never handed over, one queued behind earlier spins.
const spinsWaiting = reward('spins-waiting', { vertical: 'FREE_SPINS', state: 'ACTIVATED', partnerBonusCode: 'FS-waiting', freeSpinDetail: spinDetail, queuedPlayerBonusId: null })
const spinsQueued = reward('spins-queued', { vertical: 'FREE_SPINS', state: 'ACTIVATED', partnerBonusCode: 'FS-queued', freeSpinDetail: spinDetail, queuedPlayerBonusId: 'Q-1' })
const spinsGranted = reward('spins-granted', { vertical: 'FREE_SPINS', state: 'ACTIVATED', partnerBonusCode: 'FS-granted', freeSpinDetail: { ...spinDetail, granted: true } })
const lists: RewardLists = { eligible: [otherOffer, offer, spinsOffer], active: [otherActive, active, spinsWaiting, spinsQueued, spinsGranted] }
const claimed = { ...offer, state: 'ACTIVATED' as const }
const claimedSpins = { ...spinsOffer, state: 'ACTIVATED' as const, partnerBonusCode: 'FS-claimed' }
const handedOver = (r: Reward): Reward => ({ ...r, queuedPlayerBonusId: null, freeSpinDetail: { ...spinDetail, granted: true } })
/** What a free-spin call was about: the reward chosen, or the one just claimed. */
const spinsOf = (s: AnyMachineSnapshot) => s.context.claiming as Reward

const conflict = (standing: Reward, code: string) => new ApiCallError(409, { status: 409, code, message: 'A casino bonus is already active.', additionalInfo: { activeReward: standing } })
const offerConflict = conflict(active, 'error.bonus.active.already.exists')
const codedConflict = conflict(coded, 'error.bonus.active.triggered.already.exists')
// A 409 with the conflict's code but no reward to name cannot open a dialog: it is an error.
const unnamed = new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'A casino bonus is already active.' })
const refused = new ApiCallError(403, { status: 403, code: 'error.bonus.not.allowed', message: 'Bonuses are not available on this account.' })
const stale = new ApiCallError(409, { status: 409, code: 'error.bonus.wagering_progress.stale', message: 'The wagering progress is now 45 %.' })
const down = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'Down.' })
const providerRefused = new ApiCallError(409, { status: 409, code: 'error.freespin.provider.failed', message: 'Earlier spins run.', additionalInfo: { activeReward: spinsGranted } })
const stillQueued = new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'Earlier spins run.', additionalInfo: { activeReward: spinsGranted } })

/** The conflicts the two refusals name: the claim conflict flow (a child) asks about them. */
const conflicts = [
  { standing: active, triggered: false },
  { standing: coded, triggered: true },
]
const staleError = { code: 'error.bonus.wagering_progress.stale', message: 'The wagering progress is now 45 %.', status: 409 }

describeModel('rewards', rewardsMachine, {
  contextKey: (c) => [c.claiming?.assignmentId ?? null, c.standing?.assignmentId ?? null, c.conflict?.standing.assignmentId ?? null, c.claimed?.assignmentId ?? null, c.error?.code ?? null, c.eligible.length, c.queuedCampaignIds.join()],
  endAtFinal: false,
  events: (s) => {
    if (s.matches('loading') || s.matches('reloading'))
      return [
        { type: 'xstate.done.actor.loadRewards', output: lists },
        { type: 'xstate.error.actor.loadRewards', error: down },
      ]
    if (s.matches('claiming') && s.context.claiming?.assignmentId === 'spins-offer')
      return [{ type: 'xstate.done.actor.claimReward', output: claimedSpins, label: 'free spins' }]
    if (s.matches('handingOver'))
      return [
        { type: 'xstate.done.actor.claimFreeSpins', output: handedOver(spinsOf(s)) },
        { type: 'xstate.error.actor.claimFreeSpins', error: providerRefused, label: 'refused' },
        { type: 'xstate.error.actor.claimFreeSpins', error: down, label: 'failed' },
      ]
    if (s.matches('claimingQueued'))
      return [
        { type: 'xstate.done.actor.claimQueuedBonus', output: handedOver(spinsOf(s)) },
        { type: 'xstate.error.actor.claimQueuedBonus', error: stillQueued, label: 'still queued' },
      ]
    if (s.matches('claiming'))
      return [
        { type: 'xstate.done.actor.claimReward', output: claimed },
        { type: 'xstate.error.actor.claimReward', error: offerConflict, label: 'conflict' },
        { type: 'xstate.error.actor.claimReward', error: codedConflict, label: 'coded conflict' },
        { type: 'xstate.error.actor.claimReward', error: refused, label: 'refused' },
        { type: 'xstate.error.actor.claimReward', error: unnamed, label: 'unnamed conflict' },
      ]
    // The child's answers: it forfeited the bonus in the way, the forfeit was refused, or the player kept it.
    if (s.matches('resolvingConflict')) return claimConflictAnswers(staleError)
    if (s.matches('forfeiting'))
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
        { type: 'reward.claim', assignmentId: 'spins-offer', label: 'free spins' },
        { type: 'reward.freeSpins.handOver', assignmentId: 'spins-waiting', label: 'waiting' },
        { type: 'reward.freeSpins.handOver', assignmentId: 'spins-granted', label: 'granted' },
        { type: 'reward.freeSpins.handOver', assignmentId: 'active-1', label: 'not free spins' },
        { type: 'reward.freeSpins.claimQueued', assignmentId: 'spins-queued', label: 'queued' },
        { type: 'reward.freeSpins.claimQueued', assignmentId: 'spins-waiting', label: 'not queued' },
      ]
    return [{ type: 'dialog.confirm' }, { type: 'dialog.cancel' }]
  },
  transitions: {
    loading: { 'done loadRewards': 'ready', 'error loadRewards': 'failed' },
    failed: { 'rewards.retry': 'loading' },
    ready: {
      'reward.claim (offered)': 'claiming',
      'reward.claim (not offered)': 'ready',
      'reward.forfeit (active)': 'confirmForfeit',
      'reward.forfeit (not active)': 'ready',
      'reward.claim (free spins)': 'claiming',
      'reward.freeSpins.handOver (waiting)': 'handingOver',
      'reward.freeSpins.handOver (granted)': 'ready',
      'reward.freeSpins.handOver (not free spins)': 'ready',
      'reward.freeSpins.claimQueued (queued)': 'claimingQueued',
      'reward.freeSpins.claimQueued (not queued)': 'ready',
    },
    handingOver: { 'done claimFreeSpins': 'reloading', 'error claimFreeSpins (refused)': 'reloading', 'error claimFreeSpins (failed)': 'reloading' },
    claimingQueued: { 'done claimQueuedBonus': 'reloading', 'error claimQueuedBonus (still queued)': 'reloading' },
    claiming: {
      'done claimReward (free spins)': 'handingOver',
      'done claimReward': 'reloading',
      'error claimReward (conflict)': 'resolvingConflict',
      'error claimReward (coded conflict)': 'resolvingConflict',
      'error claimReward (refused)': 'ready',
      'error claimReward (unnamed conflict)': 'ready',
    },
    resolvingConflict: { 'done claimConflict (forfeited)': 'claiming', 'done claimConflict (forfeit refused)': 'reloading', 'done claimConflict (kept)': 'ready' },
    confirmForfeit: { 'dialog.confirm': 'forfeiting', 'dialog.cancel': 'ready' },
    forfeiting: { 'done forfeitReward': 'reloading', 'error forfeitReward (stale)': 'reloading' },
    reloading: { 'done loadRewards': 'ready', 'error loadRewards': 'failed' },
  },
  calls: {
    loadRewards: (input) => expect(input).toBeUndefined(),
    claimReward: (input, s) => {
      expect(['offer-1', 'spins-offer']).toContain(s.context.claiming?.assignmentId)
      expect(input).toEqual({ bonusAssignmentId: s.context.claiming?.assignmentId, state: 'ACTIVATED' })
    },
    // Handed over under the code the claim (or the list) gave: the one just claimed, or one never handed over.
    claimFreeSpins: (input, s) => {
      expect(input).toEqual({ bonusAssignmentId: spinsOf(s).assignmentId, partnerBonusCode: spinsOf(s).partnerBonusCode })
      expect(['FS-claimed', 'FS-waiting']).toContain(spinsOf(s).partnerBonusCode)
    },
    claimQueuedBonus: (input, s) => {
      expect(input).toEqual({ campaignId: 'campaign-spins-queued', queuedPlayerBonusId: 'Q-1' })
      expect(spinsOf(s)).toEqual(spinsQueued)
    },
    // The bonus the player chose, at the progress the dialog showed.
    forfeitReward: (input, s) => {
      expect(input).toEqual({ assignmentId: 'active-1', wageringProgress: 40 })
      expect(s.context.standing).toEqual(active)
    },
    // The conflict the refusal named: the bonus in the way, and whether it came with a code.
    claimConflict: (input, s) => {
      expect(input).toEqual(s.context.conflict)
      expect(conflicts).toContainEqual(input)
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
      expect(s.context.conflict).toBeNull()
      expect(s.can({ type: 'reward.claim', assignmentId: 'active-1' })).toBe(false)
      expect(s.can({ type: 'reward.forfeit', assignmentId: 'offer-1' })).toBe(false)
      expect(s.can({ type: 'dialog.confirm' })).toBe(false)
      expect(['error.bonus.not.allowed', 'error.bonus.active.already.exists', 'error.bonus.wagering_progress.stale', 'error.freespin.provider.failed', 'error.system.error', null]).toContain(
        s.context.error?.code ?? null,
      )
    },
    claiming: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect([offer, spinsOffer]).toContainEqual(s.context.claiming)
    },
    handingOver: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect([claimedSpins, spinsWaiting]).toContainEqual(s.context.claiming)
      expect(s.context.claimed).toBeNull()
    },
    claimingQueued: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.claiming).toEqual(spinsQueued)
    },
    // Forfeit-then-claim over the offer's conflict, forfeit-then-consent over the coded bonus.
    resolvingConflict: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(conflicts).toContainEqual(s.context.conflict)
      expect(s.context.claiming).toEqual(offer)
      expect(s.context.standing).toBeNull()
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
      expect(s.context.conflict).toBeNull()
      expect(s.context.claiming).toBeNull()
      // After a claim the notice names what was claimed (free spins: once the provider holds them);
      // after a refusal, why — and a provider's refusal remembers the campaign as queued.
      if (s.context.claimed) expect([claimed, handedOver(claimedSpins), handedOver(spinsWaiting), handedOver(spinsQueued)]).toContainEqual(s.context.claimed)
      else if (s.context.error) expect(['error.bonus.wagering_progress.stale', 'error.freespin.provider.failed', 'error.system.error', 'error.bonus.active.already.exists']).toContain(s.context.error.code)
      if (s.context.error?.code === 'error.freespin.provider.failed') expect(s.context.queuedCampaignIds.length).toBeGreaterThan(0)
      expect(s.context.queuedCampaignIds.every((id: string) => ['campaign-spins-offer', 'campaign-spins-waiting'].includes(id))).toBe(true)
    },
  },
})
