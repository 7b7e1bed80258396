import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import { stateNodesOf, transitionsOf } from '../tooling/definition'
import { describeModel } from '../tooling/model'
import { passwordResetMachine } from './passwordReset.machine'
import { emptyForm } from './resetForm'
import { failure, failures, input, key, offers } from './passwordReset.fixtures'

const bySms = (s: AnyMachineSnapshot) => s.context.via === 'sms'

/** Only the given field may carry an error, with one of these message keys. */
const fieldErrorsOnly = (s: AnyMachineSnapshot, field: string, codes: string[]) => {
  expect(Object.keys(s.context.fieldErrors).filter((f) => f !== field)).toEqual([])
  if (s.context.fieldErrors[field]) expect(codes).toContain(s.context.fieldErrors[field])
}

const noErrors = (s: AnyMachineSnapshot) => {
  expect(s.context.fieldErrors).toEqual({})
  expect(s.context.error).toBeNull()
}

describeModel('passwordReset', passwordResetMachine, {
  input,
  events: (s) => offers[key(s.value)] ?? [],
  // One vertex per state and way in (SMS code or e-mailed link): the payload variants above
  // differ in what they lead to, not in what comes after.
  contextKey: (c) => c.via,
  // Spec 000 §2 (steps Email, Verification, Password, Complete; back one step; the popup opens
  // and closes; a successful reset goes home), 001 §5 (code errors under the code field) and the
  // openapi descriptions of the five reset calls.
  transitions: {
    closed: { 'reset.start': 'open.Email.editing', 'reset.linkOpened': 'open.checkingLink' },
    'open.Email.editing': { 'email.submit': 'open.Email.sending', 'email.submit (blank)': 'open.Email.editing', 'reset.close': 'closed' },
    'open.Email.sending': {
      'done startPasswordReset': 'open.Verification.editing',
      'error startPasswordReset (invalid e-mail)': 'open.Email.editing',
      'error startPasswordReset (server down)': 'open.Email.editing',
    },
    'open.Verification.editing': {
      'code.submit': 'open.Verification.verifying',
      'code.submit (blank)': 'open.Verification.editing',
      'step.back': 'open.Email.editing',
    },
    'open.Verification.verifying': {
      'done verifyPasswordResetSms': 'open.Password.editing',
      'error verifyPasswordResetSms (wrong code)': 'open.Verification.editing',
      'error verifyPasswordResetSms (too many codes)': 'open.Email.editing',
      'error verifyPasswordResetSms (offline)': 'open.Verification.editing',
      'reset.close': 'closed',
    },
    'open.checkingLink': {
      'done checkPasswordResetLink (valid)': 'open.Password.editing',
      'done checkPasswordResetLink (not valid)': 'open.expired',
      'error checkPasswordResetLink (key refused)': 'open.expired',
      'error checkPasswordResetLink (server down)': 'open.linkCheckFailed',
    },
    'open.linkCheckFailed': { 'link.retry': 'open.checkingLink', 'reset.restart': 'open.Email.editing' },
    'open.expired': { 'reset.restart': 'open.Email.editing' },
    'open.Password.editing': {
      'password.submit': (s) => (bySms(s) ? 'open.Password.saving' : 'open.Password.savingFromLink'),
      'password.submit (blank)': 'open.Password.editing',
      // A player who came by the e-mailed link has no earlier step.
      'step.back': (s) => (bySms(s) ? 'open.Verification.editing' : 'open.Password.editing'),
    },
    'open.Password.saving': {
      'done setNewPassword': 'open.Complete',
      'error setNewPassword (too short)': 'open.Password.editing',
      'error setNewPassword (key refused)': 'open.expired',
      'error setNewPassword (server down)': 'open.Password.editing',
    },
    'open.Password.savingFromLink': {
      'done setNewPasswordFromEmail': 'open.Complete',
      'error setNewPasswordFromEmail (too short)': 'open.Password.editing',
      'error setNewPasswordFromEmail (key refused)': 'open.expired',
      'error setNewPasswordFromEmail (server down)': 'open.Password.editing',
    },
    'open.Complete': { 'reset.finish': 'finished' },
  },
  calls: {
    startPasswordReset: (body) => expect(body).toEqual({ email: 'player@croupier.test' }),
    verifyPasswordResetSms: (body) => expect(body).toEqual({ smsResetKeyId: 'sms-key-1', code: '123456' }),
    checkPasswordResetLink: (query) => expect(query).toEqual({ resetKey: 'reset-key-link' }),
    // The password goes as typed: spaces are the player's choice.
    setNewPassword: (body) => expect(body).toEqual({ resetKey: 'reset-key-sms', password: ' N3w-password! ' }),
    setNewPasswordFromEmail: (body) => expect(body).toEqual({ resetKey: 'reset-key-link', password: ' N3w-password! ' }),
  },
  effects: { openPage: (page) => expect(page).toEqual({ href: '/fi-FI', replace: true }) },
  states: {
    closed: (s) => {
      expect(s.hasTag('open')).toBe(false)
      expect(s.context).toEqual({ ...emptyForm, langmarket: 'fi-FI' })
    },
    'open.Email.editing': (s) => {
      expect([s.hasTag('open'), s.hasTag('email'), s.hasTag('busy')]).toEqual([true, true, false])
      fieldErrorsOnly(s, 'email', ['error.field.required', 'error.validation.format'])
    },
    'open.Email.sending': (s) => {
      expect([s.hasTag('email'), s.hasTag('busy')]).toEqual([true, true])
      noErrors(s)
    },
    'open.Verification.editing': (s) => {
      expect([s.hasTag('verification'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context).toMatchObject({ email: 'player@croupier.test', smsResetKeyId: 'sms-key-1', resetKey: '', via: null })
      fieldErrorsOnly(s, 'code', ['error.field.required', 'sms.code.invalid'])
    },
    'open.Verification.verifying': (s) => {
      expect([s.hasTag('verification'), s.hasTag('busy')]).toEqual([true, true])
      noErrors(s)
    },
    'open.checkingLink': (s) => {
      expect([s.hasTag('linkCheck'), s.hasTag('busy')]).toEqual([true, true])
      expect(s.context).toMatchObject({ resetKey: 'reset-key-link', via: 'link' })
      noErrors(s)
    },
    'open.linkCheckFailed': (s) => {
      expect([s.hasTag('linkCheck'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context.error).toEqual({ code: 'error.system.error', message: 'error.system.error', status: 503 })
    },
    'open.expired': (s) => {
      expect([s.hasTag('expired'), s.hasTag('busy')]).toEqual([true, false])
      noErrors(s)
    },
    'open.Password.editing': (s) => {
      expect([s.hasTag('password'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context.resetKey).toBe(bySms(s) ? 'reset-key-sms' : 'reset-key-link')
      fieldErrorsOnly(s, 'password', ['error.field.required', 'error.password.too_short'])
    },
    'open.Password.saving': (s) => {
      expect([s.hasTag('password'), s.hasTag('busy'), s.context.via]).toEqual([true, true, 'sms'])
      noErrors(s)
    },
    'open.Password.savingFromLink': (s) => {
      expect([s.hasTag('password'), s.hasTag('busy'), s.context.via]).toEqual([true, true, 'link'])
      noErrors(s)
    },
    'open.Complete': (s) => {
      expect([s.hasTag('complete'), s.hasTag('busy')]).toEqual([true, false])
      noErrors(s)
    },
    finished: (s) => expect(s.status).toBe('done'),
  },
})

type CallName = 'startPasswordReset' | 'verifyPasswordResetSms' | 'checkPasswordResetLink' | 'setNewPassword' | 'setNewPasswordFromEmail'
type Answer = (input: unknown) => Promise<unknown>

const started = async () => ({ smsResetKeyId: 'sms-key-1' })
const verified = async () => ({ resetKey: 'reset-key-sms' })
const validLink = async () => ({ valid: true, expiresAt: '2026-11-22T01:00:00Z' })
const saved = async (): Promise<void> => {}
const refuse = (err: unknown) => async () => Promise.reject(err)

/** A flow whose calls answer as given; it records what each call received and each page opened. */
function startFlow(answers: Partial<Record<CallName, Answer>>, langmarket = 'fi-FI') {
  const received: { call: string; input: unknown }[] = []
  const opened: unknown[] = []
  const actors = Object.fromEntries(
    Object.entries(answers).map(([call, answer]) => [call, fromPromise(async ({ input }) => (received.push({ call, input }), answer(input)))]),
  )
  const machine = passwordResetMachine.provide({ actors: actors as never, actions: { openPage: (_, page) => void opened.push(page) } })
  const actor = createActor(machine, { input: { langmarket } }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, received, opened, settled }
}

async function atVerification(answers: Partial<Record<CallName, Answer>>) {
  const flow = startFlow({ startPasswordReset: started, ...answers })
  flow.actor.send({ type: 'reset.start' })
  flow.actor.send({ type: 'email.submit', email: 'player@croupier.test' })
  await flow.settled()
  return flow
}

async function atPasswordBySms(answers: Partial<Record<CallName, Answer>>) {
  const flow = await atVerification({ verifyPasswordResetSms: verified, ...answers })
  flow.actor.send({ type: 'code.submit', smsCode: '123456' })
  await flow.settled()
  return flow
}

async function atPasswordByLink(answers: Partial<Record<CallName, Answer>>) {
  const flow = startFlow({ checkPasswordResetLink: validLink, ...answers })
  flow.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
  await flow.settled()
  return flow
}

const shown = (s: AnyMachineSnapshot) => ({ state: key(s.value), fieldErrors: s.context.fieldErrors, error: s.context.error?.code ?? null })

describe('passwordReset: e-mail step', () => {
  const cases = [
    ['a blank e-mail', '   ', saved, { state: 'open.Email.editing', fieldErrors: { email: 'error.field.required' }, error: null }],
    ['an address the platform refuses by field', 'a@b', refuse(failures.emailInvalid), { state: 'open.Email.editing', fieldErrors: { email: 'error.validation.format' }, error: null }],
    ['an address the platform refuses by code', 'a@b', refuse(failure(400, 'error.email.invalid')), { state: 'open.Email.editing', fieldErrors: { email: 'error.email.invalid' }, error: null }],
    ['too many resets', 'a@b.fi', refuse(failure(429, 'error.too.many.requests')), { state: 'open.Email.editing', fieldErrors: {}, error: 'error.too.many.requests' }],
    ['a platform that is down', 'a@b.fi', refuse(failures.serverDown), { state: 'open.Email.editing', fieldErrors: {}, error: 'error.system.error' }],
  ] as const

  for (const [name, email, answer, expected] of cases) {
    it(`explains ${name} on the e-mail step`, async () => {
      // Arrange
      const flow = startFlow({ startPasswordReset: answer })
      flow.actor.send({ type: 'reset.start' })

      // Act
      flow.actor.send({ type: 'email.submit', email })
      const after = await flow.settled()

      // Assert
      expect(shown(after)).toEqual(expected)
      expect(flow.received.length).toBe(email.trim() ? 1 : 0)
    })
  }
})

describe('passwordReset: SMS code errors (spec 001 §5)', () => {
  const onCodeField = [
    ['sms.code.invalid', failure(400, 'sms.code.invalid'), 'sms.code.invalid'],
    ['error.password.reset', failure(409, 'error.password.reset'), 'error.password.reset'],
    ['status 400 with a field error', failure(400, 'error.validation', [{ field: 'code', code: 'error.validation.pattern' }]), 'error.validation.pattern'],
    ['status 404', failure(404, 'error.player.not.found'), 'sms.code.invalid'],
    ['status 500', failure(500, 'error.system.error'), 'sms.code.invalid'],
  ] as const

  for (const [name, err, expected] of onCodeField) {
    it(`puts ${name} under the code field and keeps the player on the Verification step`, async () => {
      // Arrange
      const flow = await atVerification({ verifyPasswordResetSms: refuse(err) })

      // Act
      flow.actor.send({ type: 'code.submit', smsCode: '000000' })
      const after = await flow.settled()

      // Assert
      expect(shown(after)).toEqual({ state: 'open.Verification.editing', fieldErrors: { code: expected }, error: null })
    })
  }

  it('asks for a code before sending anything', async () => {
    const flow = await atVerification({ verifyPasswordResetSms: verified })

    flow.actor.send({ type: 'code.submit', smsCode: '  ' })

    expect(shown(flow.actor.getSnapshot())).toEqual({ state: 'open.Verification.editing', fieldErrors: { code: 'error.field.required' }, error: null })
    expect(flow.received.map((r) => r.call)).toEqual(['startPasswordReset'])
  })

  it('shows an unreachable platform as a form error, not as a wrong code', async () => {
    const flow = await atVerification({ verifyPasswordResetSms: refuse(failure(503, 'error.system.error')) })

    flow.actor.send({ type: 'code.submit', smsCode: '000000' })

    expect(shown(await flow.settled())).toEqual({ state: 'open.Verification.editing', fieldErrors: {}, error: 'error.system.error' })
  })

  it('sends the player back to the e-mail step after too many wrong codes', async () => {
    const flow = await atVerification({ verifyPasswordResetSms: refuse(failures.tooManyCodes) })

    flow.actor.send({ type: 'code.submit', smsCode: '000000' })

    expect(shown(await flow.settled())).toEqual({ state: 'open.Email.editing', fieldErrors: {}, error: 'sms.max.attempts.reached' })
  })

  it('clears the code error once a right code is accepted and sends its key with the new password', async () => {
    // Arrange
    let attempt = 0
    const flow = await atVerification({
      verifyPasswordResetSms: async () => (++attempt === 1 ? Promise.reject(failures.wrongCode) : { resetKey: 'reset-key-sms' }),
      setNewPassword: saved,
    })

    // Act
    flow.actor.send({ type: 'code.submit', smsCode: '111111' })
    const wrong = await flow.settled()
    flow.actor.send({ type: 'code.submit', smsCode: ' 654321 ' })
    await flow.settled()
    flow.actor.send({ type: 'password.submit', password: 'N3w-password!' })
    const complete = await flow.settled()

    // Assert
    expect(shown(wrong).fieldErrors).toEqual({ code: 'sms.code.invalid' })
    expect(shown(complete)).toEqual({ state: 'open.Complete', fieldErrors: {}, error: null })
    expect(flow.received.slice(2)).toEqual([
      { call: 'verifyPasswordResetSms', input: { smsResetKeyId: 'sms-key-1', code: '654321' } },
      { call: 'setNewPassword', input: { resetKey: 'reset-key-sms', password: 'N3w-password!' } },
    ])
  })
})

describe('passwordReset: new password', () => {
  it('shows the platform password rule under the password field, from the field error or the error code', async () => {
    const verdicts = [failure(400, 'error.validation', [{ field: 'password', code: 'error.validation.size' }]), failure(400, 'error.password.too_weak')]
    const seen: unknown[] = []
    for (const verdict of verdicts) {
      const flow = await atPasswordByLink({ setNewPasswordFromEmail: refuse(verdict) })
      flow.actor.send({ type: 'password.submit', password: 'x'.repeat(129) })
      seen.push(shown(await flow.settled()))
    }
    expect(seen).toEqual([
      { state: 'open.Password.editing', fieldErrors: { password: 'error.validation.size' }, error: null },
      { state: 'open.Password.editing', fieldErrors: { password: 'error.password.too_weak' }, error: null },
    ])
  })

  it('asks for a password before sending anything', async () => {
    const flow = await atPasswordBySms({ setNewPassword: saved })

    flow.actor.send({ type: 'password.submit', password: '' })

    expect(shown(flow.actor.getSnapshot())).toEqual({ state: 'open.Password.editing', fieldErrors: { password: 'error.field.required' }, error: null })
    expect(flow.received.map((r) => r.call)).not.toContain('setNewPassword')
  })

  it('ends on the expired page when the key was used or expired meanwhile', async () => {
    const flow = await atPasswordBySms({ setNewPassword: refuse(failures.keyRefused) })

    flow.actor.send({ type: 'password.submit', password: 'N3w-password!' })

    expect(shown(await flow.settled())).toEqual({ state: 'open.expired', fieldErrors: {}, error: null })
  })

  it('keeps the player on the password step with a form error when the platform fails', async () => {
    const flow = await atPasswordBySms({ setNewPassword: refuse(failures.offline) })

    flow.actor.send({ type: 'password.submit', password: 'N3w-password!' })

    expect(shown(await flow.settled())).toEqual({ state: 'open.Password.editing', fieldErrors: {}, error: 'error.unknown' })
  })

  it('goes back from the password to the code and forgets the key the code gave', async () => {
    const flow = await atPasswordBySms({})

    flow.actor.send({ type: 'step.back' })

    expect(flow.actor.getSnapshot().context).toMatchObject({ resetKey: '', via: null, smsResetKeyId: 'sms-key-1' })
    expect(key(flow.actor.getSnapshot().value)).toBe('open.Verification.editing')
  })

  it('clears a refused password\'s message when the player goes back to the code', async () => {
    const flow = await atPasswordBySms({ setNewPassword: refuse(failures.tooShort) })
    flow.actor.send({ type: 'password.submit', password: 'short' })
    await flow.settled()

    flow.actor.send({ type: 'step.back' })

    expect(shown(flow.actor.getSnapshot())).toEqual({ state: 'open.Verification.editing', fieldErrors: {}, error: null })
  })

  it('goes back from the code to the e-mail, keeping the address to correct', async () => {
    const flow = await atVerification({ verifyPasswordResetSms: refuse(failures.wrongCode) })
    flow.actor.send({ type: 'code.submit', smsCode: '000000' })
    await flow.settled()

    flow.actor.send({ type: 'step.back' })

    expect(shown(flow.actor.getSnapshot())).toEqual({ state: 'open.Email.editing', fieldErrors: {}, error: null })
    expect(flow.actor.getSnapshot().context.email).toBe('player@croupier.test')
  })
})

describe('passwordReset: the e-mailed link', () => {
  it('offers no way back from a password step reached by the link', async () => {
    const flow = await atPasswordByLink({})

    expect(flow.actor.getSnapshot().can({ type: 'step.back' })).toBe(false)
  })

  it('checks the same link again when the player retries after the platform failed', async () => {
    // Arrange
    let attempt = 0
    const flow = startFlow({ checkPasswordResetLink: async () => (++attempt === 1 ? Promise.reject(failures.serverDown) : validLink()) })
    flow.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
    const failed = await flow.settled()

    // Act
    flow.actor.send({ type: 'link.retry' })
    const retried = await flow.settled()

    // Assert
    expect(shown(failed)).toEqual({ state: 'open.linkCheckFailed', fieldErrors: {}, error: 'error.system.error' })
    expect(shown(retried)).toEqual({ state: 'open.Password.editing', fieldErrors: {}, error: null })
    expect(flow.received).toEqual([
      { call: 'checkPasswordResetLink', input: { resetKey: 'reset-key-link' } },
      { call: 'checkPasswordResetLink', input: { resetKey: 'reset-key-link' } },
    ])
  })

  for (const [from, answer] of [
    ['expired', async () => ({ valid: false, expiresAt: '2026-11-21T01:00:00Z' })],
    ['linkCheckFailed', refuse(failures.serverDown)],
  ] as const) {
    it(`starts a new reset from the e-mail step, forgetting the link (from ${from})`, async () => {
      const flow = startFlow({ checkPasswordResetLink: answer })
      flow.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
      expect(key((await flow.settled()).value)).toBe(`open.${from}`)

      flow.actor.send({ type: 'reset.restart' })

      expect(shown(flow.actor.getSnapshot())).toEqual({ state: 'open.Email.editing', fieldErrors: {}, error: null })
      expect(flow.actor.getSnapshot().context).toMatchObject({ resetKey: '', via: null })
    })
  }
})

describe('passwordReset: the end of the flow', () => {
  it('opens its own home page once, for two flows side by side', async () => {
    // Arrange
    const flows = [startFlow({ setNewPasswordFromEmail: saved, checkPasswordResetLink: validLink }, 'fi-FI'), startFlow({ setNewPasswordFromEmail: saved, checkPasswordResetLink: validLink }, 'en-NO')]

    // Act
    for (const flow of flows) {
      flow.actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
      await flow.settled()
      flow.actor.send({ type: 'password.submit', password: 'N3w-password!' })
      await flow.settled()
      flow.actor.send({ type: 'reset.finish' })
    }

    // Assert
    expect(flows.map((flow) => flow.opened)).toEqual([[{ href: '/fi-FI', replace: true }], [{ href: '/en-NO', replace: true }]])
    expect(flows.map((flow) => flow.actor.getSnapshot().status)).toEqual(['done', 'done'])
  })

  it('ignores a second link or start while the form is open', () => {
    const flow = startFlow({ startPasswordReset: started })
    flow.actor.send({ type: 'reset.start' })

    flow.actor.send({ type: 'reset.linkOpened', resetKey: 'other' })

    expect(key(flow.actor.getSnapshot().value)).toBe('open.Email.editing')
    expect(flow.actor.getSnapshot().context.resetKey).toBe('')
  })
})

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
      { numRuns: 60 },
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
      { numRuns: 60 },
    )
  })
})

describe('passwordReset: the statechart a compliance reviewer reads', () => {
  it('says in words what every state and every transition means', () => {
    const undescribed = [
      ...stateNodesOf(passwordResetMachine).filter((node) => !node.description?.trim()).map((node) => `state ${node.id}`),
      ...transitionsOf(passwordResetMachine).filter((t) => !t.description?.trim()).map((t) => `transition ${t.key}`),
    ]
    expect(undescribed).toEqual([])
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
