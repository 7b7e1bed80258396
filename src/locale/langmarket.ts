import type { components } from '../../openapi/dist/schema'
import { isCatalog, type Catalog } from '../i18n/i18n'

export type Market = components['schemas']['Market']

/** Where every invalid or missing `{langmarket}` lands (guard 10). */
export const DEFAULT_LANGMARKET = 'en-UN'

const shape = /^([a-z]{1,2})-([A-Z]{1,2})$/

export interface LangMarket {
  language: string
  marketId: string
}

/** The URL segment's shape alone (DECISIONS.md 1): at most 5 characters, each part at most 2. */
export function parseLangMarket(segment: string): LangMarket | null {
  if (segment.length > 5) return null
  const match = shape.exec(segment)
  if (!match) return null
  return { language: match[1]!, marketId: match[2]! }
}

export interface ResolvedLocale {
  langmarket: string
  language: string
  market: Market
  catalog: Catalog
}

/**
 * Guard 10's rule: the segment is well formed, its market exists and is enabled, and the market
 * allows the language. Returns the catalog the pair maps to, or null when the URL must be
 * redirected to the default locale.
 */
export function resolveLangMarket(segment: string, markets: readonly Market[]): ResolvedLocale | null {
  const parsed = parseLangMarket(segment)
  if (!parsed) return null
  const market = markets.find((candidate) => candidate.id === parsed.marketId)
  if (!market || !market.isMarketEnabled || !market.languages.includes(parsed.language)) return null
  return { langmarket: segment, language: parsed.language, market, catalog: catalogFor(parsed.language, market) }
}

/** The market's mapping wins (en-IN → inen); otherwise the language is itself a catalog code. */
export function catalogFor(language: string, market: Market): Catalog {
  const mapped = market.localeMapping[language]
  if (mapped) return mapped
  return isCatalog(language) ? language : 'en'
}

/**
 * BCP-47 tag for `<html lang>` and Intl: catalog codes that are not languages (caf, inen, cl, br, nz,
 * ...) name a regional variety, so they map to language-REGION.
 */
const htmlLangByCatalog: Record<Catalog, string> = {
  en: 'en',
  fi: 'fi',
  no: 'nb',
  de: 'de',
  caf: 'fr-CA',
  ca: 'en-CA',
  nz: 'en-NZ',
  fr: 'fr',
  inen: 'en-IN',
  cl: 'es-CL',
  pe: 'es-PE',
  pt: 'pt-PT',
  br: 'pt-BR',
  ja: 'ja',
  tl: 'tl',
  tr: 'tr',
  pl: 'pl',
}

export function htmlLangFor(catalog: Catalog): string {
  return htmlLangByCatalog[catalog]
}

/**
 * Splits a pathname into its locale segment and the rest, so a redirect or a locale switch keeps
 * the page the visitor was on: `/fi-FI/401` → `{ segment: 'fi-FI', rest: '/401' }`.
 */
export function splitLocalePath(pathname: string): { segment: string; rest: string } {
  const trimmed = pathname.replace(/^\/+/, '')
  const slash = trimmed.indexOf('/')
  if (slash === -1) return { segment: trimmed, rest: '' }
  const rest = trimmed.slice(slash).replace(/\/+$/, '')
  return { segment: trimmed.slice(0, slash), rest }
}

/** The locale switch rule: `/{language}-{market}{path}` with the current page kept. */
export function localeSwitchPath(target: LangMarket, pathname: string): string {
  const { rest } = splitLocalePath(pathname)
  return `/${target.language}-${target.marketId}${rest}`
}

/** Guard 10's redirect target: the default locale with the rest of the path kept. */
export function defaultLocalePath(pathname: string): string {
  const { rest } = splitLocalePath(pathname)
  return `/${DEFAULT_LANGMARKET}${rest}`
}

export interface LocaleOption extends LangMarket {
  langmarket: string
  marketName: string
  catalog: Catalog
}

/**
 * What the locale switch menu offers: the current market's languages first, then the default
 * language of every other enabled market.
 */
export function localeOptions(current: Market, markets: readonly Market[]): LocaleOption[] {
  const option = (language: string, market: Market): LocaleOption => ({
    language,
    marketId: market.id,
    langmarket: `${language}-${market.id}`,
    marketName: market.name,
    catalog: catalogFor(language, market),
  })
  const own = current.languages.map((language) => option(language, current))
  const others = markets
    .filter((market) => market.isMarketEnabled && market.id !== current.id)
    .map((market) => option(market.defaultLanguage, market))
  return [...own, ...others]
}

/**
 * Content-service links are written locale-free (`/signup`); inside the site they belong to the
 * visitor's locale. Absolute URLs, anchors and links that already name a locale are left alone.
 */
export function localizeHref(url: string, langmarket: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const { segment } = splitLocalePath(url.split(/[?#]/)[0] ?? url)
  if (parseLangMarket(segment)) return url
  return url === '/' ? `/${langmarket}` : `/${langmarket}${url}`
}
