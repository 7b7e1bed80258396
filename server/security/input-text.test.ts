/**
 * Rule: a NUL or any other control character (or an unpaired surrogate) in any string the
 * request carries — body, query, path or declared header — is a 400 naming the field, decided
 * once by the request validation for every operation. Before, NUL reached PostgreSQL and the
 * platform answered 500 on login, sign-up, reset, migration and the profile address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, captcha, signUp } from '../identity/test-support.ts'
import { isPlainText } from '../http/input-rules.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

const fieldError = (objectName: string, field: string) => ({
  status: 400,
  code: 'error.validation',
  errors: [expect.objectContaining({ objectName, field, status: 400, code: 'error.validation.characters', message: expect.any(String) })],
})

describe('control characters in string fields answer 400 with the field error (rule: plain text only)', () => {
  it('login: NUL in the e-mail', async () => {
    const res = await call(platform, 'POST', '/api/v1/player/login', { body: { email: 'demo\u0000@croupier.test', password: 'whatever-1' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(fieldError('loginPlayer', 'email'))
    // The refused value comes back so the client can show it, but a password never does.
    expect(res.body.errors[0].rejectedValue).toBe('demo\u0000@croupier.test')
  })

  it('login: a control character in the password is refused without echoing it', async () => {
    const res = await call(platform, 'POST', '/api/v1/player/login', { body: { email: 'demo@croupier.test', password: 'Croupier!2026\u0007' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(fieldError('loginPlayer', 'password'))
    expect(res.body.errors[0]).not.toHaveProperty('rejectedValue')
  })

  it('sign-up: NUL in the e-mail and in the terms version', async () => {
    const res = await call(platform, 'POST', '/api/v1/player/registration', {
      body: signUp({ email: 'new\u0000player@example.com', termsAndConditionsAcceptedVersion: '2\u0000' }),
      headers: captcha,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual([
      ['email', 'error.validation.characters'],
      ['termsAndConditionsAcceptedVersion', 'error.validation.characters'],
    ])
    expect(await platform.db.one(`select 1 as found from players where email like 'new%player@example.com'`)).toBeNull()
  })

  it('sign-up profile step: a line break in the first name', async () => {
    const started = await call(platform, 'POST', '/api/v1/player/registration', { body: signUp(), headers: captcha })
    expect(started.status).toBe(201)
    const res = await call(platform, 'PUT', '/api/v1/player/registration', {
      body: { playerId: started.body.playerId, firstName: 'Nora\nDROP', lastName: 'Berg', dateOfBirth: '1990-05-17', countryCode: 'NO', languageCode: 'en' },
      headers: captcha,
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(fieldError('updateRegistrationProfile', 'firstName'))
  })

  it('password reset: NUL in the e-mail, in the SMS key id and in the reset key', async () => {
    const start = await call(platform, 'POST', '/api/v1/player/password_reset', { body: { email: '\u0000demo@croupier.test' } })
    expect(start.status).toBe(400)
    expect(start.body).toMatchObject(fieldError('startPasswordReset', 'email'))

    const verify = await call(platform, 'POST', '/api/v1/player/password_reset/sms_verification', { body: { smsResetKeyId: 'a\u0000b', code: '123456' } })
    expect(verify.status).toBe(400)
    expect(verify.body).toMatchObject(fieldError('verifyPasswordResetSms', 'smsResetKeyId'))

    const key = await call(platform, 'POST', '/api/v1/player/password_reset/new_password', { body: { resetKey: 'k\u0000', password: 'Brand-New-Secret-7' } })
    expect(key.status).toBe(400)
    expect(key.body).toMatchObject(fieldError('setNewPassword', 'resetKey'))
    // Keys are secrets: never echoed.
    expect(key.body.errors[0]).not.toHaveProperty('rejectedValue')
  })

  it('migration: NUL in the e-mail', async () => {
    const res = await call(platform, 'POST', '/api/v1/player/migration', { body: { email: 'old\u0000@croupier.test', password: 'whatever-1' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(fieldError('migratePlayer', 'email'))
  })

  it('sign-up profile address: NUL in the street and an escape character in the city', async () => {
    const started = await call(platform, 'POST', '/api/v1/player/registration', { body: signUp(), headers: captcha })
    const res = await call(platform, 'PUT', '/api/v1/player/registration', {
      body: {
        playerId: started.body.playerId,
        firstName: 'Nora',
        lastName: 'Berg',
        dateOfBirth: '1990-05-17',
        countryCode: 'NO',
        languageCode: 'en',
        address: 'Karl Johans gate 1\u0000',
        city: 'Os\u001blo',
        postalCode: '0154',
      },
      headers: captcha,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['address', 'city'])
    expect(res.body.errors.every((e: { code: string }) => e.code === 'error.validation.characters')).toBe(true)
  })

  it('query and path parameters: NUL decoded from %00', async () => {
    const query = await call(platform, 'GET', '/api/v1/player/markets/risk-setting?siteId=5&countryCode=F%00')
    expect(query.status).toBe(400)
    expect(query.body.errors).toContainEqual(expect.objectContaining({ objectName: 'query', field: 'countryCode', code: 'error.validation.characters' }))

    const path = await call(platform, 'POST', '/api/v1/player/%00/timeout/cooling', { body: { playerId: '\u0000' } })
    expect(path.status).toBe(400)
    expect(path.body.errors).toContainEqual(expect.objectContaining({ objectName: 'path', field: 'id', code: 'error.validation.characters' }))
  })

  it('an unpaired surrogate is refused; a real pair (an emoji) is text', async () => {
    const lone = await call(platform, 'POST', '/api/v1/player/login', { body: { email: 'a\ud800@croupier.test', password: 'whatever-1' } })
    expect(lone.status).toBe(400)
    expect(lone.body).toMatchObject(fieldError('loginPlayer', 'email'))

    const pair = await call(platform, 'POST', '/api/v1/player/login', { body: { email: 'a\ud83c\udfb2@croupier.test', password: 'whatever-1' } })
    expect(pair.status).not.toBe(500)
    expect(pair.body.code).not.toBe('error.validation')
  })

  it('a control character in a key of the body is refused as a field error too', async () => {
    const res = await call(platform, 'POST', '/api/v1/player/login', { body: { email: 'demo@croupier.test', password: 'whatever-1', ['x\u0000']: 1 } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'x\u0000', code: 'error.validation.characters' }))
  })
})

describe('what plain text is', () => {
  it.each([
    ['NUL', '\u0000', false],
    ['tab', '\t', false],
    ['line feed', '\n', false],
    ['DEL', '\u007f', false],
    ['C1 control', '\u0085', false],
    ['lone high surrogate', '\ud83c', false],
    ['lone low surrogate', '\udfb2', false],
    ['surrogate pair', '\ud83c\udfb2', true],
    ['accents and scripts', 'Åsa Øberg · Пётр · 山田', true],
    ['no-break space', '\u00a0', true],
  ])('%s', (_name, text, plain) => {
    expect(isPlainText(`a${text}b`)).toBe(plain)
  })
})
