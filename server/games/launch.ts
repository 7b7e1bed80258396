/**
 * Every provider launch call of the spec (001 §7 Games), each with its own payload shape, all
 * answering with the platform's sandbox launcher: a URL (Pragmatic, Pariplay, SOFTSWISS,
 * Novomatic, the generic slug call), an entry URL (Evolution), a token or ticket the client puts
 * into the launcher URL (Quickspin, Pragmatic, Relax, Play'n GO, CreedRoomz, the lobby token),
 * or a session id (Yggdrasil). Real-money launches are signed game tokens bound to the player
 * (launch-tokens.ts); demo launches need no player.
 */
import type { FastifyRequest } from 'fastify'
import type { Session } from '../auth/tokens.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { defineHandlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { assertPlayable, gameNotFound, marketOfCountry, playerContext, visitorCountry, type PlayerContext } from './access.ts'
import { gameById, gameByProviderCode, gameBySlug, tableOpening, tableScheduleOf, toGame, type GameRow } from './catalogue.ts'
import { issueLaunch, reuseLaunch, type LaunchKind } from './launch-tokens.ts'
import { channelOf, languageOf, launcherUrl } from './launcher-url.ts'

interface Caller {
  db: Db
  config: Config
  session: Session | null
  request: FastifyRequest
}

/** A game of this provider, or 404: a token call for one provider never opens another's game. */
function ofProvider(game: GameRow | null, provider: string, what: string): GameRow {
  if (!game || game.provider_id !== provider) throw gameNotFound(`${what} of ${provider}`)
  return game
}

function supportsChannel(game: GameRow, channel: 'web' | 'mobile') {
  if (!game.channels.includes(channel)) throw new ApiProblem(400, 'error.game.channel.unsupported', `${game.name} is not available on ${channel}.`)
}

interface RealLaunch {
  game: GameRow | null
  provider: string
  kind: LaunchKind
  channel: 'web' | 'mobile'
  /** Countries the request names besides the player's own and the proxy's. */
  countries?: (string | null | undefined)[]
}

/** Checks the player may play, then mints the launch credential. */
async function real({ db, config, session, request }: Caller, launch: RealLaunch) {
  const player = await playerContext(db, session!)
  if (launch.game) {
    assertPlayable(launch.game, { player, countries: [player.countryCode, visitorCountry(request, config), ...(launch.countries ?? [])], market: player.market })
    supportsChannel(launch.game, launch.channel)
  }
  const issued = await issueLaunch(db, {
    playerId: player.id,
    provider: launch.provider,
    gameId: launch.game?.id ?? null,
    kind: launch.kind,
    channel: launch.channel,
    jurisdiction: player.market,
    currency: player.currency,
  })
  return { player, ...issued }
}

/** The launcher URL of a real-money launch: a single-use ticket for this game inside. */
async function realUrl(caller: Caller, game: GameRow, o: { channel: 'web' | 'mobile'; lang: string; homeurl: string; countries?: (string | null | undefined)[]; kind?: 'url' | 'entry' }) {
  const launched = await real(caller, { game, provider: game.provider_id, kind: o.kind ?? 'url', channel: o.channel, countries: o.countries })
  const url = launcherUrl({ lang: o.lang, channel: o.channel, jurisdiction: launched.player.market, ticket: launched.token, provider: game.provider_id, moneymode: 'real', gameid: game.id, homeurl: o.homeurl })
  return { url, token: launched.token }
}

