/**
 * The activity timer on the platform: the chosen interval, the minutes left counted from the
 * session's login (or the last "continue") by the database clock, and the session's result from
 * the ledger in minor units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { house, player, post } from '../ledger/ledger.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, type Client } from '../wallet/test-support.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const client = async () => clientFor(platform, await createPlayer(platform.db))
/** The player logged in `minutes` ago (and has not continued since). */
const loggedInAgo = (c: Client, minutes: number) =>
  platform.db.query(`update sessions set created_at = now() - make_interval(mins => $2), activity_timer_started_at = null where player_id = $1`, [c.playerId, minutes])
/** The timer last restarted `minutes` ago. */
const restartedAgo = (c: Client, minutes: number) =>
  platform.db.query(`update sessions set activity_timer_started_at = now() - make_interval(mins => $2) where player_id = $1`, [c.playerId, minutes])
const check = async (c: Client) => (await c.get('/api/v1/player/activity_check')).body
const settings = (c: Client, body: unknown) => c.send('PATCH', '/api/v1/player/activity_check/settings', body)

let n = 0
/** A play movement on the player's main account: a stake (negative) or a payout (positive). */
const play = (c: Client, type: 'BET' | 'WIN' | 'BET_VOID', amountMinor: number) =>
  platform.db.transaction((tx) =>
    post(tx, {
      reference: `${type}-${c.playerId}-${++n}`,
      playerId: c.playerId,
      type,
      category: 'CASINO',
      currency: 'NOK',
      entries: [
        { account: player(c.playerId, 'MAIN'), amountMinor },
        { account: house('GAME_HOUSE'), amountMinor: -amountMinor },
      ],
    }),
  )

describe('the reality-check interval', () => {
  it('is two hours and on until the player chooses', async () => {
    const c = await client()
    expect((await c.get('/api/v1/player/activity_check/settings')).body).toEqual({ activityTimer: 'TWO_HOURS', activityTimerOn: true })
    expect(await check(c)).toEqual({ activityTimer: 'TWO_HOURS', activityTimerOn: true, minutesRemaining: 120 })
  })

  it('keeps the player’s choice and counts the new interval from now', async () => {
    const c = await client()
    await loggedInAgo(c, 50)
    const saved = await settings(c, { activityTimer: 'HALF_AN_HOUR', activityTimerOn: true })
    expect(saved).toMatchObject({ status: 200, body: { activityTimer: 'HALF_AN_HOUR', activityTimerOn: true } })
    expect(await check(c)).toEqual({ activityTimer: 'HALF_AN_HOUR', activityTimerOn: true, minutesRemaining: 30 })
    expect((await c.get('/api/v1/player/activity_check/settings')).body).toEqual({ activityTimer: 'HALF_AN_HOUR', activityTimerOn: true })
    // Another session of the same player reads the same choice.
    const other = await clientFor(platform, c.playerId)
    expect((await check(other)).activityTimer).toBe('HALF_AN_HOUR')
  })

  it('switched off has no minutes left, and keeps the interval for switching it back on', async () => {
    const c = await client()
    await settings(c, { activityTimer: 'HOUR', activityTimerOn: false })
    await loggedInAgo(c, 500)
    expect(await check(c)).toEqual({ activityTimer: 'HOUR', activityTimerOn: false, minutesRemaining: null })
    expect((await c.get('/api/v1/player/activity_check/minutes_remaining')).body).toEqual({ minutesRemaining: 120 })
    expect((await settings(c, { activityTimer: 'NOT_SET', activityTimerOn: false })).status).toBe(200)
    expect((await check(c)).minutesRemaining).toBeNull()
  })

  it('refuses an interval that is on but not set, an unknown interval and a missing field, in the error shape', async () => {
    const c = await client()
    const notSet = await settings(c, { activityTimer: 'NOT_SET', activityTimerOn: true })
    expect(notSet.status).toBe(400)
    expect(notSet.body).toMatchObject({
      status: 400,
      code: 'error.validation',
      errors: [{ field: 'activityTimer', rejectedValue: 'NOT_SET', code: 'error.validation.activity.timer.not.set', status: 400 }],
    })
    const unknown = await settings(c, { activityTimer: 'TEN_MINUTES', activityTimerOn: true })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ status: 400, code: expect.stringMatching(/^error\.validation/), errors: [expect.objectContaining({ code: 'error.validation.enum' })] })
    const missing = await settings(c, { activityTimer: 'HOUR' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([expect.objectContaining({ code: 'error.validation.required' })])
    const extra = await settings(c, { activityTimer: 'HOUR', activityTimerOn: true, minutesRemaining: 1 })
    expect(extra.status).toBe(400)
    // Nothing was stored by any refused change.
    expect(await check(c)).toMatchObject({ activityTimer: 'TWO_HOURS', activityTimerOn: true })
  })

  it('needs the access token to change, and a session to read', async () => {
    const c = await client()
    expect((await settings(c, { activityTimer: 'HOUR', activityTimerOn: true })).status).toBe(200)
    expect((await c.send('PATCH', '/api/v1/player/activity_check/settings', { activityTimer: 'HOUR', activityTimerOn: true }, { 'access-token': '' })).status).toBe(401)
    const anonymous = await fetch(`${platform.url}/api/v1/player/activity_check`, { headers: { 'x-site-id': '5' } })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ status: 401, code: 'error.token.invalid' })
  })
})

