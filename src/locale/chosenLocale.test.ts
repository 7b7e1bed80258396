import { describe, expect, it } from 'vitest'
import { entryLocale, localeCookie, LOCALE_COOKIE, rememberedLocale } from './chosenLocale'
import { market } from './market.fixtures'

const markets = [
  market('UN'),
  market('FI', { languages: ['fi', 'en'], defaultLanguage: 'fi', originCountryCode: 'FI' }),
  market('NO', { languages: ['no', 'en'], defaultLanguage: 'no', originCountryCode: 'NO' }),
  market('JP', { isMarketEnabled: false, languages: ['ja'], defaultLanguage: 'ja' }),
]

describe('the remembered locale (issue 8 §2)', () => {
  it('is a first-party, script-readable, SameSite=Lax cookie for the whole site that lasts a year', () => {
    expect(localeCookie('fi-FI', false)).toBe(`${LOCALE_COOKIE}=fi-FI; Path=/; Max-Age=31536000; SameSite=Lax`)
    expect(localeCookie('fi-FI', true)).toBe(`${LOCALE_COOKIE}=fi-FI; Path=/; Max-Age=31536000; SameSite=Lax; Secure`)
  })

  it('is read back from document.cookie among other cookies', () => {
    expect(rememberedLocale(`consent=1; ${LOCALE_COOKIE}=en-FI; x=2`)).toBe('en-FI')
    expect(rememberedLocale('consent=1')).toBeUndefined()
    expect(rememberedLocale(`${LOCALE_COOKIE}=%E0%A4%A`)).toBeUndefined()
  })
})

describe('entryLocale (where / sends a visitor in the browser)', () => {
  it('prefers a remembered locale the site serves, then the market of the visitor, then the default', () => {
    expect(entryLocale({ chosen: 'en-FI', marketId: 'NO', markets })).toBe('en-FI')
    expect(entryLocale({ chosen: 'ja-JP', marketId: 'NO', markets })).toBe('no-NO')
    expect(entryLocale({ chosen: 'garbage', marketId: 'FI', markets })).toBe('fi-FI')
    expect(entryLocale({ chosen: undefined, marketId: 'JP', markets })).toBe('en-UN')
    expect(entryLocale({ chosen: undefined, marketId: null, markets })).toBe('en-UN')
  })
})
