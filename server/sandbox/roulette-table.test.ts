import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, findGame, signIn } from '../games/test-support.ts'
import { checkLedger } from '../ledger/invariants.ts'
import { settle } from './roulette/wheel.ts'

let platform: TestPlatform
let table: { id: string; slug: string; provider_game_code: string }
beforeAll(async () => {
  platform = await startTestPlatform()
  table = await findGame(platform, `g.provider_id = 'evolution' and g.type = 'LIVE_CASINO' and g.demo and g.bet_min_minor <= 100`)
  // Betting for a minute from now, always open, no seat limit: the test sets the clock of the table.
  await platform.db.query(
    `update live_tables set origin = now() - interval '1 second', betting_ms = 60000, spinning_ms = 5000, result_ms = 5000,
            open_from_minute = 0, open_to_minute = 0, seats = null where game_id = $1`,
    [table.id],
  )
  // Creating and seeding the database takes seconds, a minute or more on a busy two-core box.
}, 180_000)
afterAll(() => platform?.close())

const state = () => call(platform, 'GET', `/sandbox/api/tables/${table.provider_game_code}`)
const open = async () =>
  (await call(platform, 'POST', '/sandbox/api/sessions', { body: { gameId: table.id, moneyMode: 'fun', jurisdiction: 'FI', channel: 'web', lang: 'en', currency: 'EUR' } })).body
const bet = (sessionId: string, roundNo: number, bets: unknown[]) => call(platform, 'POST', `/sandbox/api/sessions/${sessionId}/bets`, { body: { roundNo, bets } })

