/**
 * verifyHs256 on its own: what it accepts is exactly a well-formed HS256 token signed with the key,
 * for this issuer and audience, not yet expired; every other token is refused with the code the
 * client acts on (expired → error.token.expired, anything else → error.token.invalid).
 */
import { createHmac, createSecretKey } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { verifyHs256 } from './tokens.ts'

const SECRET = 'a-test-signing-key-that-is-long-enough-for-hs256'
const key = createSecretKey(Buffer.from(SECRET))
const NOW = 1_800_000_000
const expected = { issuer: 'https://croupier.example', audience: 'croupier:id' }

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const hmac = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url')

/** A token signed by hand, so header, payload and signature can each be anything. */
function token(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, secret = SECRET) {
  const signed = `${b64(header)}.${b64(payload)}`
  return `${signed}.${hmac(signed, secret)}`
}

const claims = { sub: 'player-1', iss: expected.issuer, aud: expected.audience, iat: NOW - 10, exp: NOW + 600, typ: 'id' }

function refusal(attempt: () => unknown): string | undefined {
  try {
    attempt()
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

describe('verifyHs256', () => {
  it('accepts a token jose signed with the key, and returns its claims', async () => {
    const jwt = await new SignJWT({ typ: 'id', player_access_id: 's-1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(expected.issuer)
      .setAudience(expected.audience)
      .setSubject('player-1')
      .setIssuedAt(NOW - 5)
      .setExpirationTime(NOW + 60)
      .sign(new TextEncoder().encode(SECRET))
    expect(verifyHs256(jwt, key, expected, NOW)).toMatchObject({ sub: 'player-1', player_access_id: 's-1', exp: NOW + 60 })
  })

  it('accepts the audience inside a list of audiences', () => {
    expect(verifyHs256(token({ ...claims, aud: ['other', expected.audience] }), key, expected, NOW).sub).toBe('player-1')
  })

  it('refuses an expired token as expired, and one expiring this second too', () => {
    expect(refusal(() => verifyHs256(token({ ...claims, exp: NOW - 1 }), key, expected, NOW))).toBe('error.token.expired')
    expect(refusal(() => verifyHs256(token({ ...claims, exp: NOW }), key, expected, NOW))).toBe('error.token.expired')
    expect(verifyHs256(token({ ...claims, exp: NOW + 1 }), key, expected, NOW).exp).toBe(NOW + 1)
  })

  it.each([
    ['another key', () => token(claims, undefined, 'some-other-key')],
    ['alg none, unsigned', () => `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['alg HS512 signed with the key', () => {
      const signed = `${b64({ alg: 'HS512' })}.${b64(claims)}`
      return `${signed}.${createHmac('sha512', SECRET).update(signed).digest('base64url')}`
    }],
    ['a critical header extension', () => token(claims, { alg: 'HS256', crit: ['b64'], b64: false })],
    ['a payload changed after signing', () => {
      const [h, , s] = token(claims).split('.')
      return `${h}.${b64({ ...claims, sub: 'player-2' })}.${s}`
    }],
    ['the signature with padding', () => `${token(claims)}=`],
    ['the signature spelled another way that decodes to the same bytes', () => {
      // The last of 43 characters carries 4 bits and 2 unused ones: flipping an unused bit changes
      // the text, not the bytes.
      const jwt = token(claims)
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      const last = alphabet.indexOf(jwt.at(-1)!)
      return jwt.slice(0, -1) + alphabet[last ^ 1]
    }],
    ['the signature cut short', () => token(claims).slice(0, -2)],
    ['two segments', () => token(claims).split('.').slice(0, 2).join('.')],
    ['four segments', () => `${token(claims)}.x`],
    ['a payload that is not JSON', () => {
      const signed = `${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}`
      return `${signed}.${hmac(signed)}`
    }],
    ['a payload that is an array', () => {
      const signed = `${b64({ alg: 'HS256' })}.${b64([claims])}`
      return `${signed}.${hmac(signed)}`
    }],
    ['no exp', () => token({ ...claims, exp: undefined })],
    ['exp as text', () => token({ ...claims, exp: String(NOW + 600) })],
    ['no iat', () => token({ ...claims, iat: undefined })],
    ['no sub', () => token({ ...claims, sub: undefined })],
    ['another issuer', () => token({ ...claims, iss: 'https://staging.croupier.example' })],
    ['no issuer', () => token({ ...claims, iss: undefined })],
    ['another audience', () => token({ ...claims, aud: 'croupier:access' })],
    ['no audience', () => token({ ...claims, aud: undefined })],
    ['not valid before a later time', () => token({ ...claims, nbf: NOW + 30 })],
  ])('refuses %s as invalid', (_, make) => {
    expect(refusal(() => verifyHs256(make(), key, expected, NOW))).toBe('error.token.invalid')
  })

  it('accepts a token whose not-before time has come', () => {
    expect(verifyHs256(token({ ...claims, nbf: NOW }), key, expected, NOW).sub).toBe('player-1')
  })
})
