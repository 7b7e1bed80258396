/**
 * Time-out and self-exclusion on the platform: the contract's field errors, the player's status
 * and end where login reads them, every session ended, the record kept, login refused afterwards
 * with the right code and days, and a second request refused while the first one runs.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../auth/password.ts'
import { call, refreshCookieOf } from '../identity/test-support.ts'
import { CLOSE_UNAUTHORIZED } from '../realtime/routes.ts'
import { openSocket } from '../realtime/test-support.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { createPlayer } from '../wallet/test-support.ts'

let platform: TestPlatform
let passwordHash: string
const PASSWORD = 'Correct-Horse-42'
const day = 86_400_000
const hour = 3_600_000

beforeAll(async () => {
  platform = await startTestPlatform({ env: { RATE_LIMIT_LOGIN: '1000' } })
  passwordHash = await hashPassword(PASSWORD)
}, 180_000)
afterAll(() => platform?.close())

interface Player {
  id: string
  email: string
}

async function newPlayer(): Promise<Player> {
  const email = `rg-${randomUUID()}@example.com`
  return { id: await createPlayer(platform.db, { email, passwordHash }), email }
}

const login = (p: Player) => call(platform, 'POST', '/api/v1/player/login', { body: { email: p.email, password: PASSWORD } })

/** A signed-in device: the tokens of one login. */
async function signIn(p: Player) {
  const answer = await login(p)
  expect(answer.status).toBe(200)
  return { token: answer.body.idToken as string, accessToken: answer.body.accessToken as string, refreshToken: refreshCookieOf(answer)! }
}

type Device = Awaited<ReturnType<typeof signIn>>
const timeout = (d: Device, body: unknown) => call(platform, 'POST', '/api/v1/player/timeout', { token: d.token, accessToken: d.accessToken, body })
const exclude = (d: Device, body: unknown) => call(platform, 'PATCH', '/api/v1/player/exclusion', { token: d.token, accessToken: d.accessToken, body })
const profile = (d: Device) => call(platform, 'GET', '/api/v1/player/profile', { token: d.token, accessToken: d.accessToken })
const records = (p: Player) =>
  platform.db.query<Record<string, unknown>>('select kind, days, months, delay_hours, indefinite, starts_at, ends_at, sessions_ended from player_restrictions where player_id = $1 order by id', [p.id])
const row = async (p: Player) =>
  (await platform.db.one<{ status: string; until: Date | null; initiator: string; cooling: boolean }>(
    'select status, restricted_until as until, restriction_initiator as initiator, restriction_is_cooling as cooling from players where id = $1',
    [p.id],
  ))!
const fromNow = (iso: string | Date) => new Date(iso).getTime() - Date.now()

