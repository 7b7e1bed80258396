import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiCallError } from '../shared/callError'
import type { Reward } from '../rewards/rewards.machine'
import { claimConflictMachine } from '../claimConflict/claimConflict.machine'
import { campaignActions, campaignsMachine, type Campaign, type CampaignState } from './campaigns.machine'

const campaign = (state: CampaignState | null, extra: Partial<Campaign> = {}): Campaign => ({
  campaignId: 'c-1', title: 'Slots week', description: 'd', campaignCategory: 'opt-in', campaignStatus: 'ACTIVE', bonusType: 'OPT_IN', vertical: 'CASINO',
  triggerEvent: 'LINKED_CAMPAIGN', hasBonusCode: false, startedAt: null, endedAt: null, steps: 2, requiresOptIn: true,
  ...(state ? { participation: { state, optedIn: null, consent: null, assignmentId: null, bonusAmountMinor: 100, currency: 'EUR' } } : {}),
  ...extra,
})
const reward = (extra: Partial<Reward> = {}): Reward => ({
  campaignId: 'c-1', assignmentId: 'a-1', title: 'Reward title', vertical: 'CASINO', campaignStatus: 'ACTIVE', campaignCategory: 'opt-in', triggerEvent: 'LINKED_CAMPAIGN',
  bonusType: 'OPT_IN', hasBonusCode: false, startedAt: null, endedAt: null, expiresAt: null, currency: 'EUR', wageringAmountMinor: 1_000, wrMultiplier: 10, state: null, ...extra,
})

const ALL: readonly (CampaignState | null)[] = [null, 'AVAILABLE', 'OPTED_IN', 'OPTED_OUT', 'DECLINED', 'DISMISSED', 'ACTIVE', 'COMPLETED', 'FORFEITED']
/** The states in which an action is offered, for a campaign of the given shape. */
const offered = (action: keyof typeof campaignActions, extra: Partial<Campaign> = {}) => ALL.filter((state) => campaignActions[action](campaign(state, extra)))

describe('what a player may do with a campaign', () => {
  it('opts in to a campaign that needs it while it is not taken; to another only after opting out', () => {
    expect(offered('optIn')).toEqual(['AVAILABLE', 'OPTED_OUT', 'DECLINED'])
    expect(offered('optIn', { requiresOptIn: false })).toEqual(['OPTED_OUT'])
    expect(offered('optIn', { requiresOptIn: undefined })).toEqual(['OPTED_OUT'])
  })

  it('opts out of what they opted in to, or of an offer made to everyone', () => {
    expect(offered('optOut')).toEqual(['OPTED_IN'])
    expect(offered('optOut', { requiresOptIn: false })).toEqual(['AVAILABLE', 'OPTED_IN'])
  })

  it('claims once opted in, or an offer made to everyone (also after declining its terms)', () => {
    expect(offered('claim')).toEqual(['OPTED_IN'])
    expect(offered('claim', { requiresOptIn: false })).toEqual(['AVAILABLE', 'OPTED_IN', 'DECLINED'])
  })

  it('dismisses anything but an active bonus', () => {
    expect(offered('dismiss')).toEqual(['AVAILABLE', 'OPTED_IN', 'OPTED_OUT', 'DECLINED', 'COMPLETED', 'FORFEITED'])
  })

  it('takes a code campaign or a deposit bonus elsewhere: no opt-in, claim or opt-out from the list', () => {
    for (const extra of [{ hasBonusCode: true }, { triggerEvent: 'NEXT_DEPOSIT' as const }, { triggerEvent: 'FIRST_DEPOSIT' as const }]) {
      for (const requiresOptIn of [true, false]) {
        expect(offered('optIn', { ...extra, requiresOptIn })).toEqual(requiresOptIn ? [] : [])
        expect(offered('claim', { ...extra, requiresOptIn })).toEqual([])
        expect(offered('optOut', { ...extra, requiresOptIn })).toEqual(requiresOptIn ? ['OPTED_IN'] : ['OPTED_IN'])
      }
      expect(offered('dismiss', extra)).toContain('AVAILABLE')
    }
  })
})

describe('campaigns', () => {
  it('starts with the viewer and nothing chosen, and names the campaign in the notice of what was done', async () => {
    const list = [campaign('OPTED_IN')]
    const changed: unknown[] = []
    const actor = createActor(
      campaignsMachine.provide({
        actors: {
          listCampaigns: fromPromise(async (): Promise<readonly Campaign[]> => list),
          consentToCampaign: fromPromise(async () => reward({ state: 'ACTIVATED', title: 'Server title' })),
        },
        actions: { rewardsChanged: (_, params) => changed.push(params) },
      }),
      { input: { signedIn: true } },
    ).start()
    expect(actor.getSnapshot().context).toEqual({ signedIn: true, campaigns: [], chosen: null, conflict: null, notice: null, error: null })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'campaign.claim', campaignId: 'c-1' })
    expect(actor.getSnapshot().value).toBe('consent')
    actor.send({ type: 'consent.agree' })
    await waitFor(actor, (s) => s.matches('ready'))
    // The list's title, not the platform's reward title.
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'claimed', title: 'Slots week', reward: reward({ state: 'ACTIVATED', title: 'Server title' }) })
    expect(changed).toEqual([undefined])
    actor.stop()
  })

  it('lets a visitor read only: every action is refused without a call', async () => {
    const actor = createActor(campaignsMachine.provide({ actors: { listCampaigns: fromPromise(async (): Promise<readonly Campaign[]> => [campaign('OPTED_IN')]) } }), { input: { signedIn: false } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    for (const type of ['campaign.optIn', 'campaign.optOut', 'campaign.dismiss', 'campaign.claim'] as const) {
      expect(actor.getSnapshot().can({ type, campaignId: 'c-1' })).toBe(false)
    }
    actor.stop()
  })

  it('names its calls as the platform operations and src provides them', () => {
    expect(Object.keys(campaignsMachine.implementations.actors).sort()).toEqual(
      ['activateOptIn', 'claimCampaign', 'claimConflict', 'consentToCampaign', 'deactivateOptIn', 'dismissCampaign', 'listCampaigns'].sort(),
    )
    expect(Object.keys(campaignsMachine.implementations.actions)).toContain('rewardsChanged')
  })
})

