import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { claimConflictMachine } from '../claimConflict/claimConflict.machine'
import { rewardsMachine, type Reward, type RewardLists } from './rewards.machine'

const reward = (assignmentId: string, extra: Partial<Reward> = {}): Reward => ({
  campaignId: `c-${assignmentId}`, assignmentId, title: assignmentId, vertical: 'CASINO', campaignStatus: 'ACTIVE', campaignCategory: 'opt-in',
  triggerEvent: 'REGISTRATION_TIMEFRAME', bonusType: 'OPT_IN', hasBonusCode: false, startedAt: null, endedAt: null, expiresAt: null, currency: 'EUR',
  wageringAmountMinor: 1_000, wrMultiplier: 10, state: null, wageringProgress: 0, ...extra,
})

describe('rewards', () => {
  it('starts with empty lists, keeps what a claim activated, and tells src the wallet changed', async () => {
    const offer = reward('o-1')
    const lists: RewardLists = { eligible: [offer], active: [] }
    const changed: string[] = []
    const actor = createActor(
      rewardsMachine.provide({
        actors: {
          loadRewards: fromPromise(async () => lists),
          claimReward: fromPromise(async (): Promise<Reward> => ({ ...offer, state: 'ACTIVATED' })),
          forfeitReward: fromPromise(async (): Promise<Reward> => offer),
        },
        actions: { rewardsChanged: () => void changed.push('changed') },
      }),
    )
    expect(actor.getSnapshot().context).toEqual({ eligible: [], active: [], claiming: null, standing: null, conflict: null, claimed: null, queuedCampaignIds: [], error: null })
    actor.start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reward.claim', assignmentId: 'o-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed !== null)
    expect(actor.getSnapshot().context.claimed).toEqual({ ...offer, state: 'ACTIVATED' })
    expect(changed).toEqual(['changed'])
  })
})