describe('a time-out', () => {
  it('starts at once for the chosen days, ends every session and is recorded', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    const elsewhere = await signIn(p)
    expect((await profile(elsewhere)).status).toBe(200)
    const refresh = (refreshToken: string) => call(platform, 'POST', '/api/v1/player/token/refresh', { refreshToken })
    const renewed = await refresh(elsewhere.refreshToken)
    expect(renewed.status).toBe(200)

    const answer = await timeout(here, { value: 7 })

    expect(answer.status).toBe(200)
    expect(fromNow(answer.body.timeoutUntil)).toBeGreaterThan(7 * day - 60_000)
    expect(fromNow(answer.body.timeoutUntil)).toBeLessThanOrEqual(7 * day)
    expect(answer.headers.getSetCookie().join()).toMatch(/refresh/i)
    expect(await row(p)).toMatchObject({ status: 'TIMEOUT', initiator: 'PLAYER', cooling: false })
    expect(new Date((await row(p)).until!).toISOString()).toBe(answer.body.timeoutUntil)
    for (const device of [here, elsewhere]) expect([(await profile(device)).status, (await profile(device)).body.code]).toEqual([401, 'error.token.invalid'])
    // Nor can a device get new tokens with its refresh token.
    expect((await refresh(refreshCookieOf(renewed)!)).status).toBe(401)
    expect(await records(p)).toEqual([expect.objectContaining({ kind: 'TIMEOUT', days: 7, months: null, indefinite: false, sessions_ended: 2 })])
  })

  it('refuses login afterwards with the time-out code and the days left', async () => {
    const p = await newPlayer()
    await timeout(await signIn(p), { value: 1 })
    const refused = await login(p)
    expect([refused.status, refused.body.code]).toEqual([403, 'error.timeout.in.progress:days:1'])
    expect(refused.body.additionalInfo).toMatchObject({ playerId: p.id, remainingDays: 1, isCooling: false, initiator: 'PLAYER' })
  })

  it('lets the player back in once it has run out', async () => {
    const p = await newPlayer()
    await timeout(await signIn(p), { value: 2 })
    await platform.db.query(`update players set restricted_until = now() - interval '1 second' where id = $1`, [p.id])
    expect((await login(p)).status).toBe(200)
    expect((await row(p)).status).toBe('REGISTERED')
  })

  it.each<[string, unknown, Record<string, unknown>]>([
    ['no days', {}, { field: 'value', code: 'error.validation.required' }],
    ['zero days', { value: 0 }, { field: 'value', rejectedValue: 0, code: 'error.validation.range' }],
    ['more than 42 days', { value: 43 }, { field: 'value', rejectedValue: 43, code: 'error.validation.range' }],
    ['a fraction of a day', { value: 1.5 }, { field: 'value', rejectedValue: 1.5, code: 'error.validation.type' }],
    ['days as text', { value: 'seven' }, { field: 'value', rejectedValue: 'seven', code: 'error.validation.type' }],
    ['an unknown field', { value: 1, hours: 3 }, { field: 'hours', code: 'error.validation.unknown.field' }],
  ])('refuses %s with a field error and changes nothing', async (_, body, error) => {
    const p = await newPlayer()
    const d = await signIn(p)
    const answer = await timeout(d, body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ status: 400, code: 'error.validation' })
    expect(answer.body.errors).toContainEqual({ objectName: 'startTimeout', status: 400, message: expect.any(String), ...error })
    expect((await row(p)).status).toBe('REGISTERED')
    expect((await profile(d)).status).toBe(200)
    expect(await records(p)).toEqual([])
  })

  it('closes the realtime socket of every device of the player at once, and no one else’s', async () => {
    const p = await newPlayer()
    const other = await newPlayer()
    const [here, elsewhere, bystander] = [await signIn(p), await signIn(p), await signIn(other)]
    /** A device's socket, opened as the client opens it: a ticket from the API, then /ws with it. */
    const connect = async (d: Device) => {
      const ticket = await call(platform, 'POST', '/api/v1/realtime/ticket', { token: d.token, accessToken: d.accessToken })
      expect(ticket.status).toBe(201)
      const socket = await openSocket(platform.app, `/ws?Authorization=${ticket.body.ticket}`)
      expect(await socket.next()).toMatchObject({ type: 'session.connected' })
      return socket
    }
    const sockets = [await connect(here), await connect(elsewhere)]
    const bystanders = await connect(bystander)
    expect(platform.app.services.realtime.connections(p.id)).toBe(2)
    expect(platform.app.services.realtime.publish(p.id, { type: 'wallet.balanceUpdated' })).toBe(2)
    for (const s of sockets) expect(await s.next()).toEqual({ type: 'wallet.balanceUpdated' })

    expect((await timeout(here, { value: 1 })).status).toBe(200)

    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([CLOSE_UNAUTHORIZED, CLOSE_UNAUTHORIZED])
    // Nothing more reaches the player's closing sockets; the other player's stays open and served.
    const { realtime } = platform.app.services
    expect(realtime.publish(p.id, { type: 'wallet.balanceUpdated' })).toBe(0)
    const arriving = bystanders.next()
    expect(realtime.publish(other.id, { type: 'wallet.balanceUpdated' })).toBe(1)
    expect(await arriving).toEqual({ type: 'wallet.balanceUpdated' })
    bystanders.socket.terminate()
    await bystanders.closed
  })

  it('needs both tokens', async () => {
    const p = await newPlayer()
    const { token } = await signIn(p)
    expect((await call(platform, 'POST', '/api/v1/player/timeout', { token, body: { value: 1 } })).status).toBe(401)
    expect((await row(p)).status).toBe('REGISTERED')
  })
})

