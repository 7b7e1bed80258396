/**
 * Live tables (the games-admin API the platform plays: seats merge into games by id), jackpot
 * values and the winners lists.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { defineHandlers } from '../http/handler.ts'
import { gameSelect, tableOpening, type GameRow } from './catalogue.ts'
import { jackpotsFor } from './jackpots.ts'
import { latestWinners, topWinners } from './winners.ts'

type LiveTable = components['schemas']['LiveTable']

async function liveTables(db: Db, provider: string): Promise<LiveTable[]> {
  const rows = await db.query<GameRow & { dealer_name: string }>(
    `select g.*, t2.dealer_name
       from (${gameSelect} where g.provider_id = $1 and g.type = 'LIVE_CASINO' and g.enabled and (p.feature_flag is null or coalesce(f.value = 'on', false))) g
       join live_tables t2 on t2.game_id = g.id
      order by g.popularity desc, g.id`,
    [provider],
  )
  const now = Date.now()
  return rows.map((r) => ({
    gameId: r.id,
    tableId: r.table_id!,
    provider: r.provider_id,
    // Open, or closed and when it opens next: the same as the table's Game in the lobby says.
    ...tableOpening(r, now),
    seats: r.seats,
    seatsTaken: r.seats_taken ?? 0,
    dealerName: r.dealer_name,
  }))
}

const ids = (list: string) => list.split(',')

export const liveHandlers = defineHandlers({
  async listLiveTables(request, { db }) {
    return { status: 200, body: await liveTables(db, request.query.providerKind) }
  },

  async listCreedroomzTables(_request, { db }) {
    return { status: 200, body: await liveTables(db, 'creedroomz') }
  },

  async getJackpotValues(request, { db }) {
    return { status: 200, body: await jackpotsFor(db, ids(request.query.gameIds), Date.now()) }
  },

  async listJackpotAmounts(request, { db }) {
    return { status: 200, body: await jackpotsFor(db, ids(request.query.gameIds), Date.now()) }
  },

  async listTopWinners(request, { db }) {
    return { status: 200, body: await topWinners(db, request.query.currency, request.query.dateRange, new Date()) }
  },

  async listLatestWinners(request, { db }) {
    return { status: 200, body: await latestWinners(db, request.query.currency, new Date()) }
  },
})