describe('a claim over an active bonus (the claim conflict child)', () => {
  const offer = reward('o-1', { title: 'Reload' })
  const active = reward('a-1', { state: 'ACTIVATED', wageringProgress: 40 })
  const conflict = new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'x', additionalInfo: { activeReward: active } })

  /** The rewards flow with its real conflict child; the claim answers `claims` in turn. */
  function start(claims: (Reward | Error)[], forfeit: () => Promise<Reward>) {
    const calls: { claims: unknown[]; forfeits: unknown[] } = { claims: [], forfeits: [] }
    const changed: unknown[] = []
    const actor = createActor(
      rewardsMachine.provide({
        actors: {
          loadRewards: fromPromise(async (): Promise<RewardLists> => ({ eligible: [offer], active: [active] })),
          claimReward: fromPromise(async ({ input }): Promise<Reward> => {
            calls.claims.push(input)
            const next = claims.shift()!
            if (next instanceof Error) throw next
            return next
          }),
          claimConflict: claimConflictMachine.provide({
            actors: {
              forfeitReward: fromPromise(({ input }) => {
                calls.forfeits.push(input)
                return forfeit()
              }),
            },
          }),
        },
        actions: { rewardsChanged: (_, params) => void changed.push(params) },
      }),
    ).start()
    return { actor, calls, changed }
  }

  it('asks the child about the bonus in the way; once it is forfeited the offer is claimed again', async () => {
    const { actor, calls, changed } = start([conflict, { ...offer, state: 'ACTIVATED' }], async () => ({ ...active, state: 'FORFEITED' }))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reward.claim', assignmentId: 'o-1' })
    await waitFor(actor, (s) => s.matches('resolvingConflict'))
    expect(actor.getSnapshot().context.conflict).toEqual({ standing: active, triggered: false })
    const child = actor.getSnapshot().children.claimConflict!
    expect(child.getSnapshot().value).toBe('asking')
    expect(child.getSnapshot().context.standing).toEqual(active)
    child.send({ type: 'dialog.confirm' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed !== null)
    expect(calls.forfeits).toEqual([{ assignmentId: 'a-1', wageringProgress: 40 }])
    expect(calls.claims).toEqual(Array(2).fill({ bonusAssignmentId: 'o-1', state: 'ACTIVATED' }))
    expect(actor.getSnapshot().context).toMatchObject({ claimed: { ...offer, state: 'ACTIVATED' }, conflict: null, error: null })
    expect(actor.getSnapshot().children.claimConflict).toBeUndefined()
    expect(changed).toEqual([undefined])
  })

  it('keeps the bonus when the player says so, and shows why a refused forfeit claimed nothing', async () => {
    const stale = new ApiCallError(409, { status: 409, code: 'error.bonus.wagering_progress.stale', message: 'moved' })
    const { actor, calls } = start([conflict, conflict], () => Promise.reject(stale))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reward.claim', assignmentId: 'o-1' })
    await waitFor(actor, (s) => s.matches('resolvingConflict'))
    actor.getSnapshot().children.claimConflict!.send({ type: 'dialog.cancel' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ claiming: null, conflict: null, error: null })
    actor.send({ type: 'reward.claim', assignmentId: 'o-1' })
    await waitFor(actor, (s) => s.matches('resolvingConflict'))
    actor.getSnapshot().children.claimConflict!.send({ type: 'dialog.confirm' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error.bonus.wagering_progress.stale', message: 'moved', status: 409 })
    expect(calls.claims).toHaveLength(2)
  })
})

describe('what the platform answers, named as the lists do (the page’s language)', () => {
  // The lists come by the page's language; a claim's, a refusal's and a hand-over's answer in the operator's English.
  const offer = reward('o-1', { campaignId: 'reload', title: 'Kasinon lisätalletusbonus', description: 'Kierrätä se 20 kertaa.' })
  const active = reward('a-1', { campaignId: 'welcome', title: 'Kasinon tervetuliaisbonus', description: 'Kierrätä se 10 kertaa.', state: 'ACTIVATED', wageringProgress: 40 })
  const english = { title: 'Welcome bonus for the casino', description: 'Wager it 10 times.' }
  const conflict = new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'x', additionalInfo: { activeReward: { ...active, ...english } } })
  const claimedInEnglish: Reward = { ...offer, title: 'Reload bonus for the casino', description: 'Wager it 20 times.', state: 'ACTIVATED' }

  it('names the bonus in the way, and the offer claimed after forfeiting it, by the lists’ texts', async () => {
    const claims: (Reward | Error)[] = [conflict, claimedInEnglish]
    const forfeits: unknown[] = []
    const actor = createActor(
      rewardsMachine.provide({
        actors: {
          loadRewards: fromPromise(async (): Promise<RewardLists> => ({ eligible: [offer], active: [active] })),
          claimReward: fromPromise(async (): Promise<Reward> => {
            const next = claims.shift()!
            if (next instanceof Error) throw next
            return next
          }),
          claimConflict: claimConflictMachine.provide({
            actors: { forfeitReward: fromPromise(async ({ input }) => (forfeits.push(input), { ...active, state: 'FORFEITED' as const })) },
          }),
        },
        actions: { rewardsChanged: () => undefined },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reward.claim', assignmentId: 'o-1' })
    await waitFor(actor, (s) => s.matches('resolvingConflict'))
    expect(actor.getSnapshot().context.conflict).toEqual({ standing: active, triggered: false })
    expect(actor.getSnapshot().children.claimConflict!.getSnapshot().context.standing).toEqual(active)
    actor.getSnapshot().children.claimConflict!.send({ type: 'dialog.confirm' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed !== null)
    expect(forfeits).toEqual([{ assignmentId: 'a-1', wageringProgress: 40 }])
    expect(actor.getSnapshot().context.claimed).toEqual({ ...claimedInEnglish, title: 'Kasinon lisätalletusbonus', description: 'Kierrätä se 20 kertaa.' })
  })

  it('names free spins handed to the provider by the lists’ texts, and keeps the answer’s where the lists have none', async () => {
    const detail = { gameIds: ['g-1'], games: [], spins: 10, spinsLeft: 10, spinValueMinor: 20, currency: 'EUR', granted: false }
    const waiting = reward('fs-1', { campaignId: 'spins', title: 'Ilmaiskierroksia Book of Fortuneen', vertical: 'FREE_SPINS', state: 'ACTIVATED', partnerBonusCode: 'FS-1', freeSpinDetail: detail, queuedPlayerBonusId: null })
    const granted = { ...waiting, title: 'Free spins on Book of Fortune', freeSpinDetail: { ...detail, granted: true } }
    const unlisted = { ...granted, campaignId: 'spins-ended' }
    const answers = [granted, unlisted]
    const actor = createActor(
      rewardsMachine.provide({
        actors: {
          loadRewards: fromPromise(async (): Promise<RewardLists> => ({ eligible: [], active: [waiting] })),
          claimFreeSpins: fromPromise(async (): Promise<Reward> => answers.shift()!),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reward.freeSpins.handOver', assignmentId: 'fs-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed !== null)
    expect(actor.getSnapshot().context.claimed).toEqual({ ...granted, title: 'Ilmaiskierroksia Book of Fortuneen' })
    actor.send({ type: 'reward.freeSpins.handOver', assignmentId: 'fs-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed?.campaignId === 'spins-ended')
    expect(actor.getSnapshot().context.claimed).toEqual(unlisted)
  })
})

describe('free spins and their queue', () => {
  const detail = { gameIds: ['g-1'], games: [], spins: 10, spinsLeft: 10, spinValueMinor: 20, currency: 'EUR', granted: false }
  const waiting = reward('fs-1', { vertical: 'FREE_SPINS', state: 'ACTIVATED', partnerBonusCode: 'FS-1', freeSpinDetail: detail, queuedPlayerBonusId: null })
  const casino = reward('c-1', { state: 'ACTIVATED', freeSpinDetail: null })
  const refusal = new ApiCallError(409, { status: 409, code: 'error.freespin.provider.failed', message: 'x', additionalInfo: { activeReward: waiting } })
  const down = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'down' })

  /** The machine with the hand-over answering `answers` in turn. */
  function start(answers: (Reward | Error)[]) {
    const calls: unknown[] = []
    const actor = createActor(
      rewardsMachine.provide({
        actors: {
          loadRewards: fromPromise(async (): Promise<RewardLists> => ({ eligible: [], active: [waiting, casino] })),
          claimReward: fromPromise(async (): Promise<Reward> => waiting),
          forfeitReward: fromPromise(async (): Promise<Reward> => waiting),
          claimFreeSpins: fromPromise(async ({ input }): Promise<Reward> => {
            calls.push(input)
            const next = answers.shift()!
            if (next instanceof Error) throw next
            return next
          }),
          claimQueuedBonus: fromPromise(async (): Promise<Reward> => waiting),
        },
        actions: { rewardsChanged: () => undefined },
      }),
    ).start()
    return { actor, calls }
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready'))

  it('remembers a refused campaign once however often the provider refuses, and forgets it once the spins are handed over', async () => {
    const granted = { ...waiting, freeSpinDetail: { ...detail, granted: true } }
    const { actor, calls } = start([refusal, refusal, granted])
    await settled(actor)
    actor.send({ type: 'reward.freeSpins.handOver', assignmentId: 'fs-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)
    expect(actor.getSnapshot().context.queuedCampaignIds).toEqual(['c-fs-1'])
    actor.send({ type: 'reward.freeSpins.handOver', assignmentId: 'fs-1' })
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 2)
    expect(actor.getSnapshot().context.queuedCampaignIds).toEqual(['c-fs-1'])
    actor.send({ type: 'reward.freeSpins.handOver', assignmentId: 'fs-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed !== null)
    expect(actor.getSnapshot().context).toMatchObject({ queuedCampaignIds: [], claimed: granted, error: null })
    expect(calls).toEqual(Array(3).fill({ bonusAssignmentId: 'fs-1', partnerBonusCode: 'FS-1' }))
  })

  it('queues nothing when the hand-over fails for another reason, and hands over only free spins', async () => {
    const { actor, calls } = start([down])
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'reward.freeSpins.handOver', assignmentId: 'c-1' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'reward.freeSpins.claimQueued', assignmentId: 'fs-1' })).toBe(false)
    actor.send({ type: 'reward.freeSpins.handOver', assignmentId: 'fs-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ queuedCampaignIds: [], error: { code: 'error.system.error' } })
    expect(calls).toHaveLength(1)
  })
})
