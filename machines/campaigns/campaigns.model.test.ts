import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { tagsOf } from '../shared/testing'
import type { Reward } from '../rewards/rewards.machine'
import { reward as rewardOf } from '../rewards/rewards.fixtures'
import { claimConflictAnswers } from '../claimConflict/claimConflict.fixtures'
import { campaignsMachine, type Campaign, type CampaignState } from './campaigns.machine'

function campaign(campaignId: string, state: CampaignState | null, extra: Partial<Campaign> = {}): Campaign {
  return {
    campaignId,
    title: `Campaign ${campaignId}`,
    description: 'Wager it.',
    campaignCategory: 'opt-in',
    campaignStatus: 'ACTIVE',
    bonusType: 'OPT_IN',
    vertical: 'CASINO',
    triggerEvent: 'LINKED_CAMPAIGN',
    hasBonusCode: false,
    startedAt: null,
    endedAt: null,
    steps: 2,
    requiresOptIn: true,
    wrMultiplier: 10,
    validDays: 14,
    ...(state ? { participation: { state, optedIn: null, consent: null, assignmentId: null, bonusAmountMinor: 1_000, currency: 'EUR' } } : {}),
    ...extra,
  }
}

/** The reward a campaign gives the player. */
const reward = (campaignId: string, extra: Partial<Reward> = {}): Reward =>
  rewardOf(`a-${campaignId}`, { campaignId, title: `Campaign ${campaignId}`, triggerEvent: 'LINKED_CAMPAIGN', bonusAmountMinor: 1_000, ...extra })

// A player's list: one of each standing the actions depend on.
const optInFirst = campaign('opt-in-first', 'AVAILABLE')
const openOffer = campaign('open-offer', 'AVAILABLE', { requiresOptIn: false })
const optedIn = campaign('opted-in', 'OPTED_IN')
const active = campaign('active', 'ACTIVE')
const coded = campaign('coded', 'AVAILABLE', { requiresOptIn: false, hasBonusCode: true, bonusType: 'TRIGGERED', triggerEvent: 'MANUAL_BONUS_CODE' })
const list = [optInFirst, openOffer, optedIn, active, coded]
const visitorList = list.map((c) => ({ ...c, participation: undefined }))

const standing = reward('standing', { state: 'ACTIVATED', wageringProgress: 30 })
const codedStanding = reward('coded-standing', { state: 'ACTIVATED', bonusType: 'TRIGGERED', hasBonusCode: true, wageringProgress: 5 })
const conflict = (r: Reward, code: string) => new ApiCallError(409, { status: 409, code, message: 'A casino bonus is already active.', additionalInfo: { activeReward: r } })
const offerConflict = conflict(standing, 'error.bonus.active.already.exists')
const codedConflict = conflict(codedStanding, 'error.bonus.active.triggered.already.exists')
const refused = new ApiCallError(403, { status: 403, code: 'error.bonus.not.allowed', message: 'Bonuses are not available.' })
const staleError = { code: 'error.bonus.wagering_progress.stale', message: 'Moved.', status: 409 }
/** The conflicts the two refusals name: the claim conflict flow (a child) asks about them. */
const conflicts = [
  { standing, triggered: false },
  { standing: codedStanding, triggered: true },
]
const down = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'Down.' })

const chosenId = (s: AnyMachineSnapshot) => (s.context.chosen as Campaign | null)?.campaignId
const done = (s: AnyMachineSnapshot, extra: Partial<Reward> = {}) => reward(chosenId(s)!, extra)

