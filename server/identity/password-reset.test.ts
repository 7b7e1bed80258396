import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO_PASSWORD } from './seed-accounts.ts'
import { call, latestCode, latestMessage, rowCounts } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(async () => platform?.close())

const post = (path: string, body: unknown) => call(platform, 'POST', path, { body })
const start = (email: string) => post('/api/v1/player/password_reset', { email })
const login = (email: string, password: string) => post('/api/v1/player/login', { email, password })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('password reset by e-mail link', () => {
  it('mails a single-use link to the reset page; the new password ends every session and lifts a lockout', async () => {
    const email = 'demo@croupier.test'
    const session = (await login(email, DEMO_PASSWORD)).body
    await platform.db.query(`update players set locked_until = now() + interval '10 minutes' where email = $1`, [email])
    expect((await start(email)).status).toBe(200)

    const mail = (await latestMessage(platform, email, 'email'))!
    const link = /https?:\/\/\S+\/en-NO\/reset-password\?resetKey=(\S+)/.exec(mail.body)
    expect(link, mail.body).not.toBeNull()
    const resetKey = decodeURIComponent(link![1]!)
    const checked = await post('/api/v1/player/password_reset/new_password/email/check', { resetKey })
    expect(checked.body.valid).toBe(true)
    expect(new Date(checked.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000)

    const weak = await post('/api/v1/player/password_reset/new_password/email', { resetKey, password: 'qwertyuiop' })
    expect(weak.body.errors).toContainEqual(expect.objectContaining({ field: 'password', code: 'error.password.too_weak' }))
    expect((await post('/api/v1/player/password_reset/new_password/email', { resetKey, password: 'Brand-New-Secret-7' })).status).toBe(204)
    // A retry of the same request is answered the same; another password is refused.
    expect((await post('/api/v1/player/password_reset/new_password/email', { resetKey, password: 'Brand-New-Secret-7' })).status).toBe(204)
    const reused = await post('/api/v1/player/password_reset/new_password/email', { resetKey, password: 'Other-New-Secret-8' })
    expect([reused.status, reused.body.code]).toEqual([404, 'error.password.reset'])

    expect((await call(platform, 'GET', '/api/v1/player/profile', { token: session.idToken })).status).toBe(401)
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401)
    expect((await login(email, 'Brand-New-Secret-7')).status).toBe(200)
    const linkAfterUse = await post('/api/v1/player/password_reset/new_password/email/check', { resetKey })
    expect([linkAfterUse.status, linkAfterUse.body.code]).toEqual([404, 'error.password.reset'])
  })

  it('refuses an expired link', async () => {
    const email = 'excluded@croupier.test'
    await start(email)
    const resetKey = (await latestMessage(platform, email, 'email'))!.code!
    await platform.db.query(`update password_resets set key_expires_at = now() - interval '1 second' where email = $1 and channel = 'email'`, [email])
    expect((await post('/api/v1/player/password_reset/new_password/email', { resetKey, password: 'Brand-New-Secret-7' })).body.code).toBe('error.password.reset')
  })
})

describe('password reset by SMS code', () => {
  const email = 'demo.fi@croupier.test'
  const phone = '+358401234567'

  it('verifies the code for a reset key that sets the new password once', async () => {
    const { smsResetKeyId } = (await start(email)).body
    const code = await latestCode(platform, phone, 'sms')
    const refused = await post('/api/v1/player/password_reset/sms_verification', { smsResetKeyId, code: wrong(code) })
    expect([refused.status, refused.body.code]).toEqual([400, 'sms.code.invalid'])
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ field: 'code', code: 'sms.code.invalid' }))

    const verified = await post('/api/v1/player/password_reset/sms_verification', { smsResetKeyId, code })
    expect(verified.status).toBe(200)
    const tooShort = await post('/api/v1/player/password_reset/new_password', { resetKey: verified.body.resetKey, password: 'Ab1!' })
    expect(tooShort.body.errors).toContainEqual(expect.objectContaining({ field: 'password', code: 'error.password.too_short' }))
    expect((await post('/api/v1/player/password_reset/new_password', { resetKey: verified.body.resetKey, password: 'Sms-Reset-Secret-9' })).status).toBe(204)
    expect((await login(email, 'Sms-Reset-Secret-9')).status).toBe(200)
    // The e-mail link sent with the same start no longer works.
    const mailedKey = (await latestMessage(platform, email, 'email'))!.code!
    expect((await post('/api/v1/player/password_reset/new_password/email', { resetKey: mailedKey, password: 'Another-Secret-10' })).status).toBe(404)
  })

  it('answers error.password.reset on the code field for an unknown or spent reset, and invalidates after 5 wrong codes', async () => {
    const unknown = await post('/api/v1/player/password_reset/sms_verification', { smsResetKeyId: 'nope', code: '123456' })
    expect([unknown.status, unknown.body.code]).toEqual([400, 'error.password.reset'])
    expect(unknown.body.errors).toContainEqual(expect.objectContaining({ field: 'code', code: 'error.password.reset' }))

    const { smsResetKeyId } = (await start('timeout@croupier.test')).body
    const code = await latestCode(platform, '+4748900000', 'sms')
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/player/password_reset/sms_verification', { smsResetKeyId, code: wrong(code) })).body.code).toBe('sms.code.invalid')
    expect((await post('/api/v1/player/password_reset/sms_verification', { smsResetKeyId, code })).body.code).toBe('error.password.reset')
  })
})

describe('password reset cannot probe accounts', () => {
  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = await rowCounts(platform)
    const answer = await start('nobody@croupier.test')
    expect(answer.status).toBe(200)
    expect(answer.body.smsResetKeyId).toEqual(expect.any(String))
    const after = await rowCounts(platform)
    expect(after.outbox).toBe(before.outbox)
    const verify = await post('/api/v1/player/password_reset/sms_verification', { smsResetKeyId: answer.body.smsResetKeyId, code: '123456' })
    expect(verify.body.code).toBe('sms.code.invalid')
  })

  it('limits resets per e-mail to 3 an hour, known or not', async () => {
    for (const email of ['closed@croupier.test', 'nobody.else@croupier.test']) {
      for (let i = 0; i < 3; i++) expect((await start(email)).status).toBe(200)
      const limited = await start(email)
      expect([limited.status, limited.body.code]).toEqual([429, 'sms.max.attempts.reached'])
    }
  })

  it('refuses a malformed e-mail with the catalogue code', async () => {
    expect((await start('not-an-email')).body.code).toBe('error.email.invalid')
  })
})
