/**
 * Rule: starting cooling off (POST /player/{id}/timeout/cooling) needs proof — the short-lived,
 * signed ticket handed out with the time-out refusal, after the player's right password. Before,
 * anyone knowing a player id could put that player into cooling off. Also the cooling-off itself
 * (moved here from the session tests): it never shortens a running time-out and is not started twice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call } from '../identity/test-support.ts'
import { DEMO_PASSWORD } from '../identity/seed-accounts.ts'
import { issueCoolingTicket } from '../identity/cooling-ticket.ts'
import { limits } from '../identity/settings.ts'

let platform: TestPlatform
let timeoutId: string

beforeAll(async () => {
  platform = await startTestPlatform()
  timeoutId = (await platform.db.one<{ id: string }>(`select id from players where email = 'timeout@croupier.test'`))!.id
})
afterAll(() => platform?.close())

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()

/** The timeout player back in a plain (not cooling) time-out ending at `until`. */
async function timeOut(until: string) {
  await platform.db.query(
    `update players set status = 'TIMEOUT', restricted_until = $2, restriction_is_cooling = false, restriction_initiator = 'PLAYER',
       failed_login_count = 0, locked_until = null where id = $1`,
    [timeoutId, until],
  )
}

const refusalOf = (email: string, password = DEMO_PASSWORD) => call(platform, 'POST', '/api/v1/player/login', { body: { email, password } })
const cooling = (id: string, body: Record<string, unknown>) => call(platform, 'POST', `/api/v1/player/${id}/timeout/cooling`, { body })
const untilOf = async (id: string) =>
  (await platform.db.one<{ until: Date | null; cooling: boolean }>('select restricted_until as until, restriction_is_cooling as cooling from players where id = $1', [id]))!

describe('the ticket (rule: cooling off needs proof from the time-out refusal)', () => {
  beforeEach(() => timeOut(hours(72)))

  it('comes with a time-out refusal after the right password, and starts cooling off', async () => {
    const refusal = await refusalOf('timeout@croupier.test')
    expect(refusal.status).toBe(403)
    const { playerId, coolingTicket } = refusal.body.additionalInfo
    expect(playerId).toBe(timeoutId)
    expect(coolingTicket).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    const started = await cooling(playerId, { playerId, coolingTicket })
    expect(started.status).toBe(200)
  })

  it('without a ticket nobody can put a player into cooling off', async () => {
    const res = await cooling(timeoutId, { playerId: timeoutId })
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'coolingTicket', code: 'error.validation.required' }))
    expect(await untilOf(timeoutId)).toMatchObject({ cooling: false })
  })

  it.each([
    ['a made-up ticket', () => 'v1.e30.AAAA'],
    ['garbage', () => 'not-a-ticket'],
    ['a ticket signed with another key', async () => `v1.${Buffer.from(JSON.stringify({ p: timeoutId, r: Date.now(), e: Date.now() + 60_000 })).toString('base64url')}.${'A'.repeat(43)}`],
  ])('%s is refused with 403 error.cooling.ticket.invalid', async (_name, make) => {
    const res = await cooling(timeoutId, { playerId: timeoutId, coolingTicket: await make() })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ status: 403, code: 'error.cooling.ticket.invalid' })
    expect(await untilOf(timeoutId)).toMatchObject({ cooling: false })
  })

  it("one player's ticket does not work for another, and a payload changed to name another player breaks the signature", async () => {
    const { coolingTicket } = (await refusalOf('timeout@croupier.test')).body.additionalInfo
    const demo = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!.id
    const borrowed = await cooling(demo, { playerId: demo, coolingTicket })
    expect([borrowed.status, borrowed.body.code]).toEqual([403, 'error.cooling.ticket.invalid'])

    const [version, payload, mac] = coolingTicket.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = `${version}.${Buffer.from(JSON.stringify({ ...claims, p: demo })).toString('base64url')}.${mac}`
    const tampered = await cooling(demo, { playerId: demo, coolingTicket: forged })
    expect([tampered.status, tampered.body.code]).toEqual([403, 'error.cooling.ticket.invalid'])
  })

  it('expires', async () => {
    const until = new Date((await untilOf(timeoutId)).until!).getTime()
    const stale = await issueCoolingTicket(platform.db, timeoutId, until, Date.now() - limits.coolingTicketTtlMs - 1000)
    const res = await cooling(timeoutId, { playerId: timeoutId, coolingTicket: stale })
    expect([res.status, res.body.code]).toEqual([403, 'error.cooling.ticket.invalid'])
  })

  it('belongs to the time-out it came with: a ticket from an earlier time-out is spent', async () => {
    const { coolingTicket } = (await refusalOf('timeout@croupier.test')).body.additionalInfo
    await timeOut(hours(48))
    const res = await cooling(timeoutId, { playerId: timeoutId, coolingTicket })
    expect([res.status, res.body.code]).toEqual([403, 'error.cooling.ticket.invalid'])
  })

  it('is only handed out where cooling off may start: not after a wrong password, not for a cooling-off or an exclusion', async () => {
    const wrong = await refusalOf('timeout@croupier.test', 'Wrong-password-1')
    expect(wrong.status).toBe(401)
    expect(JSON.stringify(wrong.body)).not.toContain('coolingTicket')

    await platform.db.query('update players set restriction_is_cooling = true where id = $1', [timeoutId])
    const coolingNow = await refusalOf('timeout@croupier.test')
    expect(coolingNow.body.additionalInfo).toMatchObject({ isCooling: true })
    expect(coolingNow.body.additionalInfo).not.toHaveProperty('coolingTicket')

    const excluded = await refusalOf('excluded@croupier.test')
    expect(excluded.body.code).toBe('error.exclusion.in.progress:days:30')
    expect(excluded.body.additionalInfo).not.toHaveProperty('coolingTicket')
  })

  it('says nothing about a player before the ticket is checked: an unknown id answers like a known one', async () => {
    const unknown = await cooling('00000000-0000-4000-8000-000000000000', { playerId: '00000000-0000-4000-8000-000000000000', coolingTicket: 'v1.e30.AAAA' })
    const known = await cooling(timeoutId, { playerId: timeoutId, coolingTicket: 'v1.e30.AAAA' })
    expect([unknown.status, unknown.body.code]).toEqual([known.status, known.body.code])
  })
})

