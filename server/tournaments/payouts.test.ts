/**
 * Tournament prizes on PGlite or (TEST_DATABASE_URL) PostgreSQL, with two platform instances on one
 * database as in production (on PostgreSQL each has its own connection pool): the split and its
 * rounding, ties, empty boards, the ledger movement, the history line, the inbox message and the
 * balance push, exactly one payout per place however often and from wherever settlement runs, and
 * the lazy settlement of a list read.
 *
 * The prizes here are a test series' (migration 047 rows like the operator's): a daily tournament
 * on one game no seeded series uses, with a pool that does not split evenly. Bets reach yesterday's
 * edition through the development route's own move (dev-routes.ts): the player's wallet calls move
 * one day back. Its settled mark is set to today, so the platforms' own periodic passes leave
 * yesterday's editions to the test (until a test moves the mark).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from '@fastify/websocket'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { checkLedger } from '../ledger/invariants.ts'
import { startTwoInstances, type TwoInstances } from '../testing/platform.ts'
import { bet, win } from '../wallet/seamless.ts'
import { createPlayer, FakeSocket, fund, mainBalance } from '../wallet/test-support.ts'
import { elapseTournamentDays } from './dev-routes.ts'
import { editionAt, editionId, editionsEndedBy } from './editions.ts'
import { SETTLEMENT_DELAY_MS, settleEdition, settleTournaments, splitPool, type SettlementSeries } from './payouts.ts'

let instances: TwoInstances
let dbA: Db
let dbB: Db
let a: FastifyInstance
let b: FastifyInstance
let series: SettlementSeries

const SERIES_ID = 'odd-pool-cup'
const outcome = { kind: 'slot', model: 'classic20' }

beforeAll(async () => {
  instances = await startTwoInstances()
  ;({ dbA, dbB, a, b } = instances)

  const game = (await dbA.one<{ id: string; slug: string }>(
    `select g.id, g.slug from games g where g.type = 'CASINO' and g.enabled
        and not exists (select 1 from tournaments t where g.slug = any(t.game_slugs)) order by g.id limit 1`,
  ))!
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)
  await dbA.query(
    `insert into tournaments (id, vertical, period, first_starts_at, game_slugs, prize_pool_euro_minor, prize_shares, position, settled_until)
     values ($1, 'casino', 'day', '2026-01-01T00:00:00Z', $2, 10001, '{40,25,15,10,10}', 99, $3)`,
    [SERIES_ID, [game.slug], today],
  )
  await dbA.query(`insert into tournament_texts (tournament_id, lang, title, description) values ($1, 'EN', 'Odd Pool Cup', 'A test.'), ($1, 'NO', 'Skjevpotten', 'En test.')`, [SERIES_ID])
  series = { id: SERIES_ID, period: 'day', firstStartsAt: new Date('2026-01-01T00:00:00Z'), gameIds: [game.id], prizePoolEuroMinor: 10_001, prizeShares: [40, 25, 15, 10, 10] }
}, 180_000)

afterAll(() => instances?.close())

/** A funded player of `currency` with a first name and a language. */
async function player(firstName: string, currency: string, language = 'en') {
  const id = await createPlayer(dbA, { currency })
  await dbA.query('update players set first_name = $2, language_code = $3 where id = $1', [id, firstName, language])
  await fund(dbA, id, 1_000_000)
  return id
}

/** One real-money round on the series' game in the player's currency: the bet, then a losing win. */
async function play(playerId: string, stakeMinor: number) {
  const currency = (await dbA.one<{ currency_code: string }>('select currency_code from players where id = $1', [playerId]))!.currency_code
  const sessionId = randomBytes(32).toString('base64url')
  await dbA.query(
    `insert into game_sessions (id, game_id, mode, player_id, jurisdiction, currency, language, channel, expires_at)
     values ($1, $2, 'real', $3, 'FI', $4, 'en', 'web', now() + interval '30 minutes')`,
    [sessionId, series.gameIds[0], playerId, currency],
  )
  const betId = `tx-${randomUUID()}`
  expect((await bet(dbA, { transactionId: betId, sessionId, amountMinor: stakeMinor, outcome })).status).toBe('OK')
  await win(dbA, { transactionId: `tx-${randomUUID()}`, betTransactionId: betId, amountMinor: 0 })
}

