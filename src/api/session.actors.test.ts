import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { accessTokenTiming, parentDomain } from './session.actors'

describe('id-token cookie domain', () => {
  it('is the parent domain, so every subdomain of the brand reads the session', () => {
    expect(parentDomain('www.croupier.example')).toBe('croupier.example')
    expect(parentDomain('sports.eu.croupier.example')).toBe('croupier.example')
  })

  it('is left out for hosts that cannot carry one', () => {
    for (const host of ['localhost', '127.0.0.1', '::1']) expect(parentDomain(host)).toBeNull()
  })
})

describe('access-token timing', () => {
  const NOW = Date.UTC(2026, 5, 1, 12)
  const token = (iat: number, exp: number) => new UnsecuredJWT({}).setIssuedAt(iat).setExpirationTime(exp).encode()
  const seconds = NOW / 1000

  it('times a token received just now by its lifetime, even from a platform whose clock is off', () => {
    expect(accessTokenTiming(token(seconds - 7200, seconds - 7200 + 900), true, NOW)).toEqual({ expired: false, remainingMs: 900_000 })
  })

  it('times a stored token by the device clock and reports it expired once past', () => {
    expect(accessTokenTiming(token(seconds - 300, seconds + 600), false, NOW)).toEqual({ expired: false, remainingMs: 600_000 })
    expect(accessTokenTiming(token(seconds - 900, seconds), false, NOW)).toEqual({ expired: true })
  })

  it('cannot time a token that is not a JWT or has no expiry', () => {
    expect(accessTokenTiming('opaque', true, NOW)).toBeNull()
    expect(accessTokenTiming(new UnsecuredJWT({}).encode(), false, NOW)).toBeNull()
  })
})
