/**
 * Who may open a game (guards 4 and 7, spec 000 §2 and §6): a signed-in player needs the casino
 * or live-casino permission for the game's type and must be neither payout-risk flagged nor
 * multibrand-suspended; nobody may play a provider from one of its restricted countries, or in a
 * market it does not target, or while its feature flag is off. A visitor counts as allowed
 * (spec 000 §4: "an unauthenticated player counts as allowed for casino and live casino").
 */
import type { FastifyRequest } from 'fastify'
import type { Session } from '../auth/tokens.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { PLAYER_MARKET_SQL } from '../identity/players.ts'
import { countryFromHeader } from '../system/access.ts'
import type { GameRow } from './catalogue.ts'
import { targets } from './providers.ts'

export interface PlayerContext {
  id: string
  firstName: string | null
  countryCode: string
  currency: string
  language: string
  /** The player's market: the one chosen at sign-up, else the market of their country, else UN. */
  market: string
  flags: { casino?: boolean; liveCasino?: boolean; riskPayout?: boolean; multibrandSuspended?: boolean }
}

export async function playerContext(db: Db, session: Session): Promise<PlayerContext> {
  // Named as PlayerContext names them, so the row is the context once flags default to none.
  const row = await db.one<Omit<PlayerContext, 'flags'> & { flags: PlayerContext['flags'] | null }>(
    `select p.id, p.first_name as "firstName", p.country_code as "countryCode", p.currency_code as currency,
            p.language_code as language, ${PLAYER_MARKET_SQL} as market, p.flags
       from players p where p.id = $1`,
    [session.player_id],
  )
  if (!row) throw new ApiProblem(401, 'error.token.invalid', 'The token names no player.')
  return { ...row, flags: row.flags ?? {} }
}

/** The visitor's country from the proxy header, when it sent one. */
export function visitorCountry(request: FastifyRequest, config: Pick<Config, 'countryHeader'>): string | null {
  return countryFromHeader(request.headers[config.countryHeader])
}

export const gameNotFound = (what: string) => new ApiProblem(404, 'error.game.not.found', `No game ${what}.`)

export interface Who {
  player: PlayerContext | null
  /** Every country the caller is known to be in or from: resident country, proxy header, the body's. */
  countries: (string | null | undefined)[]
  market: string | null
}

/** Throws the refusal for this caller and game, if any. A disabled game is simply not found. */
export function assertPlayable(game: GameRow, who: Who): void {
  if (!game.enabled || !game.feature_on) throw gameNotFound(game.slug)
  const { player } = who
  if (player) {
    const permitted = game.type === 'LIVE_CASINO' ? player.flags.liveCasino : player.flags.casino
    if (!permitted || player.flags.riskPayout || player.flags.multibrandSuspended) {
      throw new ApiProblem(400, 'error.game.access.denied', `This account may not play ${game.type === 'LIVE_CASINO' ? 'live casino' : 'casino'} games.`)
    }
  }
  const restricted = who.countries.find((c) => c && game.restricted_countries.includes(c))
  if (restricted) throw new ApiProblem(400, 'error.game.restricted', `${game.name} cannot be played from ${restricted}.`)
  const market = player?.market ?? who.market
  if (market && (!targets(game.target_markets, market) || (game.sub_target_markets && !targets(game.sub_target_markets, market)))) {
    throw new ApiProblem(400, 'error.game.restricted', `${game.name} is not offered in market ${market}.`)
  }
}

/** The enabled market whose origin country this is, else the global market UN. */
export async function marketOfCountry(db: Db, country: string | null | undefined): Promise<string> {
  if (!country) return 'UN'
  const row = await db.one<{ id: string }>('select id from markets where origin_country_code = $1 and is_market_enabled order by position limit 1', [country])
  return row?.id ?? 'UN'
}