/** The player's play of the last day moves into yesterday's edition. */
const playedYesterday = (...players: string[]) => Promise.all(players.map((id) => elapseTournamentDays(dbA, id, 1)))

const yesterday = () => editionsEndedBy(series.firstStartsAt, series.period, new Date()) - 1
const yesterdayId = (currency: string) => editionId(SERIES_ID, currency, editionAt(series.firstStartsAt, series.period, yesterday(), new Date()).startsAt)

async function payoutsOf(id: string) {
  return dbA.query<{ place: number; player_id: string; prize_minor: string | number }>('select place, player_id, prize_minor from tournament_payouts where edition_id = $1 order by place', [id])
}

async function prizeMovements(id: string) {
  return dbA.query<{ reference: string; n: number }>(`select reference, count(*)::int as n from ledger_transactions where reference like $1 group by reference order by reference`, [`TOURNAMENT-${id}-%`])
}

async function call(app: FastifyInstance, playerId: string, url: string) {
  const tokens = await app.services.tokens.issue(playerId, 'password')
  const response = await app.inject({ method: 'GET', url, headers: { 'x-site-id': '5', authorization: `Bearer ${tokens.idToken}`, 'access-token': tokens.accessToken } })
  return { status: response.statusCode, body: response.json() }
}

describe('the split', () => {
  it('gives each place its share rounded down and the remainder to the first, so the places add up to the pool', () => {
    expect(splitPool(50_000, [50, 30, 20])).toEqual([25_000, 15_000, 10_000])
    // 100 010 × 40 % = 40 004, 25 % = 25 002.5, 15 % = 15 001.5, 10 % = 10 001 twice: one unit left over.
    expect(splitPool(100_010, [40, 25, 15, 10, 10])).toEqual([40_005, 25_002, 15_001, 10_001, 10_001])
    expect(splitPool(101, [34, 33, 33])).toEqual([35, 33, 33])
    expect(splitPool(1, [50, 30, 20])).toEqual([1, 0, 0])
    for (const [pool, shares] of [[100_010, [40, 25, 15, 10, 10]], [99_999, [50, 30, 20]], [7, [34, 33, 33]]] as const) {
      expect(splitPool(pool, shares).reduce((sum, prize) => sum + prize, 0)).toBe(pool)
    }
  })

  it('refuses shares that are not whole percents of the whole pool, in code and in the database', async () => {
    expect(() => splitPool(1_000, [50, 30])).toThrow('add up to 100')
    expect(() => splitPool(1_000, [50, 30, 20.5])).toThrow('whole positive percents')
    expect(() => splitPool(1_000, [0, 100])).toThrow('whole positive percents')
    expect(() => splitPool(0, [100])).toThrow('positive number')
    await expect(
      dbA.query(`insert into tournaments (id, vertical, period, first_starts_at, game_slugs, prize_pool_euro_minor, prize_shares, position)
                 values ('short-shares', 'casino', 'day', now(), '{book-of-fortune}', 1000, '{50,30}', 100)`),
    ).rejects.toThrow(/tournaments_prize_shares_whole_pool/)
  })
})

