import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { commonPasswordCount } from './passwords.ts'
import { call, captcha, profile, rowCounts, signUp } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(async () => platform?.close())

const register = (body: unknown, headers: Record<string, string> = captcha) => call(platform, 'POST', '/api/v1/player/registration', { body, headers })

describe('registerPlayer refuses bad input and writes nothing', () => {
  const cases: [name: string, body: Record<string, unknown>, headers: Record<string, string>, status: number, code: string, field?: string][] = [
    ['a wrong captcha token', signUp(), { 'X-Captcha-Token': 'robot' }, 403, 'error.captcha.validation'],
    ['an e-mail without a real domain', signUp({ email: 'someone@localhost' }), captcha, 400, 'error.email.invalid', 'email'],
    ['a password under 8 characters', signUp({ password: 'Ab1!xyz' }), captcha, 400, 'error.password.too_short', 'password'],
    ['a password over 128 characters', signUp({ password: 'Aa1!'.repeat(33) }), captcha, 400, 'error.password.too_long', 'password'],
    ['a common password in other letter case', signUp({ password: 'PassWord123' }), captcha, 400, 'error.password.too_weak', 'password'],
    ["a phone prefix that is not the country's", signUp({ phonePrefix: '+46' }), captcha, 400, 'error.vonage.phone.invalid', 'phoneBody'],
    ['a phone too short for the country', signUp({ phoneBody: '41234' }), captcha, 400, 'error.vonage.phone.invalid', 'phoneBody'],
    ['a phone with the trunk 0 kept', signUp({ phoneBody: '04123456' }), captcha, 400, 'error.vonage.phone.invalid', 'phoneBody'],
    ['a country that takes no sign-ups', signUp({ countryCode: 'FR', phonePrefix: '+33', phoneBody: '612345678' }), captcha, 400, 'error.country.not_allowed', 'countryCode'],
    ['a country the market removed from registration', signUp({ countryCode: 'NL', phonePrefix: '+31', phoneBody: '612345678' }), captcha, 400, 'error.country.not_allowed', 'countryCode'],
    ['terms not accepted', signUp({ termsAndConditions: false }), captcha, 400, 'error.terms.not_accepted', 'termsAndConditions'],
    ['an unpublished terms version', signUp({ termsAndConditionsAcceptedVersion: '99' }), captcha, 400, 'error.terms.version.unknown', 'termsAndConditionsAcceptedVersion'],
    ['an e-mail already registered, in other letter case', signUp({ email: 'Demo@Croupier.TEST' }), captcha, 409, 'error.registration.player_already_exists'],
  ]

  it.each(cases)('%s', async (_name, body, headers, status, code, field) => {
    const before = await rowCounts(platform)
    const answer = await register(body, headers)
    expect(answer.status).toBe(status)
    expect(answer.body.code).toBe(code)
    if (field) expect(answer.body.errors).toContainEqual(expect.objectContaining({ field, code }))
    expect(await rowCounts(platform)).toEqual(before)
  })

  it('never echoes the password back', async () => {
    const answer = await register(signUp({ password: 'password1' }))
    expect(JSON.stringify(answer.body)).not.toContain('password1')
  })

  it('reports every bad field at once', async () => {
    const answer = await register(signUp({ email: 'x@y', password: 'short', termsAndConditions: false }))
    expect(answer.body.errors.map((e: { code: string }) => e.code)).toEqual(['error.email.invalid', 'error.password.too_short', 'error.terms.not_accepted'])
  })

  it('ships a common-password list of at least 1,000 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000)
  })
})

describe('updateRegistrationProfile refuses bad input and writes nothing', () => {
  let playerId: string
  beforeAll(async () => {
    playerId = (await register(signUp())).body.playerId
  })

  const put = (body: unknown, headers = captcha) => call(platform, 'PUT', '/api/v1/player/registration', { body, headers })
  const today = new Date()
  const seventeen = `${today.getUTCFullYear() - 17}-01-01`

  it.each([
    ['under 18', { dateOfBirth: seventeen }, 'error.date_of_birth.underage', 'dateOfBirth'],
    ['a date of birth in the future', { dateOfBirth: `${today.getUTCFullYear() + 1}-01-01` }, 'error.date_of_birth.invalid', 'dateOfBirth'],
    ['a name with digits', { firstName: 'N0ra' }, 'error.name.invalid', 'firstName'],
    ['a malformed postal code', { postalCode: '!!' }, 'error.postal_code.invalid', 'postalCode'],
    ['a phone of another country', { phonePrefix: '+358', phoneBody: '401234567' }, 'error.vonage.phone.invalid', 'phoneBody'],
  ])('%s', async (_name, overrides, code, field) => {
    const before = await rowCounts(platform)
    const stored = await platform.db.one('select * from players where id = $1', [playerId])
    const answer = await put(profile(playerId, overrides))
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field, code }))
    expect(await rowCounts(platform)).toEqual(before)
    expect(await platform.db.one('select * from players where id = $1', [playerId])).toEqual(stored)
  })

  it('refuses a wrong captcha and an unknown player', async () => {
    expect((await put(profile(playerId), { 'X-Captcha-Token': 'robot' })).body.code).toBe('error.captcha.validation')
    const unknown = await put(profile('00000000-0000-4000-8000-000000000000'))
    expect([unknown.status, unknown.body.code]).toEqual([404, 'error.player.not.found'])
    expect((await put(profile('not-a-player'))).status).toBe(404)
  })

  it('refuses an e-mail another player has', async () => {
    const answer = await put(profile(playerId, { email: 'demo.fi@croupier.test' }))
    expect([answer.status, answer.body.code]).toEqual([409, 'error.registration.player_already_exists'])
  })
})

describe('market rules', () => {
  const risk = (countryCode: string, visitor?: string) =>
    call(platform, 'GET', `/api/v1/player/markets/risk-setting?siteId=5&countryCode=${countryCode}`, { headers: visitor ? { 'X-Country': visitor } : {} })

  it('tells the Unsupported step which countries a market refuses, with its verification rule', async () => {
    // The rule of the country of residence's market (Norway: both) on whichever market signs up.
    expect((await risk('NO')).body).toEqual({ countryCode: 'NO', market: 'UN', registrationAllowed: true, reason: null, smsVerificationRequired: true, emailVerificationRequired: true })
    expect((await risk('CA')).body).toMatchObject({ market: 'UN', smsVerificationRequired: true, emailVerificationRequired: false })
    expect((await risk('NL')).body).toMatchObject({ market: 'UN', registrationAllowed: false, reason: 'COUNTRY_REMOVED_FROM_REGISTRATION' })
    expect((await risk('FR', 'FI')).body).toMatchObject({ market: 'FI', registrationAllowed: false, reason: 'COUNTRY_INACTIVE' })
    expect((await risk('FI', 'FI')).body).toMatchObject({ market: 'FI', smsVerificationRequired: true, emailVerificationRequired: true })
    expect((await risk('NZ', 'NZ')).body).toMatchObject({ market: 'NZ', smsVerificationRequired: false, emailVerificationRequired: false })
  })

  it('answers a retried sign-up with the same player instead of Duplicated', async () => {
    const body = signUp()
    const first = await register(body)
    const again = await register(body)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    const withOtherPassword = await register({ ...body, password: 'Another-Horse-43' })
    expect(withOtherPassword.body.code).toBe('error.registration.player_already_exists')
  })
})
