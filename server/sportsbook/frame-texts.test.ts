/**
 * The sportsbook frame speaks the language it is launched with: every language the site speaks
 * has every word, really translated, with the same placeholders; a regional code reads its
 * language and an unknown one English, and `<html lang>` names the language of the words shown.
 */
import { describe, expect, it } from 'vitest'
import { framePage } from './frame-page.ts'
import { englishVariants, frameLanguage, frameLanguages, type FrameTexts } from './frame-texts.ts'

/** The site's languages (the launcher's set, server/sandbox/launcher-texts.ts). */
const siteLanguages = ['en', 'fi', 'no', 'de', 'fr', 'es', 'pt', 'ja', 'tl', 'tr', 'pl']

/** Words that are the same word in that language as in English (not copies): the sport's name. */
const sameWord: Record<string, string[]> = {
  fi: ['sports.tennis'],
  no: ['sports.tennis', 'sports.basketball'],
  de: ['sports.tennis', 'sports.basketball'],
  fr: ['sports.football', 'sports.tennis'],
}

/** The texts as key → string, sports flattened to `sports.<id>`. */
const flat = (texts: FrameTexts) =>
  Object.fromEntries(Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : Object.entries(value).map(([sport, name]) => [`sports.${sport}`, name]))))

const english = flat(frameLanguage('en').texts)
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

const query = (lang: string) => ({ lang, jurisdiction: 'NO', currency: 'NOK', channel: 'web' as const, customerState: 'Anonymous' as const, homeurl: '/' })

/** The config the frame's script reads, from the page's JSON data island. */
const island = (html: string) => JSON.parse(/<script type="application\/json" id="sportsbook-config">(.*?)<\/script>/s.exec(html)![1]!)

describe('the sportsbook frame texts', () => {
  it('has a set for every language the site speaks', () => {
    expect([...frameLanguages].sort()).toEqual([...siteLanguages].sort())
  })

  describe.each(siteLanguages)('%s', (lang) => {
    const texts = flat(frameLanguage(lang).texts)

    it('has every key, none empty, with the English placeholders', () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(english[key]!))
      }
    })

  })

  it.each(siteLanguages.filter((lang) => !englishVariants.has(lang)))('%s is translated, not copied from English', (lang) => {
    const texts = flat(frameLanguage(lang).texts)
    const copied = Object.keys(english).filter((key) => texts[key] === english[key] && !sameWord[lang]?.includes(key))
    expect(copied).toEqual([])
  })

  it('gives a regional code its language and tag, and an unknown language English as "en"', () => {
    expect(frameLanguage('no')).toMatchObject({ tag: 'no', texts: { upcoming: 'Kommende', home: 'Hjemme' } })
    expect(frameLanguage('fi')).toMatchObject({ tag: 'fi', texts: { upcoming: 'Tulevat' } })
    expect(frameLanguage('nz')).toEqual({ tag: 'en-NZ', texts: frameLanguage('en').texts })
    expect(frameLanguage('ca')).toEqual({ tag: 'en-CA', texts: frameLanguage('en').texts })
    expect(frameLanguage('cl')).toEqual({ tag: 'es-CL', texts: frameLanguage('es').texts })
    expect(frameLanguage('pe')).toEqual({ tag: 'es-PE', texts: frameLanguage('es').texts })
    expect(frameLanguage('br')).toEqual({ tag: 'pt-BR', texts: frameLanguage('pt').texts })
    expect(frameLanguage('caf')).toEqual({ tag: 'fr-CA', texts: frameLanguage('fr').texts })
    expect(frameLanguage('xx')).toEqual({ tag: 'en', texts: frameLanguage('en').texts })
    // Not an inherited property of an object either.
    expect(frameLanguage('constructor')).toEqual({ tag: 'en', texts: frameLanguage('en').texts })
    for (const tag of ['no', 'fi', 'en-NZ', 'en-CA', 'es-CL', 'es-PE', 'pt-BR', 'fr-CA', 'en']) expect(Intl.NumberFormat.supportedLocalesOf([tag])).toHaveLength(1)
  })
})

describe('the sportsbook frame page', () => {
  it('is Norwegian for lang=no: <html lang="no">, the title, the loading text and the data island', () => {
    const html = framePage(query('no'))
    expect(html).toContain('<html lang="no">')
    expect(html).toContain('<title>Sportsspill</title>')
    expect(html).toContain('Laster sportsspillet…')
    const config = island(html)
    expect(config).toMatchObject({ lang: 'no', locale: 'no' })
    expect(config.texts).toEqual(frameLanguage('no').texts)
    expect(config.texts).toMatchObject({ upcoming: 'Kommende', live: 'Direkte', history: 'Mine spill', home: 'Hjemme', draw: 'Uavgjort', away: 'Borte', sports: { football: 'Fotball' } })
  })

  it('is English with lang="en" for a language it does not speak, and en-NZ for New Zealand', () => {
    const unknown = framePage(query('xx'))
    expect(unknown).toContain('<html lang="en">')
    expect(island(unknown)).toMatchObject({ lang: 'xx', locale: 'en', texts: { upcoming: 'Upcoming' } })
    const nz = framePage(query('nz'))
    expect(nz).toContain('<html lang="en-NZ">')
    expect(island(nz)).toMatchObject({ lang: 'nz', locale: 'en-NZ', texts: { upcoming: 'Upcoming' } })
  })
})
