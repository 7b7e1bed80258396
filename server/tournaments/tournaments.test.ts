/**
 * Tournaments on PGlite or (TEST_DATABASE_URL) PostgreSQL: editions computed from the clock, the
 * leaderboard from the bets the seamless wallet took (rolled-back bets, free spins, other games,
 * other currencies and fun play do not count), the player's own standing only for that player,
 * and visitors without one.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, realGameSession } from '../wallet/test-support.ts'
import { bet, rollback, win } from '../wallet/seamless.ts'
import { listTournaments } from './tournaments.ts'
import { editionId, editionsAt } from './editions.ts'
import { tournamentSeeds } from './series.ts'
import type { components } from '../http/contract-types.ts'

type Tournament = components['schemas']['Tournament']

let platform: TestPlatform
const site = { 'x-site-id': '5' }
const outcome = { kind: 'slot', model: 'classic20' }
let tournamentGame: string
let otherGame: string

beforeAll(async () => {
  platform = await startTestPlatform()
  tournamentGame = (await platform.db.one<{ id: string }>(`select id from games where slug = 'book-of-fortune'`))!.id
  otherGame = (await platform.db.one<{ id: string }>(`select id from games where type = 'CASINO' and slug <> all($1::text[]) order by id limit 1`, [
    tournamentSeeds.flatMap((t) => t.gameSlugs),
  ]))!.id
}, 180_000)
afterAll(() => platform?.close())

/** A Finnish player (EUR) with money, under a first name the board shows as its alias. */
async function player(firstName: string, currency = 'EUR') {
  const id = await createPlayer(platform.db, { currency, countryCode: currency === 'EUR' ? 'FI' : 'NO' })
  await platform.db.query('update players set first_name = $2 where id = $1', [id, firstName])
  await fund(platform.db, id, 100_000)
  return id
}

/** One real-money round through the seamless wallet: the bet, then its win. */
async function play(playerId: string, gameId: string, stakeMinor: number, options: { currency?: string; rolledBack?: boolean } = {}) {
  const sessionId = await realGameSession(platform.db, playerId, gameId)
  if (options.currency) await platform.db.query('update game_sessions set currency = $2 where id = $1', [sessionId, options.currency])
  const betId = `tx-${randomUUID()}`
  const taken = await bet(platform.db, { transactionId: betId, sessionId, amountMinor: stakeMinor, outcome })
  expect(taken.status).toBe('OK')
  if (options.rolledBack) await rollback(platform.db, { transactionId: `tx-${randomUUID()}`, betTransactionId: betId })
  else await win(platform.db, { transactionId: `tx-${randomUUID()}`, betTransactionId: betId, amountMinor: 0 })
}

const dailySprint = (list: Tournament[]) => list.find((t) => t.tournamentId.startsWith('daily-spin-sprint-eur-') && t.status === 'RUNNING')

