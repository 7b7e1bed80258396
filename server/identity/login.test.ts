import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO_PASSWORD } from './seed-accounts.ts'
import { call, rowCounts } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  // Dozens of logins from one address within a minute: the per-IP limit is server/security's subject.
  platform = await startTestPlatform({ env: { RATE_LIMIT_LOGIN: '1000' } })
})
afterAll(async () => platform?.close())

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(platform, 'POST', '/api/v1/player/login', { body: { email, password }, headers })
const idOf = async (email: string) => (await platform.db.one<{ id: string }>('select id from players where email = $1', [email]))!.id
const day = 86_400_000

describe('refusals of the seeded demo accounts', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['timeout@croupier.test', 'error.timeout.in.progress:days:3', { remainingDays: 3, isCooling: false, initiator: 'PLAYER' }],
    ['excluded@croupier.test', 'error.exclusion.in.progress:days:30', { remainingDays: 30, isCooling: false, initiator: 'PLAYER' }],
    ['excluded.indefinitely@croupier.test', 'error.exclusion.in.progress.indefinitely', { remainingDays: null, milliseconds: null, initiator: 'PLAYER' }],
    ['deactivated@croupier.test', 'error.account.deactivated', { initiator: 'OPERATOR' }],
    ['closed@croupier.test', 'error.account.closed', {}],
  ])('%s is refused with %s and its payload, and no session opens', async (email, code, info) => {
    const before = await rowCounts(platform)
    const answer = await login(email, DEMO_PASSWORD)
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe(code)
    expect(answer.body.additionalInfo).toMatchObject({ playerId: await idOf(email), ...info })
    const days = info.remainingDays
    if (typeof days === 'number') {
      expect(answer.body.additionalInfo.milliseconds).toBeGreaterThan((days - 1) * day)
      expect(answer.body.additionalInfo.milliseconds).toBeLessThanOrEqual(days * day)
    }
    expect(await rowCounts(platform)).toEqual(before)
  })

  it('does not reveal a refusal to someone without the password', async () => {
    const answer = await login('closed@croupier.test', 'Wrong-Password-1')
    expect([answer.status, answer.body.code, answer.body.additionalInfo]).toEqual([401, 'error.player.not.found', undefined])
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login('nobody@croupier.test', DEMO_PASSWORD)
    const wrong = await login('demo@croupier.test', 'Wrong-Password-1')
    expect([unknown.status, unknown.body.code]).toEqual([401, 'error.player.not.found'])
    expect([wrong.status, wrong.body.code]).toEqual([unknown.status, unknown.body.code])
    expect(wrong.body.message).toBe(unknown.body.message)
    await login('demo@croupier.test', DEMO_PASSWORD) // leaves the demo player's count at zero
  })

  it('refuses a malformed e-mail with the catalogue field error', async () => {
    const answer = await login('demo@croupier', DEMO_PASSWORD)
    expect([answer.status, answer.body.code]).toEqual([400, 'error.email.invalid'])
  })

  it('lifts a time-out that has run out', async () => {
    const email = 'timeout@croupier.test'
    await platform.db.query(`update players set restricted_until = now() - interval '1 minute' where email = $1`, [email])
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200)
    expect((await platform.db.one<{ status: string }>('select status from players where email = $1', [email]))!.status).toBe('REGISTERED')
  })
})

describe('lockout', () => {
  const email = 'demo.fi@croupier.test'

  it('locks the account after 5 wrong passwords in a row, even against the right one', async () => {
    for (let i = 0; i < 4; i++) expect((await login(email, `Wrong-${i}-password`)).body.code).toBe('error.player.not.found')
    const fifth = await login(email, 'Wrong-5-password')
    expect([fifth.status, fifth.body.code]).toEqual([403, 'error.sign.in.attempt.count.exceeded'])
    expect(fifth.body.additionalInfo.milliseconds).toBeGreaterThan(29 * 60_000)
    expect(fifth.body.additionalInfo.milliseconds).toBeLessThanOrEqual(30 * 60_000)
    expect((await login(email, DEMO_PASSWORD)).body.code).toBe('error.sign.in.attempt.count.exceeded')
  })

  it('counts wrong passwords that arrive at once', async () => {
    const email = 'deactivated@croupier.test'
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => login(email, `Parallel-${i}-wrong`)))
    expect(answers.filter((a) => a.body.code === 'error.sign.in.attempt.count.exceeded')).toHaveLength(1)
    expect((await login(email, DEMO_PASSWORD)).body.code).toBe('error.sign.in.attempt.count.exceeded')
  })

  it('opens again when the lock has passed, and a success resets the count', async () => {
    await platform.db.query(`update players set locked_until = now() - interval '1 second' where email = $1`, [email])
    for (let i = 0; i < 4; i++) await login(email, `Wrong-${i}-password`)
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200)
    // Four more wrong ones do not lock: the success started the count again.
    for (let i = 0; i < 4; i++) expect((await login(email, `Wrong-${i}-password`)).body.code).toBe('error.player.not.found')
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200)
  })
})