describe('a claim over an active bonus (the claim conflict child)', () => {
  /**
   * The campaigns flow listing `listed` (c-1 to claim), whose agreed claim the platform refuses with
   * `code`, naming `standing`; the child's forfeit answers `forfeit`.
   */
  async function conflictOver(standing: Reward, code: string, forfeit: () => Promise<Reward>, listed: readonly Campaign[] = [campaign('OPTED_IN')]) {
    const calls = { forfeits: [] as unknown[], claims: [] as unknown[] }
    const actor = createActor(
      campaignsMachine.provide({
        actors: {
          listCampaigns: fromPromise(async (): Promise<readonly Campaign[]> => listed),
          consentToCampaign: fromPromise(async (): Promise<Reward> => {
            throw new ApiCallError(409, { status: 409, code, message: 'x', additionalInfo: { activeReward: standing } })
          }),
          claimConflict: claimConflictMachine.provide({
            actors: {
              forfeitReward: fromPromise(({ input }) => {
                calls.forfeits.push(input)
                return forfeit()
              }),
            },
          }),
          claimCampaign: fromPromise(async ({ input }) => {
            calls.claims.push(input)
            return reward({ state: 'ACTIVATED' })
          }),
        },
        actions: { rewardsChanged: () => undefined },
      }),
      { input: { signedIn: true } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'campaign.claim', campaignId: 'c-1' })
    actor.send({ type: 'consent.agree' })
    await waitFor(actor, (s) => s.matches('resolvingConflict'))
    return { actor, calls, child: actor.getSnapshot().children.claimConflict! }
  }

  it('asks the child about the bonus in the way; once forfeited, claims the chosen campaign', async () => {
    const standing = reward({ campaignId: 'c-unlisted', assignmentId: 'a-9', state: 'ACTIVATED', wageringProgress: 37 })
    const { actor, calls, child } = await conflictOver(standing, 'error.bonus.active.already.exists', async () => ({ ...standing, state: 'FORFEITED' }))
    expect(actor.getSnapshot().context.conflict).toEqual({ standing, triggered: false })
    child.send({ type: 'dialog.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toEqual({ forfeits: [{ assignmentId: 'a-9', wageringProgress: 37 }], claims: [{ campaignId: 'c-1' }] })
    expect(actor.getSnapshot().context.notice?.kind).toBe('claimed')
    actor.stop()
  })

  it('shows why a refused forfeit (over a bonus taken with a code) claimed nothing', async () => {
    const standing = reward({ campaignId: 'c-unlisted', assignmentId: 'a-8', state: 'ACTIVATED', wageringProgress: undefined })
    const stale = new ApiCallError(409, { status: 409, code: 'error.bonus.wagering_progress.stale', message: 'moved' })
    const { actor, calls, child } = await conflictOver(standing, 'error.bonus.active.triggered.already.exists', () => Promise.reject(stale))
    expect(actor.getSnapshot().context.conflict).toEqual({ standing, triggered: true })
    child.send({ type: 'dialog.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toEqual({ forfeits: [{ assignmentId: 'a-8', wageringProgress: 0 }], claims: [] })
    expect(actor.getSnapshot().context).toMatchObject({ chosen: null, conflict: null, notice: null, error: { code: 'error.bonus.wagering_progress.stale', message: 'moved', status: 409 } })
    actor.stop()
  })

  it('names the bonus in the way as the list does (the page’s language), not as the refusal does', async () => {
    const standing = reward({ campaignId: 'welcome', assignmentId: 'a-6', title: 'Welcome bonus for the casino', description: 'Wager it 10 times.', state: 'ACTIVATED', wageringProgress: 12 })
    const welcome = campaign('ACTIVE', { campaignId: 'welcome', title: 'Kasinon tervetuliaisbonus', description: 'Kierrätä se 10 kertaa.' })
    const named = { ...standing, title: 'Kasinon tervetuliaisbonus', description: 'Kierrätä se 10 kertaa.' }
    const { actor, calls, child } = await conflictOver(standing, 'error.bonus.active.already.exists', async () => ({ ...standing, state: 'FORFEITED' }), [campaign('OPTED_IN'), welcome])
    expect(actor.getSnapshot().context.conflict).toEqual({ standing: named, triggered: false })
    expect(child.getSnapshot().context.standing).toEqual(named)
    child.send({ type: 'dialog.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    // Only the words change: the forfeit is of the same assignment, at the progress shown.
    expect(calls).toEqual({ forfeits: [{ assignmentId: 'a-6', wageringProgress: 12 }], claims: [{ campaignId: 'c-1' }] })
    actor.stop()
  })

  it('claims nothing when the player keeps the active bonus', async () => {
    const standing = reward({ campaignId: 'c-unlisted', assignmentId: 'a-7', state: 'ACTIVATED' })
    const { actor, calls, child } = await conflictOver(standing, 'error.bonus.active.already.exists', async () => standing)
    child.send({ type: 'dialog.cancel' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toEqual({ forfeits: [], claims: [] })
    expect(actor.getSnapshot().context).toMatchObject({ chosen: null, conflict: null, notice: null, error: null })
    actor.stop()
  })
})
