import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { platformDown } from '../shared/testing'
import { exclusionRequest, isValidChoice, responsibleGamblingMachine, timeoutRequest, type RestrictionChoice } from './responsibleGambling.machine'

describe('isValidChoice', () => {
  it('accepts the bounds the platform accepts and nothing outside them', () => {
    expect([0, 1, 42, 43, 1.5].map((days) => isValidChoice({ kind: 'timeout', days }))).toEqual([false, true, true, false, false])
    expect([0, 1, 60, 61].map((months) => isValidChoice({ kind: 'exclusion', months, delayHours: 0 }))).toEqual([false, true, true, false])
    expect([-1, 0, 168, 169].map((delayHours) => isValidChoice({ kind: 'exclusion', months: 3, delayHours }))).toEqual([false, true, true, false])
    expect(isValidChoice({ kind: 'indefinite' })).toBe(true)
  })
})

describe('timeoutRequest', () => {
  it('sends the days, and refuses to make an exclusion into a time-out', () => {
    expect(timeoutRequest({ kind: 'timeout', days: 14 })).toEqual({ value: 14 })
    expect(() => timeoutRequest({ kind: 'indefinite' })).toThrow('not a time-out: indefinite')
    expect(() => timeoutRequest({ kind: 'exclusion', months: 3, delayHours: 0 })).toThrow()
  })
})

describe('exclusionRequest', () => {
  it('sends months with the delay, or indefinitely with no months', () => {
    expect(exclusionRequest({ kind: 'exclusion', months: 12, delayHours: 0 })).toEqual({ exclusionInMonths: 12, exclusionDelayInHours: 0 })
    expect(exclusionRequest({ kind: 'indefinite' })).toEqual({ accountDisableIndefinitely: true })
  })
})

/** The flow with recording fakes: what each call received and the effects in order. */
function start(answers: { selfExclude?: () => Promise<unknown>; startTimeout?: () => Promise<unknown> } = {}) {
  const sent: { call: string; body: unknown }[] = []
  const effects: unknown[] = []
  const fake = (call: string, answer: () => Promise<unknown> = () => Promise.resolve({})) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      sent.push({ call, body: input })
      return answer()
    })
  const actor = createActor(
    responsibleGamblingMachine.provide({
      actors: { startTimeout: fake('startTimeout', answers.startTimeout) as never, selfExclude: fake('selfExclude', answers.selfExclude) as never },
      actions: { logOut: () => effects.push('logOut'), openPage: (_, page) => effects.push(page) },
    }),
    { input: { langmarket: 'sv-PP' } },
  ).start()
  return { actor, sent, effects }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('responsibleGambling', () => {
  it('sends nothing until the player confirms, and nothing at all when they cancel', async () => {
    // Arrange
    const { actor, sent } = start()
    // Act
    actor.send({ type: 'restriction.choose', choice: { kind: 'indefinite' } })
    await settle()
    const beforeConfirm = sent.length
    actor.send({ type: 'restriction.cancel' })
    await settle()
    // Assert
    expect(beforeConfirm).toBe(0)
    expect(sent).toEqual([])
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.choice).toBeNull()
  })

  it('logs out before opening the home page once an exclusion is recorded', async () => {
    const { actor, sent, effects } = start()
    actor.send({ type: 'restriction.choose', choice: { kind: 'exclusion', months: 6, delayHours: 0 } })
    actor.send({ type: 'restriction.confirm' })
    await settle()
    expect(sent).toEqual([{ call: 'selfExclude', body: { exclusionInMonths: 6, exclusionDelayInHours: 0 } }])
    expect(effects).toEqual(['logOut', { href: '/sv-PP', replace: true }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('keeps the choice after a failure, so trying again sends the same request', async () => {
    let fail = true
    const { actor, sent, effects } = start({ startTimeout: () => (fail ? Promise.reject(platformDown) : Promise.resolve({ timeoutUntil: 'x' })) })
    const choice: RestrictionChoice = { kind: 'timeout', days: 1 }
    actor.send({ type: 'restriction.choose', choice })
    actor.send({ type: 'restriction.confirm' })
    await settle()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.error?.code).toBe('error.system.error')
    expect(effects).toEqual([])

    fail = false
    actor.send({ type: 'restriction.retry' })
    await settle()
    expect(sent.map((s) => s.body)).toEqual([{ value: 1 }, { value: 1 }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('refuses a value out of range without asking to confirm', () => {
    const { actor } = start()
    actor.send({ type: 'restriction.choose', choice: { kind: 'exclusion', months: 61, delayHours: 0 } })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error.restriction.invalid', message: 'Not a choice the platform accepts.' })
  })
})
