import { describe, expect, it } from 'vitest'
import { codeFailure, registrationFailure } from './registrationErrors'
import { failure, failures } from './registration.fixtures'

describe('registration errors (spec 001 §8, registration rows)', () => {
  it.each([
    ['a network error with no status', failures.network, { kind: 'form', code: 'error.country.blocked', fieldErrors: {} }],
    ['a 400 without field details', failures.unhandled, { kind: 'form', code: 'error.signup.unhandled', fieldErrors: {} }],
    ['a 403 explicit deny', failures.captcha, { kind: 'form', code: 'error.captcha.validation', fieldErrors: {} }],
    ['a 403 explicit deny without a catalogue code', failure(403, 'error.unknown', [], 'User is not authorized: explicit deny'), { kind: 'form', code: 'error.captcha.validation', fieldErrors: {} }],
    ['a 403 invalid phone code', failures.vonage, { kind: 'form', code: 'error.vonage.validation', fieldErrors: {} }],
    ['a 403 whose message names the phone code', failure(403, 'error.unknown', [], 'Invalid phone code'), { kind: 'form', code: 'error.vonage.validation', fieldErrors: {} }],
    ['a 500', failures.system, { kind: 'form', code: 'error.system.error', fieldErrors: {} }],
    ['a 502 from a proxy', failure(502, 'error.system.error'), { kind: 'form', code: 'error.system.error', fieldErrors: {} }],
    ['the duplicate code', failures.duplicate, { kind: 'duplicate' }],
    ['error.cpf.duplicate_found', failures.cpf, { kind: 'form', code: null, fieldErrors: { cpf: 'error.cpf.duplicate_found' } }],
    ['error.vonage.phone.invalid', failures.phoneInvalid, { kind: 'form', code: null, fieldErrors: { phoneBody: 'error.vonage.phone.invalid' } }],
    ['field errors', failures.fields, { kind: 'form', code: null, fieldErrors: { email: 'error.email.invalid', password: 'error.password.too_weak' } }],
  ])('maps %s', (_, error, expected) => {
    expect(registrationFailure(error)).toEqual(expected)
  })

  it('keeps every field error when the answer is named after the first one (a phone code first)', () => {
    const error = failure(400, 'error.vonage.phone.invalid', [
      { field: 'phoneBody', code: 'error.vonage.phone.invalid' },
      { field: 'password', code: 'error.password.too_short' },
    ])

    expect(registrationFailure(error)).toEqual({
      kind: 'form',
      code: null,
      fieldErrors: { phoneBody: 'error.vonage.phone.invalid', password: 'error.password.too_short' },
    })
  })

  it('keeps the first error of a field and ignores fields no form shows', () => {
    const error = failure(400, 'error.validation', [
      { field: 'email', code: 'error.email.invalid' },
      { field: 'email', code: 'error.email.taken' },
      { field: 'referrer', code: 'error.unknown.field' },
    ])

    expect(registrationFailure(error)).toEqual({ kind: 'form', code: null, fieldErrors: { email: 'error.email.invalid' } })
  })

  it.each([
    ['sms.code.invalid', failures.codeInvalid, { kind: 'field', code: 'sms.code.invalid' }],
    ['error.password.reset', failure(400, 'error.password.reset'), { kind: 'field', code: 'error.password.reset' }],
    ['a 404 without a code', failure(404, 'error.unknown'), { kind: 'field', code: 'sms.code.invalid' }],
    ['a 500 without a code', failure(500, 'error.unknown'), { kind: 'field', code: 'error.system.error' }],
    ['no answer at all', failures.network, { kind: 'field', code: 'error.country.blocked' }],
    ['sms.max.attempts.reached', failures.smsMaxAttempts, { kind: 'maxAttempts' }],
  ])('maps a code failure: %s', (_, error, expected) => {
    expect(codeFailure(error)).toEqual(expected)
  })
})
