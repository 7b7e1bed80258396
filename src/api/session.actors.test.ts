import { describe, expect, it } from 'vitest'
import { UnsecuredJWT } from 'jose'
import { idTokenCookieMaxAge, parentDomain } from './session.actors'

describe('id-token cookie domain', () => {
  it('is the parent domain, so every subdomain of the brand reads the session', () => {
    expect(parentDomain('www.croupier.example')).toBe('croupier.example')
    expect(parentDomain('sports.eu.croupier.example')).toBe('croupier.example')
  })

  it('is left out for hosts that cannot carry one', () => {
    for (const host of ['localhost', '127.0.0.1', '::1']) expect(parentDomain(host)).toBeNull()
  })
})

describe('id-token cookie lifetime', () => {
  const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode()
  const now = Date.UTC(2026, 0, 1)

  it('ends when the id token expires', () => {
    expect(idTokenCookieMaxAge(token({ exp: now / 1000 + 12 * 3600 }), now)).toBe(12 * 3600)
  })

  it('is the spec’s year at most, and nothing for an expired or unreadable token', () => {
    expect(idTokenCookieMaxAge(token({ exp: now / 1000 + 5 * 31_536_000 }), now)).toBe(31_536_000)
    expect(idTokenCookieMaxAge(token({}), now)).toBe(31_536_000)
    expect(idTokenCookieMaxAge(token({ exp: now / 1000 - 60 }), now)).toBe(0)
    expect(idTokenCookieMaxAge('not-a-token', now)).toBe(0)
  })
})