describe('the cooling-off', () => {
  it('never ends a running time-out sooner, and is not started twice', async () => {
    await timeOut(hours(72))
    const { until } = await untilOf(timeoutId)
    const { playerId, coolingTicket } = (await refusalOf('timeout@croupier.test')).body.additionalInfo
    const started = await cooling(playerId, { playerId, coolingTicket })
    expect(started.status).toBe(200)
    expect(started.body.timeoutUntil).toBe(new Date(until!).toISOString())
    const refusal = await refusalOf('timeout@croupier.test')
    expect(refusal.body.additionalInfo).toMatchObject({ isCooling: true, remainingDays: 3 })
    expect(refusal.body.additionalInfo).not.toHaveProperty('coolingTicket')
    // The time-out's end did not move, so the ticket still matches it: the cooling-off itself refuses.
    const again = await cooling(playerId, { playerId, coolingTicket })
    expect([again.status, again.body.code]).toEqual([409, 'error.cooling.already_active'])
  })

  it('lasts a day when the time-out had less left, and a second start with the same ticket is refused', async () => {
    await timeOut(hours(2))
    const { playerId, coolingTicket } = (await refusalOf('timeout@croupier.test')).body.additionalInfo
    const started = await cooling(playerId, { playerId, coolingTicket })
    const ends = new Date(started.body.timeoutUntil).getTime() - Date.now()
    expect(ends).toBeGreaterThan(limits.coolingMs - 60_000)
    expect(ends).toBeLessThanOrEqual(limits.coolingMs)
    const again = await cooling(playerId, { playerId, coolingTicket })
    expect(again.status).toBe(403)
  })

  it('refuses a path id that differs from the body', async () => {
    await timeOut(hours(72))
    const { playerId, coolingTicket } = (await refusalOf('timeout@croupier.test')).body.additionalInfo
    const res = await cooling('00000000-0000-4000-8000-000000000000', { playerId, coolingTicket })
    expect([res.status, res.body.code]).toEqual([400, 'error.player.id.mismatch'])
  })
})
