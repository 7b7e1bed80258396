import { describe, expect, it } from 'vitest'
import {
  catalogFor,
  defaultLocalePath,
  htmlLangFor,
  localeOptions,
  localeSwitchPath,
  localizeHref,
  parseLangMarket,
  resolveLangMarket,
  type Market,
} from './langmarket'
import { market } from './market.fixtures'

const markets: Market[] = [
  market('UN'),
  market('FI', { languages: ['fi', 'en'], defaultLanguage: 'fi' }),
  market('IN', { localeMapping: { en: 'inen' } }),
  market('CA', { languages: ['en', 'fr'], localeMapping: { en: 'ca', fr: 'caf' }, regionLanguage: { QC: 'fr' } }),
  market('CL', { languages: ['cl', 'en'], defaultLanguage: 'cl', localeMapping: { cl: 'cl' } }),
  market('BR', { languages: ['pt', 'en'], defaultLanguage: 'pt', localeMapping: { pt: 'br' } }),
  market('JP', { isMarketEnabled: false, languages: ['ja', 'en'], defaultLanguage: 'ja' }),
]

describe('langmarket shape (DECISIONS.md 1)', () => {
  it.each(['en-UN', 'fi-FI', 'e-U'])('accepts %s', (segment) => {
    expect(parseLangMarket(segment)).not.toBeNull()
  })

  it.each(['en-UNX', 'eng-UN', 'enUN', 'EN-un', 'en_UN', '', 'en-', 'favicon.ico'])('rejects %j', (segment) => {
    expect(parseLangMarket(segment)).toBeNull()
  })
})

describe('resolveLangMarket (guard 10)', () => {
  it('resolves an enabled market and an allowed language to its catalog', () => {
    expect(resolveLangMarket('fi-FI', markets)).toMatchObject({ language: 'fi', catalog: 'fi', market: { id: 'FI' } })
  })

  it('rejects an unknown market, a disabled market and a language the market does not allow', () => {
    expect(resolveLangMarket('en-XX', markets)).toBeNull()
    expect(resolveLangMarket('ja-JP', markets)).toBeNull()
    expect(resolveLangMarket('de-FI', markets)).toBeNull()
  })
})

describe('catalog mapping', () => {
  it.each([
    ['en', 'IN', 'inen'],
    ['fr', 'CA', 'caf'],
    ['en', 'CA', 'ca'],
    ['cl', 'CL', 'cl'],
    ['pt', 'BR', 'br'],
    ['fi', 'FI', 'fi'],
    ['en', 'UN', 'en'],
  ] as const)('%s-%s uses catalog %s', (language, id, catalog) => {
    expect(catalogFor(language, markets.find((m) => m.id === id)!)).toBe(catalog)
  })
})

describe('html lang tag', () => {
  it.each([
    ['fi', 'fi'],
    ['caf', 'fr-CA'],
    ['inen', 'en-IN'],
    ['cl', 'es-CL'],
    ['br', 'pt-BR'],
    ['no', 'nb'],
  ] as const)('%s → %s', (catalog, tag) => {
    expect(htmlLangFor(catalog)).toBe(tag)
  })
})

describe('locale paths', () => {
  it('switches locale keeping the page', () => {
    expect(localeSwitchPath({ language: 'fi', marketId: 'FI' }, '/en-UN/401')).toBe('/fi-FI/401')
    expect(localeSwitchPath({ language: 'fr', marketId: 'CA' }, '/en-UN')).toBe('/fr-CA')
    expect(localeSwitchPath({ language: 'fi', marketId: 'FI' }, '/en-UN/my-account/rewards/')).toBe('/fi-FI/my-account/rewards')
  })

  it('redirects an invalid locale to the default one keeping the rest of the path', () => {
    expect(defaultLocalePath('/xx-YY/promotions/summer')).toBe('/en-UN/promotions/summer')
    expect(defaultLocalePath('/garbage')).toBe('/en-UN')
  })

  it('offers the market languages first, then other enabled markets, never a disabled one', () => {
    const options = localeOptions(markets[1]!, markets).map((o) => o.langmarket)
    expect(options.slice(0, 2)).toEqual(['fi-FI', 'en-FI'])
    expect(options).toContain('en-IN')
    expect(options).not.toContain('ja-JP')
  })
})

describe('localizeHref', () => {
  it('puts locale-free site links under the current locale', () => {
    expect(localizeHref('/signup', 'fi-FI')).toBe('/fi-FI/signup')
    expect(localizeHref('/promotions?tab=live#top', 'fi-FI')).toBe('/fi-FI/promotions?tab=live#top')
    expect(localizeHref('/', 'fi-FI')).toBe('/fi-FI')
  })

  it('leaves external links, anchors and already-localized links alone', () => {
    expect(localizeHref('https://www.begambleaware.org', 'fi-FI')).toBe('https://www.begambleaware.org')
    expect(localizeHref('//cdn.example.com/x', 'fi-FI')).toBe('//cdn.example.com/x')
    expect(localizeHref('#terms', 'fi-FI')).toBe('#terms')
    expect(localizeHref('/en-UN/casino', 'fi-FI')).toBe('/en-UN/casino')
  })
})
