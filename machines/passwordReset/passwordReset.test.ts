import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { passwordResetMachine } from './passwordReset.machine'

const failure = (status: number, code: string, errors: { field: string; code: string }[] = []) =>
  new ApiCallError(status, {
    status,
    code,
    message: code,
    errors: errors.map((e) => ({ objectName: 'passwordReset', status, message: e.code, ...e })),
  })

const failures = {
  network: new TypeError('Failed to fetch'),
  unavailable: failure(503, 'error.system.error'),
  emailInvalid: failure(400, 'error.validation', [{ field: 'email', code: 'error.validation.format' }]),
  codeInvalid: failure(400, 'sms.code.invalid'),
  maxAttempts: failure(429, 'sms.max.attempts.reached'),
  resetRefused: failure(404, 'error.password.reset'),
  tooShort: failure(400, 'error.password.too_short', [{ field: 'password', code: 'error.password.too_short' }]),
}

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err })

const stepEvents = [
  { type: 'reset.close' },
  { type: 'reset.restart' },
  { type: 'reset.finish' },
  { type: 'link.retry' },
  { type: 'step.back' },
]

function eventsFor(s: AnyMachineSnapshot) {
  if (s.matches({ open: { Email: 'sending' } }))
    return [
      done('startPasswordReset', { smsResetKeyId: 'sms-key-1' }),
      error('startPasswordReset', failures.emailInvalid),
      error('startPasswordReset', failures.unavailable),
    ]
  if (s.matches({ open: { Verification: 'verifying' } }))
    return [
      done('verifyPasswordResetSms', { resetKey: 'reset-key-sms' }),
      error('verifyPasswordResetSms', failures.codeInvalid),
      error('verifyPasswordResetSms', failures.maxAttempts),
      error('verifyPasswordResetSms', failures.network),
      { type: 'reset.close' },
    ]
  if (s.matches({ open: 'checkingLink' }))
    return [
      done('checkPasswordResetLink', { valid: true, expiresAt: '2026-11-22T01:00:00Z' }),
      done('checkPasswordResetLink', { valid: false, expiresAt: '2026-11-21T01:00:00Z' }),
      error('checkPasswordResetLink', failures.resetRefused),
      error('checkPasswordResetLink', failures.unavailable),
    ]
  for (const id of ['saving', 'savingFromLink'] as const) {
    const actor = id === 'saving' ? 'setNewPassword' : 'setNewPasswordFromEmail'
    if (s.matches({ open: { Password: id } }))
      return [
        done(actor),
        error(actor, failures.tooShort),
        error(actor, failures.resetRefused),
        error(actor, failures.unavailable),
      ]
  }
  return [
    { type: 'reset.start' },
    { type: 'reset.linkOpened', resetKey: 'reset-key-link' },
    { type: 'email.submit', email: ' player@croupier.test ' },
    { type: 'email.submit', email: '  ' },
    { type: 'code.submit', smsCode: '123456' },
    { type: 'code.submit', smsCode: '' },
    { type: 'password.submit', password: 'N3w-password!' },
    { type: 'password.submit', password: '' },
    ...stepEvents,
  ]
}

describeModel('passwordReset', passwordResetMachine, {
  // xstate/graph's simple paths pair some paths with another vertex's steps once a context
  // value (`via`) decides a guard further on; the transition-keyed shortest paths already reach
  // every state and transition, and do so correctly.
  pathGenerators: ['shortest'],
  events: eventsFor,
  states: {
    closed: (s) => {
      expect(s.hasTag('open')).toBe(false)
      expect(s.context).toMatchObject({ email: '', resetKey: null, smsResetKeyId: null })
    },
    'open.Verification': (s) => {
      expect(s.hasTag('verification')).toBe(true)
      expect(s.context.smsResetKeyId).toBe('sms-key-1')
      expect(s.context.email).toBe('player@croupier.test')
    },
    'open.Password': (s) => {
      expect(s.hasTag('password')).toBe(true)
      expect(s.context.resetKey).toBe(s.context.via === 'sms' ? 'reset-key-sms' : 'reset-key-link')
    },
    'open.expired': (s) => expect(s.can({ type: 'password.submit', password: 'x' })).toBe(false),
    finished: (s) => {
      expect(s.status).toBe('done')
      expect(s.output).toEqual({ destination: 'home' })
    },
  },
})

type Outcome = () => Promise<unknown>

const validLink: { valid: boolean; expiresAt: string } = { valid: true, expiresAt: '2026-11-22T01:00:00Z' }