/** The launcher URL of a fun-mode launch: no player needed, the visitor's country still counts. */
async function demoUrl(
  { db, config, session, request }: Caller,
  game: GameRow,
  o: { channel: 'web' | 'mobile'; lang: string; homeurl: string; currency: string; country?: string | null; jurisdiction?: string },
) {
  const player: PlayerContext | null = session ? await playerContext(db, session) : null
  const header = visitorCountry(request, config)
  // The visitor's market: the jurisdiction the provider call names when it is one of ours, else
  // the market of the country the call or the proxy names.
  const named = o.jurisdiction?.toUpperCase()
  const known = named ? await db.one('select 1 as yes from markets where id = $1 and is_market_enabled', [named]) : null
  const jurisdiction = player?.market ?? (known ? named! : await marketOfCountry(db, o.country ?? header))
  assertPlayable(game, { player, countries: [player?.countryCode, header, o.country], market: jurisdiction })
  if (!game.demo) throw new ApiProblem(400, 'error.game.demo.unavailable', `${game.name} has no fun mode.`)
  supportsChannel(game, o.channel)
  return launcherUrl({ lang: o.lang, channel: o.channel, jurisdiction, provider: game.provider_id, moneymode: 'fun', gameid: game.id, homeurl: o.homeurl, currency: o.currency })
}

/**
 * Evolution's table entry: the table must exist, be of the asked category and be dealing now. A
 * closed table's refusal says when it opens (`additionalInfo.opensAt`, an instant, or null when
 * its hours never let a round open), so the player is told rather than asked to try again.
 */
async function evolutionTable(db: Db, tableId: string, gameCategory?: string): Promise<GameRow> {
  const game = await gameByProviderCode(db, 'evolution', tableId)
  const unavailable = (why: string, additionalInfo?: Record<string, unknown>) =>
    new ApiProblem(400, 'error.evolution.table.unavailable', `Evolution table ${tableId} ${why}.`, undefined, additionalInfo)
  if (!game || game.type !== 'LIVE_CASINO' || !game.enabled || !tableScheduleOf(game)) throw unavailable('does not exist')
  if (gameCategory && gameCategory.toLowerCase() !== game.game_type) throw unavailable(`is not a ${gameCategory} table`)
  const { open, opensAt } = tableOpening(game, Date.now())
  if (!open) throw unavailable(opensAt ? `is closed now; it opens at ${opensAt}` : 'is closed now', { opensAt })
  return game
}

/** Without a table id, the demo opens Evolution's most popular table dealing now. */
async function firstOpenDemoTable(db: Db): Promise<GameRow> {
  const tables = await db.query<{ provider_game_code: string }>(
    `select provider_game_code from games where provider_id = 'evolution' and type = 'LIVE_CASINO' and demo and enabled order by popularity desc, id`,
  )
  for (const { provider_game_code } of tables) {
    const game = await evolutionTable(db, provider_game_code).catch(() => null)
    if (game) return game
  }
  throw new ApiProblem(400, 'error.evolution.table.unavailable', 'No Evolution table is dealing now.')
}

const token = (launched: { token: string; expiresAt: string }) => ({ status: 200 as const, body: { token: launched.token, expiresAt: launched.expiresAt } })

