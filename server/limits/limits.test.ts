/**
 * Limits on the platform: the contract's operations, pending changes that take effect once their
 * cooling period is over, usage per calendar period, and enforcement on deposits (and, for the
 * games area, on stakes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiProblem } from '../http/errors.ts'
import { house, player, post } from '../ledger/ledger.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import { clientFor, createPlayer, fund, key, type Client, type PlayerSpec } from '../wallet/test-support.ts'
import { assertSpendWithinLimits } from './limits.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const client = async (spec: PlayerSpec = {}) => clientFor(platform, await createPlayer(platform.db, spec))
const depositLimits = async (c: Client, kind = 'deposit') => (await c.get(`/api/v1/player/deposit-limits?kind=${kind}`)).body
const change = (c: Client, body: unknown, kind = 'deposit') => c.send('PATCH', `/api/v1/player/deposit-limits?kind=${kind}`, body)
const period = (set: { limits: { duration: string }[] }, duration: string) => set.limits.find((l) => l.duration === duration) as Record<string, any>
/** Time passes for the player's pending changes: they become due now. */
const coolingOver = (c: Client) => platform.db.query(`update rg_limits set pending_active_from = now() - interval '1 second' where player_id = $1 and pending_active_from is not null`, [c.playerId])
const hoursFromNow = (iso: string) => Math.round((new Date(iso).getTime() - Date.now()) / 3_600_000)

describe('reading limits', () => {
  it('lists every period with no limit, the market’s cooling period and the period ends', async () => {
    const c = await client()
    const set = await depositLimits(c)
    expect(set).toMatchObject({ currency: 'NOK', coolingPeriodHours: 24 })
    expect(set.limits.map((l: { duration: string; limitMinor: null; usedMinor: number; remainingMinor: null }) => [l.duration, l.limitMinor, l.usedMinor, l.remainingMinor])).toEqual([
      ['D', null, 0, null],
      ['W', null, 0, null],
      ['M', null, 0, null],
    ])
    // Oslo midnight: 23:00 or 22:00 UTC.
    expect(period(set, 'D').resetAt).toMatch(/T2[23]:00:00\.000Z$/)
    expect(new Date(period(set, 'W').resetAt).getTime()).toBeGreaterThan(new Date(period(set, 'D').resetAt).getTime() - 1)
    // Each period's allowed range, in the player's currency (NOK: 10 units a euro): €5 to €100,000, €300,000, €1,000,000.
    expect(set.limits.map((l: { duration: string; minAmountMinor: number; maxAmountMinor: number }) => [l.duration, l.minAmountMinor, l.maxAmountMinor])).toEqual([
      ['D', 5_000, 100_000_000],
      ['W', 5_000, 300_000_000],
      ['M', 5_000, 1_000_000_000],
    ])
    expect(period(await depositLimits(await client({ countryCode: 'FI', currency: 'EUR' })), 'W')).toMatchObject({ minAmountMinor: 500, maxAmountMinor: 30_000_000 })
    expect((await depositLimits(await client({ countryCode: 'SE', currency: 'SEK' }))).coolingPeriodHours).toBe(72)
    expect((await depositLimits(await client({ countryCode: 'NL', currency: 'EUR' }))).coolingPeriodHours).toBe(168)
  })
})

