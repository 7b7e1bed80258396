/**
 * The lobby's top and latest winners. Two sources: real-money rounds the platform recorded
 * (game_rounds, once the seamless wallet plays them), and a win history for the weeks before —
 * generated per hour from a seeded PRNG into game_win_history, so every start and every
 * instance writes the same rows and the list keeps moving as hours pass.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { minorPerEuroCent } from './currencies.ts'
import { prng } from './prng.ts'

type Winner = components['schemas']['Winner']

const HOUR = 3_600_000
/** How far back the history reaches: the longest dateRange (MONTH) and a little more. */
const HISTORY_HOURS = 32 * 24
/** The lists' length. */
export const WINNERS_LIMIT = 20

export const historyCurrencies = Object.keys(minorPerEuroCent)

const aliases = ['Mikko', 'Sanna', 'Lars', 'Ingrid', 'Oliver', 'Emma', 'Lucas', 'Sofia', 'Mateo', 'Valentina', 'Kemal', 'Elif', 'Arjun', 'Priya', 'Jose', 'Maria', 'Liam', 'Chloe', 'Noah', 'Aroha', 'Tane', 'Hanna', 'Jonas', 'Camille', 'Hugo', 'Lea', 'Tomas', 'Ana', 'Diego', 'Isabela', 'Yuki', 'Haruto', 'Mark', 'Angel']

/** "Ma***": the first two letters of a name and a mask, as the contract shows. */
export const maskName = (name: string | null | undefined) => `${(name?.trim() || 'Player').slice(0, 2)}***`

interface GameWeight {
  id: string
  popularity: number
  live: boolean
  jackpot: boolean
}

const catalogueWeights = new WeakMap<Db, Promise<GameWeight[]>>()
const lastFill = new WeakMap<Db, number>()

function gameWeights(db: Db): Promise<GameWeight[]> {
  let weights = catalogueWeights.get(db)
  if (!weights) {
    weights = db
      .query<{ id: string; popularity: number; type: string; jackpot_pool_id: string | null }>(
        'select id, popularity, type, jackpot_pool_id from games where enabled order by position',
      )
      .then((rows) => rows.map((r) => ({ id: r.id, popularity: r.popularity, live: r.type === 'LIVE_CASINO', jackpot: r.jackpot_pool_id !== null })))
    catalogueWeights.set(db, weights)
  }
  return weights
}

export interface HistoryRow {
  history_key: string
  game_id: string
  player_alias: string
  amount_minor: number
  currency: string
  won_at: string
}

/** Picks a game with probability proportional to its popularity (a binary search over the running sums). */
export function popularityPicker(games: readonly GameWeight[]): (u: number) => GameWeight {
  const sums: number[] = []
  let total = 0
  for (const g of games) sums.push((total += g.popularity + 50))
  return (u) => {
    const target = u * total
    let lo = 0
    let hi = sums.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sums[mid]! > target) hi = mid
      else lo = mid + 1
    }
    return games[lo]!
  }
}

/** The wins of one hour of history: a pure function of the hour and the catalogue. */
export function historyForHour(hour: number, pickGame: (u: number) => GameWeight): HistoryRow[] {
  const r = prng(`wins:${hour}`)
  const rows: HistoryRow[] = []
  for (const currency of historyCurrencies) {
    // About one win every three hours per currency: a month gives each list plenty to rank.
    const count = r.weighted([
      [0, 7],
      [1, 3],
      [2, 1],
    ] as const)
    for (let i = 0; i < count; i++) {
      const game = pickGame(r.next())
      const betCents = r.pick(game.live ? [100, 500, 1_000, 2_500, 5_000] : [20, 40, 100, 200, 500, 1_000, 2_000])
      const multiple = game.live ? r.pick([2, 3, 6, 9, 12, 18, 36]) : game.jackpot && r.chance(0.02) ? r.int(5_000, 50_000) : Math.min(5_000, 15 / Math.pow(r.next() + 1e-6, 0.85))
      const amount = Math.max(1, Math.round(betCents * multiple * minorPerEuroCent[currency]!))
      rows.push({
        history_key: `${hour}:${currency}:${i}`,
        game_id: game.id,
        player_alias: maskName(r.pick(aliases)),
        amount_minor: amount,
        currency,
        won_at: new Date(hour * HOUR + r.int(0, HOUR - 1)).toISOString(),
      })
    }
  }
  return rows
}