function startAtVerification(verify: Outcome) {
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        startPasswordReset: fromPromise(async () => ({ smsResetKeyId: 'sms-key-1' })),
        verifyPasswordResetSms: fromPromise(verify as () => Promise<{ resetKey: string }>),
      },
    }),
  ).start()
  actor.send({ type: 'reset.start' })
  actor.send({ type: 'email.submit', email: 'player@croupier.test' })
  return actor
}

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
      const actor = startAtVerification(async () => Promise.reject(err))
      await waitFor(actor, (s) => s.matches({ open: { Verification: 'editing' } }))

      // Act
      actor.send({ type: 'code.submit', smsCode: '000000' })
      const after = await waitFor(actor, (s) => !s.hasTag('busy'))

      // Assert
      expect(after.value).toEqual({ open: { Verification: 'editing' } })
      expect(after.context.fieldErrors).toEqual({ code: expected })
      expect(after.context.error).toBeNull()
    })
  }

  it('shows an unreachable platform as a form error, not as a wrong code', async () => {
    const actor = startAtVerification(async () => Promise.reject(failure(503, 'error.system.error')))
    await waitFor(actor, (s) => s.matches({ open: { Verification: 'editing' } }))

    actor.send({ type: 'code.submit', smsCode: '000000' })
    const after = await waitFor(actor, (s) => !s.hasTag('busy'))

    expect(after.context.fieldErrors).toEqual({})
    expect(after.context.error).toMatchObject({ code: 'error.system.error', status: 503 })
  })

  it('sends the player back to the e-mail step after too many wrong codes', async () => {
    const actor = startAtVerification(async () => Promise.reject(failure(429, 'sms.max.attempts.reached')))
    await waitFor(actor, (s) => s.matches({ open: { Verification: 'editing' } }))

    actor.send({ type: 'code.submit', smsCode: '000000' })
    const after = await waitFor(actor, (s) => !s.hasTag('busy'))

    expect(after.value).toEqual({ open: { Email: 'editing' } })
    expect(after.context.error?.code).toBe('sms.max.attempts.reached')
  })

  it('clears the code error once a right code is accepted and sends the key with the new password', async () => {
    // Arrange
    let attempt = 0
    let sentToPlatform: unknown
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          startPasswordReset: fromPromise(async () => ({ smsResetKeyId: 'sms-key-1' })),
          verifyPasswordResetSms: fromPromise(async ({ input }) => {
            attempt++
            if (attempt === 1) throw failure(400, 'sms.code.invalid')
            expect(input).toEqual({ smsResetKeyId: 'sms-key-1', code: '654321' })
            return { resetKey: 'reset-key-sms' }
          }),
          setNewPassword: fromPromise(async ({ input }) => {
            sentToPlatform = input
          }),
        },
      }),
    ).start()
    actor.send({ type: 'reset.start' })
    actor.send({ type: 'email.submit', email: 'player@croupier.test' })
    await waitFor(actor, (s) => s.matches({ open: { Verification: 'editing' } }))

    // Act
    actor.send({ type: 'code.submit', smsCode: '111111' })
    const wrong = await waitFor(actor, (s) => !s.hasTag('busy'))
    actor.send({ type: 'code.submit', smsCode: ' 654321 ' })
    await waitFor(actor, (s) => s.hasTag('password'))
    actor.send({ type: 'password.submit', password: 'N3w-password!' })
    const complete = await waitFor(actor, (s) => s.hasTag('complete'))

    // Assert
    expect(wrong.context.fieldErrors).toEqual({ code: 'sms.code.invalid' })
    expect(complete.context.fieldErrors).toEqual({})
    expect(sentToPlatform).toEqual({ resetKey: 'reset-key-sms', password: 'N3w-password!' })
  })
})

describe('passwordReset: new password and link', () => {
  it('shows the platform password rule under the password field, from the field error or the error code', async () => {
    const verdicts = [
      failure(400, 'error.validation', [{ field: 'password', code: 'error.validation.size' }]),
      failure(400, 'error.password.too_weak'),
    ]
    const seen: unknown[] = []
    for (const verdict of verdicts) {
      const actor = createActor(
        passwordResetMachine.provide({
          actors: {
            checkPasswordResetLink: fromPromise(async () => validLink),
            setNewPasswordFromEmail: fromPromise(async () => Promise.reject(verdict)),
          },
        }),
      ).start()
      actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
      await waitFor(actor, (s) => s.matches({ open: { Password: 'editing' } }))
      actor.send({ type: 'password.submit', password: 'x'.repeat(129) })
      seen.push((await waitFor(actor, (s) => !s.hasTag('busy'))).context.fieldErrors)
    }
    expect(seen).toEqual([{ password: 'error.validation.size' }, { password: 'error.password.too_weak' }])
  })

  it('offers no way back from a password step reached by the e-mailed link', async () => {
    const actor = createActor(
      passwordResetMachine.provide({
        actors: { checkPasswordResetLink: fromPromise(async () => validLink) },
      }),
    ).start()
    actor.send({ type: 'reset.linkOpened', resetKey: 'reset-key-link' })
    const atPassword = await waitFor(actor, (s) => s.hasTag('password'))

    expect(atPassword.can({ type: 'step.back' })).toBe(false)
  })
})
