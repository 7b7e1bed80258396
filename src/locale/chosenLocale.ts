import { DEFAULT_LANGMARKET, resolveLangMarket, type Market } from './langmarket'

/**
 * The locale a visitor picked in the language picker, remembered so that `/` sends them back to it
 * next time. The platform reads the same cookie for its `/` redirect (server/http/entry.ts). It
 * holds no secret, so it is readable by scripts; SameSite=Lax keeps it off cross-site subrequests.
 */
export const LOCALE_COOKIE = 'croupier_locale'

/** The spec's cookie lifetime: one year. */
const ONE_YEAR_S = 31_536_000

/** The `Set-Cookie`-style string `document.cookie` takes; `Secure` on HTTPS pages. */
export function localeCookie(langmarket: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(langmarket)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The remembered locale in a `document.cookie` string, if any. */
export function rememberedLocale(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=')
    if (at === -1 || pair.slice(0, at).trim() !== LOCALE_COOKIE) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/** Remembers the visitor's choice on this device. */
export function rememberLocale(langmarket: string): void {
  document.cookie = localeCookie(langmarket, window.location.protocol === 'https:')
}

/**
 * Where `/` sends a visitor, the platform's rule (server/http/entry.ts) with what the client knows:
 * a remembered locale the site still serves, else the default language of the visitor's market
 * (the access context's `market`), else the default locale.
 *
 * @example entryLocale({ chosen: undefined, marketId: 'FI', markets }) // 'fi-FI'
 */
export function entryLocale({ chosen, marketId, markets }: { chosen: string | undefined; marketId: string | null; markets: readonly Market[] }): string {
  if (chosen && resolveLangMarket(chosen, markets)) return chosen
  const market = markets.find((m) => m.id === marketId)
  const home = market ? `${market.defaultLanguage}-${market.id}` : null
  return home && resolveLangMarket(home, markets) ? home : DEFAULT_LANGMARKET
}
