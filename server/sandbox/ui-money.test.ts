/**
 * The sandbox frames (game launcher, sportsbook) show an amount as the site does: every currency
 * is stored in hundredths (DECISIONS.md 24), CLP and JPY too, so 123450 reads 1,234.50 and not
 * Intl's "¥123,450" for a currency it writes without decimals.
 */
import { describe, expect, it } from 'vitest'
import { formatMoney as siteFormatMoney } from '../../src/money/formatMoney.js'
import { formatMoney } from './assets/ui.js'

const nbsp = '\u00a0'

describe("the sandbox frame's money", () => {
  it.each([
    [123_450, 'CLP', 'cl', `$${nbsp}1,234.50`],
    [123_450, 'JPY', 'ja', '¥1,234.50'],
    [100_000_000, 'CLP', 'cl', `$${nbsp}1,000,000.00`],
    [5, 'JPY', 'ja', '¥0.05'],
    [123_450, 'EUR', 'fi', `1,234.50${nbsp}€`],
    [123_450, 'NOK', 'no', `1,234.50${nbsp}kr`],
  ])('%i %s in %s reads %s, as on the site', (minor, currency, lang, shown) => {
    expect(formatMoney(minor, currency, lang)).toBe(shown)
    expect(siteFormatMoney(minor, currency, lang)).toBe(shown)
  })

  it('shows a dash where there is no amount', () => {
    expect(formatMoney(null, 'JPY', 'ja')).toBe('—')
    expect(formatMoney(undefined, 'EUR', 'en')).toBe('—')
  })
})
