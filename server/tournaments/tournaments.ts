/**
 * Tournaments as the contract's Tournament: for each enabled series of a vertical, the edition
 * that finished last, the one running and the next one, each with its leaderboard.
 *
 * Points: one per minor unit (cent) of real money staked on the tournament's games during the
 * edition — bets the seamless wallet accepted, not rolled back, and not free spins (the operator's
 * stake, not the player's). A leaderboard is per currency: a tournament is shown in the market's
 * currency and counts the bets placed in it, so players of markets sharing a currency meet on one
 * board and no amount is converted. Equal points share a rank; the one who reached the board first
 * is listed first. Players are shown by alias (the first two letters of their first name), as the
 * winners lists show them. See docs/decisions.md "Tournaments".
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { maskName } from '../games/winners.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import type { TournamentLang } from './series.ts'

type Tournament = components['schemas']['Tournament']
type LeaderboardEntry = components['schemas']['LeaderboardEntry']
export type TournamentVertical = 'casino' | 'live-casino' | 'sports'

/** How many places a leaderboard lists (the contract allows up to 100). */
export const LEADERBOARD_SIZE = 10

const DAY_MS = 86_400_000
const periodMs = { day: DAY_MS, week: 7 * DAY_MS } as const

interface SeriesRow extends Record<string, unknown> {
  id: string
  period: 'day' | 'week'
  first_starts_at: Date | string
  game_slugs: string[]
  prize_pool_euro_minor: string | number
  image_url: string | null
  title: string
  description: string
  game_ids: string[]
}

export interface Edition {
  startsAt: Date
  endsAt: Date
  status: Tournament['status']
}

/**
 * The editions shown at `now`: the last finished, the running and the next one. Before the first
 * edition starts only that one is shown (upcoming).
 */
export function editionsAt(firstStartsAt: Date, period: 'day' | 'week', now: Date): Edition[] {
  const length = periodMs[period]
  const first = firstStartsAt.getTime()
  const edition = (index: number): Edition => {
    const startsAt = new Date(first + index * length)
    const endsAt = new Date(first + (index + 1) * length)
    const status = now < startsAt ? 'UPCOMING' : now < endsAt ? 'RUNNING' : 'FINISHED'
    return { startsAt, endsAt, status }
  }
  if (now.getTime() < first) return [edition(0)]
  const running = Math.floor((now.getTime() - first) / length)
  return (running === 0 ? [0, 1] : [running - 1, running, running + 1]).map(edition)
}

/** `weekly-slot-race-eur-20261123`: the series, the board's currency and the edition's first day. */
export function editionId(seriesId: string, currency: string, startsAt: Date): string {
  return `${seriesId}-${currency.toLowerCase()}-${startsAt.toISOString().slice(0, 10).replaceAll('-', '')}`
}

interface StandingRow extends Record<string, unknown> {
  player_id: string
  first_name: string | null
  points: string | number
  rank: string | number
}

/** The top of an edition's board, and the given player's own place (null when they have no points). */
export async function leaderboard(
  db: Db,
  edition: { gameIds: string[]; currency: string; startsAt: Date; endsAt: Date },
  playerId: string | null,
): Promise<{ leaderboard: LeaderboardEntry[]; myStanding: LeaderboardEntry | null }> {
  if (edition.gameIds.length === 0) return { leaderboard: [], myStanding: null }
  const rows = await db.query<StandingRow>(
    `with stakes as (
       select b.player_id, sum(b.amount_minor) as points, min(b.created_at) as first_at
         from seamless_transactions b
         join game_rounds r on r.id = b.round_id
        where b.kind = 'bet' and b.answer->>'status' = 'OK' and b.partner_bonus_code is null
          and b.created_at >= $3 and b.created_at < $4
          and r.mode = 'real' and r.currency = $1 and r.game_id = any($2::text[])
          and not exists (select 1 from seamless_transactions v
                           where v.kind = 'rollback' and v.reference_transaction_id = b.transaction_id and v.answer->>'status' = 'OK')
        group by b.player_id
     ), ranked as (
       select player_id, points, rank() over (order by points desc) as rank,
              row_number() over (order by points desc, first_at, player_id) as place
         from stakes
     )
     select ranked.player_id, p.first_name, ranked.points, ranked.rank
       from ranked join players p on p.id = ranked.player_id
      where ranked.place <= $5 or ranked.player_id = $6
      order by ranked.place`,
    [edition.currency, edition.gameIds, edition.startsAt, edition.endsAt, LEADERBOARD_SIZE, playerId],
  )
  const entry = (row: StandingRow): LeaderboardEntry => ({ rank: Number(row.rank), playerAlias: maskName(row.first_name), points: Number(row.points) })
  const top = rows.slice(0, LEADERBOARD_SIZE)
  const own = playerId === null ? undefined : rows.find((row) => row.player_id === playerId)
  return { leaderboard: top.map(entry), myStanding: own ? entry(own) : null }
}

export interface TournamentRequest {
  vertical: TournamentVertical
  lang: TournamentLang
  currency: string
  /** Whose standing to include; null for a visitor. */
  playerId: string | null
  now?: Date
}

/** Every edition shown for a market's currency and a language, in the operator's order. */
export async function listTournaments(db: Db, request: TournamentRequest): Promise<Tournament[]> {
  const now = request.now ?? new Date()
  const series = await db.query<SeriesRow>(
    `select t.id, t.period, t.first_starts_at, t.game_slugs, t.prize_pool_euro_minor, t.image_url,
            coalesce(own.title, en.title) as title, coalesce(own.description, en.description) as description,
            array(select g.id from games g where g.slug = any(t.game_slugs) and g.enabled order by g.position) as game_ids
       from tournaments t
       left join tournament_texts own on own.tournament_id = t.id and own.lang = $2
       left join tournament_texts en on en.tournament_id = t.id and en.lang = 'EN'
      where t.enabled and t.vertical = $1
      order by t.position, t.id`,
    [request.vertical, request.lang],
  )
  const result: Tournament[] = []
  for (const s of series) {
    for (const edition of editionsAt(new Date(s.first_starts_at), s.period, now)) {
      const board =
        edition.status === 'UPCOMING'
          ? { leaderboard: [], myStanding: null }
          : await leaderboard(db, { gameIds: s.game_ids, currency: request.currency, startsAt: edition.startsAt, endsAt: edition.endsAt }, request.playerId)
      result.push({
        tournamentId: editionId(s.id, request.currency, edition.startsAt),
        title: s.title ?? s.id,
        description: s.description ?? '',
        imageUrl: s.image_url,
        status: edition.status,
        startsAt: edition.startsAt.toISOString(),
        endsAt: edition.endsAt.toISOString(),
        gameIds: s.game_ids,
        prizePoolMinor: fromEuroMinor(Number(s.prize_pool_euro_minor), request.currency),
        currency: request.currency,
        ...board,
      })
    }
  }
  return result
}