describe('a self-exclusion', () => {
  it('for months starts at once, ends every session and refuses login with the days left', async () => {
    const p = await newPlayer()
    const here = await signIn(p)
    const elsewhere = await signIn(p)

    const answer = await exclude(here, { exclusionInMonths: 6, exclusionDelayInHours: 0 })

    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ indefinite: false })
    expect(Math.abs(fromNow(answer.body.startsAt))).toBeLessThan(60_000)
    // Six calendar months: between 181 and 184 days.
    const days = Math.ceil(fromNow(answer.body.endsAt) / day)
    expect(days).toBeGreaterThanOrEqual(181)
    expect(days).toBeLessThanOrEqual(184)
    expect(await row(p)).toMatchObject({ status: 'SELF_EXCLUDED', initiator: 'PLAYER' })
    for (const device of [here, elsewhere]) expect((await profile(device)).status).toBe(401)
    expect(await records(p)).toEqual([expect.objectContaining({ kind: 'SELF_EXCLUSION', months: 6, delay_hours: 0, indefinite: false, sessions_ended: 2 })])

    const refused = await login(p)
    expect([refused.status, refused.body.code]).toEqual([403, `error.exclusion.in.progress:days:${days}`])
    expect(refused.body.additionalInfo).toMatchObject({ playerId: p.id, remainingDays: days, initiator: 'PLAYER' })
  })

  it('with a delay counts the months from the end of the delay, yet protects the player from now', async () => {
    const p = await newPlayer()
    const d = await signIn(p)

    const answer = await exclude(d, { exclusionInMonths: 1, exclusionDelayInHours: 24 })

    expect(answer.status).toBe(200)
    expect(fromNow(answer.body.startsAt)).toBeGreaterThan(24 * hour - 60_000)
    expect(fromNow(answer.body.startsAt)).toBeLessThanOrEqual(24 * hour)
    const months = new Date(answer.body.startsAt)
    months.setUTCMonth(months.getUTCMonth() + 1)
    expect(Math.abs(new Date(answer.body.endsAt).getTime() - months.getTime())).toBeLessThan(day)
    // Logged out now, and not let back in during the delay.
    expect((await profile(d)).status).toBe(401)
    const refused = await login(p)
    expect(refused.body.code).toBe(`error.exclusion.in.progress:days:${Math.ceil(fromNow(answer.body.endsAt) / day)}`)
    expect(await records(p)).toEqual([expect.objectContaining({ months: 1, delay_hours: 24 })])
  })

  it('indefinitely has no end and refuses login as indefinite', async () => {
    const p = await newPlayer()
    const answer = await exclude(await signIn(p), { accountDisableIndefinitely: true })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ indefinite: true, endsAt: null })
    expect(await row(p)).toMatchObject({ status: 'SELF_EXCLUDED', until: null })
    const refused = await login(p)
    expect([refused.status, refused.body.code]).toEqual([403, 'error.exclusion.in.progress.indefinitely'])
    expect(refused.body.additionalInfo).toMatchObject({ remainingDays: null, milliseconds: null })
    expect(await records(p)).toEqual([expect.objectContaining({ kind: 'SELF_EXCLUSION', months: null, indefinite: true, ends_at: null })])
  })

  it.each<[string, unknown, Record<string, unknown>]>([
    ['no body fields', {}, { code: 'error.validation.required' }],
    ['zero months', { exclusionInMonths: 0, exclusionDelayInHours: 0 }, { field: 'exclusionInMonths', rejectedValue: 0, code: 'error.validation.range' }],
    ['more than 60 months', { exclusionInMonths: 61, exclusionDelayInHours: 0 }, { field: 'exclusionInMonths', rejectedValue: 61, code: 'error.validation.range' }],
    ['a negative delay', { exclusionInMonths: 3, exclusionDelayInHours: -1 }, { field: 'exclusionDelayInHours', rejectedValue: -1, code: 'error.validation.range' }],
    ['a delay over a week', { exclusionInMonths: 3, exclusionDelayInHours: 169 }, { field: 'exclusionDelayInHours', rejectedValue: 169, code: 'error.validation.range' }],
    ['months without a delay', { exclusionInMonths: 3 }, { field: 'exclusionDelayInHours', code: 'error.validation.required' }],
    ['indefinitely false', { accountDisableIndefinitely: false }, { field: 'accountDisableIndefinitely', rejectedValue: false, code: 'error.validation.enum' }],
    ['months and indefinitely together', { exclusionInMonths: 3, exclusionDelayInHours: 0, accountDisableIndefinitely: true }, { code: 'error.validation.unknown.field' }],
  ])('refuses %s with a field error and changes nothing', async (_, body, error) => {
    const p = await newPlayer()
    const d = await signIn(p)
    const answer = await exclude(d, body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ status: 400, code: 'error.validation' })
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ objectName: 'selfExclude', status: 400, message: expect.any(String), ...error }))
    expect((await row(p)).status).toBe('REGISTERED')
    expect((await profile(d)).status).toBe(200)
    expect(await records(p)).toEqual([])
  })
})

describe('two requests at once', () => {
  it('applies one; the other is refused with the running restriction’s code', async () => {
    const p = await newPlayer()
    const a = await signIn(p)
    const b = await signIn(p)
    const answers = await Promise.all([timeout(a, { value: 3 }), exclude(b, { exclusionInMonths: 2, exclusionDelayInHours: 0 })])
    const done = answers.filter((x) => x.status === 200)
    expect(done).toHaveLength(1)
    const other = answers.find((x) => x.status !== 200)!
    // Refused either on its token (the first ended its session before it was read) or on the row.
    expect([401, 403]).toContain(other.status)
    if (other.status === 403) expect(other.body.code).toMatch(/^error\.(timeout|exclusion)\.in\.progress:days:\d+$/)
    expect(await records(p)).toHaveLength(1)
  })

  it('refuses a second request on a session that was live when it arrived', async () => {
    const p = await newPlayer()
    const d = await signIn(p)
    // As if the first request committed between this one's token check and its transaction.
    await platform.db.query(`update players set status = 'TIMEOUT', restricted_until = now() + interval '2 days', restriction_initiator = 'PLAYER' where id = $1`, [p.id])
    const answer = await exclude(d, { accountDisableIndefinitely: true })
    expect([answer.status, answer.body.code]).toEqual([403, 'error.timeout.in.progress:days:2'])
    expect((await row(p)).status).toBe('TIMEOUT')
    expect(await records(p)).toEqual([])
  })
})
