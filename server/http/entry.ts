/**
 * The site's entry, `/`: a 302 to the visitor's `/{language}-{market}`. A locale the visitor chose
 * before (the language picker's cookie) wins when it is still open; otherwise the market of the
 * visitor's country, in its default language; otherwise the default market. The answer depends on
 * the cookie and the country header, so it says so (`Vary`) and is never stored by a shared cache.
 */
import type { FastifyInstance } from 'fastify'
import type { components } from './contract-types.ts'
import type { Services } from './handler.ts'
import { decideAccess, visitorCountry } from '../system/access.ts'
import { cachedMarkets } from '../system/reference-cache.ts'

/** What the entry reads of a market. */
type Market = Pick<components['schemas']['Market'], 'id' | 'isMarketEnabled' | 'languages' | 'defaultLanguage' | 'originCountryCode'>

/** Set by the client's language picker (src/locale/chosenLocale.ts); not a secret, SameSite=Lax. */
export const LOCALE_COOKIE = 'croupier_locale'

/** Guard 10's default, where an unknown country or a broken market table lands. */
export const DEFAULT_LANGMARKET = 'en-UN'

const LANGMARKET = /^([a-z]{2})-([A-Z]{2})$/

/**
 * One cookie's value from a Cookie header. Read by hand rather than through @fastify/cookie: the
 * plugin may be registered once per app, and the entry needs only this one read-only value.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at === -1 || pair.slice(0, at).trim() !== name) continue
    const raw = pair.slice(at + 1).trim().replace(/^"(.*)"$/, '$1')
    try {
      return decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A `{language}-{market}` the site serves: well formed, an enabled market, one of its languages. */
export function openLocale(candidate: string | undefined, markets: readonly Market[]): string | null {
  const match = candidate ? LANGMARKET.exec(candidate) : null
  if (!match) return null
  const market = markets.find((m) => m.id === match[2])
  return market?.isMarketEnabled && market.languages.includes(match[1]!) ? candidate! : null
}

/**
 * Where `/` sends a visitor.
 *
 * @example entryLocale({ chosen: undefined, country: 'FI', markets }) // 'fi-FI'
 */
export function entryLocale({ chosen, country, markets }: { chosen: string | undefined; country: string | null; markets: readonly Market[] }): string {
  const remembered = openLocale(chosen, markets)
  if (remembered) return remembered
  // The access context's own rule (maintenance and restriction do not change the market).
  const { market: id } = decideAccess({ maintenance: false, restrictedCountries: [] }, country, [...markets])
  const market = markets.find((m) => m.id === id && m.isMarketEnabled)
  return (market && openLocale(`${market.defaultLanguage}-${market.id}`, markets)) ?? DEFAULT_LANGMARKET
}

export function registerEntry(app: FastifyInstance, { db, config }: Pick<Services, 'db' | 'config'>): void {
  app.get('/', async (request, reply) => {
    const chosen = cookieValue(request.headers.cookie, LOCALE_COOKIE)
    const langmarket = entryLocale({ chosen, country: visitorCountry(request, config), markets: await cachedMarkets(db) })
    const query = request.url.indexOf('?')
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Vary', `Cookie, ${config.countryHeader}`)
      .redirect(`/${langmarket}${query === -1 ? '' : request.url.slice(query)}`, 302)
  })
}
