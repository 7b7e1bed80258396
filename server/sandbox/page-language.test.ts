import { describe, expect, it } from 'vitest'
import { englishVariants, pageLanguage } from './page-language.ts'

const table = { en: 'English', fi: 'Finnish', es: 'Spanish', fr: 'French' }

describe('pageLanguage', () => {
  it('gives a language the page speaks its own words under its own code', () => {
    expect(pageLanguage(table, 'fi')).toEqual({ tag: 'fi', texts: 'Finnish' })
    expect(pageLanguage(table, 'en')).toEqual({ tag: 'en', texts: 'English' })
  })

  it('gives a regional catalog its language’s words under a BCP-47 tag, never the catalog code', () => {
    expect(pageLanguage(table, 'caf')).toEqual({ tag: 'fr-CA', texts: 'French' })
    expect(pageLanguage(table, 'cl')).toEqual({ tag: 'es-CL', texts: 'Spanish' })
    expect(pageLanguage(table, 'pe')).toEqual({ tag: 'es-PE', texts: 'Spanish' })
    expect(pageLanguage(table, 'nz')).toEqual({ tag: 'en-NZ', texts: 'English' })
    expect(pageLanguage(table, 'ca')).toEqual({ tag: 'en-CA', texts: 'English' })
    expect(pageLanguage(table, 'inen')).toEqual({ tag: 'en-IN', texts: 'English' })
  })

  it('gives English under "en" where the page lacks the language, the region’s language, or the code is no language', () => {
    expect(pageLanguage(table, 'xx')).toEqual({ tag: 'en', texts: 'English' })
    expect(pageLanguage(table, 'br')).toEqual({ tag: 'en', texts: 'English' })
    expect(pageLanguage(table, 'constructor')).toEqual({ tag: 'en', texts: 'English' })
    expect(pageLanguage(table, '')).toEqual({ tag: 'en', texts: 'English' })
  })

  it('every tag it gives is one Intl knows', () => {
    for (const code of ['nz', 'ca', 'inen', 'caf', 'cl', 'pe', 'br', 'nb']) {
      const { tag } = pageLanguage({ en: 0, fr: 0, es: 0, pt: 0, no: 0 }, code)
      expect(Intl.NumberFormat.supportedLocalesOf([tag]), code).toHaveLength(1)
    }
  })

  it('counts English and the regional codes that read English as English variants', () => {
    expect([...englishVariants].sort()).toEqual(['ca', 'en', 'inen', 'nz'])
  })
})
