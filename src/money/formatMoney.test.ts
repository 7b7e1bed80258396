import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseAmountMinor } from '../../machines/deposit/amount'
import { currencySymbol, formatMoney, minorToDecimalString, symbolPlacement } from './formatMoney'

const nbsp = '\u00a0'

/** Every market the platform seeds (server/seed/markets.ts), each language it offers, 1,234.50 in its currency. */
const markets: ReadonlyArray<[market: string, language: string, currency: string, expected: string]> = [
  ['UN', 'en', 'EUR', '€1,234.50'],
  ['BR', 'pt', 'BRL', 'R$1,234.50'],
  ['TR', 'tr', 'TRY', `1,234.50${nbsp}₺`],
  ['TR', 'en', 'TRY', `1,234.50${nbsp}₺`],
  ['LL', 'en', 'EUR', '€1,234.50'],
  ['CA', 'en', 'CAD', '$1,234.50'],
  ['CA', 'fr', 'CAD', '$1,234.50'],
  ['JP', 'ja', 'JPY', '¥1,234.50'],
  ['JJ', 'de', 'EUR', `1,234.50${nbsp}€`],
  ['JJ', 'en', 'EUR', '€1,234.50'],
  ['NZ', 'nz', 'NZD', '$1,234.50'],
  ['NZ', 'en', 'NZD', '$1,234.50'],
  ['GG', 'en', 'GBP', '£1,234.50'],
  ['IN', 'en', 'INR', '₹1,234.50'],
  ['PH', 'en', 'PHP', `1,234.50${nbsp}₱`],
  ['PH', 'tl', 'PHP', `1,234.50${nbsp}₱`],
  ['PT', 'pt', 'EUR', '€1,234.50'],
  ['AT', 'de', 'EUR', `1,234.50${nbsp}€`],
  ['CL', 'cl', 'CLP', `$${nbsp}1,234.50`],
  ['FI', 'fi', 'EUR', `1,234.50${nbsp}€`],
  ['FI', 'en', 'EUR', '€1,234.50'],
  ['NO', 'no', 'NOK', `1,234.50${nbsp}kr`],
  ['NO', 'en', 'NOK', `1,234.50${nbsp}kr`],
  ['PP', 'en', 'SEK', 'kr1,234.50'],
]

describe('formatMoney', () => {
  it.each(markets)('%s in %s shows 1,234.50 %s as %s', (_market, language, currency, expected) => {
    expect(formatMoney(123450, currency, language)).toBe(expected)
  })

  it('follows the French placement for EUR (spec: after with a space in DE, FI, FR) and PLN', () => {
    expect(formatMoney(5, 'EUR', 'fr')).toBe(`0.05${nbsp}€`)
    expect(formatMoney(100_000_000, 'PLN', 'pl')).toBe(`1,000,000.00${nbsp}zł`)
  })

  it('puts the minus sign before the symbol, and shows zero with two decimals', () => {
    expect(formatMoney(-1999, 'EUR', 'en')).toBe('-€19.99')
    expect(formatMoney(-1999, 'NOK', 'no')).toBe(`-19.99${nbsp}kr`)
    expect(formatMoney(0, 'GBP', 'en')).toBe('£0.00')
  })

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => formatMoney(10.5, 'EUR', 'en')).toThrow(RangeError)
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 1, 'EUR', 'en')).toThrow(RangeError)
  })

  const currencies = fc.constantFrom('EUR', 'NOK', 'PHP', 'PLN', 'TRY', 'CLP', 'CAD', 'NZD', 'GBP', 'BRL', 'SEK', 'INR')
  const languages = fc.constantFrom('en', 'fi', 'de', 'fr', 'no', 'pt', 'cl', 'tr', 'tl', 'nz', 'caf', 'ca')

  it('never loses a cent: the digits read back give the amount, for any safe amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), currencies, languages, (amount, currency, language) => {
        const shown = formatMoney(amount, currency, language)
        const digitsOnly = shown.replace(/[^0-9]/g, '')
        expect(BigInt(digitsOnly) * (amount < 0 ? -1n : 1n)).toBe(BigInt(amount))
        expect(shown.startsWith('-')).toBe(amount < 0)
      }),
    )
  })

  it('shows the symbol once, on the side and with the spacing the rules give, grouping thousands with commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), currencies, languages, (amount, currency, language) => {
        const shown = formatMoney(amount, currency, language)
        const symbol = currencySymbol(currency)
        const { position, space } = symbolPlacement(currency, language)
        const number = position === 'before' ? shown.slice(symbol.length + (space ? 1 : 0)) : shown.slice(0, shown.length - symbol.length - (space ? 1 : 0))
        expect(shown.split(symbol)).toHaveLength(2)
        expect(position === 'before' ? shown.startsWith(symbol) : shown.endsWith(symbol)).toBe(true)
        expect(number).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(number.replace(/,/g, '')).toBe(minorToDecimalString(amount))
      }),
    )
  })
})

/**
 * What the site shows (1,250.00 in every language, spec 001 §9), typed or pasted back into an
 * amount field on a page in each language (<html lang>): read to the cent wherever a point is not
 * the reader's group; where it is (German, Turkish, Spanish, Brazilian Portuguese) a point is never
 * taken for a decimal, so 50.00 is refused there, but never read as another amount.
 */
describe('an amount the site shows, typed back into an amount field', () => {
  const shownDigits = (minor: number) => formatMoney(minor, 'NZD', 'en').replace('$', '')

  it.each(['en', 'en-IN', 'en-NZ', 'en-CA', 'fi', 'nb', 'fr', 'fr-CA', 'pt-PT', 'pl', 'ja', 'tl', 'es-PE'])('%s: reads back the same amount', (language) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (minor) => {
        expect(parseAmountMinor(shownDigits(minor), language)).toBe(minor)
      }),
    )
  })

  it.each(['de', 'tr', 'pt-BR', 'es', 'es-CL'])('%s: reads back the same amount or none, never another', (language) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (minor) => {
        expect([minor, null]).toContain(parseAmountMinor(shownDigits(minor), language))
      }),
    )
    expect(parseAmountMinor(shownDigits(5_000), language)).toBeNull()
  })
})
