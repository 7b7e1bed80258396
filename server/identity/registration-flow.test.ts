import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, captcha, latestCode, latestMessage, profile, rowCounts, signUp } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(async () => platform?.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call(platform, 'POST', path, { body, headers })
const register = (body: unknown, country?: string) => post('/api/v1/player/registration', body, { ...captcha, ...(country ? { 'X-Country': country } : {}) })
const completeProfile = (playerId: string, overrides = {}) => call(platform, 'PUT', '/api/v1/player/registration', { body: profile(playerId, overrides), headers: captcha })
const requestCode = (channel: 'sms' | 'email', playerId: string) => post(`/api/v1/player/registration/${channel}_request`, { playerId, siteId: 5, countryCode: 'NO' })
const verify = (channel: 'sms' | 'email', playerId: string, code: string) => post(`/api/v1/player/registration/${channel}_verification`, { playerId, code })
const login = (email: string, password: string) => post('/api/v1/player/login', { email, password })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('sign-up on a market that asks for the SMS code (UN)', () => {
  it('registers, sends the code through the outbox, verifies it and lets the player log in once', async () => {
    // A Canadian: Canada's market, like UN, asks for the phone only (a Norwegian would owe both).
    const body = signUp({ countryCode: 'CA', phonePrefix: '+1', phoneBody: `416${String(Date.now()).slice(-7)}` })
    const phone = `${body.phonePrefix}${body.phoneBody}`
    const created = await register(body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ smsVerificationRequired: true, emailVerificationRequired: false })
    const { playerId } = created.body

    expect((await completeProfile(playerId, { countryCode: 'CA' })).body).toEqual({ playerId, smsVerificationRequired: true, emailVerificationRequired: false })
    // Not complete yet: the phone is unverified.
    expect((await login(body.email, body.password)).body.code).toBe('error.player.not.found')

    expect((await requestCode('sms', playerId)).body).toEqual({ status: 'SUCESS_SEND', attemptsRemaining: 2 })
    const code = await latestCode(platform, phone, 'sms')
    expect(code).toMatch(/^\d{6}$/)
    expect((await latestMessage(platform, phone, 'sms'))!.body).toContain(code)
    const stored = await platform.db.query<{ code_hash: string }>('select code_hash from registration_codes where player_id = $1', [playerId])
    expect(stored.map((r) => r.code_hash)).not.toContain(code)

    const refused = await verify('sms', playerId, wrong(code))
    expect([refused.status, refused.body.code]).toEqual([400, 'sms.code.invalid'])
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ field: 'code', code: 'sms.code.invalid' }))

    expect((await verify('sms', playerId, code)).body).toEqual({ status: 'SUCCESS_VERIFY' })
    // A retried verification is answered the same.
    expect((await verify('sms', playerId, code)).body).toEqual({ status: 'SUCCESS_VERIFY' })
    expect((await platform.db.one<{ status: string }>('select status from players where id = $1', [playerId]))!.status).toBe('REGISTERED')

    const first = await login(body.email.toUpperCase(), body.password)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ playerId, firstLogin: true, termsUpdateRequired: false })
    expect((await login(body.email, body.password)).body.firstLogin).toBe(false)
  })

  it('stops at 3 SMS per registration and at 5 wrong tries per code', async () => {
    const body = signUp()
    const { playerId } = (await register(body)).body
    await requestCode('sms', playerId)
    const code = await latestCode(platform, `${body.phonePrefix}${body.phoneBody}`, 'sms')
    for (let i = 0; i < 5; i++) expect((await verify('sms', playerId, wrong(code))).body.code).toBe('sms.code.invalid')
    // The right code no longer works: five wrong tries invalidated it.
    expect((await verify('sms', playerId, code)).body.code).toBe('sms.code.invalid')

    expect((await requestCode('sms', playerId)).body.attemptsRemaining).toBe(1)
    expect((await requestCode('sms', playerId)).body.attemptsRemaining).toBe(0)
    const before = await rowCounts(platform)
    const limited = await requestCode('sms', playerId)
    expect([limited.status, limited.body.code]).toEqual([429, 'sms.max.attempts.reached'])
    expect(await rowCounts(platform)).toEqual(before)

    // An hour later the player, sent back to sign-up, may try again with the same details.
    await platform.db.query(`update registration_codes set created_at = created_at - interval '61 minutes' where player_id = $1`, [playerId])
    expect((await register(body)).body.playerId).toBe(playerId)
    expect((await requestCode('sms', playerId)).body.attemptsRemaining).toBe(2)
  })

  it('sends no more than 3 codes when requests arrive at once', async () => {
    const { playerId } = (await register(signUp())).body
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestCode('sms', playerId)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429])
    const sent = await platform.db.one<{ n: number }>('select count(*)::int as n from registration_codes where player_id = $1', [playerId])
    expect(sent!.n).toBe(3)
  })

  it('answers 404 for codes of unknown players and finished sign-ups', async () => {
    expect((await requestCode('sms', '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await requestCode('email', 'nobody')).body.code).toBe('error.player.not.found')
  })

  it('asks for the new phone to be verified when the profile changes it', async () => {
    const body = signUp()
    const { playerId } = (await register(body)).body
    await requestCode('sms', playerId)
    const oldCode = await latestCode(platform, `${body.phonePrefix}${body.phoneBody}`, 'sms')
    await completeProfile(playerId, { phonePrefix: '+47', phoneBody: '99887766' })
    expect((await verify('sms', playerId, oldCode)).body.code).toBe('sms.code.invalid')
  })
})

describe('sign-up on a market that asks for both codes (FI)', () => {
  it('completes only when the phone and the e-mail are both verified', async () => {
    const body = signUp({ countryCode: 'FI', phonePrefix: '+358', phoneBody: '401234567' })
    const { playerId, ...rule } = (await register(body, 'FI')).body
    expect(rule).toEqual({ smsVerificationRequired: true, emailVerificationRequired: true })
    await completeProfile(playerId, { countryCode: 'FI' })
    await requestCode('email', playerId)
    const emailCode = await latestCode(platform, body.email, 'email')
    expect((await verify('email', playerId, emailCode)).body.status).toBe('SUCCESS_VERIFY')
    expect((await verify('email', playerId, wrong(emailCode))).body.code).toBe('email.code.invalid')
    expect((await login(body.email, body.password)).status).toBe(401)
    await requestCode('sms', playerId)
    await verify('sms', playerId, await latestCode(platform, '+358401234567', 'sms'))
    expect((await login(body.email, body.password)).body.firstLogin).toBe(true)
  })
})

describe('sign-up on a market that asks for no code (NZ)', () => {
  it('is complete with the profile, so the client logs the player in with the first-login flag', async () => {
    const body = signUp({ countryCode: 'NZ', phonePrefix: '+64', phoneBody: '211234567' })
    const created = await register(body, 'NZ')
    expect(created.body).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: false })
    const done = await completeProfile(created.body.playerId, { countryCode: 'NZ' })
    expect(done.body).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: false })
    // A retried profile step gets the same answer; a different profile cannot edit the finished account.
    expect((await completeProfile(created.body.playerId, { countryCode: 'NZ' })).body).toEqual(done.body)
    expect((await completeProfile(created.body.playerId, { countryCode: 'NZ', firstName: 'Mallory' })).status).toBe(404)
    const answer = await login(body.email, body.password)
    expect(answer.body).toMatchObject({ playerId: created.body.playerId, firstLogin: true })
    const profileAnswer = await call(platform, 'GET', '/api/v1/player/profile', { token: answer.body.idToken })
    expect(profileAnswer.body).toMatchObject({
      email: body.email,
      firstName: 'Nora',
      lastName: "O'Neill",
      mobilePhone: '+64211234567',
      dateOfBirth: '1990-05-17',
      countryCode: 'NZ',
      currencyCode: 'NZD',
      market: 'NZ',
      accountStatus: 'REGISTERED',
      termsAndConditionsAcceptedVersion: '2',
      firstLogin: true,
      authorized: true,
    })
  })
})