describe('the minutes left', () => {
  it('count down from login by the platform’s clock and go below zero once the check is due', async () => {
    const c = await client()
    await settings(c, { activityTimer: 'HOUR', activityTimerOn: true })
    await loggedInAgo(c, 59)
    expect((await check(c)).minutesRemaining).toBe(1)
    expect((await c.get('/api/v1/player/activity_check/minutes_remaining')).body).toEqual({ minutesRemaining: 1 })
    await loggedInAgo(c, 61)
    expect((await check(c)).minutesRemaining).toBe(-1)
  })

  it('start again when the player continues', async () => {
    const c = await client()
    await loggedInAgo(c, 130)
    expect((await check(c)).minutesRemaining).toBe(-10)
    expect((await c.send('PATCH', '/api/v1/player/activity_check/reset_timer')).body).toEqual({ minutesRemaining: 120 })
    expect((await check(c)).minutesRemaining).toBe(120)
    await restartedAgo(c, 45)
    expect((await check(c)).minutesRemaining).toBe(75)
    // The session's own length still counts from login.
    expect((await c.get('/api/v1/player/wallet/activity_check')).body.durationMinutes).toBe(130)
  })

  it('are per session: a new login starts its own timer', async () => {
    const c = await client()
    await loggedInAgo(c, 100)
    const fresh = await clientFor(platform, c.playerId)
    expect((await check(fresh)).minutesRemaining).toBe(120)
  })

  it('stop with the session: an ended session’s tokens are refused', async () => {
    const c = await client()
    expect((await c.send('POST', '/api/v1/player/sign_out')).status).toBe(204)
    expect((await c.get('/api/v1/player/activity_check')).status).toBe(401)
  })
})

