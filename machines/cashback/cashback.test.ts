import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { PROVIDED } from '../shared/provided'
import { apiFailure } from '../shared/testing'
import { CASHBACK_NOTICE_DISMISS_MS, cashbackMachine, type CashbackClaim, type CashbackProgress, type CashbackTarget } from './cashback.machine'

const progress = (active: boolean, accruedMinor: number): CashbackProgress => ({
  campaignId: 'casino-cashback', active, accruedMinor, currency: 'EUR', percent: 10, booster: null, periodEndsAt: null,
})

/** The machine with platform fakes: reads answer `reads` in turn; every call is recorded. */
function start(reads: CashbackProgress[], claim: () => Promise<CashbackClaim> = async () => ({ creditedMinor: 79, currency: 'EUR' }), campaignId: string | null = 'casino-cashback') {
  const calls: string[] = []
  const claimed: CashbackClaim[] = []
  const actor = createActor(
    cashbackMachine.provide({
      actors: {
        loadCashback: fromPromise<CashbackProgress, CashbackTarget>(async ({ input }) => {
          calls.push(`load ${input.campaignId}`)
          return reads.shift()!
        }),
        activateCashback: fromPromise<CashbackProgress, { campaignId: string }>(async ({ input }) => {
          calls.push(`activate ${input.campaignId}`)
          return progress(true, 0)
        }),
        deactivateCashback: fromPromise<CashbackProgress, { campaignId: string }>(async ({ input }) => {
          calls.push(`deactivate ${input.campaignId}`)
          return progress(false, 0)
        }),
        claimCashback: fromPromise<CashbackClaim, CashbackTarget>(async ({ input }) => {
          calls.push(`claim ${input.campaignId}`)
          return claim()
        }),
      },
      actions: { cashbackClaimed: (_, reward) => void claimed.push(reward) },
    }),
    { input: { campaignId } },
  )
  actor.start()
  return { actor, calls, claimed }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('cashback', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the claimed cashback for exactly 5000 ms (001 §9), then reads the progress again', async () => {
    expect(CASHBACK_NOTICE_DISMISS_MS).toBe(5_000)
    const { actor, calls, claimed } = start([progress(true, 79), progress(true, 0)])
    await settle()
    expect(actor.getSnapshot().value).toBe('activated')
    actor.send({ type: 'cashback.claim' })
    await settle()
    expect(actor.getSnapshot().value).toBe('claimed')
    expect(actor.getSnapshot().context.reward).toEqual({ creditedMinor: 79, currency: 'EUR' })
    expect(claimed).toEqual([{ creditedMinor: 79, currency: 'EUR' }])
    await vi.advanceTimersByTimeAsync(CASHBACK_NOTICE_DISMISS_MS - 1)
    expect(actor.getSnapshot().value).toBe('claimed')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.reward).toBeNull()
    expect(actor.getSnapshot().value).toBe('activated')
    expect(calls).toEqual(['load casino-cashback', 'claim casino-cashback', 'load casino-cashback'])
  })

  it('activates and deactivates a campaign, and claims nothing while nothing accrued', async () => {
    const { actor, calls } = start([progress(false, 0)])
    await settle()
    actor.send({ type: 'cashback.claim' })
    expect(actor.getSnapshot().value).toBe('inactive')
    actor.send({ type: 'cashback.activate' })
    await settle()
    expect(actor.getSnapshot().value).toBe('activated')
    actor.send({ type: 'cashback.deactivate' })
    await settle()
    expect(actor.getSnapshot().value).toBe('inactive')
    expect(calls).toEqual(['load casino-cashback', 'activate casino-cashback', 'deactivate casino-cashback'])
  })

  it('never activates loyalty cashback, which has no campaign', async () => {
    const { actor, calls } = start([{ ...progress(false, 0), campaignId: null, percent: 0 }], undefined, null)
    await settle()
    actor.send({ type: 'cashback.activate' })
    await settle()
    expect(actor.getSnapshot().value).toBe('inactive')
    expect(calls).toEqual(['load null'])
  })

  it('keeps a refused claim’s reason and reads the progress again', async () => {
    const refused = apiFailure(409, 'error.cashback.nothing_to_claim', 'There is no cashback to claim yet.')
    const { actor, claimed } = start([progress(true, 10), progress(true, 0)], () => Promise.reject(refused))
    await settle()
    actor.send({ type: 'cashback.claim' })
    await settle()
    expect(actor.getSnapshot().value).toBe('activated')
    expect(actor.getSnapshot().context.error?.code).toBe('error.cashback.nothing_to_claim')
    expect(actor.getSnapshot().context.progress?.accruedMinor).toBe(0)
    expect(claimed).toEqual([])
  })
})

describe('what src/ must provide', () => {
  it('names the four calls and the wallet refresh, and each, left unprovided, fails naming itself', async () => {
    expect(Object.keys(cashbackMachine.implementations.actors).sort()).toEqual(['activateCashback', 'claimCashback', 'deactivateCashback', 'loadCashback'])
    for (const [name, logic] of Object.entries(cashbackMachine.implementations.actors)) {
      const actor = createActor(logic as never, { input: { campaignId: 'casino-cashback' } } as never)
      const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }))
      actor.start()
      await expect(failure).resolves.toMatchObject({ message: `the actor "${name}" was not provided: src/flows/<flow>.ts provides it with machine.provide()` })
    }
    const provided = Object.entries(cashbackMachine.implementations.actions).filter(([, action]) => typeof action === 'function' && PROVIDED in action)
    expect(provided.map(([name]) => name)).toEqual(['cashbackClaimed'])
    for (const [name, action] of provided) expect(() => (action as (args: unknown, params: unknown) => void)({}, undefined)).toThrow(`the action "${name}" was not provided`)
  })

  it('starts by reading the progress', () => {
    expect(createActor(cashbackMachine, { input: { campaignId: null } }).getSnapshot().value).toBe('progress')
  })
})
