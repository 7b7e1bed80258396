/**
 * Session tokens. The id token (12 h) carries the spec's session claims and identifies the player
 * on every call; the access token (15 min) is also required on money and account changes; the
 * refresh token is opaque, stored only as a hash, and replaced on every use. Both JWTs carry the
 * session id, so revoking a session (logout, refresh-token reuse) refuses them at once.
 *
 * Every JWT is HS256 with the configured key, carries `iss` (the site's public origin), `aud` (what
 * it is for), `sub`, `iat` and `exp`; verification requires all of them and accepts no other
 * algorithm, so a token without an expiry, for another audience or from another deployment is
 * refused however valid its signature.
 */
import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'

export const ID_TOKEN_SECONDS = 12 * 60 * 60
export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
/** The one signing algorithm; a token naming any other (`none`, RS256, HS512…) is refused. */
export const TOKEN_ALGORITHM = 'HS256'
export const TOKEN_AUDIENCES = { id: 'croupier:id', access: 'croupier:access' } as const
/** Issuer when none is configured (tests of the token service alone). */
export const DEFAULT_TOKEN_ISSUER = 'croupier'

/** The id token's payload, as the client reads it (spec 000 §3 "Session"). */
export interface Session {
  player_id: string
  player_access_id: string
  email: string
  country_code: string
  language_code: string
  login_method: string
  registrationDate: string
  multibrand: { suspended: boolean }
  iat: number
  exp: number
}

export interface IssuedTokens {
  idToken: string
  accessToken: string
  refreshToken: string
  expiresIn: number
}

interface PlayerRow extends Record<string, unknown> {
  id: string
  email: string
  country_code: string
  language_code: string
  registered_at: Date | string
  flags: { multibrandSuspended?: boolean }
}

const invalid = () => new ApiProblem(401, 'error.token.invalid', 'The token is missing, malformed or revoked.')
const expired = () => new ApiProblem(401, 'error.token.expired', 'The token has expired.')
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

const BASE64URL = /^[A-Za-z0-9_-]*$/
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A base64url JSON object of a compact JWT, or null for anything else. */
function segmentObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return isObject(value) ? value : null
  } catch {
    return null
  }
}

/**
 * Verifies a compact HS256 JWT with node's HMAC and returns its payload: the header must name HS256
 * and nothing critical, the signature must match (compared in constant time), and the payload
 * must carry `exp` (in the future), `iat`, `sub`, this issuer and the audience asked for; a `nbf`
 * must have passed. What jose's jwtVerify checked for these tokens, without its WebCrypto call:
 * each WebCrypto verify is a job handed to the thread pool and back, which under the deposit load
 * was 8 % of the platform's thread (two tokens per authenticated request), where node's HMAC of
 * a token takes microseconds.
 */
export function verifyHs256(token: string, key: KeyObject, expected: { issuer: string; audience: string }, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw invalid()
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string]
  const header = segmentObject(encodedHeader)
  if (!header || header.alg !== TOKEN_ALGORITHM || 'crit' in header) throw invalid()
  const signature = Buffer.from(encodedSignature, 'base64url')
  const computed = createHmac('sha256', key).update(`${encodedHeader}.${encodedPayload}`).digest()
  // The signature's text must be the canonical encoding of its bytes: one token, one spelling.
  if (signature.length !== computed.length || signature.toString('base64url') !== encodedSignature || !timingSafeEqual(signature, computed)) throw invalid()
  const payload = segmentObject(encodedPayload)
  if (!payload) throw invalid()
  const { exp, iat, sub, iss, aud, nbf } = payload
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof sub !== 'string' || iss !== expected.issuer) throw invalid()
  if (!(aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience)))) throw invalid()
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) throw invalid()
  if (exp <= nowSeconds) throw expired()
  return payload
}

/** JWT_SECRET when set; otherwise one generated secret kept in the database across restarts. */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  await db.query(`insert into settings (key, value) values ('jwt_secret', $1) on conflict do nothing`, [randomBytes(32).toString('base64url')])
  const row = await db.one<{ value: string }>(`select value from settings where key = 'jwt_secret'`)
  return new TextEncoder().encode(row!.value)
}

export type TokenService = ReturnType<typeof createTokenService>

