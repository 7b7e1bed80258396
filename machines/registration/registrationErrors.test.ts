import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { codeFailure, registrationFailure, type RegistrationField } from './registrationErrors'
import { failure, failures } from './registration.fixtures'

describe('registration errors (spec 001 §8, registration rows)', () => {
  it.each([
    ['a network error with no status', failures.network, { kind: 'form', code: 'error.country.blocked', fieldErrors: {} }],
    ['a 400 without field details', failures.unhandled, { kind: 'form', code: 'error.signup.unhandled', fieldErrors: {} }],
    ['a 403 explicit deny', failures.captcha, { kind: 'form', code: 'error.captcha.validation', fieldErrors: {} }],
    ['a 403 explicit deny without a catalogue code', failure(403, 'error.unknown', [], 'User is not authorized: explicit deny'), { kind: 'form', code: 'error.captcha.validation', fieldErrors: {} }],
    ['a 403 invalid phone code', failures.vonage, { kind: 'form', code: 'error.vonage.validation', fieldErrors: {} }],
    ['a 403 with the phone-code catalogue code', failure(403, 'error.vonage.validation', [], 'Forbidden'), { kind: 'form', code: 'error.vonage.validation', fieldErrors: {} }],
    ['an answer whose fields are not the API error shape', { status: '500', code: 5, message: null, fieldErrors: 'x' }, { kind: 'form', code: 'error.country.blocked', fieldErrors: {} }],
    ['a bare 400 that is not an ApiCallError', { status: 400, code: 'error.validation' }, { kind: 'form', code: 'error.signup.unhandled', fieldErrors: {} }],
    ['a bare 403 without a message', { status: 403 }, { kind: 'form', code: 'error.captcha.validation', fieldErrors: {} }],
    ['a 403 whose message names the phone code', failure(403, 'error.unknown', [], 'Invalid phone code'), { kind: 'form', code: 'error.vonage.validation', fieldErrors: {} }],
    ['a 500', failures.system, { kind: 'form', code: 'error.system.error', fieldErrors: {} }],
    ['a 502 from a proxy', failure(502, 'error.system.error'), { kind: 'form', code: 'error.system.error', fieldErrors: {} }],
    ['the duplicate code', failures.duplicate, { kind: 'duplicate' }],
    ['error.cpf.duplicate_found (no sign-up field shows the CPF)', failures.cpf, { kind: 'form', code: 'error.cpf.duplicate_found', fieldErrors: {} }],
    ['error.vonage.phone.invalid', failures.phoneInvalid, { kind: 'form', code: null, fieldErrors: { phoneBody: 'error.vonage.phone.invalid' } }],
    ['field errors', failures.fields, { kind: 'form', code: null, fieldErrors: { email: 'error.email.invalid', password: 'error.password.too_weak' } }],
  ])('maps %s', (_, error, expected) => {
    expect(registrationFailure(error, 'Details')).toEqual(expected)
  })

  it('shows a refused phone number on the number-change form during verification, and a refused name as the Details form error', () => {
    expect(registrationFailure(failures.phoneInvalid, 'Verification')).toEqual({ kind: 'form', code: null, fieldErrors: { phoneBody: 'error.vonage.phone.invalid' } })
    expect(registrationFailure(failure(400, 'error.name.invalid', [{ field: 'firstName', code: 'error.name.invalid' }]), 'Details')).toEqual({
      kind: 'form',
      code: 'error.name.invalid',
      fieldErrors: {},
    })
  })

  it('keeps every field error when the answer is named after the first one (a phone code first)', () => {
    const error = failure(400, 'error.vonage.phone.invalid', [
      { field: 'phoneBody', code: 'error.vonage.phone.invalid' },
      { field: 'password', code: 'error.password.too_short' },
    ])

    expect(registrationFailure(error, 'Details')).toEqual({
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

    expect(registrationFailure(error, 'Details')).toEqual({ kind: 'form', code: null, fieldErrors: { email: 'error.email.invalid' } })
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

describe('registration errors, for any answer', () => {
  const steps = fc.constantFrom('Details', 'ContactInfo', 'Verification' as const)
  // The fields each step's form shows, read off the forms (DetailsStep, ContactInfoStep, the number change).
  const shownOn = {
    Details: ['email', 'password', 'phonePrefix', 'phoneBody', 'countryCode', 'termsAndConditions'],
    ContactInfo: ['firstName', 'lastName', 'dateOfBirth', 'postalCode'],
    Verification: ['phonePrefix', 'phoneBody'],
  } as const
  const knownFields = [...new Set(Object.values(shownOn).flat())]
  const field = fc.oneof(fc.constantFrom(...knownFields, 'cpf', 'code'), fc.string())
  const code = fc.string({ minLength: 1 }).map((c) => `error.${c}`)
  const fieldErrorList = fc.array(fc.record({ field, code }), { maxLength: 8 })

  it('never throws, whatever was thrown', () => {
    fc.assert(
      fc.property(fc.anything(), steps, (thrown, step) => {
        expect(['form', 'duplicate']).toContain(registrationFailure(thrown, step).kind)
        expect(['field', 'maxAttempts']).toContain(codeFailure(thrown).kind)
      }),
    )
  })

  it('puts each field error on its field when the step shows it, the first one per field, and otherwise on the form', () => {
    fc.assert(
      fc.property(fieldErrorList, steps, fc.constantFrom(400, 409, 422), (list, step, status) => {
        const failure = registrationFailure(failure400(status, list), step)
        if (failure.kind !== 'form') throw new Error('a field error list is not a duplicate')
        const shown = list.filter((e) => (shownOn[step] as readonly string[]).includes(e.field))
        // Every field the step shows gets the first code the platform gave it; nothing else is a field error.
        const expected = Object.fromEntries([...shown].reverse().map((e) => [e.field as RegistrationField, e.code]))
        expect(failure.fieldErrors).toEqual(expected)
        // An error no field of this step can show is never lost: it becomes the form's message.
        if (shown.length === 0 && list.length > 0) expect(failure.code).toBe(list[0]!.code)
        if (shown.length > 0) expect(failure.code).toBeNull()
      }),
    )
  })
})

function failure400(status: number, list: { field: string; code: string }[]) {
  return failure(status, list[0]?.code ?? 'error.validation', list)
}