/**
 * Writes the history up to `now`: every hour not written yet within the window, and the current
 * hour's wins so far. Called before the lists are read, at most once a minute per process; the
 * first call of a new database writes the whole month (a few thousand rows, one statement).
 */
export async function fillWinHistory(db: Db, now: Date): Promise<void> {
  const last = lastFill.get(db)
  if (last !== undefined && now.getTime() - last < 60_000 && now.getTime() >= last) return
  lastFill.set(db, now.getTime())
  const games = await gameWeights(db)
  if (games.length === 0) return
  const currentHour = Math.floor(now.getTime() / HOUR)
  const filled = await db.one<{ value: string }>(`select value from game_settings where key = 'winners.filledUntil'`)
  const from = Math.max(filled ? Number(filled.value) + 1 : 0, currentHour - HISTORY_HOURS)
  const pick = popularityPicker(games)
  const rows: HistoryRow[] = []
  for (let hour = from; hour <= currentHour; hour++) rows.push(...historyForHour(hour, pick).filter((w) => Date.parse(w.won_at) <= now.getTime()))
  await db.transaction(async (tx) => {
    if (rows.length) {
      await tx.query(
        `insert into game_win_history (history_key, game_id, player_alias, amount_minor, currency, won_at)
         select * from jsonb_to_recordset($1::jsonb) as t(history_key text, game_id text, player_alias text, amount_minor bigint,
           currency text, won_at timestamptz)
         on conflict (history_key) do nothing`,
        [JSON.stringify(rows)],
      )
    }
    await tx.query(`delete from game_win_history where won_at < $1`, [new Date((currentHour - HISTORY_HOURS) * HOUR).toISOString()])
    await tx.query(
      `insert into game_settings (key, value) values ('winners.filledUntil', $1)
       on conflict (key) do update set value = greatest(game_settings.value::bigint, excluded.value::bigint)::text`,
      [String(currentHour - 1)],
    )
  })
}

const rangeDays = { DAY: 1, WEEK: 7, MONTH: 30 } as const

/** History and real-money rounds, one shape, in one currency since a given instant. */
const winsSql = `
  select game_id, amount_minor, currency, player_alias, won_at from game_win_history
   where currency = $1 and won_at >= $2 and won_at <= $3
  union all
  select r.game_id, r.win_minor, r.currency, left(coalesce(nullif(trim(p.first_name), ''), 'Player'), 2) || '***', r.settled_at
    from game_rounds r join players p on p.id = r.player_id
   where r.mode = 'real' and r.status = 'settled' and r.win_minor > 0 and r.currency = $1 and r.settled_at >= $2 and r.settled_at <= $3`

interface WinRow extends Record<string, unknown> {
  game_id: string
  amount_minor: string | number
  currency: string
  player_alias: string
  won_at: Date | string
}

const toWinner = (r: WinRow): Winner => ({
  gameId: r.game_id,
  amountMinor: Number(r.amount_minor),
  currency: r.currency,
  playerAlias: r.player_alias,
  wonAt: new Date(r.won_at).toISOString(),
})

export async function topWinners(db: Db, currency: string, range: keyof typeof rangeDays, now: Date): Promise<Winner[]> {
  await fillWinHistory(db, now)
  const since = new Date(now.getTime() - rangeDays[range] * 86_400_000)
  const rows = await db.query<WinRow>(`select * from (${winsSql}) w order by amount_minor desc, won_at desc limit ${WINNERS_LIMIT}`, [
    currency,
    since.toISOString(),
    now.toISOString(),
  ])
  return rows.map(toWinner)
}

export async function latestWinners(db: Db, currency: string, now: Date): Promise<Winner[]> {
  await fillWinHistory(db, now)
  const since = new Date(now.getTime() - 7 * 86_400_000)
  const rows = await db.query<WinRow>(`select * from (${winsSql}) w order by won_at desc limit ${WINNERS_LIMIT}`, [currency, since.toISOString(), now.toISOString()])
  return rows.map(toWinner)
}
