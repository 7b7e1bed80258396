import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO_PASSWORD } from './seed-accounts.ts'
import { call, refreshCookieOf } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(async () => platform?.close())

/** The login's tokens, with the refresh token the browser would keep in its cookie. */
const login = async (email = 'demo@croupier.test') => {
  const answer = await call(platform, 'POST', '/api/v1/player/login', { body: { email, password: DEMO_PASSWORD } })
  return { ...answer.body, refreshToken: refreshCookieOf(answer)! }
}
const profile = (token: string) => call(platform, 'GET', '/api/v1/player/profile', { token })
const refresh = async (refreshToken: string) => {
  const answer = await call(platform, 'POST', '/api/v1/player/token/refresh', { refreshToken })
  return { ...answer, body: { ...answer.body, refreshToken: refreshCookieOf(answer) } }
}

describe('tokens', () => {
  it('rotates the refresh token, and a reused one revokes the whole session', async () => {
    const session = await login()
    const rotated = await refresh(session.refreshToken)
    expect(rotated.status).toBe(200)
    expect(rotated.body.refreshToken).not.toBe(session.refreshToken)
    expect((await profile(rotated.body.idToken)).status).toBe(200)

    const reused = await refresh(session.refreshToken)
    expect([reused.status, reused.body.code]).toEqual([401, 'error.token.invalid'])
    // The theft response: every token of that session stops working, the fresh ones too.
    expect((await profile(rotated.body.idToken)).status).toBe(401)
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401)
  })

  it('refuses the tokens of a signed-out session on the very next call, leaving other sessions alone', async () => {
    const session = await login()
    const other = await login()
    expect((await profile(session.idToken)).status).toBe(200)
    expect((await call(platform, 'POST', '/api/v1/player/sign_out', { token: session.idToken })).status).toBe(204)
    const refused = await profile(session.idToken)
    expect([refused.status, refused.body.code]).toEqual([401, 'error.token.invalid'])
    expect((await refresh(session.refreshToken)).status).toBe(401)
    expect((await profile(other.idToken)).status).toBe(200)
    const ended = await platform.db.one<{ ended_reason: string }>(`select ended_reason from sessions where id = (select session_id from login_history order by id desc offset 1 limit 1)`)
    expect(ended!.ended_reason).toBe('logout')
  })

  it('logs an idle player out the same way and records why', async () => {
    const session = await login()
    expect((await call(platform, 'POST', '/api/v1/player/idle-logout', { token: session.idToken })).status).toBe(204)
    expect((await call(platform, 'GET', '/api/v1/player/access/details', { token: session.idToken })).status).toBe(401)
    const row = await platform.db.one<{ ended_reason: string }>(`select s.ended_reason from sessions s join login_history h on h.session_id = s.id order by h.id desc limit 1`)
    expect(row!.ended_reason).toBe('idle')
  })
})

describe('profile and access', () => {
  it('returns every profile field from the database', async () => {
    const session = await login()
    const answer = await profile(session.idToken)
    expect(answer.body).toMatchObject({
      playerId: session.playerId,
      firstName: 'Dana',
      lastName: 'Demo',
      email: 'demo@croupier.test',
      mobilePhone: '+4741234567',
      phonePrefix: '+47',
      phoneBody: '41234567',
      dateOfBirth: '1990-04-12',
      countryCode: 'NO',
      currencyCode: 'NOK',
      market: 'NO',
      kycStatus: 'FULLY VERIFIED',
      accountStatus: 'REGISTERED',
      termsAndConditionsAccepted: true,
      termsAndConditionsAcceptedVersion: '2',
      eddQuestionnaire: 'NOT_REQUESTED',
      authorized: true,
      permissions: expect.objectContaining({ casino: true, deposit: true, multibrandSuspended: false }),
    })
  })

  it('lists the areas closed by flags, and a suspended brand closes payout and deposit', async () => {
    const session = await login()
    await platform.db.query(`update players set flags = flags || '{"sports": false, "multibrandSuspended": true}'::jsonb where id = $1`, [session.playerId])
    const answer = await call(platform, 'GET', '/api/v1/player/access/details', { token: session.idToken })
    expect(answer.body).toEqual({ restrictedAccess: true, disabledAreas: ['payout', 'sports', 'deposit'], accountStatus: 'REGISTERED' })
    await platform.db.query(`update players set flags = flags || '{"sports": true, "multibrandSuspended": false}'::jsonb where id = $1`, [session.playerId])
    expect((await call(platform, 'GET', '/api/v1/player/access/details', { token: session.idToken })).body.restrictedAccess).toBe(false)
  })
})
