import { decodeJwt, type JWTPayload } from 'jose'
import { fromPromise } from 'xstate'
import { readStoredCredentials, setCredentials, type Credentials } from '../../src/api/credentials'
import { readPlayerFlags, type PlayerFlags } from '../session/playerFlags'

/** The identity-token claims the client reads (spec: session from the identity token payload). */
export interface SessionClaims extends JWTPayload {
  player_id?: string
  country_code?: string
  language_code?: string
  player_access_id?: string
  email?: string
  login_method?: string
  multibrand?: string | { suspended?: boolean }
}

export interface RestoredSession {
  playerId: string
  claims: SessionClaims
  /** The stored tokens, which the session actor takes over (refresh, cookie). */
  credentials?: Credentials
  /** The login flow's flags for this player (terms update, first login). */
  flags?: PlayerFlags
}

/** Claims of a token, or null when it is not a JWT at all. Not verified: the server does that. */
export function claimsOf(token: string): SessionClaims | null {
  try {
    return decodeJwt(token) as SessionClaims
  } catch {
    return null
  }
}

function hasExpired(claims: SessionClaims, now: number): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now
}

/**
 * Picks up the session a previous visit left in storage. An expired or unreadable identity token
 * is dropped here, so the player starts anonymous instead of meeting a 401 on the first call.
 */
export function restoreStoredSession(now: number = Date.now()): RestoredSession | null {
  const stored = readStoredCredentials()
  if (!stored) return null
  const claims = claimsOf(stored.idToken)
  if (!claims || hasExpired(claims, now)) {
    setCredentials(null)
    return null
  }
  // The API client reads the in-memory credentials; activating them makes later calls signed.
  setCredentials(stored)
  return { playerId: stored.playerId, claims, credentials: stored, flags: readPlayerFlags() }
}

export const restoreSession = fromPromise<RestoredSession | null>(async () => restoreStoredSession())
