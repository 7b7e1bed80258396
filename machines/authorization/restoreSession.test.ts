import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { claimsOf, resumableClaims, type StoredSession } from './restoreSession'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const seconds = NOW / 1000

const token = (claims: Record<string, unknown>, exp?: number) => {
  const jwt = new UnsecuredJWT(claims)
  return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).encode()
}

const stored = (idExp: number | undefined, accessExp: number | undefined, accessToken?: string): StoredSession => ({
  credentials: {
    idToken: token({ player_id: 'p-7', country_code: 'FI' }, idExp),
    accessToken: accessToken ?? token({}, accessExp),
    playerId: 'p-7',
  },
  flags: { showUpdatedTnC: false, firstLogin: false },
  readAt: NOW,
})

describe('resuming a stored session', () => {
  it('resumes while both tokens are unexpired at the read, with the identity claims', () => {
    expect(resumableClaims(stored(seconds + 3600, seconds + 1))).toMatchObject({ player_id: 'p-7', country_code: 'FI' })
  })

  it('drops an identity token that expired at or before the read', () => {
    expect(resumableClaims(stored(seconds, seconds + 600))).toBeNull()
    expect(resumableClaims(stored(seconds - 1, seconds + 600))).toBeNull()
  })

  it('drops an access token that expired at or before the read (spec: an expired stored access token logs out)', () => {
    expect(resumableClaims(stored(seconds + 3600, seconds))).toBeNull()
    expect(resumableClaims(stored(seconds + 3600, seconds - 1))).toBeNull()
  })

  it('drops an identity token that is not a JWT', () => {
    const session = stored(seconds + 3600, seconds + 600)
    expect(resumableClaims({ ...session, credentials: { ...session.credentials, idToken: 'not-a-token' } })).toBeNull()
  })

  it('resumes tokens that carry no expiry: the platform refuses them if they are dead', () => {
    expect(resumableClaims(stored(undefined, undefined, 'opaque-access'))).toMatchObject({ player_id: 'p-7' })
    expect(resumableClaims(stored(undefined, undefined))).toMatchObject({ player_id: 'p-7' })
  })
})

describe('claimsOf', () => {
  it('reads the claims of a JWT without verifying it, and null for anything else', () => {
    expect(claimsOf(token({ player_id: 'p-1', email: 'a@b.test' }))).toEqual({ player_id: 'p-1', email: 'a@b.test' })
    expect(claimsOf('opaque')).toBeNull()
  })
})
