/**
 * Account details on the platform: password change (current password, sign-up rules, argon2id,
 * other sessions ended, this one kept), phone change (sign-up phone rules, code through the
 * outbox, number changed only after the code, resend and wrong-code limits, replay), marketing
 * preferences (defaults from the sign-up opt-in, PATCH changes only what it sends) and the cookie
 * consent (spec defaults until chosen, follows the player, essentials cannot be refused).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../auth/password.ts'
import { call, latestCode } from '../identity/test-support.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { createPlayer } from '../wallet/test-support.ts'

let platform: TestPlatform
let passwordHash: string
const PASSWORD = 'Correct-Horse-42'
const DEVICE = { 'X-Device-Id': 'device-1' }

beforeAll(async () => {
  platform = await startTestPlatform({ env: { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_CODES: '1000' } })
  passwordHash = await hashPassword(PASSWORD)
}, 180_000)
afterAll(() => platform?.close())

interface Player {
  id: string
  email: string
}

async function newPlayer(phone = { prefix: '+47', body: '41234567' }, marketingOptIn = false): Promise<Player> {
  const email = `account-${randomUUID()}@example.com`
  const id = await createPlayer(platform.db, { email, passwordHash })
  await platform.db.query('update players set phone_prefix = $2, phone_body = $3, marketing_opt_in = $4 where id = $1', [id, phone.prefix, phone.body, marketingOptIn])
  return { id, email }
}

const login = (p: Player, password = PASSWORD) => call(platform, 'POST', '/api/v1/player/login', { body: { email: p.email, password } })

async function signIn(p: Player, password = PASSWORD) {
  const answer = await login(p, password)
  expect(answer.status).toBe(200)
  return { token: answer.body.idToken as string, accessToken: answer.body.accessToken as string }
}

type Device = Awaited<ReturnType<typeof signIn>>
const changePassword = (d: Device, body: unknown, headers: Record<string, string> = DEVICE) => call(platform, 'POST', '/api/v1/player/password', { ...d, body, headers })
const profile = (d: Device) => call(platform, 'GET', '/api/v1/player/profile', d)
const phoneOf = async (p: Player) => (await platform.db.one<{ prefix: string; body: string }>('select phone_prefix as prefix, phone_body as body from players where id = $1', [p.id]))!

describe('changing the password', () => {
  it('sets the new password, keeps this device signed in and ends every other session', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    const elsewhere = await signIn(p)
    const answer = await changePassword(here, { oldPassword: PASSWORD, newPassword: 'Brand-New-Secret-7' })
    expect(answer.status).toBe(204)
    expect((await profile(here)).status).toBe(200)
    expect((await profile(elsewhere)).status).toBe(401)
    expect((await login(p)).status).toBe(401)
    expect((await login(p, 'Brand-New-Secret-7')).status).toBe(200)
    const stored = (await platform.db.one<{ password_hash: string }>('select password_hash from players where id = $1', [p.id]))!
    expect(stored.password_hash).toMatch(/^\$argon2id\$/)
    const ended = await platform.db.query<{ ended_reason: string }>(`select ended_reason from sessions where player_id = $1 and revoked_at is not null`, [p.id])
    expect(ended.map((r) => r.ended_reason)).toEqual(['password_change'])
  })

  it('refuses a wrong current password with a field error on oldPassword, and changes nothing', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    const elsewhere = await signIn(p)
    const answer = await changePassword(here, { oldPassword: 'Not-The-Password-1', newPassword: 'Brand-New-Secret-7' })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('error.old_password.incorrect')
    expect(answer.body.errors).toEqual([
      { objectName: 'changePassword', field: 'oldPassword', status: 400, message: 'The current password is not correct.', code: 'error.old_password.incorrect' },
    ])
    expect((await profile(elsewhere)).status).toBe(200)
    expect((await login(p)).status).toBe(200)
  })

  it.each([
    ['Ab1!', 'error.password.too_short'],
    ['qwertyuiop', 'error.password.too_weak'],
    ['x'.repeat(129), 'error.password.too_long'],
    [PASSWORD, 'error.password.same_as_old'],
  ])('refuses the new password %#: %s', async (newPassword, code) => {
    const p = await newPlayer()
    const here = await signIn(p)
    const answer = await changePassword(here, { oldPassword: PASSWORD, newPassword })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'newPassword', code }))
    expect(answer.body.errors[0]).not.toHaveProperty('rejectedValue')
    expect((await login(p)).status).toBe(200)
  })

  it('needs the device header, the access token, and a signed-in player', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    expect((await changePassword(here, { oldPassword: PASSWORD, newPassword: 'Brand-New-Secret-7' }, {})).status).toBe(400)
    expect((await changePassword({ token: here.token, accessToken: '' }, { oldPassword: PASSWORD, newPassword: 'Brand-New-Secret-7' })).status).toBe(401)
    expect((await call(platform, 'POST', '/api/v1/player/password', { body: { oldPassword: PASSWORD, newPassword: 'Brand-New-Secret-7' }, headers: DEVICE })).status).toBe(401)
  })

  it('lets only one of two concurrent changes with the same current password through', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    const answers = await Promise.all([
      changePassword(here, { oldPassword: PASSWORD, newPassword: 'First-New-Secret-1' }),
      changePassword(here, { oldPassword: PASSWORD, newPassword: 'Second-New-Secret-2' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400])
    const refused = answers.find((a) => a.status === 400)!
    expect(refused.body.code).toBe('error.old_password.incorrect')
    const winner = answers[0]!.status === 204 ? 'First-New-Secret-1' : 'Second-New-Secret-2'
    expect((await login(p, winner)).status).toBe(200)
  })
})

describe('changing the phone number', () => {
  const post = (d: Device, path: string, body: unknown) => call(platform, 'POST', `/api/v1/player/phone_number${path}`, { ...d, body })

  it('sends a code to the new number and changes the number only once the code is verified', async () => {
    const p = await newPlayer({ prefix: '+47', body: '41000001' })
    const d = await signIn(p)
    const started = await post(d, '', { prefix: '+47', body: '41000002' })
    expect(started.status).toBe(200)
    const { smsVerificationId } = started.body
    expect(await phoneOf(p)).toEqual({ prefix: '+47', body: '41000001' })
    const code = await latestCode(platform, '+4741000002', 'sms')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await post(d, '/sms_verification', { smsVerificationId, code: wrong })
    expect([refused.status, refused.body.code]).toEqual([400, 'sms.code.invalid'])
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ field: 'code', code: 'sms.code.invalid' }))
    expect(await phoneOf(p)).toEqual({ prefix: '+47', body: '41000001' })

    const verified = await post(d, '/sms_verification', { smsVerificationId, code })
    expect(verified).toMatchObject({ status: 200, body: { status: 'SUCCESS_VERIFY' } })
    expect(await phoneOf(p)).toEqual({ prefix: '+47', body: '41000002' })
    expect((await profile(d)).body.mobilePhone).toBe('+4741000002')
    // A replay of the same verification is answered the same; a resend after it is refused.
    expect((await post(d, '/sms_verification', { smsVerificationId, code })).status).toBe(200)
    expect((await post(d, '/sms_request', { smsVerificationId })).body.code).toBe('error.sms.verification.not_found')
  })

  it('refuses an implausible number, a prefix of another country and the current number', async () => {
    const p = await newPlayer({ prefix: '+47', body: '41000003' })
    const d = await signIn(p)
    const short = await post(d, '', { prefix: '+47', body: '4100' })
    expect([short.status, short.body.code]).toEqual([400, 'error.vonage.phone.invalid'])
    expect(short.body.errors).toContainEqual(expect.objectContaining({ objectName: 'phoneNumber', field: 'body', rejectedValue: '4100', code: 'error.vonage.phone.invalid' }))
    expect((await post(d, '', { prefix: '+358', body: '401234567' })).body.code).toBe('error.vonage.phone.invalid')
    const same = await post(d, '', { prefix: '+47', body: '41000003' })
    expect([same.status, same.body.code]).toEqual([400, 'error.phone.unchanged'])
    expect((await post(d, '', { prefix: '47', body: '41000004' })).status).toBe(400)
  })

  it('resends the code (the older one stops working) up to 3 SMS an hour', async () => {
    const p = await newPlayer({ prefix: '+47', body: '41000005' })
    const d = await signIn(p)
    const { smsVerificationId } = (await post(d, '', { prefix: '+47', body: '41000006' })).body
    const first = await latestCode(platform, '+4741000006', 'sms')
    const resent = await post(d, '/sms_request', { smsVerificationId })
    expect(resent.body).toEqual({ status: 'SUCESS_SEND', attemptsRemaining: 1 })
    const second = await latestCode(platform, '+4741000006', 'sms')
    expect((await post(d, '/sms_request', { smsVerificationId })).body).toEqual({ status: 'SUCESS_SEND', attemptsRemaining: 0 })
    const limited = await post(d, '/sms_request', { smsVerificationId })
    expect([limited.status, limited.body.code]).toEqual([429, 'sms.max.attempts.reached'])
    expect((await post(d, '', { prefix: '+47', body: '41000007' })).body.code).toBe('sms.max.attempts.reached')
    const third = await latestCode(platform, '+4741000006', 'sms')
    if (first !== third) expect((await post(d, '/sms_verification', { smsVerificationId, code: first })).body.code).toBe('sms.code.invalid')
    void second
    expect((await post(d, '/sms_verification', { smsVerificationId, code: third })).status).toBe(200)
    expect(await phoneOf(p)).toEqual({ prefix: '+47', body: '41000006' })
  })

  it('refuses an expired code, another player’s verification, an unknown id and a change replaced by a newer one', async () => {
    const p = await newPlayer({ prefix: '+47', body: '41000008' })
    const d = await signIn(p)
    const { smsVerificationId } = (await post(d, '', { prefix: '+47', body: '41000009' })).body
    const code = await latestCode(platform, '+4741000009', 'sms')
    await platform.db.query(`update phone_changes set code_expires_at = now() - interval '1 second' where id = $1`, [smsVerificationId])
    const expired = await post(d, '/sms_verification', { smsVerificationId, code })
    expect([expired.status, expired.body.code]).toEqual([400, 'sms.code.invalid'])

    const other = await signIn(await newPlayer({ prefix: '+47', body: '41000010' }))
    expect((await post(other, '/sms_verification', { smsVerificationId, code })).status).toBe(404)
    expect((await post(other, '/sms_request', { smsVerificationId })).status).toBe(404)
    expect((await post(d, '/sms_verification', { smsVerificationId: 'not-a-uuid', code })).body.code).toBe('error.sms.verification.not_found')

    const newer = (await post(d, '', { prefix: '+47', body: '41000011' })).body.smsVerificationId
    expect(newer).not.toBe(smsVerificationId)
    expect((await post(d, '/sms_verification', { smsVerificationId, code })).status).toBe(404)
    expect(await phoneOf(p)).toEqual({ prefix: '+47', body: '41000008' })
  })

  it('gives up a change after 5 wrong codes', async () => {
    const p = await newPlayer({ prefix: '+47', body: '41000012' })
    const d = await signIn(p)
    const { smsVerificationId } = (await post(d, '', { prefix: '+47', body: '41000013' })).body
    const code = await latestCode(platform, '+4741000013', 'sms')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 4; i++) expect((await post(d, '/sms_verification', { smsVerificationId, code: wrong })).body.code).toBe('sms.code.invalid')
    const last = await post(d, '/sms_verification', { smsVerificationId, code: wrong })
    expect([last.status, last.body.code]).toEqual([429, 'sms.max.attempts.reached'])
    expect((await post(d, '/sms_verification', { smsVerificationId, code })).status).toBe(404)
    expect(await phoneOf(p)).toEqual({ prefix: '+47', body: '41000012' })
  })

  it('applies the number once when the right code is verified twice at the same time', async () => {
    const p = await newPlayer({ prefix: '+47', body: '41000014' })
    const d = await signIn(p)
    const { smsVerificationId } = (await post(d, '', { prefix: '+47', body: '41000015' })).body
    const code = await latestCode(platform, '+4741000015', 'sms')
    const answers = await Promise.all([post(d, '/sms_verification', { smsVerificationId, code }), post(d, '/sms_verification', { smsVerificationId, code })])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const rows = await platform.db.query<{ verified: boolean }>('select verified_at is not null as verified from phone_changes where player_id = $1', [p.id])
    expect(rows).toEqual([{ verified: true }])
  })
})

describe('marketing preferences', () => {
  const get = (d: Device) => call(platform, 'GET', '/api/v1/player/marketing_preferences', d)
  const patch = (d: Device, subscriptions: unknown) => call(platform, 'PATCH', '/api/v1/player/marketing_preferences', { ...d, body: { subscriptions } })
  const find = (body: { subscriptions: { channel: string; communication: string; subscribed: boolean }[] }, channel: string, communication: string) =>
    body.subscriptions.find((s) => s.channel === channel && s.communication === communication)?.subscribed

  it('answers every channel × communication, seeded from the sign-up opt-in', async () => {
    const optedOut = await get(await signIn(await newPlayer(undefined, false)))
    expect(optedOut.status).toBe(200)
    expect(optedOut.body.subscriptions).toHaveLength(20)
    expect(optedOut.body.subscriptions.every((s: { subscribed: boolean }) => !s.subscribed)).toBe(true)
    const optedIn = await get(await signIn(await newPlayer(undefined, true)))
    expect(optedIn.body.subscriptions.every((s: { subscribed: boolean }) => s.subscribed)).toBe(true)
  })

  it('changes only what is sent, answers all, and keeps it', async () => {
    const p = await newPlayer(undefined, true)
    const d = await signIn(p)
    const changed = await patch(d, [
      { channel: 'SMS', communication: 'BONUS_OFFER', subscribed: false },
      { channel: 'EMAIL', communication: 'NEWSLETTER', subscribed: true },
      { channel: 'EMAIL', communication: 'NEWSLETTER', subscribed: false },
    ])
    expect(changed.status).toBe(200)
    expect(changed.body.subscriptions).toHaveLength(20)
    expect(find(changed.body, 'SMS', 'BONUS_OFFER')).toBe(false)
    expect(find(changed.body, 'EMAIL', 'NEWSLETTER')).toBe(false)
    expect(find(changed.body, 'EMAIL', 'CASINO')).toBe(true)
    expect((await get(d)).body).toEqual(changed.body)
    expect(find((await patch(d, [{ channel: 'SMS', communication: 'BONUS_OFFER', subscribed: true }])).body, 'SMS', 'BONUS_OFFER')).toBe(true)
  })

  it('refuses an unknown channel, an empty change and a caller without the access token', async () => {
    const d = await signIn(await newPlayer())
    expect((await patch(d, [{ channel: 'FAX', communication: 'CASINO', subscribed: true }])).status).toBe(400)
    expect((await patch(d, [])).status).toBe(400)
    expect((await patch({ token: d.token, accessToken: '' }, [{ channel: 'SMS', communication: 'CASINO', subscribed: true }])).status).toBe(401)
    expect((await call(platform, 'GET', '/api/v1/player/marketing_preferences')).status).toBe(401)
  })
})

describe('cookie consent', () => {
  const get = (d: Device) => call(platform, 'GET', '/api/v1/player/cookies/consent', d)
  const patch = (d: Device, body: unknown) => call(platform, 'PATCH', '/api/v1/player/cookies/consent', { ...d, body })

  it('answers a null id with the spec defaults until the player chooses, then the choice on every device', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    const never = await get(here)
    expect(never.status).toBe(200)
    expect(never.body).toEqual({ cookiesConsentId: null, options: { essentials: true, performanceFunctional: true, marketing: true } })
    const chosen = await patch(here, { essentials: true, performanceFunctional: true, marketing: false })
    expect(chosen.status).toBe(200)
    expect(chosen.body.cookiesConsentId).toMatch(/^[0-9a-f-]{36}$/)
    expect(chosen.body.options).toEqual({ essentials: true, performanceFunctional: true, marketing: false })
    const elsewhere = await signIn(p)
    expect((await get(elsewhere)).body).toEqual(chosen.body)
    const again = await patch(elsewhere, { essentials: true, performanceFunctional: false, marketing: false })
    expect(again.body.cookiesConsentId).not.toBe(chosen.body.cookiesConsentId)
    expect((await get(here)).body).toEqual(again.body)
  })

  it('refuses essential cookies switched off, a missing option, an unknown one, and a caller without the access token', async () => {
    const d = await signIn(await newPlayer())
    const refused = await patch(d, { essentials: false, performanceFunctional: true, marketing: true })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('essentials')
    expect((await patch(d, { essentials: true, performanceFunctional: true })).status).toBe(400)
    expect((await patch(d, { essentials: true, performanceFunctional: true, marketing: true, tracking: true })).status).toBe(400)
    expect((await patch({ token: d.token, accessToken: '' }, { essentials: true, performanceFunctional: true, marketing: true })).status).toBe(401)
    expect((await call(platform, 'GET', '/api/v1/player/cookies/consent')).status).toBe(401)
    expect((await get(d)).body.cookiesConsentId).toBeNull()
  })
})

describe('the player’s language', () => {
  const change = (d: Device, language: string) => call(platform, 'POST', '/api/v1/player/language', { ...d, body: { language } })
  const languageOf = async (p: Player) => (await platform.db.one<{ language_code: string }>('select language_code from players where id = $1', [p.id]))!.language_code

  it('changes to a language of the player’s market, and the next login lands in it', async () => {
    const p = await newPlayer()
    const d = await signIn(p)
    expect((await change(d, 'no')).status).toBe(204)
    expect(await languageOf(p)).toBe('no')
    expect((await profile(d)).body.languageCode).toBe('no')
    expect(JSON.stringify((await login(p)).body)).toContain('no-NO')
  })

  it('refuses a language the market does not offer as a field error, an unknown one, and a caller without the access token', async () => {
    const p = await newPlayer()
    const d = await signIn(p)
    const refused = await change(d, 'fi')
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('error.language.invalid')
    expect(refused.body.errors ?? refused.body.fieldErrors ?? JSON.stringify(refused.body)).toBeTruthy()
    expect(JSON.stringify(refused.body)).toContain('"field":"language"')
    expect((await change(d, 'xx')).status).toBe(400)
    expect((await change({ token: d.token, accessToken: '' }, 'en')).status).toBe(401)
    expect(await languageOf(p)).toBe('en')
  })
})
