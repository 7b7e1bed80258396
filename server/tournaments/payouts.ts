/**
 * Tournament prizes (docs/decisions.md "Tournament prizes", migration 052): when an edition has
 * ended, each currency's board is settled once — its prize places (the series' prizeShares, 1st
 * first) are paid their share of the pool, shown and paid in the board's currency (fromEuroMinor of
 * the series' euro pool, as the list shows it), in integer minor units.
 *
 * - **The split**: each place gets floor(pool × share / 100); the rounding remainder (less than one
 *   minor unit per place) goes to the first place, so the places together are the whole pool.
 *   Places nobody reached are not paid: their prizes never leave the house (`unawarded_minor`).
 * - **Ties**: a board gives every player a place of their own (editions.ts): equal points go to the
 *   player who reached them first.
 * - **The money**: one ledger transaction per paid place, house BONUS_FUNDING → the winner's MAIN
 *   (cash, no wagering), type WIN, category BONUS, reference `TOURNAMENT-<edition>-<place>`, in the
 *   settlement's one database transaction with the payout rows and the winners' inbox messages.
 *   The ledger tells the winner's open sockets their new balance when it commits.
 * - **Exactly once**: the settlement's first write is the edition's row in tournament_settlements
 *   (its edition id the key). A second settlement of the same edition — the next periodic pass,
 *   another platform instance, a lobby read — waits on that key until the first commits and then
 *   pays nothing; the payout's (edition, place) key and the ledger reference say the same again.
 * - **When**: an edition is settled once it has been over for SETTLEMENT_DELAY_MS and no database
 *   transaction that began before its end is still open (a bet of the edition could be in one),
 *   by the periodic pass (settleTournaments, every minute) and by any read of the list that shows
 *   the finished edition (settleEdition), whichever comes first.
 */
import type { Db } from '../db/database.ts'
import { addInboxMessage } from '../crm/inbox.ts'
import { house, minor, player, post } from '../ledger/ledger.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import { startPeriodic } from '../periodic.ts'
import { COUNTING_BETS, editionAt, editionId, editionsEndedBy, periodMs, SERIES_GAME_IDS, standings, type Period } from './editions.ts'
import { tournamentLangOf } from './series.ts'

/** How long after an edition's end its board is settled: the last bets of the window have committed. */
export const SETTLEMENT_DELAY_MS = 60_000

/** The prize of each place, 1st first: floor(pool × share / 100), the rounding remainder to the 1st. */
export function splitPool(poolMinor: number, shares: readonly number[]): number[] {
  if (!Number.isSafeInteger(poolMinor) || poolMinor <= 0) throw new Error(`A prize pool is a positive number of minor units, not ${poolMinor}.`)
  if (shares.length === 0 || shares.some((share) => !Number.isInteger(share) || share <= 0)) throw new Error(`Prize shares are whole positive percents: ${shares.join(', ')}.`)
  const total = shares.reduce((sum, share) => sum + share, 0)
  if (total !== 100) throw new Error(`Prize shares add up to 100 %, not ${total} %.`)
  const prizes = shares.map((share) => Math.floor((poolMinor * share) / 100))
  prizes[0]! += poolMinor - prizes.reduce((sum, prize) => sum + prize, 0)
  return prizes
}

/** A series as the settlement reads it. */
export interface SettlementSeries {
  id: string
  period: Period
  firstStartsAt: Date
  gameIds: string[]
  prizePoolEuroMinor: number
  prizeShares: number[]
}

interface SeriesRow extends Record<string, unknown> {
  id: string
  period: Period
  first_starts_at: Date | string
  game_ids: string[]
  prize_pool_euro_minor: string | number
  prize_shares: number[]
  settled_until: Date | string | null
}

const SERIES_SQL = `select t.id, t.period, t.first_starts_at, t.prize_pool_euro_minor, t.prize_shares, t.settled_until, ${SERIES_GAME_IDS} as game_ids
                      from tournaments t`

export const settlementSeries = (row: SeriesRow): SettlementSeries => ({
  id: row.id,
  period: row.period,
  firstStartsAt: new Date(row.first_starts_at),
  gameIds: row.game_ids,
  prizePoolEuroMinor: minor(row.prize_pool_euro_minor),
  prizeShares: row.prize_shares.map(Number),
})

export interface Payout {
  place: number
  playerId: string
  points: number
  prizeMinor: number
}

export interface SettledEdition {
  editionId: string
  currency: string
  poolMinor: number
  payouts: Payout[]
  /** The prizes of places nobody reached: they stay with the house. */
  unawardedMinor: number
}

/**
 * Whether a database transaction that began before `instant` is still open on this database: a
 * bet stamped before an edition's end may not have committed yet. PGlite has one connection, so
 * there the answer is always no.
 */
async function transactionOpenSince(db: Db, instant: Date): Promise<boolean> {
  const row = await db.one<{ open: boolean }>(
    `select exists (select 1 from pg_stat_activity
                     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
                       and xact_start < $1) as open`,
    [instant],
  )
  return row!.open
}

/** The operator's title of the series in the player's language (English when it has none). */
async function titleFor(tx: Db, seriesId: string, languageCode: string): Promise<string> {
  const row = await tx.one<{ title: string }>(
    `select coalesce((select title from tournament_texts where tournament_id = $1 and lang = $2),
                     (select title from tournament_texts where tournament_id = $1 and lang = 'EN'), $1) as title`,
    [seriesId, tournamentLangOf(languageCode)],
  )
  return row!.title
}

/**
 * Settles one edition's board in one currency if it is due and not settled yet; null when there
 * was nothing to do (not due, settled already — by this call's rival too — or an empty board).
 */
