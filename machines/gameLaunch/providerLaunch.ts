import type { RequestBody, Schemas } from '../shared/contract'

type Game = Schemas['Game']
type Station = RequestBody<'getGameData'>

/** What a launch needs to pick and fill the provider's own call. */
export interface ProviderLaunchRequest {
  game: Game
  mode: 'fun' | 'real'
  station: Station
  /** The market whose rules the game plays under (the launcher's jurisdiction). */
  jurisdiction: string
  /** Where the provider's "back to lobby" leads: the lobby the game was opened from. */
  lobbyUrl: string
  /** The cashier, for providers that link to it from the game. */
  depositUrl: string
  /** The signed-in player (Novomatic names the player in its call); null for a visitor. */
  playerId: string | null
}

/**
 * One provider launch call of the spec (001 §7 Games) with its payload, and what its answer
 * carries: a game URL, an Evolution entry URL, or a credential (token, ticket, session id) that
 * goes into the launcher URL as its ticket. `gameData` is the generic slug call.
 */
export type ProviderLaunch =
  | { operation: 'getPragmaticRealUrl'; body: RequestBody<'getPragmaticRealUrl'> }
  | { operation: 'getPragmaticDemoUrl'; body: RequestBody<'getPragmaticDemoUrl'> }
  | { operation: 'getPariplayRealContext'; body: RequestBody<'getPariplayRealContext'> }
  | { operation: 'getPariplayDemoContext'; body: RequestBody<'getPariplayDemoContext'> }
  | { operation: 'getSoftswissRealContext'; body: RequestBody<'getSoftswissRealContext'> }
  | { operation: 'getSoftswissDemoContext'; body: RequestBody<'getSoftswissDemoContext'> }
  | { operation: 'getNovomaticUrl'; body: RequestBody<'getNovomaticUrl'> }
  | { operation: 'getNovomaticDemoUrl'; body: RequestBody<'getNovomaticDemoUrl'> }
  | { operation: 'authenticateEvolution'; body: RequestBody<'authenticateEvolution'> }
  | { operation: 'authenticateEvolutionDemo'; body: RequestBody<'authenticateEvolutionDemo'> }
  | { operation: 'generateQuickspinToken'; body: RequestBody<'generateQuickspinToken'> }
  | { operation: 'createRelaxTicket'; body: RequestBody<'createRelaxTicket'> }
  | { operation: 'generatePlayngoToken'; body: null }
  | { operation: 'generateCreedroomzToken'; body: RequestBody<'generateCreedroomzToken'> }
  | { operation: 'createYggdrasilSession'; body: null }
  | { operation: 'getGameData' | 'getDemoGameData'; body: Station }

/** The brand as providers know it: the launcher's partner, Pragmatic Play's style name. */
export const BRAND = 'croupier'
/** Relax's partner id (DECISIONS.md 22); every other launch names the launcher's 2270. */
export const RELAX_PARTNER = 2178
const LAUNCHER_PARTNER = 2270
export const LAUNCHER_PATH = '/sandbox/games/launch'

/**
 * The provider's own launch call for a game, real money or fun: Pragmatic, Pariplay, SOFTSWISS
 * and Novomatic answer a URL, Evolution an entry URL, Quickspin, Relax, Play'n GO, CreedRoomz and
 * Yggdrasil a credential for the launcher. A provider without a call of its own for the mode
 * (most have no fun-mode call) goes through the generic slug call.
 */
export function providerLaunch(r: ProviderLaunchRequest): ProviderLaunch {
  const { game, station: s } = r
  const mobile = s.platform === 'mobile'
  const code = game.providerGameCode
  const real = r.mode === 'real'
  switch (game.gameProvider) {
    case 'pragmaticplay': {
      const body = { symbol: code, language: s.language, currency: s.currency, platform: mobile ? 'MOBILE' : 'WEB', stylename: BRAND, lobbyUrl: r.lobbyUrl, jurisdiction: r.jurisdiction } as const
      return real ? { operation: 'getPragmaticRealUrl', body } : { operation: 'getPragmaticDemoUrl', body }
    }
    case 'pariplay': {
      const body = { GameCode: code, CurrencyCode: s.currency, LanguageCode: s.language, PlayerIP: s.ip, CountryCode: s.countryCode }
      return real ? { operation: 'getPariplayRealContext', body } : { operation: 'getPariplayDemoContext', body }
    }
    case 'softswiss': {
      const body = {
        game: code, currency: s.currency, locale: s.language, ip: s.ip, urls: { return_url: r.lobbyUrl, deposit_url: r.depositUrl },
        jurisdiction: r.jurisdiction, client_type: mobile ? 'mobile' : 'desktop',
      } as const
      return real ? { operation: 'getSoftswissRealContext', body: { ...body, playerCurrentCountryCode: s.countryCode } } : { operation: 'getSoftswissDemoContext', body }
    }
    case 'novomatic': {
      const body = { gameId: game.id, lobbyUrl: r.lobbyUrl, locale: s.locale, platform: mobile ? 'mobile' : 'desktop', currency: s.currency } as const
      if (!real) return { operation: 'getNovomaticDemoUrl', body }
      if (!r.playerId) break
      return { operation: 'getNovomaticUrl', body: { gameId: game.id, lobbyUrl: r.lobbyUrl, locale: s.locale, platform: body.platform, country: s.countryCode, ip: s.ip, playerId: r.playerId } }
    }
    case 'evolution':
      return real
        ? { operation: 'authenticateEvolution', body: { gameCategory: game.gameType, tableId: code, wrapped: true, mobile, lobbyURL: r.lobbyUrl, ipAddress: s.ip } }
        : { operation: 'authenticateEvolutionDemo', body: { currency: s.currency, language: s.language, tableId: code } }
    case 'quickspin':
      if (real) return { operation: 'generateQuickspinToken', body: { gameId: game.id, channel: s.platform } }
      break
    case 'relax':
      if (real) return { operation: 'createRelaxTicket', body: { gameId: game.id, channel: s.platform, partner: RELAX_PARTNER, jurisdiction: r.jurisdiction } }
      break
    case 'playngo':
      if (real) return { operation: 'generatePlayngoToken', body: null }
      break
    case 'creedroomz':
      if (real) return { operation: 'generateCreedroomzToken', body: { ipAddress: s.ip } }
      break
    case 'yggdrasil':
      if (real) return { operation: 'createYggdrasilSession', body: null }
      break
  }
  return { operation: real ? 'getGameData' : 'getDemoGameData', body: s }
}

/**
 * The launcher page's URL for a credential (spec 001 §7: lang, channel, jurisdiction, ticket,
 * partnerid, moneymode, gameid, partner, homeurl, fullscreen), on the site's own origin.
 */
export function launcherUrl(r: ProviderLaunchRequest, ticket: string): string {
  const query = new URLSearchParams({
    lang: r.station.language,
    channel: r.station.platform,
    jurisdiction: r.jurisdiction,
    ticket,
    partnerid: String(r.game.gameProvider === 'relax' ? RELAX_PARTNER : LAUNCHER_PARTNER),
    moneymode: 'real',
    gameid: r.game.id,
    partner: BRAND,
    homeurl: r.lobbyUrl,
    fullscreen: 'false',
  })
  return `${LAUNCHER_PATH}?${query}`
}
