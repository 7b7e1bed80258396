/**
 * The launcher page's URL (spec 001 §7: lang, channel, jurisdiction, ticket, partnerid,
 * moneymode, gameid, partner, homeurl, fullscreen). Every launch call of every provider answers
 * one — or the token a client puts in one — so every launch opens the platform's sandbox.
 */

export const LAUNCHER_PATH = '/sandbox/games/launch'
/** Relax's partner id is always 2178; the launcher's is 2270 unless the brand variant says 2178 (DECISIONS.md 22). */
export const partnerIdFor = (provider: string): 2178 | 2270 => (provider === 'relax' ? 2178 : 2270)
export const PARTNER = 'croupier'

export interface LauncherParams {
  lang: string
  channel: 'web' | 'mobile'
  jurisdiction: string
  /** The game token or ticket of a real-money launch; absent in fun mode. */
  ticket?: string
  provider: string
  moneymode: 'fun' | 'real'
  gameid: string
  homeurl: string
  /** Fun mode's currency. */
  currency?: string
}

/** A path on the platform's own origin: the frame and the site share it (frame-ancestors 'self'). */
export function launcherUrl(p: LauncherParams): string {
  const query = new URLSearchParams({
    lang: p.lang,
    channel: p.channel,
    jurisdiction: p.jurisdiction,
    ...(p.ticket ? { ticket: p.ticket } : {}),
    partnerid: String(partnerIdFor(p.provider)),
    moneymode: p.moneymode,
    gameid: p.gameid,
    partner: PARTNER,
    homeurl: p.homeurl || '/',
    fullscreen: 'false',
    ...(p.currency ? { currency: p.currency } : {}),
  })
  return `${LAUNCHER_PATH}?${query}`
}

/** A two-letter language from a language or locale field (`fi`, `fr-CA`, `pt_BR`); English otherwise. */
export function languageOf(value: string | undefined | null): string {
  const lang = value?.slice(0, 2).toLowerCase()
  return lang && /^[a-z]{2}$/.test(lang) ? lang : 'en'
}

/** The contract's channel from a provider's platform field. */
export function channelOf(value: string | boolean | undefined | null): 'web' | 'mobile' {
  if (value === true) return 'mobile'
  return typeof value === 'string' && value.toLowerCase() === 'mobile' ? 'mobile' : 'web'
}