describe('the session and its result', () => {
  it('tells when the session started and how long it has lasted', async () => {
    const c = await client()
    await loggedInAgo(c, 95)
    const body = (await c.get('/api/v1/player/wallet/activity_check')).body
    expect(body.durationMinutes).toBe(95)
    expect(Math.round((Date.now() - new Date(body.sessionStartedAt).getTime()) / 60_000)).toBe(95)
  })

  it('sums the play since login in minor units: stakes, payouts and the net result, not deposits', async () => {
    const c = await client()
    await fund(platform.db, c.playerId, 50_000)
    await play(c, 'BET', -1_000)
    await play(c, 'WIN', 2_550)
    await play(c, 'BET', -3_000)
    await play(c, 'BET', -500)
    await play(c, 'BET_VOID', 500)
    const result = (await c.get('/api/v1/player/wallet/activity_check/result')).body
    expect(result).toEqual({ since: expect.any(String), currency: 'NOK', turnoverMinor: 4_000, winningsMinor: 2_550, deltaMinor: -1_450 })
    // Since the last check: nothing yet after a restart.
    await c.send('PATCH', '/api/v1/player/activity_check/reset_timer')
    expect((await c.get('/api/v1/player/activity_check/summary')).body).toMatchObject({ turnoverMinor: 0, winningsMinor: 0, deltaMinor: 0, currency: 'NOK' })
    await play(c, 'BET', -200)
    await play(c, 'WIN', 1_000)
    expect((await c.get('/api/v1/player/activity_check/summary')).body).toMatchObject({ turnoverMinor: 200, winningsMinor: 1_000, deltaMinor: 800 })
    expect((await c.get('/api/v1/player/wallet/activity_check/result')).body).toMatchObject({ turnoverMinor: 4_200, winningsMinor: 3_550, deltaMinor: -650 })
  })

  it('leaves out play from before this login', async () => {
    const earlier = await client()
    await fund(platform.db, earlier.playerId, 10_000)
    await play(earlier, 'BET', -2_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The same player logs in again: the stake above belongs to the earlier session.
    const c = await clientFor(platform, earlier.playerId)
    await play(c, 'WIN', 700)
    expect((await earlier.get('/api/v1/player/wallet/activity_check/result')).body).toMatchObject({ turnoverMinor: 2_000, winningsMinor: 700, deltaMinor: -1_300 })
    const result = (await c.get('/api/v1/player/wallet/activity_check/result')).body
    expect(result).toMatchObject({ turnoverMinor: 0, winningsMinor: 700, deltaMinor: 700 })
    expect(new Date(result.since).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('the development clock for browser tests', () => {
  const elapse = (idToken: string | null, minutes: unknown) =>
    fetch(`${platform.url}/dev/activity-timer/elapse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify({ minutes }),
    })

  it('lets minutes pass for the caller’s session only, and refuses bad input', async () => {
    const playerId = await createPlayer(platform.db)
    const tokens = await platform.app.services.tokens.issue(playerId, 'password')
    const c = await clientFor(platform, playerId)
    await c.send('PATCH', '/api/v1/player/activity_check/reset_timer')
    expect((await elapse(tokens.idToken, 30)).status).toBe(204)
    const session = await platform.db.one<{ minutes: number }>(
      `select floor(extract(epoch from now() - created_at) / 60)::int as minutes from sessions where player_id = $1 order by created_at limit 1`,
      [playerId],
    )
    expect(session!.minutes).toBe(30)
    // The other session (c's) did not move.
    expect((await check(c)).minutesRemaining).toBe(120)
    expect((await elapse(tokens.idToken, 0)).status).toBe(400)
    expect((await elapse(tokens.idToken, '5')).status).toBe(400)
    expect(await (await elapse(null, 5)).json()).toMatchObject({ status: 401, code: 'error.token.invalid' })
  })

  it('is absent in production', async () => {
    const playerId = await createPlayer(platform.db)
    const { idToken } = await platform.app.services.tokens.issue(playerId, 'password')
    const { buildApp } = await import('../app.ts')
    const app = await buildApp({ db: platform.db, config: { ...platform.app.services.config, production: true } })
    const answer = await app.inject({ method: 'POST', url: '/dev/activity-timer/elapse', headers: { authorization: `Bearer ${idToken}` }, payload: { minutes: 30 } })
    expect(answer.statusCode).toBe(404)
    await app.close()
    const session = await platform.db.one<{ moved: boolean }>(`select created_at < now() - interval '1 minute' as moved from sessions where player_id = $1`, [playerId])
    expect(session!.moved).toBe(false)
  })
})