describeModel('campaigns', campaignsMachine, {
  input: { signedIn: true },
  starts: { visitor: { signedIn: false } },
  contextKey: (c) => [c.signedIn, chosenId({ context: c } as AnyMachineSnapshot) ?? null, c.conflict?.standing.assignmentId ?? null, c.notice?.kind ?? null, c.error?.code ?? null],
  endAtFinal: false,
  events: (s) => {
    const campaigns = s.context.signedIn ? list : visitorList
    if (s.matches('loading') || s.matches('reloading'))
      return [
        { type: 'xstate.done.actor.listCampaigns', output: campaigns },
        { type: 'xstate.error.actor.listCampaigns', error: down },
      ]
    if (s.matches('failed')) return [{ type: 'campaigns.retry' }]
    if (s.matches('optingIn'))
      return [
        { type: 'xstate.done.actor.activateOptIn', output: done(s) },
        { type: 'xstate.error.actor.activateOptIn', error: refused },
      ]
    if (s.matches('optingOut'))
      return [
        { type: 'xstate.done.actor.deactivateOptIn', output: done(s) },
        { type: 'xstate.error.actor.deactivateOptIn', error: down },
      ]
    if (s.matches('dismissing'))
      return [
        { type: 'xstate.done.actor.dismissCampaign', output: done(s) },
        { type: 'xstate.error.actor.dismissCampaign', error: down },
      ]
    if (s.matches('agreeing'))
      return [
        { type: 'xstate.done.actor.consentToCampaign', output: done(s, { state: 'ACTIVATED' }) },
        { type: 'xstate.error.actor.consentToCampaign', error: offerConflict, label: 'conflict' },
        { type: 'xstate.error.actor.consentToCampaign', error: codedConflict, label: 'coded conflict' },
        { type: 'xstate.error.actor.consentToCampaign', error: refused, label: 'refused' },
      ]
    if (s.matches('declining'))
      return [
        { type: 'xstate.done.actor.consentToCampaign', output: done(s) },
        { type: 'xstate.error.actor.consentToCampaign', error: down },
      ]
    // The child's answers: it forfeited the bonus in the way, the forfeit was refused, or the player kept it.
    if (s.matches('resolvingConflict')) return claimConflictAnswers(staleError)
    if (s.matches('claiming'))
      return [
        { type: 'xstate.done.actor.claimCampaign', output: done(s, { state: 'ACTIVATED' }) },
        { type: 'xstate.error.actor.claimCampaign', error: down },
      ]
    if (s.matches('consent')) return [{ type: 'consent.agree' }, { type: 'consent.decline' }, { type: 'dialog.cancel' }]
    if (s.matches('ready'))
      return [
        { type: 'campaign.optIn', campaignId: 'opt-in-first', label: 'allowed' },
        { type: 'campaign.optIn', campaignId: 'opted-in', label: 'already in' },
        { type: 'campaign.optOut', campaignId: 'opted-in', label: 'allowed' },
        { type: 'campaign.optOut', campaignId: 'active', label: 'taken' },
        { type: 'campaign.dismiss', campaignId: 'open-offer', label: 'allowed' },
        { type: 'campaign.dismiss', campaignId: 'active', label: 'active' },
        { type: 'campaign.claim', campaignId: 'opted-in', label: 'allowed' },
        { type: 'campaign.claim', campaignId: 'opt-in-first', label: 'not opted in' },
        { type: 'campaign.claim', campaignId: 'coded', label: 'by code' },
        { type: 'campaign.claim', campaignId: 'no-such', label: 'unknown' },
      ]
    // Every state is offered its events above.
    return []
  },
  transitions: {
    loading: { 'done listCampaigns': 'ready', 'error listCampaigns': 'failed' },
    failed: { 'campaigns.retry': 'loading' },
    // A visitor reads the list only: every action stays in ready.
    ready: {
      'campaign.optIn (allowed)': (s) => (s.context.signedIn ? 'optingIn' : 'ready'),
      'campaign.optIn (already in)': 'ready',
      'campaign.optOut (allowed)': (s) => (s.context.signedIn ? 'optingOut' : 'ready'),
      'campaign.optOut (taken)': 'ready',
      'campaign.dismiss (allowed)': (s) => (s.context.signedIn ? 'dismissing' : 'ready'),
      'campaign.dismiss (active)': 'ready',
      'campaign.claim (allowed)': (s) => (s.context.signedIn ? 'consent' : 'ready'),
      'campaign.claim (not opted in)': 'ready',
      'campaign.claim (by code)': 'ready',
      'campaign.claim (unknown)': 'ready',
    },
    optingIn: { 'done activateOptIn': 'reloading', 'error activateOptIn': 'ready' },
    optingOut: { 'done deactivateOptIn': 'reloading', 'error deactivateOptIn': 'ready' },
    dismissing: { 'done dismissCampaign': 'reloading', 'error dismissCampaign': 'ready' },
    consent: { 'consent.agree': 'agreeing', 'consent.decline': 'declining', 'dialog.cancel': 'ready' },
    agreeing: {
      'done consentToCampaign': 'reloading',
      'error consentToCampaign (conflict)': 'resolvingConflict',
      'error consentToCampaign (coded conflict)': 'resolvingConflict',
      'error consentToCampaign (refused)': 'ready',
    },
    declining: { 'done consentToCampaign': 'reloading', 'error consentToCampaign': 'ready' },
    resolvingConflict: { 'done claimConflict (forfeited)': 'claiming', 'done claimConflict (forfeit refused)': 'reloading', 'done claimConflict (kept)': 'ready' },
    claiming: { 'done claimCampaign': 'reloading', 'error claimCampaign': 'reloading' },
    reloading: { 'done listCampaigns': 'ready', 'error listCampaigns': 'failed' },
  },
  calls: {
    listCampaigns: (input) => expect(input).toBeUndefined(),
    activateOptIn: (input, s) => {
      expect(input).toEqual({ campaignId: 'opt-in-first' })
      expect(chosenId(s)).toBe('opt-in-first')
    },
    deactivateOptIn: (input) => expect(input).toEqual({ campaignId: 'opted-in' }),
    dismissCampaign: (input) => expect(input).toEqual({ campaignId: 'open-offer' }),
    consentToCampaign: (input, s) => expect(input).toEqual({ campaignId: 'opted-in', agreed: s.matches('agreeing') }),
    claimCampaign: (input) => expect(input).toEqual({ campaignId: 'opted-in' }),
    // The conflict the refusal named: the bonus in the way, and whether it came with a code.
    claimConflict: (input, s) => {
      expect(input).toEqual(s.context.conflict)
      expect(conflicts).toContainEqual(input)
    },
  },
  effects: { rewardsChanged: (params) => expect(params).toBeUndefined() },
  states: {
    loading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      // Empty at the start; a retry after a failed reread keeps the list it had.
      expect([0, list.length]).toContain(s.context.campaigns.length)
      expect(s.context.error).toBeNull()
    },
    failed: (s) => {
      expect(s.context.error?.code).toBe('error.system.error')
      expect(tagsOf(s)).toEqual([])
    },
    ready: (s) => {
      expect(s.context.campaigns).toEqual(s.context.signedIn ? list : visitorList)
      expect(s.context.chosen).toBeNull()
      expect(s.context.conflict).toBeNull()
      expect(tagsOf(s)).toEqual([])
      expect(['error.bonus.not.allowed', 'error.system.error', 'error.bonus.wagering_progress.stale', null]).toContain(s.context.error?.code ?? null)
    },
    optingIn: (s) => expect(tagsOf(s)).toEqual(['loading']),
    optingOut: (s) => expect(chosenId(s)).toBe('opted-in'),
    dismissing: (s) => expect(chosenId(s)).toBe('open-offer'),
    consent: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(s.context.chosen).toEqual(optedIn)
      expect(s.context.notice).toBeNull()
      expect(s.context.error).toBeNull()
    },
    agreeing: (s) => expect(tagsOf(s)).toEqual(['dialog', 'loading']),
    declining: (s) => expect(tagsOf(s)).toEqual(['dialog', 'loading']),
    // Forfeit-then-claim over the offer's conflict, forfeit-then-consent over the coded bonus.
    resolvingConflict: (s) => {
      expect(tagsOf(s)).toEqual(['dialog'])
      expect(conflicts).toContainEqual(s.context.conflict)
      expect(s.context.chosen).toEqual(optedIn)
    },
    // The conflict's dialog stays open, with the bonus that was forfeited, while the campaign is claimed.
    claiming: (s) => {
      expect(tagsOf(s)).toEqual(['dialog', 'loading'])
      expect(s.context.chosen).toEqual(optedIn)
      expect(conflicts).toContainEqual(s.context.conflict)
    },
    reloading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.chosen).toBeNull()
      expect(s.context.conflict).toBeNull()
      // After a change the notice names it (the chosen campaign's title), or the error says why not.
      if (s.context.notice) {
        expect(['claimed', 'optedIn', 'optedOut', 'dismissed', 'declined']).toContain(s.context.notice.kind)
        expect(s.context.notice.title).toBe(`Campaign ${s.context.notice.reward.campaignId}`)
      } else expect(['error.bonus.wagering_progress.stale', 'error.system.error']).toContain(s.context.error?.code)
    },
  },
})