describe('settling an edition', () => {
  it('pays the prize places in the board’s currency, keeps the places nobody reached, and tells each winner', async () => {
    const astrid = await player('Astrid', 'NOK', 'no')
    const bjorn = await player('Bjorn', 'NOK')
    const cecilie = await player('Cecilie', 'NOK')
    await play(astrid, 300)
    await play(bjorn, 300)
    await play(astrid, 200)
    await play(cecilie, 200)
    await playedYesterday(astrid, bjorn, cecilie)
    const before = await Promise.all([astrid, bjorn, cecilie].map((id) => mainBalance(dbA, id)))
    const socket = new FakeSocket()
    b.services.realtime.add(astrid, `session-${astrid}`, socket as unknown as WebSocket)

    const id = yesterdayId('NOK')
    // The pool is shown and paid in kroner: 10 001 euro cents are 100 010 øre.
    expect(await settleEdition(dbA, series, 'NOK', yesterday())).toEqual({
      editionId: id,
      currency: 'NOK',
      poolMinor: 100_010,
      payouts: [
        { place: 1, playerId: astrid, points: 500, prizeMinor: 40_005 },
        { place: 2, playerId: bjorn, points: 300, prizeMinor: 25_002 },
        { place: 3, playerId: cecilie, points: 200, prizeMinor: 15_001 },
      ],
      // Nobody reached the 4th and 5th places: their 10 001 øre each stay with the house.
      unawardedMinor: 20_002,
    })
    const after = await Promise.all([astrid, bjorn, cecilie].map((id) => mainBalance(dbA, id)))
    expect(after.map((balance, i) => balance.main - before[i]!.main)).toEqual([40_005, 25_002, 15_001])
    expect(await dbA.one('select paid_minor::int as paid, unawarded_minor::int as unawarded from tournament_settlements where edition_id = $1', [id])).toEqual({ paid: 80_008, unawarded: 20_002 })

    // One balanced movement per place, from the house's bonus funding to the winner's MAIN.
    const entries = await dbA.query<{ reference: string; kind: string; player_id: string | null; amount: number }>(
      `select t.reference, a.kind, a.player_id, e.amount_minor::int as amount from ledger_transactions t
         join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.reference like $1 order by t.reference, e.amount_minor`,
      [`TOURNAMENT-${id}-%`],
    )
    expect(entries).toEqual([
      { reference: `TOURNAMENT-${id}-1`, kind: 'BONUS_FUNDING', player_id: null, amount: -40_005 },
      { reference: `TOURNAMENT-${id}-1`, kind: 'MAIN', player_id: astrid, amount: 40_005 },
      { reference: `TOURNAMENT-${id}-2`, kind: 'BONUS_FUNDING', player_id: null, amount: -25_002 },
      { reference: `TOURNAMENT-${id}-2`, kind: 'MAIN', player_id: bjorn, amount: 25_002 },
      { reference: `TOURNAMENT-${id}-3`, kind: 'BONUS_FUNDING', player_id: null, amount: -15_001 },
      { reference: `TOURNAMENT-${id}-3`, kind: 'MAIN', player_id: cecilie, amount: 15_001 },
    ])
    expect((await checkLedger(dbA)).violations).toEqual([])

    // The history names the line; the inbox tells the place and prize, the title in the player's language.
    const history = await call(a, astrid, '/api/v1/player/wallet/transactions?limit=1')
    expect(history.body.items[0]).toMatchObject({ referenceId: `TOURNAMENT-${id}-1`, amountMinor: 40_005, currency: 'NOK', type: 'WIN', category: 'BONUS', status: 'SUCCESS', origin: 'TOURNAMENT_PRIZE' })
    const played = await call(a, astrid, '/api/v1/player/wallet/transactions?limit=10')
    expect(played.body.items.filter((item: { origin?: string }) => item.origin !== undefined)).toHaveLength(1)
    const messages = await dbA.query<{ player_id: string; category: string; params: Record<string, string> }>(
      `select player_id, category, params from inbox_messages where template = 'TOURNAMENT_PRIZE' and player_id = any($1::uuid[]) order by params->>'place'`,
      [[astrid, bjorn, cecilie]],
    )
    expect(messages).toEqual([
      { player_id: astrid, category: 'NOTIFICATION', params: { tournament: 'Skjevpotten', place: '1', prizeMinor: '40005', currency: 'NOK' } },
      { player_id: bjorn, category: 'NOTIFICATION', params: { tournament: 'Odd Pool Cup', place: '2', prizeMinor: '25002', currency: 'NOK' } },
      { player_id: cecilie, category: 'NOTIFICATION', params: { tournament: 'Odd Pool Cup', place: '3', prizeMinor: '15001', currency: 'NOK' } },
    ])
    // The winner's socket on the other instance hears the new balance.
    await expect.poll(() => socket.received.at(-1)?.balanceMap?.MAIN, { timeout: 10_000 }).toEqual([{ cashMinor: after[0]!.main, currency: 'NOK' }])
  })

  it('gives equal points to the player who reached them first', async () => {
    const dag = await player('Dag', 'SEK')
    const eva = await player('Eva', 'SEK')
    // Dag bets first, but Eva has 250 points before Dag does.
    await play(dag, 100)
    await play(eva, 250)
    await play(dag, 150)
    await playedYesterday(dag, eva)
    const settled = await settleEdition(dbA, series, 'SEK', yesterday())
    expect(settled?.payouts).toEqual([
      { place: 1, playerId: eva, points: 250, prizeMinor: 40_005 },
      { place: 2, playerId: dag, points: 250, prizeMinor: 25_002 },
    ])
  })

  it('pays nothing and records nothing for an empty board, an edition still running or one just over', async () => {
    expect(await settleEdition(dbA, series, 'PLN', yesterday())).toBeNull()
    const pia = await player('Pia', 'PLN')
    await play(pia, 500)
    const running = editionsEndedBy(series.firstStartsAt, series.period, new Date())
    expect(await settleEdition(dbA, series, 'PLN', running)).toBeNull()
    // Yesterday's board now has Pia, but not for long enough after its end.
    await playedYesterday(pia)
    const endsAt = editionAt(series.firstStartsAt, series.period, yesterday(), new Date()).endsAt
    expect(await settleEdition(dbA, series, 'PLN', yesterday(), new Date(endsAt.getTime() + SETTLEMENT_DELAY_MS - 1))).toBeNull()
    expect(await dbA.query(`select edition_id from tournament_settlements where currency = 'PLN'`)).toEqual([])
    expect(await dbA.query(`select 1 from inbox_messages where player_id = $1 and template = 'TOURNAMENT_PRIZE'`, [pia])).toEqual([])
    // Once it is due, Pia alone is paid.
    expect((await settleEdition(dbA, series, 'PLN', yesterday()))?.payouts.map((p) => p.playerId)).toEqual([pia])
  })
})