describe('a live roulette table', () => {
  it('deals a round: bets until the deadline, then one result for everyone, paid to the seated players', async () => {
    const session = await open()
    expect(session).toMatchObject({ engine: 'roulette', tableId: table.provider_game_code, balanceMinor: 100_000 })
    const before = await state()
    expect(before.body).toMatchObject({ phase: 'betting', round: { roundNo: 0, result: null }, seats: null })
    expect(Date.parse(before.body.round.closesAt)).toBeGreaterThan(Date.now())

    const bets = [
      { kind: 'straight', numbers: [17], amountMinor: 100 },
      { kind: 'red', amountMinor: 200 },
      { kind: 'dozen', index: 3, amountMinor: 100 },
    ]
    expect((await bet(session.sessionId, 0, bets)).body.code).toBe('error.game.seat.required')
    expect((await call(platform, 'POST', `/sandbox/api/sessions/${session.sessionId}/seat`)).body).toEqual({ tableId: table.provider_game_code, seatNo: null })
    expect((await bet(session.sessionId, 0, [{ kind: 'split', numbers: [3, 4], amountMinor: 100 }])).body.code).toBe('error.game.bet.invalid')
    expect((await bet(session.sessionId, 0, [{ kind: 'red', amountMinor: 1 }])).body.code).toBe('error.game.bet.invalid')
    expect((await bet(session.sessionId, 1, bets)).body.code).toBe('error.game.betting.closed')
    const first = await bet(session.sessionId, 0, bets.slice(0, 2))
    expect(first.body).toMatchObject({ roundNo: 0, stakeMinor: 300, balanceMinor: 99_700 })
    const second = await bet(session.sessionId, 0, bets.slice(2))
    expect(second.body).toMatchObject({ roundId: first.body.roundId, stakeMinor: 100, balanceMinor: 99_600 })
    expect((await state()).body.seatsTaken).toBe(1)

    // The wheel has spun: the table's clock moves to round 0's result (65–70 s after it opened).
    await platform.db.query(`update live_tables set origin = now() - interval '67 seconds' where game_id = $1`, [table.id])
    expect((await bet(session.sessionId, 0, bets)).body.code).toBe('error.game.betting.closed')
    const after = await state()
    expect(after.body.phase).toBe('result')
    const result = after.body.round.result
    expect(result).toBeGreaterThanOrEqual(0)
    expect(after.body.history[0]).toEqual({ roundNo: 0, result })
    expect((await state()).body.round.result).toBe(result)

    const recall = await call(platform, 'GET', `/sandbox/api/sessions/${session.sessionId}/rounds`)
    const expected = settle(bets as any, result)
    expect(recall.body[0]).toMatchObject({ status: 'settled', betMinor: 400, winMinor: expected.returnMinor, outcome: { kind: 'roulette', roundNo: 0, result } })
    expect(recall.body[0].outcome.bets.map((b: any) => b.returnMinor)).toEqual(expected.bets.map((b) => b.returnMinor))
    const balance = (await call(platform, 'GET', `/sandbox/api/sessions/${session.sessionId}`)).body.balanceMinor
    expect(balance).toBe(100_000 - 400 + expected.returnMinor)
  })

  it('takes real money through the seamless wallet: every chip a bet on one round, the return one win', async () => {
    // A fresh betting window (round 0 again: its result, dealt above, stays the table's).
    await platform.db.query(`update live_tables set origin = now() - interval '1 second' where game_id = $1`, [table.id])
    const { playerId, token } = await signIn(platform)
    const launch = await call(platform, 'POST', `/api/v1/game/${table.slug}/url`, {
      token,
      body: { countryCode: 'NO', currency: 'NOK', language: 'en', platform: 'web', ip: '10.0.0.1', locale: 'en-NO', playerCountryCode: 'NO' },
    })
    expect(launch.status, JSON.stringify(launch.body)).toBe(200)
    const session = (await call(platform, 'POST', '/sandbox/api/sessions', {
      body: { gameId: table.id, moneyMode: 'real', ticket: launch.body.token, jurisdiction: 'XX', channel: 'web', lang: 'en' },
    })).body
    expect(session).toMatchObject({ engine: 'roulette', mode: 'real', currency: 'NOK' })
    const main = async () => Number((await platform.db.one<{ b: unknown }>(`select balance_minor as b from ledger_accounts where player_id = $1 and kind = 'MAIN'`, [playerId]))?.b ?? 0)
    const before = await main()
    expect(session.balanceMinor).toBe(before)
    const chip = session.betLevels[0] as number
    await call(platform, 'POST', `/sandbox/api/sessions/${session.sessionId}/seat`)

    const bets = [{ kind: 'red', amountMinor: chip }, { kind: 'straight', numbers: [7], amountMinor: chip }]
    const first = await bet(session.sessionId, 0, bets.slice(0, 1))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ roundNo: 0, stakeMinor: chip, balanceMinor: before - chip })
    const second = await bet(session.sessionId, 0, bets.slice(1))
    expect(second.body).toMatchObject({ roundId: first.body.roundId, stakeMinor: chip, balanceMinor: before - 2 * chip })
    expect(await main()).toBe(before - 2 * chip)

    // The wheel has spun: the wallet pays the round's return once, however often the table is read.
    await platform.db.query(`update live_tables set origin = now() - interval '67 seconds' where game_id = $1`, [table.id])
    const result = (await state()).body.round.result as number
    await state()
    const expected = settle(bets as any, result)
    expect(await main()).toBe(before - 2 * chip + expected.returnMinor)
    const round = await platform.db.one<{ status: string; bet_minor: unknown; win_minor: unknown; table_round_no: unknown; outcome: any }>(
      'select status, bet_minor, win_minor, table_round_no, outcome from game_rounds where id = $1', [first.body.roundId],
    )
    expect({ status: round!.status, bet: Number(round!.bet_minor), win: Number(round!.win_minor), roundNo: Number(round!.table_round_no), result: round!.outcome.result })
      .toEqual({ status: 'settled', bet: 2 * chip, win: expected.returnMinor, roundNo: 0, result })
    const calls = await platform.db.query<{ kind: string; amount_minor: unknown }>(
      'select kind, amount_minor from seamless_transactions where round_id = $1 order by created_at, kind', [first.body.roundId],
    )
    expect(calls.map((c) => [c.kind, Number(c.amount_minor)])).toEqual([['bet', chip], ['bet', chip], ['win', expected.returnMinor]])
    expect((await call(platform, 'GET', `/sandbox/api/sessions/${session.sessionId}`)).body.balanceMinor).toBe(await main())
    expect((await checkLedger(platform.db)).violations).toEqual([])
  })

  it('shows the recent results of rounds nobody watched, the same to every caller', async () => {
    // Fourteen rounds of 70 s have been dealt since the table opened.
    await platform.db.query(`update live_tables set origin = now() - interval '1000 seconds' where game_id = $1`, [table.id])
    const a = await state()
    const b = await state()
    expect(a.body.history).toHaveLength(12)
    expect(b.body.history).toEqual(a.body.history)
    expect(a.body.history.map((h: any) => h.roundNo)).toEqual([...a.body.history.map((h: any) => h.roundNo)].sort((x: number, y: number) => y - x))
  })

  it('has seats: a full table refuses a seat until a silent player loses theirs', async () => {
    await platform.db.query('update live_tables set seats = 1 where game_id = $1', [table.id])
    await platform.db.query('delete from table_seats where game_id = $1', [table.id])
    const a = await open()
    const b = await open()
    expect((await call(platform, 'POST', `/sandbox/api/sessions/${a.sessionId}/seat`)).body.seatNo).toBe(1)
    expect((await call(platform, 'POST', `/sandbox/api/sessions/${b.sessionId}/seat`)).body.code).toBe('error.game.table.full')
    const tables = await call(platform, 'GET', '/api/v1/games-admin/live-tables?partnerid=2270&providerKind=evolution')
    expect(tables.body.find((t: any) => t.gameId === table.id)).toMatchObject({ seats: 1, seatsTaken: 1, open: true })
    await platform.db.query(`update table_seats set last_seen_at = now() - interval '61 seconds' where session_id = $1`, [a.sessionId])
    expect((await call(platform, 'POST', `/sandbox/api/sessions/${b.sessionId}/seat`)).body.seatNo).toBe(1)
    expect((await call(platform, 'DELETE', `/sandbox/api/sessions/${b.sessionId}/seat`)).status).toBe(204)
    expect((await state()).body.seatsTaken).toBe(0)
  })

  it('keeps its opening hours, and says when a closed table opens: in the live-tables list and in its Game', async () => {
    const lobbyGame = async () => (await call(platform, 'GET', `/api/v1/lobby-service/games/${table.slug}`)).body
    const listed = async () => (await call(platform, 'GET', '/api/v1/games-admin/live-tables?partnerid=2270&providerKind=evolution')).body.find((t: any) => t.gameId === table.id)
    expect(await listed()).toMatchObject({ open: true, opensAt: null })
    expect(await lobbyGame()).toMatchObject({ open: true, opensAt: null })

    const now = Date.now()
    const minute = new Date(now).getUTCHours() * 60 + new Date(now).getUTCMinutes()
    // The development route closes it until an hour from now (e2e tests close a table this way).
    const hours = (tableId: string, body: unknown) => call(platform, 'PUT', `/dev/live-tables/${tableId}/hours`, { body })
    expect((await hours(table.provider_game_code, { openFromMinute: 1440, openToMinute: 0 })).status).toBe(400)
    expect((await hours('nosuchtable', { openFromMinute: 0, openToMinute: 60 })).status).toBe(404)
    const closing = await hours(table.provider_game_code, { openFromMinute: (minute + 60) % 1440, openToMinute: (minute + 120) % 1440 })
    // It answers the hours the table had, to put back afterwards.
    expect(closing).toMatchObject({ status: 200, body: { openFromMinute: 0, openToMinute: 0 } })
    expect((await state()).body.phase).toBe('closed')
    const session = await open()
    expect((await call(platform, 'POST', `/sandbox/api/sessions/${session.sessionId}/seat`)).body.code).toBe('error.game.table.closed')

    // It opens with its first round from the opening minute: rounds of 70 s from the table's origin.
    const { origin } = (await platform.db.one<{ origin: Date }>('select origin from live_tables where game_id = $1', [table.id]))!
    const today = Math.floor(now / 86_400_000) * 86_400_000
    const opening = today + ((minute + 60) % 1440) * 60_000 + (minute + 60 >= 1440 ? 86_400_000 : 0)
    const opensAt = new Date(origin.getTime() + Math.ceil((opening - origin.getTime()) / 70_000) * 70_000).toISOString()
    expect(await listed()).toMatchObject({ open: false, opensAt })
    expect(await lobbyGame()).toMatchObject({ open: false, opensAt })
  })
})
