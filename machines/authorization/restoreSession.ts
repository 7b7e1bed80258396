import { decodeJwt, type JWTPayload } from 'jose'
import type { Credentials } from '../session/credentials'
import type { PlayerFlags } from '../session/playerFlags'
import { accessTokenRemainingMs } from '../session/tokenTiming'

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

/** What a previous visit left on this device, as src/ reads it (the `restoreSession` actor's output). */
export interface StoredSession {
  credentials: Credentials
  /** The login flow's flags for this player (terms update, first login). */
  flags: PlayerFlags
  /** Device time (ms) of the read, against which the stored tokens' expiry is judged. */
  readAt: number
}

/** Claims of a token, or null when it is not a JWT at all. Not verified: the server does that. */
export function claimsOf(token: string): SessionClaims | null {
  try {
    return decodeJwt(token) as SessionClaims
  } catch {
    return null
  }
}

/**
 * The claims of a stored session that may be resumed, or null: an unreadable or expired identity
 * token, or an access token that expired before the read (spec: an expired stored access token
 * logs the player out), is dropped, so the player starts anonymous instead of meeting a 401 on the
 * first call.
 */
export function resumableClaims(stored: StoredSession): SessionClaims | null {
  const claims = claimsOf(stored.credentials.idToken)
  if (!claims) return null
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= stored.readAt) return null
  const accessRemaining = accessTokenRemainingMs(stored.credentials.accessToken, stored.readAt)
  if (accessRemaining !== null && accessRemaining <= 0) return null
  return claims
}