describe('exactly once', () => {
  it('pays each place once however often settlement runs, on either instance, by pass or by read', async () => {
    const bruno = await player('Bruno', 'BRL')
    const carla = await player('Carla', 'BRL')
    await play(bruno, 900)
    await play(carla, 400)
    await playedYesterday(bruno, carla)
    const before = await Promise.all([bruno, carla].map((id) => mainBalance(dbA, id)))
    const id = yesterdayId('BRL')
    await dbA.query('update tournaments set settled_until = null where id = $1', [SERIES_ID])

    const [editions, passes, listed] = await Promise.all([
      Promise.all([settleEdition(dbA, series, 'BRL', yesterday()), settleEdition(dbB, series, 'BRL', yesterday()), settleEdition(dbB, series, 'BRL', yesterday())]),
      Promise.all([settleTournaments(dbA), settleTournaments(dbB)]),
      call(b, bruno, '/api/v1/tournament/BR/casino/PT'),
    ])
    for (const again of [dbA, dbB]) expect(await settleEdition(again, series, 'BRL', yesterday())).toBeNull()

    const paid = [...editions, ...passes.flat()].filter((s) => s?.editionId === id)
    expect(paid.length).toBeLessThanOrEqual(1)
    // 10 001 euro cents are 50 005 centavos: 40 % is 20 002, 25 % 12 501.25, and the 2 left over go to the first.
    expect((await payoutsOf(id)).map((p) => [p.place, p.player_id, Number(p.prize_minor)])).toEqual([
      [1, bruno, 20_004],
      [2, carla, 12_501],
    ])
    expect(await prizeMovements(id)).toEqual([
      { reference: `TOURNAMENT-${id}-1`, n: 1 },
      { reference: `TOURNAMENT-${id}-2`, n: 1 },
    ])
    const after = await Promise.all([bruno, carla].map((id) => mainBalance(dbA, id)))
    expect(after.map((balance, i) => balance.main - before[i]!.main)).toEqual([20_004, 12_501])
    expect(await dbA.query(`select 1 from inbox_messages where template = 'TOURNAMENT_PRIZE' and player_id = any($1::uuid[])`, [[bruno, carla]])).toHaveLength(2)
    // The list read on the other instance (which settles too) shows Bruno his place and prize.
    expect(listed.status).toBe(200)
    expect((listed.body as { tournamentId: string; myPrize: unknown }[]).find((t) => t.tournamentId === id)?.myPrize).toEqual({ place: 1, amountMinor: 20_004 })
    expect((await checkLedger(dbA)).violations).toEqual([])
  })

  it('lets a settlement that meets another’s uncommitted claim wait for it, then pay nothing (PostgreSQL; one after the other on PGlite)', async () => {
    const tomas = await player('Tomas', 'TRY')
    await play(tomas, 700)
    await playedYesterday(tomas)
    const id = yesterdayId('TRY')
    if (dbB === dbA) {
      // PGlite: one connection, so one settlement runs after the other.
      expect((await settleEdition(dbA, series, 'TRY', yesterday()))?.payouts).toHaveLength(1)
      expect(await settleEdition(dbA, series, 'TRY', yesterday())).toBeNull()
    } else {
      // The winner's account is held by a third transaction: the first settlement claims the
      // edition and waits on the account; the second finds no committed settlement, so it goes on
      // to claim the edition too and waits on the first's claim. Releasing the account lets the
      // first pay and commit; the second then finds the claim and pays nothing.
      let held!: () => void
      let release!: () => void
      const holding = new Promise<void>((resolve) => (held = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      const holder = dbB.transaction(
        async (tx) => {
          await tx.query(`select 1 from ledger_accounts where player_id = $1 and kind = 'MAIN' for update`, [tomas])
          held()
          await released
        },
        { isolation: 'read committed' },
      )
      await holding
      const waitingOn = (statement: string) =>
        dbA.one<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
          [`%${statement}%`],
        )
      const first = settleEdition(dbA, series, 'TRY', yesterday())
      await expect.poll(async () => (await waitingOn('insert into ledger_entries'))!.n, { timeout: 10_000 }).toBe(1)
      const second = settleEdition(dbB, series, 'TRY', yesterday())
      await expect.poll(async () => (await waitingOn('insert into tournament_settlements'))!.n, { timeout: 10_000 }).toBe(1)
      release()
      await holder
      const [one, other] = await Promise.all([first, second])
      // 10 001 euro cents are 300 030 kuruş: 40 % is 120 012, and the 1 left over goes to the first.
      expect(one?.payouts).toEqual([{ place: 1, playerId: tomas, points: 700, prizeMinor: 120_013 }])
      expect(other).toBeNull()
    }
    expect(await prizeMovements(id)).toEqual([{ reference: `TOURNAMENT-${id}-1`, n: 1 }])
    expect((await checkLedger(dbA)).violations).toEqual([])
  })
})

describe('the periodic pass', () => {
  it('settles what ended since its mark in every currency that was played, then moves its mark', async () => {
    const zola = await player('Zola', 'ZAR')
    const ines = await player('Ines', 'INR')
    await play(zola, 100)
    await play(ines, 100)
    await playedYesterday(zola, ines)
    await dbA.query('update tournaments set settled_until = null where id = $1', [SERIES_ID])
    const settled = await settleTournaments(dbA)
    const expected = [yesterdayId('INR'), yesterdayId('ZAR')]
    // (The platforms' own passes may have taken one.)
    expect(settled.every((s) => expected.includes(s.editionId))).toBe(true)
    expect((await dbA.query<{ edition_id: string }>(`select edition_id from tournament_settlements where edition_id = any($1::text[]) order by edition_id`, [expected])).map((r) => r.edition_id)).toEqual(expected)
    const mark = await dbA.one<{ settled_until: Date | string }>('select settled_until from tournaments where id = $1', [SERIES_ID])
    expect(new Date(mark!.settled_until).toISOString()).toBe(editionAt(series.firstStartsAt, series.period, yesterday(), new Date()).endsAt.toISOString())
    expect((await settleTournaments(dbA)).filter((s) => s.editionId.startsWith(SERIES_ID))).toEqual([])
  })
})

describe('the finished edition in the list', () => {
  it('is settled when read, and shows the player their place and prize, and nobody else any', async () => {
    const chloe = await player('Chloe', 'CAD')
    const liam = await player('Liam', 'CAD')
    await play(chloe, 600)
    await play(liam, 100)
    await playedYesterday(chloe, liam)
    const id = yesterdayId('CAD')
    const finished = (list: { tournamentId: string; myPrize: unknown; leaderboard: unknown }[]) => list.find((t) => t.tournamentId === id)
    const asChloe = await call(a, chloe, '/api/v1/tournament/CA/casino/EN')
    expect(finished(asChloe.body)).toMatchObject({
      status: 'FINISHED',
      prizePoolMinor: 15_002,
      leaderboard: [
        { rank: 1, playerAlias: 'Ch***', points: 600 },
        { rank: 2, playerAlias: 'Li***', points: 100 },
      ],
      myPrize: { place: 1, amountMinor: 6_002 },
    })
    expect(finished((await call(b, liam, '/api/v1/tournament/CA/casino/EN')).body)?.myPrize).toEqual({ place: 2, amountMinor: 3_750 })
    const visitor = await b.inject({ method: 'GET', url: '/api/v1/tournament/public/CA/casino/EN', headers: { 'x-site-id': '5' } })
    expect(finished(visitor.json())?.myPrize).toBeNull()
    // The running edition has no prize yet.
    expect(asChloe.body.filter((t: { status: string; myPrize: unknown }) => t.status !== 'FINISHED').every((t: { myPrize: unknown }) => t.myPrize === null)).toBe(true)
    expect(await prizeMovements(id)).toHaveLength(2)
  })
})

describe('the development route', () => {
  it('moves the signed-in player’s play back, refuses a move into a settled edition, and checks its input', async () => {
    const hugo = await player('Hugo', 'USD')
    const { idToken } = await a.services.tokens.issue(hugo, 'password')
    const elapse = (days: unknown, token: string | null = idToken) =>
      a.inject({ method: 'POST', url: '/dev/tournaments/elapse', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: { days } })
    await play(hugo, 300)
    expect((await elapse(1)).statusCode).toBe(204)
    const moved = await dbA.one<{ days: number }>(`select round(extract(epoch from now() - max(created_at)) / 86400)::int as days from seamless_transactions where player_id = $1`, [hugo])
    expect(moved!.days).toBe(1)
    expect((await settleEdition(dbA, series, 'USD', yesterday()))?.payouts.map((p) => p.playerId)).toEqual([hugo])
    // Another round moved into the edition just paid would change a board already paid.
    await play(hugo, 300)
    const refused = await elapse(1)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'error.tournament.edition.settled' })
    expect((await dbA.one<{ n: number }>(`select count(*)::int as n from seamless_transactions where player_id = $1 and created_at > now() - interval '1 hour'`, [hugo]))!.n).toBe(2)
    expect((await elapse(0)).statusCode).toBe(400)
    expect((await elapse('1')).statusCode).toBe(400)
    expect((await elapse(29)).statusCode).toBe(400)
    expect((await elapse(1, null)).json()).toMatchObject({ status: 401, code: 'error.token.invalid' })
  })

  it('is absent in production', async () => {
    const hugo = await player('Hugo', 'USD')
    const { idToken } = await a.services.tokens.issue(hugo, 'password')
    await play(hugo, 100)
    const production = await buildApp({ db: dbA, config: { ...a.services.config, production: true } })
    const answer = await production.inject({ method: 'POST', url: '/dev/tournaments/elapse', headers: { authorization: `Bearer ${idToken}` }, payload: { days: 1 } })
    await production.close()
    expect(answer.statusCode).toBe(404)
    expect((await dbA.one<{ n: number }>(`select count(*)::int as n from seamless_transactions where player_id = $1 and created_at > now() - interval '1 hour'`, [hugo]))!.n).toBe(2)
  })
})