describe('changing a deposit limit', () => {
  it('sets a limit at once and counts today’s deposits as used', async () => {
    const c = await client()
    await fund(platform.db, c.playerId, 20_000)
    const saved = await change(c, { duration: 'D', limitMinor: 50_000 })
    expect(saved.status).toBe(200)
    expect(period(saved.body, 'D')).toMatchObject({ limitMinor: 50_000, pendingLimitMinor: null, usedMinor: 20_000, remainingMinor: 30_000, startAt: expect.any(String), updatedAt: expect.any(String) })
  })

  it('holds an increase for 24 hours, then applies it', async () => {
    const c = await client()
    await change(c, { duration: 'W', limitMinor: 100_000 })
    const increased = (await change(c, { duration: 'W', limitMinor: 150_000 })).body
    expect(period(increased, 'W')).toMatchObject({ limitMinor: 100_000, pendingLimitMinor: 150_000, pendingRemoval: false })
    expect(hoursFromNow(period(increased, 'W').pendingLimitActiveFrom)).toBe(24)
    await coolingOver(c)
    expect(period(await depositLimits(c), 'W')).toMatchObject({ limitMinor: 150_000, pendingLimitMinor: null, pendingLimitActiveFrom: null })
    const log = await platform.db.query<{ action: string }>('select action from rg_limit_changes where player_id = $1 order by id', [c.playerId])
    expect(log.map((r) => r.action)).toEqual(['SET', 'INCREASE_PENDING', 'PENDING_APPLIED'])
  })

  it('holds an increase 72 hours in Sweden, and at least until the period ends', async () => {
    const c = await client({ countryCode: 'SE', currency: 'SEK' })
    await change(c, { duration: 'M', limitMinor: 100_000 })
    const increased = period((await change(c, { duration: 'M', limitMinor: 200_000 })).body, 'M')
    const due = new Date(increased.pendingLimitActiveFrom).getTime()
    expect(due).toBeGreaterThanOrEqual(Date.now() + 71.9 * 3_600_000)
    expect(due).toBeGreaterThanOrEqual(new Date(increased.resetAt).getTime())
  })

  it('applies a decrease at once', async () => {
    const c = await client()
    await change(c, { duration: 'M', limitMinor: 500_000 })
    expect(period((await change(c, { duration: 'M', limitMinor: 200_000 })).body, 'M')).toMatchObject({ limitMinor: 200_000, pendingLimitMinor: null })
  })

  it('removes a limit after the cooling period, and a pending change can be cancelled', async () => {
    const c = await client()
    await change(c, { duration: 'D', limitMinor: 30_000 })
    expect(period((await change(c, { duration: 'D', deleteLimit: true })).body, 'D')).toMatchObject({ limitMinor: 30_000, pendingRemoval: true })
    expect(period((await change(c, { duration: 'D', cancelPendingLimit: true })).body, 'D')).toMatchObject({ limitMinor: 30_000, pendingRemoval: false, pendingLimitActiveFrom: null })
    await change(c, { duration: 'D', deleteLimit: true })
    await coolingOver(c)
    expect(period(await depositLimits(c), 'D')).toMatchObject({ limitMinor: null, pendingRemoval: false, remainingMinor: null })
  })

  it('answers every refusal with its code, the field and the period', async () => {
    const c = await client()
    await change(c, { duration: 'D', limitMinor: 30_000 })
    await change(c, { duration: 'W', limitMinor: 60_000 })
    const refusals: [unknown, string][] = [
      [{ duration: 'M', limitMinor: 1 }, 'error.deposit.limit.interval'],
      [{ duration: 'D', limitMinor: 70_000 }, 'error.deposit.limit.too_high'],
      [{ duration: 'W', limitMinor: 20_000 }, 'error.deposit.limit.too_low'],
      [{ duration: 'M', deleteLimit: true }, 'error.deposit.limit.not_found'],
      [{ duration: 'D', cancelPendingLimit: true }, 'error.deposit.limit.no_pending'],
    ]
    for (const [body, code] of refusals) {
      const answer = await change(c, body)
      expect(answer.status, code).toBe(400)
      expect(answer.body).toMatchObject({ status: 400, code, errors: [{ objectName: 'limitChange', status: 400, code }], additionalInfo: { duration: (body as { duration: string }).duration, kind: 'deposit' } })
    }
    // Only the out-of-range refusal names a range: the period's, as the limits read gives it.
    for (const [body, range] of [
      [{ duration: 'M', limitMinor: 4_999 }, { minAmountMinor: 5_000, maxAmountMinor: 1_000_000_000 }],
      [{ duration: 'D', limitMinor: 100_000_001 }, { minAmountMinor: 5_000, maxAmountMinor: 100_000_000 }],
    ] as const) {
      const answer = await change(c, body)
      expect(answer.body).toMatchObject({ code: 'error.deposit.limit.interval', additionalInfo: { duration: body.duration, kind: 'deposit', ...range } })
      expect(period(await depositLimits(c), body.duration)).toMatchObject(range)
    }
    const tooHigh = await change(c, { duration: 'D', limitMinor: 70_000 })
    expect(tooHigh.body.additionalInfo).toEqual({ duration: 'D', kind: 'deposit' })
    await platform.db.query(`update rg_limits set locked = true where player_id = $1 and period = 'D'`, [c.playerId])
    expect((await change(c, { duration: 'D', limitMinor: 10_000 })).body.code).toBe('error.deposit.limit.locked')
    expect(period(await depositLimits(c), 'D')).toMatchObject({ limitMinor: 30_000, locked: true })
  })

  it('keeps loss limits apart from deposit limits', async () => {
    const c = await client()
    await change(c, { duration: 'D', limitMinor: 40_000 }, 'loss')
    expect(period(await depositLimits(c, 'loss'), 'D').limitMinor).toBe(40_000)
    expect(period(await depositLimits(c, 'deposit'), 'D').limitMinor).toBeNull()
  })
})

