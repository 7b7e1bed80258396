import { describe, expect, it } from 'vitest'
import { failure, failures, key } from './passwordReset.fixtures'
import { atPasswordByLink, atPasswordBySms, atVerification, refuse, saved, shown, startFlow, started, validLink, verified } from './startFlow.fixtures'

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

  it('clears the last message when the player sends a corrected e-mail', async () => {
    // Arrange
    let attempt = 0
    const flow = startFlow({ startPasswordReset: async () => (++attempt === 1 ? Promise.reject(failures.serverDown) : new Promise(() => {})) })
    flow.actor.send({ type: 'reset.start' })
    flow.actor.send({ type: 'email.submit', email: 'player@croupier.test' })
    await flow.settled()

    // Act
    flow.actor.send({ type: 'email.submit', email: 'player@croupier.test' })

    // Assert
    expect(shown(flow.actor.getSnapshot())).toEqual({ state: 'open.Email.sending', fieldErrors: {}, error: null })
  })
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
