import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatAmountMinor, parseAmountMinor } from './amount'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

/** What a reader of each language family types, and what it is in cents (null: not an amount). */
const byLanguage: Record<string, readonly (readonly [string, number | null])[]> = {
  // Comma groups, point decimals; the site's own style.
  en: [
    ['50', 5_000],
    ['50.5', 5_050],
    ['50.05', 5_005],
    [' 1,250.00 ', 125_000],
    ['1,234,567.89', 123_456_789],
    ['0.01', 1],
    ['12,500', 1_250_000],
    ['50,50', null],
    ['1 250', null],
    ['1.250,50', null],
    ['12,34,567', null],
    ['5.001', null],
  ],
  // India groups by two above the thousands; the site shows the thousands style, read as well.
  'en-IN': [
    ['12,34,567.50', 123_456_750],
    ['1,234,567.50', 123_456_750],
    ['1,234', 123_400],
    ['12,34', null],
  ],
  // A no-break space groups, a comma is the decimal; a keyboard's space and a point decimal too.
  fi: [
    ['12,50', 1_250],
    ['12,5', 1_250],
    ['12.50', 1_250],
    [`1${NBSP}250,50`, 125_050],
    ['1 250,50', 125_050],
    [`1${NNBSP}250,50`, 125_050],
    ['1 250.50', 125_050],
    ['1 234 567,89', 123_456_789],
    ['1,250.50', 125_050],
    ['12,500', null],
    ['12.500', null],
    ['1,250', null],
    ['1.250,50', null],
    ['1 25,50', null],
    ['1  250', null],
    ['12,5000', null],
  ],
  nb: [
    ['1 250,50', 125_050],
    ['99,9', 9_990],
    ['12,500', null],
  ],
  no: [
    [`1${NBSP}250,50`, 125_050],
    ['12,500', null],
  ],
  // A point groups, a comma is the decimal: a point is never a decimal, which "1.500" vs "1.50" would make a slip of a digit.
  de: [
    ['1.250,50', 125_050],
    ['1250,5', 125_050],
    ['1.250', 125_000],
    ['12,500', null],
    ['12.50', null],
    ['1,250.50', null],
    ['1 250,50', null],
    ['5,001', null],
  ],
  // French groups with a narrow no-break space.
  fr: [
    [`1${NNBSP}250,50`, 125_050],
    ['1 250,50', 125_050],
    ['12.5', 1_250],
    ['12,500', null],
  ],
  'pt-PT': [
    ['1 250,50', 125_050],
    ['1250,50', 125_050],
    ['12,500', null],
  ],
  'pt-BR': [
    ['1.250,50', 125_050],
    ['12.50', null],
    ['12,500', null],
  ],
  ja: [
    ['1,250', 125_000],
    ['1,250.5', 125_050],
    ['50,50', null],
  ],
  tr: [
    ['1.250,50', 125_050],
    ['12,5', 1_250],
    ['12.50', null],
    ['12,500', null],
  ],
  pl: [
    ['1250,50', 125_050],
    ['1 250,50', 125_050],
    ['1 250.50', 125_050],
    ['12,500', null],
  ],
  // Spanish leaves four digits ungrouped; grouped, they still read.
  es: [
    ['1234,50', 123_450],
    ['1.234,50', 123_450],
    ['12.345,67', 1_234_567],
    ['12,500', null],
  ],
}

describe('parseAmountMinor in the reader’s format', () => {
  for (const [language, cases] of Object.entries(byLanguage)) {
    it.each(cases)(`${language}: %j is %j cents`, (text, minor) => expect(parseAmountMinor(text, language)).toBe(minor))
  }

  it('reads "12,500" by the reader’s language: twelve thousand five hundred in English, not an amount where the comma is the decimal', () => {
    expect(parseAmountMinor('12,500', 'en')).toBe(1_250_000)
    for (const language of ['fi', 'nb', 'de', 'fr', 'pt-PT', 'pt-BR', 'tr', 'pl', 'es']) expect(parseAmountMinor('12,500', language)).toBeNull()
  })

  it.each(['en', 'fi', 'de'])('%s: refuses what is not a positive amount', (language) => {
    for (const text of ['', ' ', '0', '0.00', '0,00', '-5', '+5', '1,2,3', '1.2.3', 'fifty', '5e3', '.5', ',5', '5.', '5,', '1e400', '50 €', '€50', '1'.repeat(20)]) {
      expect(parseAmountMinor(text, language), text).toBeNull()
    }
  })

  it('refuses the largest amounts a float could no longer hold to the cent', () => {
    expect(parseAmountMinor('90071992547409.91', 'en')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseAmountMinor('90071992547409.92', 'en')).toBeNull()
  })
})

/** The site's languages as Intl names them (<html lang>), and the families above. */
const languages = ['en', 'en-IN', 'en-NZ', 'en-CA', 'fi', 'nb', 'no', 'de', 'fr', 'fr-CA', 'pt-PT', 'pt-BR', 'ja', 'tr', 'pl', 'es', 'es-CL', 'es-PE', 'tl']
const minors = fc.integer({ min: 1, max: 10 ** 12 })

describe('formatAmountMinor', () => {
  it('writes two decimals in the reader’s format', () => {
    expect(formatAmountMinor(5_000, 'en')).toBe('50.00')
    expect(formatAmountMinor(5_000, 'fi')).toBe('50,00')
    expect(formatAmountMinor(125_050, 'fi')).toBe(`1${NBSP}250,50`)
    expect(formatAmountMinor(125_050, 'de')).toBe('1.250,50')
    expect(formatAmountMinor(123_456_789, 'en-IN')).toBe('12,34,567.89')
    expect(formatAmountMinor(0, 'en')).toBe('0.00')
    expect(formatAmountMinor(7, 'fr')).toBe('0,07')
  })

  it.each([-1, 0.5, Number.MAX_SAFE_INTEGER + 1])('refuses %d minor units', (minor) => {
    expect(() => formatAmountMinor(minor, 'en')).toThrow(new RangeError(`amountMinor must be a safe non-negative integer, got ${minor}`))
  })

  it.each(languages)('%s: any amount written as the language writes it reads back the same, grouped or not, with a keyboard’s spaces', (language) => {
    const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    fc.assert(
      fc.property(minors, (minor) => {
        const shown = formatAmountMinor(minor, language)
        // Intl's own writing of the number (a decimal string, taken exactly).
        expect(shown).toBe(intl.format(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}` as Intl.StringNumericLiteral))
        expect(parseAmountMinor(shown, language)).toBe(minor)
        expect(parseAmountMinor(shown.replace(/[\u00a0\u202f]/g, ' '), language)).toBe(minor)
        // Without its groups: every separator but the decimal one dropped.
        expect(parseAmountMinor(shown.replace(/\D(?=.*\D)/g, ''), language)).toBe(minor)
      }),
    )
  })
})