export const launchHandlers = defineHandlers({
  async generateQuickspinToken(request, context) {
    const game = ofProvider(await gameById(context.db, request.body.gameId), 'quickspin', request.body.gameId)
    return token(await real({ ...context, request }, { game, provider: 'quickspin', kind: 'token', channel: request.body.channel }))
  },

  async generatePragmaticToken(request, context) {
    const game = ofProvider(await gameById(context.db, request.body.gameId), 'pragmaticplay', request.body.gameId)
    return token(await real({ ...context, request }, { game, provider: 'pragmaticplay', kind: 'token', channel: request.body.channel }))
  },

  async generateRelaxToken(request, context) {
    const game = ofProvider(await gameById(context.db, request.body.gameId), 'relax', request.body.gameId)
    return token(await real({ ...context, request }, { game, provider: 'relax', kind: 'token', channel: request.body.channel }))
  },

  async createRelaxTicket(request, context) {
    const game = ofProvider(await gameById(context.db, request.body.gameId), 'relax', request.body.gameId)
    const launched = await real({ ...context, request }, { game, provider: 'relax', kind: 'ticket', channel: request.body.channel })
    return { status: 200, body: { ticket: launched.token } }
  },

  async generatePlayngoToken(request, context) {
    // Play'n GO's token is the player's, for any of its games; a cached one is handed out again
    // while it has two minutes left, unless the client asks for a new one.
    const player = await playerContext(context.db, context.session!)
    if (!request.query.requireNew) {
      const cached = await reuseLaunch(context.db, player.id, 'playngo', 120)
      if (cached) return token(cached)
    }
    return token(await real({ ...context, request }, { game: null, provider: 'playngo', kind: 'token', channel: 'web' }))
  },

  async generateCreedroomzToken(request, context) {
    const { db, config } = context
    const flag = await db.one<{ value: string }>(`select value from game_settings where key = 'feature.creedroomz'`)
    if (flag?.value !== 'on') throw gameNotFound('of creedroomz: the CreedRoomz lobby is switched off')
    const player = await playerContext(db, context.session!)
    const restricted = await db.one<{ restricted_countries: string[] }>(`select restricted_countries from game_providers where id = 'creedroomz'`)
    const country = [player.countryCode, visitorCountry(request, config)].find((c) => c && restricted!.restricted_countries.includes(c))
    if (country) throw new ApiProblem(400, 'error.game.restricted', `CreedRoomz cannot be played from ${country}.`)
    return token(await real({ ...context, request }, { game: null, provider: 'creedroomz', kind: 'token', channel: 'web' }))
  },

  async createYggdrasilSession(request, context) {
    const launched = await real({ ...context, request }, { game: null, provider: 'yggdrasil', kind: 'session', channel: 'web' })
    return { status: 200, body: { sessionId: launched.token } }
  },

  async createLobbyGameToken(request, context) {
    const game = await gameById(context.db, request.body.gameId)
    if (!game) throw gameNotFound(request.body.gameId)
    if (request.body.isQuickSpin !== (game.provider_id === 'quickspin')) {
      throw new ApiProblem(400, 'error.game.provider.failed', `isQuickSpin is ${request.body.isQuickSpin} but ${game.name} is a ${game.provider_title} game.`)
    }
    return token(await real({ ...context, request }, { game, provider: game.provider_id, kind: 'token', channel: request.body.channel }))
  },

  async getPragmaticDemoUrl(request, context) {
    const b = request.body
    const game = ofProvider(await gameByProviderCode(context.db, 'pragmaticplay', b.symbol), 'pragmaticplay', b.symbol)
    const url = await demoUrl({ ...context, request }, game, { channel: channelOf(b.platform), lang: languageOf(b.language), homeurl: b.lobbyUrl, currency: b.currency, jurisdiction: b.jurisdiction })
    return { status: 200, body: { gameUrl: url } }
  },

  async getPragmaticRealUrl(request, context) {
    const b = request.body
    const game = ofProvider(await gameByProviderCode(context.db, 'pragmaticplay', b.symbol), 'pragmaticplay', b.symbol)
    const { url } = await realUrl({ ...context, request }, game, { channel: channelOf(b.platform), lang: languageOf(b.language), homeurl: b.lobbyUrl })
    return { status: 200, body: { gameUrl: url } }
  },

  async getPariplayDemoContext(request, context) {
    const b = request.body
    const game = ofProvider(await gameByProviderCode(context.db, 'pariplay', b.GameCode), 'pariplay', b.GameCode)
    const url = await demoUrl({ ...context, request }, game, { channel: 'web', lang: languageOf(b.LanguageCode), homeurl: '/', currency: b.CurrencyCode, country: b.CountryCode })
    return { status: 200, body: { gameUrl: url } }
  },

  async getPariplayRealContext(request, context) {
    const b = request.body
    const game = ofProvider(await gameByProviderCode(context.db, 'pariplay', b.GameCode), 'pariplay', b.GameCode)
    const { url } = await realUrl({ ...context, request }, game, { channel: 'web', lang: languageOf(b.LanguageCode), homeurl: '/', countries: [b.CountryCode] })
    return { status: 200, body: { gameUrl: url } }
  },

  async getSoftswissDemoContext(request, context) {
    const b = request.body
    const game = ofProvider(await gameByProviderCode(context.db, 'softswiss', b.game), 'softswiss', b.game)
    const url = await demoUrl({ ...context, request }, game, { channel: channelOf(b.client_type), lang: languageOf(b.locale), homeurl: b.urls.return_url, currency: b.currency, jurisdiction: b.jurisdiction })
    return { status: 200, body: { gameUrl: url } }
  },

  async getSoftswissRealContext(request, context) {
    const b = request.body
    const game = ofProvider(await gameByProviderCode(context.db, 'softswiss', b.game), 'softswiss', b.game)
    const { url } = await realUrl({ ...context, request }, game, { channel: channelOf(b.client_type), lang: languageOf(b.locale), homeurl: b.urls.return_url, countries: [b.playerCurrentCountryCode] })
    return { status: 200, body: { gameUrl: url } }
  },

  async authenticateEvolution(request, context) {
    const b = request.body
    const game = await evolutionTable(context.db, b.tableId, b.gameCategory)
    const { url } = await realUrl({ ...context, request }, game, { channel: channelOf(b.mobile), lang: languageOf(null), homeurl: b.lobbyURL, kind: 'entry' })
    return { status: 200, body: { entryUrl: url } }
  },

  async authenticateEvolutionDemo(request, context) {
    const b = request.body
    const game = b.tableId ? await evolutionTable(context.db, b.tableId) : await firstOpenDemoTable(context.db)
    const url = await demoUrl({ ...context, request }, game, { channel: 'web', lang: languageOf(b.language), homeurl: '/', currency: b.currency })
    return { status: 200, body: { entryUrl: url } }
  },

  async getNovomaticUrl(request, context) {
    const b = request.body
    if (b.playerId !== context.session!.player_id) throw new ApiProblem(400, 'error.game.player.mismatch', 'playerId is not the signed-in player.')
    const game = ofProvider(await gameById(context.db, b.gameId), 'novomatic', b.gameId)
    const { url } = await realUrl({ ...context, request }, game, { channel: channelOf(b.platform), lang: languageOf(b.locale), homeurl: b.lobbyUrl, countries: [b.country] })
    return { status: 200, body: { gameUrl: url } }
  },

  async getNovomaticDemoUrl(request, context) {
    const b = request.body
    const game = ofProvider(await gameById(context.db, b.gameId), 'novomatic', b.gameId)
    const url = await demoUrl({ ...context, request }, game, { channel: channelOf(b.platform), lang: languageOf(b.locale), homeurl: b.lobbyUrl ?? '/', currency: b.currency })
    return { status: 200, body: { gameUrl: url } }
  },

  async getGameData(request, context) {
    const b = request.body
    const game = await gameBySlug(context.db, request.params.slug)
    if (!game) throw gameNotFound(request.params.slug)
    const { url, token: ticket } = await realUrl({ ...context, request }, game, {
      channel: b.platform,
      lang: languageOf(b.language),
      homeurl: '/',
      countries: [b.countryCode, b.playerCountryCode],
    })
    return { status: 200, body: { game: toGame(game), mode: 'real', launchUrl: url, token: ticket } }
  },

  async getDemoGameData(request, context) {
    const b = request.body
    const game = await gameBySlug(context.db, request.params.slug)
    if (!game) throw gameNotFound(request.params.slug)
    const url = await demoUrl({ ...context, request }, game, { channel: b.platform, lang: languageOf(b.language), homeurl: '/', currency: b.currency, country: b.countryCode })
    return { status: 200, body: { game: toGame(game), mode: 'fun', launchUrl: url, token: null } }
  },
})
