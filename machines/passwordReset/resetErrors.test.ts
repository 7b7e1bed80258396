import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { codeFieldError, fieldErrorFrom, formError, isCodeFieldError, isMaxAttempts, isResetKeyRefused } from './resetErrors'

const knownCodes = [
  'sms.code.invalid',
  'error.password.reset',
  'sms.max.attempts.reached',
  'error.email.invalid',
  'error.password.too_short',
  'error.password.too_long',
  'error.password.too_weak',
  'error.validation',
  'error.system.error',
]
const fields = ['email', 'code', 'password'] as const

/** A failed call as src/api throws it: any status, a known or unknown code, any field errors. */
const apiFailure = fc
  .record({
    status: fc.integer({ min: 100, max: 599 }),
    code: fc.oneof(fc.constantFrom(...knownCodes), fc.string()),
    errors: fc.array(fc.record({ field: fc.constantFrom(...fields, 'phoneBody'), code: fc.oneof(fc.constantFrom(...knownCodes), fc.string()) }), { maxLength: 3 }),
  })
  .map(({ status, code, errors }) => new ApiCallError(status, { status, code, message: code, errors: errors.map((e) => ({ ...e, objectName: 'passwordReset', status, message: e.code })) }))

const failure404 = (code: string) => new ApiCallError(404, { status: 404, code, message: code })

/** Anything a call can reject with: the call error, a network TypeError, or any value at all. */
const anyFailure = fc.oneof(apiFailure, fc.string().map((m) => new TypeError(m)), fc.anything())

describe('reset errors: any failure maps to a field or a form message', () => {
  it('never throws and always gives a message key the view can look up', () => {
    fc.assert(
      fc.property(anyFailure, (failure) => {
        expect(codeFieldError(failure)).toMatch(/\S/)
        const shown = formError(failure)
        expect(shown.code).toMatch(/\S/)
        expect(typeof shown.message).toBe('string')
        for (const field of fields) {
          const code = fieldErrorFrom(failure, field)
          if (code !== null) expect(typeof code).toBe('string')
        }
        for (const guard of [isCodeFieldError, isMaxAttempts, isResetKeyRefused]) expect(typeof guard(failure)).toBe('boolean')
      }),
    )
  })

  it('puts a FieldError under the field it names, and nowhere else', () => {
    fc.assert(
      fc.property(apiFailure, fc.constantFrom(...fields), (failure, field) => {
        const named = failure.fieldErrors.find((e) => e.field === field && e.code.trim() !== '')
        const verdict = fieldErrorFrom(failure, field)
        if (named) expect(verdict).toBe(named.code)
        else expect(verdict === null || verdict === failure.code).toBe(true)
      }),
    )
  })

  it('puts a catalogue code under its own field only: an e-mail code never under the password, or the reverse', () => {
    const onField = { 'error.email.invalid': 'email', 'error.password.too_short': 'password', 'error.password.too_long': 'password', 'error.password.too_weak': 'password' } as const
    for (const [code, field] of Object.entries(onField)) {
      const failure = new ApiCallError(400, { status: 400, code, message: code })
      expect(fields.map((f) => fieldErrorFrom(failure, f))).toEqual(fields.map((f) => (f === field ? code : null)))
    }
    expect(fieldErrorFrom(new ApiCallError(400, { status: 400, code: 'error.validation', message: 'x' }), 'password')).toBeNull()
  })

  it('takes the code field from spec 001 §5: two codes, or status 400, 404 or 500', () => {
    fc.assert(
      fc.property(apiFailure, (failure) => {
        const expected = ['sms.code.invalid', 'error.password.reset'].includes(failure.code) || [400, 404, 500].includes(failure.status)
        expect(isCodeFieldError(failure)).toBe(expected)
      }),
    )
    expect(isCodeFieldError(new TypeError('Failed to fetch'))).toBe(false)
  })

  it('names the platform field code under the code field, else the catalogue code, else the generic one', () => {
    const named = new ApiCallError(400, { status: 400, code: 'error.validation', message: 'x', errors: [{ objectName: 'r', field: 'code', code: 'error.validation.pattern', message: 'x', status: 400 }] })
    expect(codeFieldError(named)).toBe('error.validation.pattern')
    expect(codeFieldError(new ApiCallError(409, { status: 409, code: 'error.password.reset', message: 'x' }))).toBe('error.password.reset')
    expect(codeFieldError(new ApiCallError(500, { status: 500, code: 'error.system.error', message: 'x' }))).toBe('sms.code.invalid')
  })

  it('knows a refused reset key by its code or by status 404, and too many codes by its code alone', () => {
    expect([failure404('error.not.found'), failure404('error.password.reset')].map(isResetKeyRefused)).toEqual([true, true])
    expect(isResetKeyRefused(new ApiCallError(410, { status: 410, code: 'error.gone', message: 'x' }))).toBe(false)
    fc.assert(
      fc.property(apiFailure, (failure) => {
        expect(isResetKeyRefused(failure)).toBe(failure.code === 'error.password.reset' || failure.status === 404)
        expect(isMaxAttempts(failure)).toBe(failure.code === 'sms.max.attempts.reached')
      }),
    )
  })

  it('never leaves a field or the form marked with a blank message, nor takes another field\'s error', () => {
    const withField = (field: string, code: string) =>
      new ApiCallError(400, { status: 400, code: 'error.validation', message: 'x', errors: [{ objectName: 'r', field, code, message: 'x', status: 400 }] })
    expect(codeFieldError(withField('code', '  '))).toBe('sms.code.invalid')
    expect(codeFieldError(withField('smsResetKeyId', 'error.validation.size'))).toBe('sms.code.invalid')
    expect(fieldErrorFrom(withField('password', ' '), 'password')).toBeNull()
    expect(formError(new ApiCallError(400, { status: 400, code: ' ', message: 'x' }))).toEqual({ code: 'error.unknown', message: 'x', status: 400 })
  })
})