export async function settleEdition(db: Db, series: SettlementSeries, currency: string, index: number, now = new Date()): Promise<SettledEdition | null> {
  const edition = editionAt(series.firstStartsAt, series.period, index, now)
  if (now.getTime() < edition.endsAt.getTime() + SETTLEMENT_DELAY_MS) return null
  const id = editionId(series.id, currency, edition.startsAt)
  if (await db.one('select 1 as settled from tournament_settlements where edition_id = $1', [id])) return null
  if (await transactionOpenSince(db, edition.endsAt)) return null
  const poolMinor = fromEuroMinor(series.prizePoolEuroMinor, currency)
  const prizes = splitPool(poolMinor, series.prizeShares)

  // Read committed: a rival settlement's claim is waited for, then seen, instead of retried.
  return db.transaction(
    async (tx) => {
      const board = await standings(tx, { gameIds: series.gameIds, currency, startsAt: edition.startsAt, endsAt: edition.endsAt }, prizes.length)
      if (board.length === 0) return null
      const claimed = await tx.one(
        `insert into tournament_settlements (edition_id, tournament_id, currency, starts_at, ends_at, pool_minor, paid_minor, unawarded_minor)
         values ($1, $2, $3, $4, $5, $6, 0, $6) on conflict do nothing returning edition_id`,
        [id, series.id, currency, edition.startsAt, edition.endsAt, poolMinor],
      )
      if (!claimed) return null

      const payouts: Payout[] = []
      for (const standing of board) {
        const prizeMinor = prizes[standing.place - 1]!
        // A share of a pool below one minor unit a percent rounds to nothing: nothing to move.
        if (prizeMinor === 0) continue
        const posted = await post(tx, {
          reference: `TOURNAMENT-${id}-${standing.place}`,
          playerId: standing.playerId,
          type: 'WIN',
          category: 'BONUS',
          currency,
          entries: [
            { account: house('BONUS_FUNDING'), amountMinor: -prizeMinor },
            { account: player(standing.playerId, 'MAIN'), amountMinor: prizeMinor },
          ],
          details: { tournamentPrize: { editionId: id, tournamentId: series.id, place: standing.place, points: standing.points } },
        })
        await tx.query(
          `insert into tournament_payouts (edition_id, place, player_id, points, prize_minor, ledger_transaction_id) values ($1, $2, $3, $4, $5, $6)`,
          [id, standing.place, standing.playerId, standing.points, prizeMinor, posted.transactionId],
        )
        await addInboxMessage(tx, standing.playerId, {
          category: 'NOTIFICATION',
          template: 'TOURNAMENT_PRIZE',
          params: { tournament: await titleFor(tx, series.id, standing.languageCode), place: String(standing.place), prizeMinor: String(prizeMinor), currency },
          eventKey: `tournament-prize:${id}`,
        })
        payouts.push({ place: standing.place, playerId: standing.playerId, points: standing.points, prizeMinor })
      }
      const paidMinor = payouts.reduce((sum, payout) => sum + payout.prizeMinor, 0)
      await tx.query('update tournament_settlements set paid_minor = $2, unawarded_minor = $3 where edition_id = $1', [id, paidMinor, poolMinor - paidMinor])
      return { editionId: id, currency, poolMinor, payouts, unawardedMinor: poolMinor - paidMinor }
    },
    { isolation: 'read committed' },
  )
}

/**
 * The periodic pass: for every series, the editions that ended since the last pass (or since the
 * series began), settled in every currency that had a counting bet in them. A series' mark moves on
 * only once all of them are settled, so a failed pass is picked up by the next.
 */
export async function settleTournaments(db: Db, now = new Date()): Promise<SettledEdition[]> {
  const due = new Date(now.getTime() - SETTLEMENT_DELAY_MS)
  const settled: SettledEdition[] = []
  for (const row of await db.query<SeriesRow>(`${SERIES_SQL} order by t.position, t.id`)) {
    const series = settlementSeries(row)
    const ended = editionsEndedBy(series.firstStartsAt, series.period, due)
    if (ended === 0) continue
    const until = editionAt(series.firstStartsAt, series.period, ended - 1, now).endsAt
    const from = row.settled_until === null ? series.firstStartsAt : new Date(row.settled_until)
    if (from.getTime() >= until.getTime()) continue
    if (await transactionOpenSince(db, until)) continue
    const boards = await db.query<{ currency: string; edition: number }>(
      `select distinct currency, floor(extract(epoch from created_at - $4::timestamptz) * 1000 / $5)::int as edition
         from (${COUNTING_BETS}) counting
        order by edition, currency`,
      [series.gameIds, from, until, series.firstStartsAt, periodMs[series.period]],
    )
    for (const board of boards) {
      const result = await settleEdition(db, series, board.currency, Number(board.edition), now)
      if (result) settled.push(result)
    }
    await db.query(`update tournaments set settled_until = greatest(coalesce(settled_until, '-infinity'), $2) where id = $1`, [series.id, until])
  }
  return settled
}

/** The player's paid place and prize in an edition; null when they were paid none. */
export async function prizeOf(db: Db, editionIdentifier: string, playerId: string): Promise<{ place: number; amountMinor: number } | null> {
  const row = await db.one<{ place: number; prize_minor: unknown }>(
    'select place, prize_minor from tournament_payouts where edition_id = $1 and player_id = $2',
    [editionIdentifier, playerId],
  )
  return row ? { place: row.place, amountMinor: minor(row.prize_minor) } : null
}

/** Settles what is due now and every `intervalMs`; a failing pass is logged and the next runs. */
export function startTournamentSettlement(db: Db, onError: (error: unknown) => void, intervalMs = 60_000): () => Promise<void> {
  return startPeriodic(() => settleTournaments(db).catch(onError), intervalMs)
}
