import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { afterLoginPath } from './afterLogin'

describe('after login (spec 000 §2)', () => {
  it('goes to the locale home when nothing was stored', () => {
    expect(afterLoginPath({ langmarket: 'en-UN' })).toBe('/en-UN')
  })

  it('goes to the stored page in the current locale, whatever locale it was stored with', () => {
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/en-UN/live-casino-online/play/evolution/7' })).toBe(
      '/fi-FI/live-casino-online/play/evolution/7',
    )
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/deposit' })).toBe('/fi-FI/deposit')
  })

  it('keeps a bonusCode, given or carried by the stored page, and drops other query parameters', () => {
    expect(afterLoginPath({ langmarket: 'en-CA', redirect: '/en-CA/deposit?amount=5', bonusCode: 'SPIN20' })).toBe('/en-CA/deposit?bonusCode=SPIN20')
    expect(afterLoginPath({ langmarket: 'en-CA', redirect: '/en-CA/my-account?bonusCode=A%26B&x=1' })).toBe('/en-CA/my-account?bonusCode=A%26B')
  })

  it('drops only a leading locale segment and trailing slashes', () => {
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/en-UN' })).toBe('/fi-FI')
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/en-UN?bonusCode=X' })).toBe('/fi-FI?bonusCode=X')
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/games/en-UN' })).toBe('/fi-FI/games/en-UN')
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/en-UNX/deposit' })).toBe('/fi-FI/en-UNX/deposit')
    expect(afterLoginPath({ langmarket: 'fi-FI', redirect: '/deposit//' })).toBe('/fi-FI/deposit')
  })

  it('never follows a redirect off the site', () => {
    for (const redirect of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/\\evil.example/steal', 'javascript:alert(1)']) {
      expect(afterLoginPath({ langmarket: 'en-UN', redirect })).toBe('/en-UN')
    }
  })
})

describe('after login for any redirect (properties)', () => {
  const SITE = 'https://site.invalid'
  const langmarket = fc.constantFrom('en-UN', 'fi-FI', 'en-CA', 'de-DE', 'ja-JP')
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
  // Strings a redirect parameter may carry: paths, host-relative and absolute URLs, and noise.
  const redirect = fc.tuple(fc.constantFrom('', '/', '//', '/\\', 'https://', 'javascript:', '/en-UN/'), fc.string()).map(([start, rest]) => start + rest)

  it('always lands on a path of this site in the current language', () => {
    fc.assert(
      fc.property(langmarket, redirect, fc.option(fc.string()), (lm, redirect, bonusCode) => {
        const path = afterLoginPath({ langmarket: lm, redirect, bonusCode })
        const url = new URL(path, SITE)
        expect(url.origin).toBe(SITE)
        expect(path === `/${lm}` || path.startsWith(`/${lm}/`) || path.startsWith(`/${lm}?`)).toBe(true)
        expect([...url.searchParams.keys()].every((key) => key === 'bonusCode')).toBe(true)
      }),
    )
  })

  it('keeps a same-site path, swapping its language for the current one', () => {
    fc.assert(
      fc.property(langmarket, langmarket, fc.array(segment, { minLength: 1, maxLength: 4 }), (current, stored, segments) => {
        const rest = `/${segments.join('/')}`
        expect(afterLoginPath({ langmarket: current, redirect: `/${stored}${rest}` })).toBe(`/${current}${rest}`)
        expect(afterLoginPath({ langmarket: current, redirect: rest })).toBe(`/${current}${rest}`)
      }),
    )
  })

  it('prefers the given bonus code to the one the stored page carries', () => {
    fc.assert(
      fc.property(langmarket, fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (lm, given, carried) => {
        const path = afterLoginPath({ langmarket: lm, redirect: `/${lm}/deposit?${new URLSearchParams({ bonusCode: carried })}`, bonusCode: given })
        expect(new URL(path, SITE).searchParams.get('bonusCode')).toBe(given)
      }),
    )
  })
})
