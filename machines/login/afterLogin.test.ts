import { describe, expect, it } from 'vitest'
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

  it('never follows a redirect off the site', () => {
    for (const redirect of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(afterLoginPath({ langmarket: 'en-UN', redirect })).toBe('/en-UN')
    }
  })
})