describe('a successful login', () => {
  it('records the last-login info and a history row, and reports the previous login', async () => {
    const email = 'excluded@croupier.test'
    await platform.db.query(`update players set status = 'REGISTERED', restricted_until = null where email = $1`, [email])
    const first = await login(email, DEMO_PASSWORD, { 'X-Country': 'NO', 'X-Forwarded-For': '203.0.113.7' })
    expect(first.body.firstLogin).toBe(true)
    const token = first.body.idToken
    expect((await call(platform, 'GET', '/api/v1/player/last-login-info', { token })).body).toEqual({ createdAt: null, realIpAddress: null, ipAddress: null, realCountryCode: null })

    const second = await login(email, DEMO_PASSWORD, { 'X-Country': 'SE' })
    expect(second.body.firstLogin).toBe(false)
    const info = (await call(platform, 'GET', '/api/v1/player/last-login-info', { token: second.body.idToken })).body
    expect(info).toMatchObject({ realIpAddress: '203.0.113.7', ipAddress: '127.0.0.1', realCountryCode: 'NO' })
    expect(Date.now() - new Date(info.createdAt).getTime()).toBeLessThan(60_000)

    const history = (await call(platform, 'GET', '/api/v1/player/login-history?limit=5', { token })).body
    expect(history.map((h: { loginCountry: string }) => h.loginCountry)).toEqual(['SE', 'NO'])
    expect((await platform.db.one<{ at: Date | null }>('select last_login_at as at from players where email = $1', [email]))!.at).not.toBeNull()
  })

  it.each([
    // Resident in Norway, English: the Norwegian market in English.
    ['demo@croupier.test', 'en-NO'],
    ['demo.fi@croupier.test', 'fi-FI'],
  ])('names where %s is shown the site: their own market in their language (%s)', async (email, langmarket) => {
    expect((await login(email, DEMO_PASSWORD)).body.langmarket).toBe(langmarket)
  })

  it('lands a player in the market they registered in, else their country’s, in its default language when theirs is not offered', async () => {
    const email = 'demo@croupier.test'
    const set = (column: string, value: string | null) => platform.db.query(`update players set ${column} = $2 where email = $1`, [email, value])
    try {
      await set('language_code', 'de')
      expect((await login(email, DEMO_PASSWORD)).body.langmarket).toBe('no-NO')
      await set('market', 'JJ')
      expect((await login(email, DEMO_PASSWORD)).body.langmarket).toBe('de-JJ')
      // A market switched off no longer has players shown in it: their country's market instead.
      await platform.db.query(`update markets set is_market_enabled = false where id = 'JJ'`)
      expect((await login(email, DEMO_PASSWORD)).body.langmarket).toBe('no-NO')
      await set('country_code', 'US')
      await set('market', null)
      expect((await login(email, DEMO_PASSWORD)).body.langmarket).toBe('en-UN')
    } finally {
      await platform.db.query(`update markets set is_market_enabled = true where id = 'JJ'`)
      await platform.db.query(`update players set language_code = 'en', market = null, country_code = 'NO' where email = $1`, [email])
    }
  })

  it('flags outdated terms until the newer version is accepted', async () => {
    const first = await login('terms@croupier.test', DEMO_PASSWORD)
    expect(first.body.termsUpdateRequired).toBe(true)
    const accepted = await call(platform, 'PATCH', '/api/v1/player/update_term_and_condition_version', {
      body: { version: '2' },
      token: first.body.idToken,
      accessToken: first.body.accessToken,
    })
    expect(accepted.status).toBe(204)
    const unknown = await call(platform, 'PATCH', '/api/v1/player/update_term_and_condition_version', {
      body: { version: '7' },
      token: first.body.idToken,
      accessToken: first.body.accessToken,
    })
    expect(unknown.body.code).toBe('error.terms.version.unknown')
    expect((await login('terms@croupier.test', DEMO_PASSWORD)).body.termsUpdateRequired).toBe(false)
  })
})
