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
