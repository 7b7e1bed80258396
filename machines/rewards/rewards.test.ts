import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { activeRewardOf, rewardsMachine, type Reward, type RewardLists } from './rewards.machine'

const reward = (assignmentId: string, extra: Partial<Reward> = {}): Reward => ({
  campaignId: `c-${assignmentId}`, assignmentId, title: assignmentId, vertical: 'CASINO', campaignStatus: 'ACTIVE', campaignCategory: 'opt-in',
  triggerEvent: 'REGISTRATION_TIMEFRAME', bonusType: 'OPT_IN', hasBonusCode: false, startedAt: null, endedAt: null, expiresAt: null, currency: 'EUR',
  wageringAmountMinor: 1_000, wrMultiplier: 10, state: null, wageringProgress: 0, ...extra,
})

describe('activeRewardOf', () => {
  const conflict = (additionalInfo: unknown) => new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'x', additionalInfo })

  it('reads the active reward a conflict names', () => {
    const active = reward('a-1', { state: 'ACTIVATED' })
    expect(activeRewardOf(conflict({ activeReward: active }))).toEqual(active)
  })

  it('is null for anything else: no info, no reward, a reward without its id, another error type', () => {
    expect(activeRewardOf(new ApiCallError(409, { status: 409, code: 'error.bonus.active.already.exists', message: 'x' }))).toBeNull()
    expect(activeRewardOf(conflict({}))).toBeNull()
    expect(activeRewardOf(conflict({ activeReward: 'a-1' }))).toBeNull()
    expect(activeRewardOf(conflict({ activeReward: { title: 'no id' } }))).toBeNull()
    expect(activeRewardOf(new Error('network'))).toBeNull()
    expect(activeRewardOf({ additionalInfo: { activeReward: reward('a-1') } })).toBeNull()
  })
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
    expect(actor.getSnapshot().context).toEqual({ eligible: [], active: [], claiming: null, standing: null, claimed: null, queuedCampaignIds: [], error: null })
    actor.start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reward.claim', assignmentId: 'o-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.claimed !== null)
    expect(actor.getSnapshot().context.claimed).toEqual({ ...offer, state: 'ACTIVATED' })
    expect(changed).toEqual(['changed'])
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
