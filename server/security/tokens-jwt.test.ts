/**
 * Rule: a token is accepted only with an expiry (exp), this deployment's issuer (iss), the
 * audience of its use (aud) and the one allowed algorithm — a valid signature is not enough.
 */
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, send } from './trust-support.ts'

const PUBLIC_ORIGIN = 'https://croupier.example'
const JWT_SECRET = 'a-test-signing-key-that-is-long-enough-for-hs256'
let platform: TestPlatform
let claims: Record<string, unknown>

beforeAll(async () => {
  platform = await startTestPlatform({ env: { PUBLIC_ORIGIN, JWT_SECRET } })
  const login = await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })
  claims = decodeJwt(login.body.idToken)
}, 180_000)
afterAll(() => platform?.close())

const key = new TextEncoder().encode(JWT_SECRET)
const now = () => Math.floor(Date.now() / 1000)
/** The profile call answers 200 only for an id token the platform accepts. */
const accepted = async (token: string) => (await send(platform.url, 'GET', '/api/v1/player/profile', { headers: { Authorization: `Bearer ${token}` } })).status

/** A token with the live session's claims, signed with the platform's own key, minus what `omit` names. */
function forge(options: { omit?: string[]; alg?: string; iss?: string; aud?: string; exp?: number } = {}) {
  const payload: Record<string, unknown> = { ...claims }
  for (const name of ['exp', 'iat', 'iss', 'aud', ...(options.omit ?? [])]) delete payload[name]
  let jwt = new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'HS256' }).setIssuedAt(now() - 10)
  if (!options.omit?.includes('exp')) jwt = jwt.setExpirationTime(options.exp ?? now() + 600)
  if (!options.omit?.includes('iss')) jwt = jwt.setIssuer(options.iss ?? String(claims.iss ?? PUBLIC_ORIGIN))
  if (!options.omit?.includes('aud')) jwt = jwt.setAudience(options.aud ?? String(claims.aud ?? 'croupier:id'))
  return jwt.sign(key)
}

describe('id token verification', () => {
  it('[rule: tokens carry exp, iss and aud] issued tokens name the expiry, this site as issuer and their audience', async () => {
    const login = await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })
    for (const token of [login.body.idToken, login.body.accessToken]) {
      const payload = decodeJwt(token)
      expect(payload.iss).toBe(PUBLIC_ORIGIN)
      expect(payload.exp! - payload.iat!).toBeGreaterThan(0)
      expect(typeof payload.aud).toBe('string')
      expect(decodeProtectedHeader(token).alg).toBe('HS256')
    }
    expect(decodeJwt(login.body.idToken).aud).not.toBe(decodeJwt(login.body.accessToken).aud)
    expect(await accepted(await forge())).toBe(200)
  })

  it('[rule: exp and an allowed algorithm required] a correctly signed token without an expiry, or under another algorithm, is refused', async () => {
    expect(await accepted(await forge({ omit: ['exp'] }))).toBe(401)
    expect(await accepted(await forge({ alg: 'HS512' }))).toBe(401)
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: now() + 600 })).toString('base64url')}.`
    expect(await accepted(unsigned)).toBe(401)
  })

  it('[rule: iss required] a token without an issuer, or from another issuer, is refused', async () => {
    expect(await accepted(await forge({ omit: ['iss'] }))).toBe(401)
    expect(await accepted(await forge({ iss: 'https://staging.croupier.example' }))).toBe(401)
  })

  it('[rule: aud required] a token without an audience, or for another use, is refused', async () => {
    expect(await accepted(await forge({ omit: ['aud'] }))).toBe(401)
    expect(await accepted(await forge({ aud: 'croupier:access' }))).toBe(401)
  })
})
