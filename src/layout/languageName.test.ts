import { describe, expect, it } from 'vitest'
import { catalogLocales, type Catalog } from '../i18n/i18n'
import { languageName, ownNames } from './languageName'

const expected: Record<Catalog, string> = {
  en: 'English',
  fi: 'Suomi',
  no: 'Norsk',
  de: 'Deutsch',
  caf: 'Français',
  ca: 'English',
  nz: 'English',
  fr: 'Français',
  inen: 'English',
  cl: 'Español',
  pe: 'Español',
  pt: 'Português',
  br: 'Português',
  ja: '日本語',
  // CLDR names Tagalog by its standard form.
  tl: 'Filipino',
  tr: 'Türkçe',
  pl: 'Polski',
}

describe('language picker names (issue 8 §2)', () => {
  it.each(catalogLocales)('names catalog %s by its language in that language, never a code or a country', (catalog) => {
    expect(languageName(catalog)).toBe(expected[catalog])
  })

  it('falls back to its own table when Intl has no name or only echoes the code', () => {
    for (const catalog of catalogLocales) {
      const fromTable = languageName(catalog, () => undefined)
      expect(fromTable).toBe(languageName(catalog, (language) => language))
      expect(fromTable).toBe(catalog === 'tl' ? 'Tagalog' : expected[catalog])
    }
  })

  it('capitalises a name as a menu entry in the language’s own rules', () => {
    expect(languageName('tr', () => 'ingilizce')).toBe('İngilizce')
    expect(languageName('fi', () => 'suomi')).toBe('Suomi')
  })

  it('has a name for the language of every catalog', () => {
    expect(Object.keys(ownNames).sort()).toEqual(['de', 'en', 'es', 'fi', 'fr', 'ja', 'no', 'pl', 'pt', 'tl', 'tr'])
  })
})
