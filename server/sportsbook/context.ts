/**
 * The sportsbook context (spec 001 §7 Sports): what the site needs to open the sportsbook iframe —
 * its URL, whether the customer is logged in, and until when the URL may be opened. A visitor's
 * context names the market's currency and language and carries no credential; a player's carries
 * a one-time ticket (a launch token of the sportsbook, 2 minutes) that the frame redeems for its
 * session, so the URL holds nothing that outlives its first use.
 */
import { randomUUID } from 'node:crypto'
import type { Session } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { playerContext, type PlayerContext } from '../games/access.ts'
import { issueLaunch, LAUNCH_TTL_SECONDS } from '../games/launch-tokens.ts'
import { SPORTSBOOK_GAME } from './book.ts'
import { frameUrl, type FrameParams } from './frame-url.ts'

type SportsbookContext = components['schemas']['SportsbookContext']
type IframeContextRequest = components['schemas']['IframeContextRequest']
type CustomerSettings = components['schemas']['CustomerSettings']

interface MarketRow {
  id: string
  currency: string
  languages: string[]
  default_language: string
}

async function enabledMarket(db: Db, id: string): Promise<MarketRow | null> {
  return db.one<MarketRow & Record<string, unknown>>('select id, currency, languages, default_language from markets where id = $1 and is_market_enabled', [id])
}

export const sportsDisabled = () => new ApiProblem(400, 'error.sports.disabled', 'This account may not use the sportsbook.')

/** Spec 000 §2 guard 5: sports access, no payout-risk flag, no multibrand suspension. */
export async function sportsPlayer(db: Db, session: Session): Promise<PlayerContext & { flags: { sports?: boolean } }> {
  const player = (await playerContext(db, session)) as PlayerContext & { flags: { sports?: boolean } }
  if (player.flags.sports === false || player.flags.riskPayout || player.flags.multibrandSuspended) throw sportsDisabled()
  return player
}

type Extras = Pick<FrameParams, 'page' | 'category' | 'region' | 'competition' | 'event' | 'maxWidth'>

/** A visitor's context in a market: its currency, the language if the market offers it (else its own). */
export async function visitorContext(db: Db, o: { market: string; language: string; channel?: 'web' | 'mobile' } & Extras): Promise<SportsbookContext> {
  const market = await enabledMarket(db, o.market)
  if (!market) throw invalidContext('market', o.market, 'The market is not open.')
  const lang = market.languages.includes(o.language) ? o.language : market.default_language
  const { market: _, language: __, channel, ...extras } = o
  return {
    contextId: randomUUID(),
    customerState: 'Anonymous',
    iframeUrl: frameUrl({ lang, jurisdiction: market.id, currency: market.currency, channel: channel ?? 'web', customerState: 'Anonymous', ...extras }),
    expiresAt: new Date(Date.now() + LAUNCH_TTL_SECONDS.ticket * 1000).toISOString(),
  }
}

/** A signed-in player's context: their market, currency and language, and the frame's one-time ticket. */
export async function playerSportsContext(db: Db, session: Session, o: { language?: string; channel?: 'web' | 'mobile' } & Extras = {}): Promise<SportsbookContext> {
  const player = await sportsPlayer(db, session)
  const { language, channel = 'web', ...extras } = o
  const issued = await issueLaunch(db, {
    playerId: player.id,
    provider: SPORTSBOOK_GAME.provider_id,
    gameId: SPORTSBOOK_GAME.id,
    kind: 'ticket',
    channel,
    jurisdiction: player.market,
    currency: player.currency,
  })
  return {
    contextId: issued.row.id,
    customerState: 'LoggedIn',
    iframeUrl: frameUrl({ lang: language ?? player.language, jurisdiction: player.market, currency: player.currency, channel, customerState: 'LoggedIn', ticket: issued.token, ...extras }),
    expiresAt: issued.expiresAt,
  }
}

export function invalidContext(field: string, rejectedValue: unknown, message: string): ApiProblem {
  return new ApiProblem(400, 'error.sportsbook.context.invalid', message, [
    { objectName: 'iframeContext', field, rejectedValue, status: 400, message, code: 'error.sportsbook.context.invalid' },
  ])
}

const extrasOf = (body: IframeContextRequest): Extras => ({
  ...(body.deepLinking ?? {}),
  ...(body.iFrameSetup?.maxWidth === undefined ? {} : { maxWidth: body.iFrameSetup.maxWidth }),
})

/** CreateIFrameContext v1: the body checked against the caller, then the visitor's or the player's context. */
export async function iframeContext(db: Db, session: Session | null, correlationHeader: string, body: IframeContextRequest): Promise<SportsbookContext> {
  if (body.correlationId !== correlationHeader) throw invalidContext('correlationId', body.correlationId, 'The correlation id is not the header\'s.')
  const channel = body.visitorDetails.channel
  if (body.customerState === 'LoggedIn') {
    if (!session) throw new ApiProblem(401, 'error.token.invalid', 'A logged-in customer\'s context needs the id token.')
    const settings = body.loggedInCustomer as CustomerSettings
    const player = await sportsPlayer(db, session)
    if (settings.currencyCode !== player.currency) throw invalidContext('loggedInCustomer.currencyCode', settings.currencyCode, 'The currency is not the player\'s.')
    if (settings.jurisdiction !== player.market) throw invalidContext('loggedInCustomer.jurisdiction', settings.jurisdiction, 'The jurisdiction is not the player\'s market.')
    return playerSportsContext(db, session, { language: settings.languageCode, channel, ...extrasOf(body) })
  }
  const settings = body.loggedOutCustomer as CustomerSettings
  const market = await enabledMarket(db, settings.jurisdiction)
  if (!market) throw invalidContext('loggedOutCustomer.jurisdiction', settings.jurisdiction, 'The jurisdiction is not an open market.')
  if (settings.currencyCode !== market.currency) throw invalidContext('loggedOutCustomer.currencyCode', settings.currencyCode, 'The currency is not the market\'s.')
  return visitorContext(db, { market: market.id, language: settings.languageCode, channel, ...extrasOf(body) })
}
