import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import { passwordResetMachine } from './passwordReset.machine'
import { failure, input } from './passwordReset.fixtures'
import { atPasswordBySms, atVerification, refuse, saved, startFlow, started, validLink, verified } from './startFlow.fixtures'

describe('passwordReset: properties', () => {
  const anyFailure = fc.oneof(
    fc
      .record({ status: fc.integer({ min: 400, max: 599 }), code: fc.oneof(fc.constantFrom('sms.code.invalid', 'error.password.reset', 'sms.max.attempts.reached', 'error.password.too_weak', 'error.email.invalid'), fc.string()) })
      .map(({ status, code }) => failure(status, code)),
    fc.anything(),
  )

  /** What the player sees after a failed call: exactly one message, under a field or over the form, or another page. */
  const oneMessage = (s: AnyMachineSnapshot) => {
    const messages = [...Object.values(s.context.fieldErrors), ...(s.context.error ? [s.context.error.code] : [])]
    expect(s.hasTag('busy')).toBe(false)
    if (s.hasTag('expired')) expect(messages).toEqual([])
    else expect(messages).toEqual([expect.stringMatching(/\S/)])
  }

  it('shows exactly one message for any failure of any call, and never stops the flow', async () => {
    await fc.assert(
      fc.asyncProperty(anyFailure, async (err) => {
        const atEmail = startFlow({ startPasswordReset: refuse(err) })
        atEmail.actor.send({ type: 'reset.start' })
        atEmail.actor.send({ type: 'email.submit', email: 'player@croupier.test' })
        const afterCode = await atVerification({ verifyPasswordResetSms: refuse(err) })
        afterCode.actor.send({ type: 'code.submit', smsCode: '000000' })
        const afterPassword = await atPasswordBySms({ setNewPassword: refuse(err) })
        afterPassword.actor.send({ type: 'password.submit', password: 'N3w-password!' })
        for (const flow of [atEmail, afterCode, afterPassword]) {
          const after = await flow.settled()
          expect(after.status).toBe('active')
          oneMessage(after)
        }
      }),
      { numRuns: 25 },
    )
  })

  it('sends the e-mail and the code without surrounding spaces, and the password and link key exactly as given', async () => {
    const word = fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== '')
    const padding = fc.constantFrom('', ' ', '\t', '  \n')
    await fc.assert(
      fc.asyncProperty(word, word, padding, fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (email, code, pad, password, resetKey) => {
        const bySms = await atVerification({ startPasswordReset: started, verifyPasswordResetSms: verified, setNewPassword: saved })
        bySms.received.length = 0
        bySms.actor.send({ type: 'step.back' })
        bySms.actor.send({ type: 'email.submit', email: `${pad}${email}${pad}` })
        await bySms.settled()
        bySms.actor.send({ type: 'code.submit', smsCode: `${pad}${code}${pad}` })
        await bySms.settled()
        bySms.actor.send({ type: 'password.submit', password })
        await bySms.settled()
        const byLink = startFlow({ checkPasswordResetLink: validLink, setNewPasswordFromEmail: saved })
        byLink.actor.send({ type: 'reset.linkOpened', resetKey })
        await byLink.settled()
        byLink.actor.send({ type: 'password.submit', password })
        await byLink.settled()

        expect(bySms.received).toEqual([
          { call: 'startPasswordReset', input: { email } },
          { call: 'verifyPasswordResetSms', input: { smsResetKeyId: 'sms-key-1', code } },
          { call: 'setNewPassword', input: { resetKey: 'reset-key-sms', password } },
        ])
        expect(byLink.received).toEqual([
          { call: 'checkPasswordResetLink', input: { resetKey } },
          { call: 'setNewPasswordFromEmail', input: { resetKey, password } },
        ])
      }),
      { numRuns: 25 },
    )
  })
})

describe('passwordReset: a flow started without its platform calls', () => {
  const steps: [string, (flow: ReturnType<typeof startFlow>) => void][] = [
    ['startPasswordReset', (flow) => flow.actor.send({ type: 'email.submit', email: 'player@croupier.test' })],
    ['verifyPasswordResetSms', (flow) => flow.actor.send({ type: 'code.submit', smsCode: '123456' })],
    ['setNewPassword', (flow) => flow.actor.send({ type: 'password.submit', password: 'N3w-password!' })],
  ]

  it('names the call src/flows forgot to provide, on the step that needs it', async () => {
    const missing: string[] = []
    for (const [call, act] of steps) {
      const answers = { startPasswordReset: started, verifyPasswordResetSms: verified, setNewPassword: saved }
      const flow = startFlow(Object.fromEntries(Object.entries(answers).filter(([name]) => name !== call)))
      flow.actor.send({ type: 'reset.start' })
      for (const [, earlier] of steps.slice(0, steps.findIndex(([name]) => name === call))) {
        earlier(flow)
        await flow.settled()
      }
      act(flow)
      missing.push((await flow.settled()).context.error?.message ?? '')
    }
    const link = startFlow({})
    link.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
    missing.push((await link.settled()).context.error?.message ?? '')
    const fromLink = startFlow({ checkPasswordResetLink: validLink })
    fromLink.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
    await fromLink.settled()
    fromLink.actor.send({ type: 'password.submit', password: 'N3w-password!' })
    missing.push((await fromLink.settled()).context.error?.message ?? '')

    expect(missing).toEqual(
      ['startPasswordReset', 'verifyPasswordResetSms', 'setNewPassword', 'checkPasswordResetLink', 'setNewPasswordFromEmail'].map(
        (call) => `the actor "${call}" was not provided: src/flows/<flow>.ts provides it with machine.provide()`,
      ),
    )
  })

  it('names the missing way home when the flow ends', async () => {
    const machine = passwordResetMachine.provide({ actors: { checkPasswordResetLink: fromPromise(validLink), setNewPasswordFromEmail: fromPromise(saved) } })
    const actor = createActor(machine, { input })
    const errors: unknown[] = []
    actor.subscribe({ error: (err) => errors.push(err) })
    actor.start()
    actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
    await waitFor(actor, (s) => s.hasTag('password'))
    actor.send({ type: 'password.submit', password: 'N3w-password!' })
    await waitFor(actor, (s) => s.hasTag('complete'))

    actor.send({ type: 'reset.finish' })

    expect(String(errors[0])).toContain('the action "openPage" was not provided')
  })
})
