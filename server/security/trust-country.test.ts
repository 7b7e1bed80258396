/**
 * Rules: the visitor's country comes from the trusted proxy's header only (in production a
 * header from anyone else is ignored); a visitor from a restricted country can neither sign up nor
 * log in through the API; the codes a sign-up must verify follow the country of residence and the
 * market's rule, never the visitor header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, SANDBOX_CAPTCHA, injectFrom, send, signUpBody } from './trust-support.ts'

const PROXY = '10.0.0.1'
const production = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://croupier.example',
  TRUSTED_PROXIES: PROXY,
  JWT_SECRET: 'a-production-signing-key-of-at-least-32-characters',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: 'captcha-secret',
}

describe('the visitor country in production', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await startTestPlatform({ env: production })
  }, 180_000)
  afterAll(() => platform?.close())

  const context = (from: string, country: string) =>
    injectFrom(platform.app, from, { method: 'GET', url: '/api/v1/player/access/context', headers: { 'x-country': country } })

  it('[rule: country from the trusted proxy only] a country header sent by the visitor is ignored', async () => {
    expect((await context('203.0.113.9', 'US')).body).toMatchObject({ status: 'ALLOWED', countryCode: null, market: 'UN' })
    expect((await context('203.0.113.9', 'FI')).body).toMatchObject({ countryCode: null, market: 'UN' })
    // Nor may a visitor claim to be the proxy by forwarding its own address.
    const spoofed = await injectFrom(platform.app, '203.0.113.9', {
      method: 'GET',
      url: '/api/v1/player/access/context',
      headers: { 'x-country': 'US', 'x-forwarded-for': PROXY },
    })
    expect(spoofed.body).toMatchObject({ status: 'ALLOWED', countryCode: null })
    // The proxy's header decides.
    expect((await context(PROXY, 'US')).body).toMatchObject({ status: 'RESTRICTED', countryCode: 'US' })
    expect((await context(PROXY, 'FI')).body).toMatchObject({ status: 'ALLOWED', countryCode: 'FI', market: 'FI' })
  })
})

describe('restricted countries and verification rules', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await startTestPlatform()
  }, 180_000)
  afterAll(() => platform?.close())

  const register = (body: unknown, country?: string) =>
    send(platform.url, 'POST', '/api/v1/player/registration', { body, headers: { ...SANDBOX_CAPTCHA, ...(country ? { 'X-Country': country } : {}) } })

  it.each(['US', 'FR'])('[rule: restricted countries enforced by the API] a visitor from %s cannot sign up', async (country) => {
    const before = (await platform.db.one<{ n: number }>('select count(*)::int as n from players'))!.n
    const answer = await register(signUpBody('NO'), country)
    expect([answer.status, answer.body.code]).toEqual([403, 'error.country.blocked'])
    expect((await platform.db.one<{ n: number }>('select count(*)::int as n from players'))!.n).toBe(before)
  })

  it.each(['US', 'FR'])('[rule: restricted countries enforced by the API] a visitor from %s cannot log in', async (country) => {
    const answer = await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO, headers: { 'X-Country': country } })
    expect([answer.status, answer.body.code]).toEqual([403, 'error.country.blocked'])
    expect(answer.body.idToken).toBeUndefined()
    // The same player from an open country is let in.
    expect((await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO, headers: { 'X-Country': 'NO' } })).status).toBe(200)
  })

  it('[rule: restricted countries enforced by the API] the migration sign-in refuses them too', async () => {
    const answer = await send(platform.url, 'POST', '/api/v1/player/migration', { body: { email: 'migrated@croupier.test', password: DEMO.password }, headers: { 'X-Country': 'US' } })
    expect([answer.status, answer.body.code]).toEqual([403, 'error.country.blocked'])
  })

  it('[rule: verification follows residence] a Norwegian behind a New Zealand header still verifies phone and e-mail', async () => {
    const answer = await register(signUpBody('NO'), 'NZ')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ smsVerificationRequired: true, emailVerificationRequired: true })
    const risk = await send(platform.url, 'GET', '/api/v1/player/markets/risk-setting?siteId=5&countryCode=NO', { headers: { 'X-Country': 'NZ' } })
    expect(risk.body).toMatchObject({ smsVerificationRequired: true, emailVerificationRequired: true })
    // A New Zealander in New Zealand verifies nothing, as the NZ market says.
    expect((await register(signUpBody('NZ'), 'NZ')).body).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: false })
  })

  it('[rule: verification follows residence] changing the country of residence at the profile step changes the codes owed', async () => {
    const body = signUpBody('NZ')
    const { playerId } = (await register(body, 'NZ')).body
    const profile = { playerId, firstName: 'Nora', lastName: 'Berg', dateOfBirth: '1990-05-17', countryCode: 'NO', languageCode: 'en', phonePrefix: '+47', phoneBody: '41234567' }
    const answer = await send(platform.url, 'PUT', '/api/v1/player/registration', { body: profile, headers: SANDBOX_CAPTCHA })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ smsVerificationRequired: true, emailVerificationRequired: true })
    const row = await platform.db.one<{ status: string }>('select status from players where id = $1', [playerId])
    expect(row!.status).toBe('PRE_REGISTERED')
  })
})
