/**
 * The sign-up forms hear every problem with what was typed in one answer: a body the contract's
 * schema refuses also carries the handler's own rules that need only the body (e-mail, password,
 * the terms box, the profile's names, birth date and postal code), each field once, the schema's
 * error first (docs/decisions.md). Its own platform, so these calls do not spend the sign-up rate
 * limit of registration.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, captcha, profile, signUp } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(async () => platform?.close())

const fieldsAndCodes = (errors: { field: string; code: string }[]) => errors.map((e) => [e.field, e.code])

describe('registerPlayer', () => {
  const register = (body: unknown) => call(platform, 'POST', '/api/v1/player/registration', { body, headers: captcha })

  it("adds its own rules to the schema's refusal, each field once, so the form hears every problem at once", async () => {
    const answer = await register(signUp({ email: 'not-an-email', password: 'abc', phoneBody: '12' }))
    expect([answer.status, answer.body.code]).toEqual([400, 'error.validation'])
    expect(fieldsAndCodes(answer.body.errors)).toEqual([
      ['phoneBody', 'error.validation.pattern'],
      ['email', 'error.email.invalid'],
      ['password', 'error.password.too_short'],
    ])
    expect(answer.body.errors[1]).toEqual({ objectName: 'registration', field: 'email', rejectedValue: 'not-an-email', status: 400, message: 'Not a valid e-mail address.', code: 'error.email.invalid' })
    expect(JSON.stringify(answer.body)).not.toContain('"abc"')
  })

  it('reports an unticked terms box with the empty fields, the schema saying "required" for those', async () => {
    const answer = await register(signUp({ email: '', password: '', phoneBody: '', termsAndConditions: false }))
    expect(fieldsAndCodes(answer.body.errors)).toEqual([
      ['email', 'error.validation.required'],
      ['password', 'error.validation.required'],
      ['phoneBody', 'error.validation.required'],
      ['termsAndConditions', 'error.terms.not_accepted'],
    ])
  })

  it('reads only fields of the expected type when the schema refused the body', async () => {
    const answer = await register(signUp({ email: 42, password: ['abc'], termsAndConditions: 'yes' }))
    expect(fieldsAndCodes(answer.body.errors)).toEqual([
      ['email', 'error.validation.type'],
      ['password', 'error.validation.type'],
      ['termsAndConditions', 'error.validation.type'],
    ])
  })
})

describe('updateRegistrationProfile', () => {
  it("adds the name, date-of-birth and postal-code rules to the schema's refusal of the ContactInfo step", async () => {
    const { playerId } = (await call(platform, 'POST', '/api/v1/player/registration', { body: signUp(), headers: captcha })).body
    const answer = await call(platform, 'PUT', '/api/v1/player/registration', {
      body: profile(playerId, { firstName: 'N0ra', lastName: '', dateOfBirth: '2026-02-31', postalCode: '!!' }),
      headers: captcha,
    })
    expect([answer.status, answer.body.code]).toEqual([400, 'error.validation'])
    expect(fieldsAndCodes(answer.body.errors)).toEqual([
      ['lastName', 'error.validation.required'],
      ['dateOfBirth', 'error.validation.format'],
      ['firstName', 'error.name.invalid'],
      ['postalCode', 'error.postal_code.invalid'],
    ])
  })
})

describe('updatePayNPlayPlayer', () => {
  // The schema refuses before any Pay N Play session is read, so none is needed.
  it("adds the e-mail and terms rules to the schema's refusal of the sign-up form", async () => {
    const answer = await call(platform, 'POST', '/api/v1/paynplay/player/update', {
      body: { sessionId: 'any', email: 'not-an-email', phonePrefix: '+358', phoneBody: '12', termsAndConditions: false, marketingOptIn: false, termsAndConditionsAcceptedVersion: '2' },
    })
    expect([answer.status, answer.body.code]).toEqual([400, 'error.validation'])
    expect(answer.body.errors.map((e: { objectName: string; field: string; code: string }) => [e.objectName, e.field, e.code])).toEqual([
      ['updatePayNPlayPlayer', 'phoneBody', 'error.validation.pattern'],
      ['payNPlayPlayer', 'email', 'error.email.invalid'],
      ['payNPlayPlayer', 'termsAndConditions', 'error.terms.not_accepted'],
    ])
  })
})