export function createTokenService(db: Db, secret: Uint8Array, { issuer = DEFAULT_TOKEN_ISSUER }: { issuer?: string } = {}) {
  // The secret as keys, made once: given the bytes, jose would import them again for every token
  // it signs. Verification (two tokens per authenticated request) uses node's HMAC: verifyHs256.
  const verifyKey = createSecretKey(secret)
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  // A secret that cannot be a key fails where a token is signed or verified, not as an unhandled rejection here.
  key.catch(() => undefined)

  async function sign(claims: Record<string, unknown>, type: 'id' | 'access', subject: string, seconds: number) {
    return new SignJWT({ ...claims, typ: type })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(TOKEN_AUDIENCES[type])
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(await key)
  }

  /** The token's signature, audience and lifetime; `live` also asks the database that its session was not ended. */
  async function verify(token: string, type: 'id' | 'access', { live = true }: { live?: boolean } = {}) {
    const payload = verifyHs256(token, verifyKey, { issuer, audience: TOKEN_AUDIENCES[type] })
    if (payload.typ !== type || typeof payload.player_access_id !== 'string') throw invalid()
    if (live && !(await db.one('select 1 as ok from sessions where id = $1 and revoked_at is null', [payload.player_access_id]))) throw invalid()
    return payload
  }

  async function newRefreshToken(sessionId: string, tx: Db) {
    const token = randomBytes(32).toString('base64url')
    await tx.query(`insert into refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
      sha256(token), sessionId, REFRESH_TOKEN_SECONDS,
    ])
    return token
  }

  async function tokensFor(sessionId: string, loginMethod: string, tx: Db): Promise<IssuedTokens> {
    const p = await tx.one<PlayerRow>(
      `select p.id, p.email, p.country_code, p.language_code, p.registered_at, p.flags
         from sessions s join players p on p.id = s.player_id where s.id = $1`,
      [sessionId],
    )
    if (!p) throw invalid()
    const claims = {
      player_id: p.id,
      player_access_id: sessionId,
      email: p.email,
      country_code: p.country_code,
      language_code: p.language_code,
      login_method: loginMethod,
      registrationDate: new Date(p.registered_at).toISOString(),
      multibrand: { suspended: Boolean(p.flags?.multibrandSuspended) },
    }
    return {
      idToken: await sign(claims, 'id', p.id, ID_TOKEN_SECONDS),
      accessToken: await sign({ player_access_id: sessionId }, 'access', p.id, ACCESS_TOKEN_SECONDS),
      refreshToken: await newRefreshToken(sessionId, tx),
      expiresIn: ACCESS_TOKEN_SECONDS,
    }
  }

  return {
    /**
     * Opens a session for a player who has just proved who they are; inside the caller's
     * transaction when one is given (a savepoint), so the session exists only if the login does.
     */
    async issue(playerId: string, loginMethod: string, within: Db = db): Promise<IssuedTokens> {
      return within.transaction(async (tx) => {
        const session = await tx.one<{ id: string }>('insert into sessions (player_id, login_method) values ($1, $2) returning id', [playerId, loginMethod])
        return tokensFor(session!.id, loginMethod, tx)
      })
    },

    async verifyIdToken(token: string): Promise<Session> {
      return (await verify(token, 'id')) as unknown as Session
    },

    /**
     * The access token must belong to the same session as the id token sent with it, which
     * `verifyIdToken` has just found live: the session is not looked up a second time.
     */
    async verifyAccessToken(token: string, session: Session): Promise<void> {
      const payload = await verify(token, 'access', { live: false })
      if (payload.player_access_id !== session.player_access_id) throw invalid()
    },

    /**
     * Exchanges a refresh token for new tokens. A refresh token presented twice means it leaked:
     * the whole session is revoked.
     */
    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const outcome = await db.transaction(async (tx) => {
        const row = await tx.one<{ session_id: string; used: boolean; expired: boolean; revoked: boolean; login_method: string }>(
          `select r.session_id, r.used_at is not null as used, r.expires_at < now() as expired,
                  s.revoked_at is not null as revoked, s.login_method
             from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = $1 for update of r`,
          [sha256(refreshToken)],
        )
        if (!row || row.revoked) return { error: invalid() }
        if (row.used) {
          await tx.query('update sessions set revoked_at = now() where id = $1', [row.session_id])
          return { error: invalid() }
        }
        if (row.expired) return { error: expired() }
        await tx.query('update refresh_tokens set used_at = now() where token_hash = $1', [sha256(refreshToken)])
        return { tokens: await tokensFor(row.session_id, row.login_method, tx) }
      })
      // Thrown after the transaction so a reuse's revocation is committed, not rolled back.
      if ('error' in outcome) throw outcome.error
      return outcome.tokens!
    },

    async revoke(sessionId: string): Promise<void> {
      await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId])
    },
  }
}