describe('enforcement', () => {
  const open = (c: Client, amountMinor: number) =>
    c.send('POST', '/api/v1/player/wallet/deposits', { method: 'SKRILL', amountMinor, returnPath: '/en-NO/deposit' }, key())

  it('refuses a deposit above what the deposit limits leave, counting pending deposits', async () => {
    const c = await client()
    await change(c, { duration: 'W', limitMinor: 50_000 })
    expect((await open(c, 30_000)).status).toBe(201)
    const over = await open(c, 25_000)
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ code: 'error.deposit.limit.exceeded', additionalInfo: { kind: 'deposit', limitType: 'W', limitMinor: 50_000, limitLeftMinor: 20_000 } })
    expect((await open(c, 20_000)).status).toBe(201)
  })

  it('gives the deposit flow the tightest limit and says when it is a spend limit', async () => {
    const c = await client()
    expect((await c.send('POST', '/api/v1/player/wallet/deposit/limit_check')).body).toEqual({ isSpendLimit: false, limitLeftMinor: null, limitType: null, resetOn: null, currency: 'NOK' })
    await change(c, { duration: 'M', limitMinor: 80_000 })
    expect((await c.send('POST', '/api/v1/player/wallet/deposit/limit_check')).body).toMatchObject({ isSpendLimit: false, limitLeftMinor: 80_000, limitType: 'M' })
    await c.send('PATCH', '/api/v1/player/spend-limits', { duration: 'D', limitMinor: 30_000 })
    expect((await c.get('/api/v1/player/spend-limits')).body.limits[0]).toMatchObject({ duration: 'D', limitMinor: 30_000 })
    expect((await c.send('POST', '/api/v1/player/wallet/deposit/limit_check')).body).toMatchObject({ isSpendLimit: true, limitLeftMinor: 30_000, limitType: 'D', resetOn: expect.any(String) })
  })

  it('checks a stake against spend and loss limits, from the ledger’s bets and wins', async () => {
    const c = await client()
    await fund(platform.db, c.playerId, 100_000)
    await c.send('PATCH', '/api/v1/player/spend-limits', { duration: 'D', limitMinor: 20_000 })
    await change(c, { duration: 'D', limitMinor: 12_000 }, 'loss')
    const play = (reference: string, type: 'BET' | 'WIN', amountMinor: number) =>
      platform.db.transaction((tx) =>
        post(tx, {
          reference, playerId: c.playerId, type, category: 'CASINO', currency: 'NOK',
          entries: [
            { account: player(c.playerId, 'MAIN'), amountMinor: type === 'BET' ? -amountMinor : amountMinor },
            { account: house('GAME_HOUSE'), amountMinor: type === 'BET' ? amountMinor : -amountMinor },
          ],
        }),
      )
    await play(`BET-${c.playerId}-1`, 'BET', 10_000)
    await play(`WIN-${c.playerId}-1`, 'WIN', 4_000)
    const stake = (amountMinor: number) =>
      platform.db.transaction(async (tx) => assertSpendWithinLimits(tx, await moneyPlayer(tx, c.playerId), amountMinor)).then(() => 'allowed', (e: ApiProblem) => e.code)
    // Spent 10 000 of 20 000; lost 6 000 of 12 000.
    expect(await stake(6_000)).toBe('allowed')
    expect(await stake(6_001)).toBe('error.loss.limit.exceeded')
    await play(`WIN-${c.playerId}-2`, 'WIN', 6_000)
    expect(await stake(10_001)).toBe('error.spend.limit.exceeded')
    expect(await stake(10_000)).toBe('allowed')
    expect(period((await c.get('/api/v1/player/spend-limits')).body, 'D')).toMatchObject({ usedMinor: 10_000, remainingMinor: 10_000 })
    expect(period(await depositLimits(c, 'loss'), 'D')).toMatchObject({ usedMinor: 0, remainingMinor: 12_000 })
  })
})
