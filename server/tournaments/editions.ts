/**
 * What the tournament list and the prize settlement share: a series' editions, computed from the
 * clock (a day or a week, UTC, back to back from the first), and an edition's board, computed from
 * the bets of its window (docs/decisions.md "Tournaments", "Tournament prizes").
 *
 * The board: one point per minor unit of real money staked on the tournament's games during the
 * edition, in one currency — bets the seamless wallet accepted, not rolled back, and not free
 * spins. Every player holds a place of their own: more points first; equal points go to the player
 * who reached them first (whose last counting bet came earlier); the player id settles the
 * (theoretical) rest. The list shows these places, and the settlement pays them.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

type Tournament = components['schemas']['Tournament']

const DAY_MS = 86_400_000
export const periodMs = { day: DAY_MS, week: 7 * DAY_MS } as const
export type Period = keyof typeof periodMs

/** The games of a series whose bets count, as catalogue ids (the catalogue may regenerate them), for `from tournaments t`. */
export const SERIES_GAME_IDS = `array(select g.id from games g where g.slug = any(t.game_slugs) and g.enabled order by g.position)`

export interface Edition {
  /** 0 for the series' first edition. */
  index: number
  startsAt: Date
  endsAt: Date
  status: Tournament['status']
}

/** The `index`th edition of a series (0: the first), with its status at `now`. */
export function editionAt(firstStartsAt: Date, period: Period, index: number, now: Date): Edition {
  const length = periodMs[period]
  const startsAt = new Date(firstStartsAt.getTime() + index * length)
  const endsAt = new Date(firstStartsAt.getTime() + (index + 1) * length)
  const status = now < startsAt ? 'UPCOMING' : now < endsAt ? 'RUNNING' : 'FINISHED'
  return { index, startsAt, endsAt, status }
}

/** How many editions of a series have ended at `at` (the index of the running or next one). */
export function editionsEndedBy(firstStartsAt: Date, period: Period, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - firstStartsAt.getTime()) / periodMs[period]))
}

/**
 * The editions shown at `now`: the last finished, the running and the next one. Before the first
 * edition starts only that one is shown (upcoming).
 */
export function editionsAt(firstStartsAt: Date, period: Period, now: Date): Edition[] {
  if (now.getTime() < firstStartsAt.getTime()) return [editionAt(firstStartsAt, period, 0, now)]
  const running = editionsEndedBy(firstStartsAt, period, now)
  return (running === 0 ? [0, 1] : [running - 1, running, running + 1]).map((index) => editionAt(firstStartsAt, period, index, now))
}

/** `weekly-slot-race-eur-20261123`: the series, the board's currency and the edition's first day. */
export function editionId(seriesId: string, currency: string, startsAt: Date): string {
  return `${seriesId}-${currency.toLowerCase()}-${startsAt.toISOString().slice(0, 10).replaceAll('-', '')}`
}

/** One board: an edition's window on a series' games, in one currency. */
export interface BoardWindow {
  gameIds: string[]
  currency: string
  startsAt: Date
  endsAt: Date
}

export interface Standing {
  playerId: string
  firstName: string | null
  languageCode: string
  points: number
  /** 1 for the first; no two players share one. */
  place: number
}

/**
 * The bets that count, as `(player_id, amount_minor, created_at, currency)`: parameters $1 the
 * series' game ids, $2 and $3 the window. Shared by the board and the settlement's scan.
 */
export const COUNTING_BETS = `
  select b.player_id, b.amount_minor, b.created_at, r.currency
    from seamless_transactions b
    join game_rounds r on r.id = b.round_id
   where b.kind = 'bet' and b.answer->>'status' = 'OK' and b.partner_bonus_code is null
     and b.created_at >= $2 and b.created_at < $3
     and r.mode = 'real' and r.game_id = any($1::text[])
     and not exists (select 1 from seamless_transactions v
                      where v.kind = 'rollback' and v.reference_transaction_id = b.transaction_id and v.answer->>'status' = 'OK')`

interface StandingRow extends Record<string, unknown> {
  player_id: string
  first_name: string | null
  language_code: string
  points: string | number
  place: string | number
}

/** The board's first `places` places, and `playerId`'s own place wherever it is (none without points). */
export async function standings(db: Db, board: BoardWindow, places: number, playerId: string | null = null): Promise<Standing[]> {
  if (board.gameIds.length === 0) return []
  const rows = await db.query<StandingRow>(
    `with stakes as (
       select player_id, sum(amount_minor) as points, max(created_at) as reached_at
         from (${COUNTING_BETS} and r.currency = $4) counting
        group by player_id
     ), ranked as (
       select player_id, points, row_number() over (order by points desc, reached_at, player_id) as place
         from stakes
     )
     select ranked.player_id, p.first_name, p.language_code, ranked.points, ranked.place
       from ranked join players p on p.id = ranked.player_id
      where ranked.place <= $5 or ranked.player_id = $6
      order by ranked.place`,
    [board.gameIds, board.startsAt, board.endsAt, board.currency, places, playerId],
  )
  return rows.map((row) => ({
    playerId: row.player_id,
    firstName: row.first_name,
    languageCode: row.language_code,
    points: Number(row.points),
    place: Number(row.place),
  }))
}