describe('editions', () => {
  const first = new Date('2026-01-05T00:00:00Z')

  it('shows the last finished, the running and the next edition, back to back', () => {
    const list = editionsAt(first, 'week', new Date('2026-11-28T12:00:00Z'))
    expect(list.map((e) => [e.status, e.startsAt.toISOString(), e.endsAt.toISOString()])).toEqual([
      ['FINISHED', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
      ['RUNNING', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
      ['UPCOMING', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'],
    ])
  })

  it('starts an edition exactly at its start and ends it exactly at its end', () => {
    expect(editionsAt(first, 'day', new Date('2026-01-07T00:00:00Z')).map((e) => e.status)).toEqual(['FINISHED', 'RUNNING', 'UPCOMING'])
    expect(editionsAt(first, 'day', new Date('2026-01-07T00:00:00Z'))[1]!.startsAt.toISOString()).toBe('2026-01-07T00:00:00.000Z')
    expect(editionsAt(first, 'day', new Date('2026-01-06T23:59:59.999Z'))[1]!.startsAt.toISOString()).toBe('2026-01-06T00:00:00.000Z')
  })

  it('shows only the first edition before the series starts, and no finished one during the first', () => {
    expect(editionsAt(first, 'week', new Date('2026-01-04T23:59:59Z')).map((e) => e.status)).toEqual(['UPCOMING'])
    expect(editionsAt(first, 'week', first).map((e) => e.status)).toEqual(['RUNNING', 'UPCOMING'])
  })

  it('names an edition by its series, currency and first day', () => {
    expect(editionId('weekly-slot-race', 'EUR', new Date('2026-11-23T00:00:00Z'))).toBe('weekly-slot-race-eur-20261123')
  })
})

describe('leaderboard', () => {
  it('ranks real-money stakes on the tournament games in the market currency, and shows each player only their own standing', async () => {
    const anna = await player('Annika')
    const bruno = await player('Bruno')
    await play(anna, tournamentGame, 300)
    await play(anna, tournamentGame, 200)
    await play(bruno, tournamentGame, 400)
    // None of these count: a rolled-back bet, another game, another currency.
    await play(bruno, tournamentGame, 5_000, { rolledBack: true })
    await play(bruno, otherGame, 9_000)
    const nora = await player('Nora', 'NOK')
    await play(nora, tournamentGame, 70_000, { currency: 'NOK' })

    const asAnna = await clientFor(platform, anna)
    const list = await asAnna.get<Tournament[]>('/api/v1/tournament/FI/casino/FI')
    expect(list.status).toBe(200)
    const running = dailySprint(list.body)!
    expect(running).toMatchObject({ title: 'Päivän pyöräytyskisa', currency: 'EUR', prizePoolMinor: 50_000, status: 'RUNNING' })
    expect(running.leaderboard.slice(0, 2)).toEqual([
      { rank: 1, playerAlias: 'An***', points: 500 },
      { rank: 2, playerAlias: 'Br***', points: 400 },
    ])
    expect(running.myStanding).toEqual({ rank: 1, playerAlias: 'An***', points: 500 })
    expect(running.gameIds).toContain(tournamentGame)

    const asBruno = await clientFor(platform, bruno)
    expect(dailySprint((await asBruno.get<Tournament[]>('/api/v1/tournament/FI/casino/EN')).body)!.myStanding).toEqual({ rank: 2, playerAlias: 'Br***', points: 400 })

    // The Norwegian board is in kroner: only Nora's bet, and the pool in NOK.
    const norwegian = (await asBruno.get('/api/v1/tournament/NO/casino/NO')).body
    const nok = norwegian.find((t: { tournamentId: string; status: string }) => t.tournamentId.startsWith('daily-spin-sprint-nok-') && t.status === 'RUNNING')
    expect(nok).toMatchObject({ currency: 'NOK', prizePoolMinor: 500_000, leaderboard: [{ rank: 1, playerAlias: 'No***', points: 70_000 }], myStanding: null })
  })

  it('gives equal points the places in the order the players reached them', async () => {
    const list = await listTournaments(platform.db, { vertical: 'casino', lang: 'EN', currency: 'GBP', playerId: null })
    expect(list.find((t) => t.tournamentId.startsWith('daily-spin-sprint-gbp-') && t.status === 'RUNNING')!.leaderboard).toEqual([])
    const frida = await player('Frida', 'GBP')
    const sam = await player('Sam', 'GBP')
    // Sam bets first, but Frida reaches 250 points before Sam does.
    await play(sam, tournamentGame, 100, { currency: 'GBP' })
    await play(frida, tournamentGame, 250, { currency: 'GBP' })
    await play(sam, tournamentGame, 150, { currency: 'GBP' })
    const after = await listTournaments(platform.db, { vertical: 'casino', lang: 'EN', currency: 'GBP', playerId: sam })
    const board = after.find((t) => t.tournamentId.startsWith('daily-spin-sprint-gbp-') && t.status === 'RUNNING')!
    expect(board.leaderboard).toEqual([
      { rank: 1, playerAlias: 'Fr***', points: 250 },
      { rank: 2, playerAlias: 'Sa***', points: 250 },
    ])
    expect(board.myStanding).toEqual({ rank: 2, playerAlias: 'Sa***', points: 250 })
  })

  it('keeps a finished edition’s board and starts the next one empty', async () => {
    const now = new Date()
    const list = await listTournaments(platform.db, { vertical: 'casino', lang: 'EN', currency: 'EUR', playerId: null, now: new Date(now.getTime() + 86_400_000) })
    const yesterday = list.find((t) => t.tournamentId.startsWith('daily-spin-sprint-eur-') && t.status === 'FINISHED')!
    expect(yesterday.leaderboard[0]).toEqual({ rank: 1, playerAlias: 'An***', points: 500 })
    const upcoming = list.find((t) => t.tournamentId.startsWith('daily-spin-sprint-eur-') && t.status === 'UPCOMING')!
    expect(upcoming).toMatchObject({ leaderboard: [], myStanding: null })
  })
})

describe('the operations', () => {
  it('shows a visitor the public tournaments without a standing', async () => {
    const res = await fetch(`${platform.url}/api/v1/tournament/public/UN/casino/EN`, { headers: site })
    expect(res.status).toBe(200)
    const list = (await res.json()) as { title: string; myStanding: unknown; status: string }[]
    expect(list.map((t) => t.title)).toContain('Weekly Slot Race')
    expect(list.every((t) => t.myStanding === null)).toBe(true)
    expect(new Set(list.map((t) => t.status))).toEqual(new Set(['FINISHED', 'RUNNING', 'UPCOMING']))
  })

  it('lists the live casino’s own tournaments and none for sports or a disabled market', async () => {
    const live = (await (await fetch(`${platform.url}/api/v1/tournament/public/UN/live-casino/DE`, { headers: site })).json()) as { title: string }[]
    expect([...new Set(live.map((t) => t.title))]).toEqual(['Roulette Royale'])
    expect(await (await fetch(`${platform.url}/api/v1/tournament/public/UN/sports/EN`, { headers: site })).json()).toEqual([])
    expect(await (await fetch(`${platform.url}/api/v1/tournament/public/JP/casino/JA`, { headers: site })).json()).toEqual([])
  })

  it('refuses the player list without a token and an unknown language', async () => {
    const anonymous = await fetch(`${platform.url}/api/v1/tournament/UN/casino/EN`, { headers: site })
    expect(anonymous.status).toBe(401)
    const unknown = await fetch(`${platform.url}/api/v1/tournament/public/UN/casino/CA`, { headers: site })
    expect(unknown.status).toBe(400)
  })

  it('falls back to the English text for a language the operator wrote none in', async () => {
    await platform.db.query(`delete from tournament_texts where tournament_id = 'roulette-royale' and lang = 'PL'`)
    const live = (await (await fetch(`${platform.url}/api/v1/tournament/public/UN/live-casino/PL`, { headers: site })).json()) as { title: string }[]
    expect(live[0]!.title).toBe('Roulette Royale')
  })
})
