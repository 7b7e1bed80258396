import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIE, consentCookie, parseConsent } from './deviceConsent'

const id = 'c0ffee00-0000-4000-8000-000000000001'

describe('the cookie consent kept on the device', () => {
  it('round-trips a choice with and without the platform’s consent id', () => {
    const necessary = {
      options: {
        essentials: true,
        performanceFunctional: false,
        marketing: false,
      } as const,
      cookiesConsentId: null,
    }
    const stored = {
      options: {
        essentials: true,
        performanceFunctional: true,
        marketing: false,
      } as const,
      cookiesConsentId: id,
    }
    for (const consent of [necessary, stored]) {
      const cookie = consentCookie(consent, false).split(';')[0]!
      expect(parseConsent(`croupier_locale=fi-FI; ${cookie}`)).toEqual(consent)
    }
    expect(consentCookie(stored, true)).toBe(`${CONSENT_COOKIE}=f1.m0.${id}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`)
  })

  it('treats a missing or unreadable cookie as never chosen', () => {
    expect(parseConsent('croupier_locale=fi-FI')).toBeNull()
    expect(parseConsent(`${CONSENT_COOKIE}=yes`)).toBeNull()
    expect(parseConsent('')).toBeNull()
  })
})
