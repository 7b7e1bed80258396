import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import type { Reward } from '../rewards/rewards.machine'
import { activeRewardOf, claimConflictMachine, claimConflictOf, forfeitRequestOf } from './claimConflict.machine'

const reward = (assignmentId: string, extra: Partial<Reward> = {}): Reward => ({
  campaignId: `c-${assignmentId}`, assignmentId, title: assignmentId, vertical: 'CASINO', campaignStatus: 'ACTIVE', campaignCategory: 'opt-in',
  triggerEvent: 'REGISTRATION_TIMEFRAME', bonusType: 'OPT_IN', hasBonusCode: false, startedAt: null, endedAt: null, expiresAt: null, currency: 'EUR',
  wageringAmountMinor: 1_000, wrMultiplier: 10, state: 'ACTIVATED', wageringProgress: 0, ...extra,
})
const refusal = (code: string, additionalInfo?: unknown) => new ApiCallError(409, { status: 409, code, message: 'x', ...(additionalInfo === undefined ? {} : { additionalInfo }) })

describe('activeRewardOf', () => {
  const conflict = (additionalInfo: unknown) => refusal('error.bonus.active.already.exists', additionalInfo)

  it('reads the active reward a conflict names', () => {
    const active = reward('a-1')
    expect(activeRewardOf(conflict({ activeReward: active }))).toEqual(active)
  })

  it('is null for anything else: no info, no reward, a reward without its id, another error type', () => {
    expect(activeRewardOf(refusal('error.bonus.active.already.exists'))).toBeNull()
    expect(activeRewardOf(conflict({}))).toBeNull()
    expect(activeRewardOf(conflict({ activeReward: 'a-1' }))).toBeNull()
    expect(activeRewardOf(conflict({ activeReward: { title: 'no id' } }))).toBeNull()
    expect(activeRewardOf(new Error('network'))).toBeNull()
    expect(activeRewardOf({ additionalInfo: { activeReward: reward('a-1') } })).toBeNull()
  })
})

describe('claimConflictOf (DECISIONS 12)', () => {
  const active = reward('a-1', { wageringProgress: 25 })

  it('asks to forfeit then claim over an active bonus, and to forfeit then consent over one taken with a code', () => {
    expect(claimConflictOf(refusal('error.bonus.active.already.exists', { activeReward: active }))).toEqual({ standing: active, triggered: false })
    expect(claimConflictOf(refusal('error.bonus.active.triggered.already.exists', { activeReward: active }))).toEqual({ standing: active, triggered: true })
  })

  it('is no conflict when the refusal names no active bonus, or is another refusal naming one', () => {
    expect(claimConflictOf(refusal('error.bonus.active.already.exists'))).toBeNull()
    expect(claimConflictOf(refusal('error.bonus.active.triggered.already.exists', {}))).toBeNull()
    expect(claimConflictOf(refusal('error.freespin.provider.failed', { activeReward: active }))).toBeNull()
    expect(claimConflictOf(new Error('network'))).toBeNull()
  })
})

describe('claim conflict', () => {
  it('forfeits at the progress shown, or at 0 % when the platform named none', () => {
    expect(forfeitRequestOf(reward('a-1', { wageringProgress: 37 }))).toEqual({ assignmentId: 'a-1', wageringProgress: 37 })
    expect(forfeitRequestOf(reward('a-2', { wageringProgress: undefined }))).toEqual({ assignmentId: 'a-2', wageringProgress: 0 })
  })

  it('starts asking about the conflict it was given, and hands the refused forfeit’s reason to its parent', async () => {
    const standing = reward('a-9', { wageringProgress: 12 })
    const forfeits: unknown[] = []
    const actor = createActor(
      claimConflictMachine.provide({
        actors: {
          forfeitReward: fromPromise(async ({ input }): Promise<Reward> => {
            forfeits.push(input)
            throw new ApiCallError(409, { status: 409, code: 'error.bonus.wagering_progress.stale', message: 'moved' })
          }),
        },
      }),
      { input: { standing, triggered: true } },
    ).start()
    expect(actor.getSnapshot().value).toBe('asking')
    expect(actor.getSnapshot().context).toEqual({ standing, triggered: true, error: null, outcome: null })
    actor.send({ type: 'dialog.confirm' })
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'failed', error: { code: 'error.bonus.wagering_progress.stale', message: 'moved', status: 409 } })
    expect(forfeits).toEqual([{ assignmentId: 'a-9', wageringProgress: 12 }])
  })

  it('names the forfeit it declares, which src provides', async () => {
    expect(Object.keys(claimConflictMachine.implementations.actors)).toEqual(['forfeitReward'])
    const actor = createActor(claimConflictMachine, { input: { standing: reward('a-1'), triggered: false } }).start()
    actor.send({ type: 'dialog.confirm' })
    await expect(toPromise(actor)).resolves.toMatchObject({ outcome: 'failed', error: { message: expect.stringContaining('"forfeitReward" was not provided') } })
  })
})
