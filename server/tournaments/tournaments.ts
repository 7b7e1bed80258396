/**
 * Tournaments as the contract's Tournament: for each enabled series of a vertical, the edition
 * that finished last, the one running and the next one, each with its leaderboard.
 *
 * Points: one per minor unit (cent) of real money staked on the tournament's games during the
 * edition — bets the seamless wallet accepted, not rolled back, and not free spins (the operator's
 * stake, not the player's). A leaderboard is per currency: a tournament is shown in the market's
 * currency and counts the bets placed in it, so players of markets sharing a currency meet on one
 * board and no amount is converted. Every player holds a place of their own: equal points are
 * ordered by who reached them first (the earlier last counting bet), so the board shows exactly
 * who the prizes go to (payouts.ts). Players are shown by alias (the first two letters of their
 * first name), as the winners lists show them. See docs/decisions.md "Tournaments" and
 * "Tournament prizes".
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { maskName } from '../games/winners.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import { editionId, editionsAt, SERIES_GAME_IDS, standings, type BoardWindow, type Period } from './editions.ts'
import { prizeOf, settleEdition, settlementSeries } from './payouts.ts'
import type { TournamentLang } from './series.ts'

type Tournament = components['schemas']['Tournament']
type LeaderboardEntry = components['schemas']['LeaderboardEntry']
export type TournamentVertical = 'casino' | 'live-casino' | 'sports'

/** How many places a leaderboard lists (the contract allows up to 100). */
export const LEADERBOARD_SIZE = 10

interface SeriesRow extends Record<string, unknown> {
  id: string
  period: Period
  first_starts_at: Date | string
  prize_pool_euro_minor: string | number
  prize_shares: number[]
  settled_until: Date | string | null
  image_url: string | null
  title: string
  description: string
  game_ids: string[]
}

/** The top of an edition's board, and the given player's own place (null when they have no points). */
export async function leaderboard(
  db: Db,
  board: BoardWindow,
  playerId: string | null,
): Promise<{ leaderboard: LeaderboardEntry[]; myStanding: LeaderboardEntry | null }> {
  const rows = await standings(db, board, LEADERBOARD_SIZE, playerId)
  const entry = (row: (typeof rows)[number]): LeaderboardEntry => ({ rank: row.place, playerAlias: maskName(row.firstName), points: row.points })
  const own = playerId === null ? undefined : rows.find((row) => row.playerId === playerId)
  return { leaderboard: rows.filter((row) => row.place <= LEADERBOARD_SIZE).map(entry), myStanding: own ? entry(own) : null }
}

export interface TournamentRequest {
  vertical: TournamentVertical
  lang: TournamentLang
  currency: string
  /** Whose standing to include; null for a visitor. */
  playerId: string | null
  now?: Date
}

/**
 * Every edition shown for a market's currency and a language, in the operator's order. A finished
 * edition with players that is due is settled on the way (payouts.ts), so its winners are paid by
 * the time anyone sees it; a player who was paid a prize in it reads their place and prize
 * (`myPrize`).
 */
export async function listTournaments(db: Db, request: TournamentRequest): Promise<Tournament[]> {
  const now = request.now ?? new Date()
  const series = await db.query<SeriesRow>(
    `select t.id, t.period, t.first_starts_at, t.prize_pool_euro_minor, t.prize_shares, t.settled_until, t.image_url,
            coalesce(own.title, en.title) as title, coalesce(own.description, en.description) as description,
            ${SERIES_GAME_IDS} as game_ids
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
      const id = editionId(s.id, request.currency, edition.startsAt)
      const window = { gameIds: s.game_ids, currency: request.currency, startsAt: edition.startsAt, endsAt: edition.endsAt }
      const finished = edition.status === 'FINISHED'
      const board = edition.status === 'UPCOMING' ? { leaderboard: [], myStanding: null } : await leaderboard(db, window, request.playerId)
      // An empty board has nothing to pay (and is never settled): only a board with players is.
      if (finished && board.leaderboard.length > 0) await settleEdition(db, settlementSeries(s), request.currency, edition.index, now)
      result.push({
        tournamentId: id,
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
        myPrize: finished && request.playerId !== null ? await prizeOf(db, id, request.playerId) : null,
      })
    }
  }
  return result
}
