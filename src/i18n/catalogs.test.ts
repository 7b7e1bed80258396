import { describe, expect, it } from 'vitest'
import { readCatalog } from './catalog.fixtures'
import { catalogLocales } from './i18n'

/**
 * Every catalog is complete and really translated. Lingui falls back to English for a missing
 * message, so `lingui compile --strict` alone would let an untranslated string ship.
 */

// English-variant catalogs legitimately share most strings with English.
const englishVariants = new Set(['en', 'ca', 'nz', 'inen'])
const source = readCatalog('en')

describe.each(catalogLocales.filter((locale) => locale !== 'en'))('catalog %s', (locale) => {
  const entries = readCatalog(locale)

  it('has every message of the English catalog', () => {
    expect(entries.map((e) => e.id).sort()).toEqual(source.map((e) => e.id).sort())
  })

  it('has a translation for every message', () => {
    expect(entries.filter((e) => e.translation.trim() === '').map((e) => e.id)).toEqual([])
  })

})

/** Product names that read the same in every language (Trustly's "Pay N Play" is a brand, not a sentence). */
const brandNames = new Set(['Pay N Play'])

/** Whether a message has words of its own, beside its placeholders ("{name} – {BRAND_NAME}" has none). */
const hasWords = (id: string) => /\p{L}/u.test(id.replace(/\{[^}]*\}/g, ''))

describe.each(catalogLocales.filter((locale) => !englishVariants.has(locale)))('catalog %s', (locale) => {
  it('is translated, not copied from English', () => {
    const copied = readCatalog(locale).filter((e) => e.translation === e.id && e.id.split(' ').length > 2 && hasWords(e.id) && !brandNames.has(e.id))
    // Brand names and codes may stay as they are; whole sentences may not.
    expect(copied.map((e) => e.id)).toEqual([])
  })
})
