/**
 * The home page's wording is kept per catalog, and a catalog may serve markets with different
 * currencies (plain English serves the euro markets, the United Kingdom, Norway, Sweden, Turkey and
 * the Philippines): its hero must not promise deposits in a currency some of those players cannot use.
 */
import { describe, expect, it } from 'vitest'
import { homeTexts } from './home-texts.ts'
import { markets } from './markets.ts'

const catalogOf = (language: string, localeMapping: Record<string, string>) => localeMapping[language] ?? language
const currenciesByCatalog = new Map<string, Set<string>>()
for (const m of markets) {
  for (const language of m.languages) {
    const catalog = catalogOf(language, m.localeMapping)
    currenciesByCatalog.set(catalog, (currenciesByCatalog.get(catalog) ?? new Set()).add(m.currency))
  }
}
const allCurrencies = new Set(markets.map((m) => m.currency))

describe('home texts', () => {
  it('plain English serves markets in more than one currency', () => {
    expect(currenciesByCatalog.get('en')!.size).toBeGreaterThan(1)
  })

  for (const [catalog, currencies] of currenciesByCatalog) {
    it(`the ${catalog} hero names no currency its markets (${[...currencies].join(', ')}) do not all use`, () => {
      const body = homeTexts[catalog]!.heroBody
      const named = [...allCurrencies].filter((code) => body.includes(code))
      expect(named.every((code) => currencies.size === 1 && currencies.has(code))).toBe(true)
    })
  }
})
