/**
 * Tournaments (spec 001 §7): the public list for visitors and the player's list with their own
 * standing. Both read the market's currency from the market table; a disabled market runs none.
 */
import { defineHandlers } from '../http/handler.ts'
import { cachedMarkets } from '../system/reference-cache.ts'
import type { Db } from '../db/database.ts'
import { listTournaments } from './tournaments.ts'
import type { TournamentLang } from './series.ts'
import type { TournamentVertical } from './tournaments.ts'

async function tournamentsOf(db: Db, params: { market: string; vertical: TournamentVertical; lang: TournamentLang }, playerId: string | null) {
  const market = (await cachedMarkets(db)).find((m) => m.id === params.market)
  if (!market?.isMarketEnabled) return []
  return listTournaments(db, { vertical: params.vertical, lang: params.lang, currency: market.currency, playerId })
}

export const tournamentHandlers = defineHandlers({
  async listPublicTournaments(request, { db }) {
    return { status: 200, body: await tournamentsOf(db, request.params, null) }
  },

  async listTournaments(request, { db, session }) {
    return { status: 200, body: await tournamentsOf(db, request.params, session!.player_id) }
  },
})
