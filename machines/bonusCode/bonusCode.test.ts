import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { BONUS_CODE, bonusCodeMachine, CODE_INVALID } from './bonusCode.machine'

describe('BONUS_CODE (the contract’s pattern)', () => {
  it('takes letters, digits, - and _ up to 32 characters', () => {
    for (const code of ['SPRING25', 'a_b-c', 'x', 'A'.repeat(32)]) expect(BONUS_CODE.test(code), code).toBe(true)
  })

  it('refuses anything else anywhere in the code', () => {
    for (const code of ['', 'SPRING 25', '!SPRING25', 'SPRING25!', 'A'.repeat(33), 'kod€', ' x']) expect(BONUS_CODE.test(code), code).toBe(false)
  })
})

describe('bonusCode', () => {
  function run() {
    const sent: unknown[] = []
    const actor = createActor(
      bonusCodeMachine.provide({
        actors: {
          checkAvailability: fromPromise(async () => ({ isAvailable: true as boolean })),
          validateBonusCode: fromPromise(async ({ input }) => {
            sent.push(input)
            return { bonusCode: 'SPRING25', campaignId: 'spring-code' }
          }),
          claimBonusCode: fromPromise(async ({ input }) => {
            sent.push(input)
            return { campaignId: 'spring-code' } as never
          }),
        },
        actions: { bonusClaimed: () => {} },
      }),
      { input: {} },
    )
    return { actor: actor.start(), sent }
  }

  it('starts with an empty field without a link’s code', async () => {
    const { actor } = run()
    expect(actor.getSnapshot().context.code).toBe('')
    await waitFor(actor, (s) => s.matches('entering'))
  })

  it('refuses a malformed code with its own error and sends nothing', async () => {
    const { actor, sent } = run()
    await waitFor(actor, (s) => s.matches('entering'))
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().context.error).toEqual(CODE_INVALID)
    actor.send({ type: 'code.change', code: 'SPRING 25' })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error.bonus_code.invalid', message: 'Enter the bonus code as it was given: letters, digits, - or _.' })
    expect(actor.getSnapshot().matches('entering')).toBe(true)
    expect(sent).toEqual([])
  })

  it('sends the typed code without the spaces around it, to the check and to the claim', async () => {
    const { actor, sent } = run()
    await waitFor(actor, (s) => s.matches('entering'))
    actor.send({ type: 'code.change', code: '  SPRING25 ' })
    actor.send({ type: 'code.submit' })
    await waitFor(actor, (s) => s.matches('validated'))
    actor.send({ type: 'code.claim' })
    await waitFor(actor, (s) => s.matches('claimed'))
    expect(sent).toEqual([{ bonusCode: 'SPRING25' }, { bonusCode: 'SPRING25', state: 'ACTIVATED' }])
  })
})
