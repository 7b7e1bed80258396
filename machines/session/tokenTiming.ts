import { decodeJwt } from 'jose'

/** setTimeout fires at once for anything above 2^31 - 1 ms (about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647

/**
 * How long an access token stays valid. A token received just now (`readAt` null) is timed by its
 * own lifetime (`exp - iat`), so a device clock that is off does not matter; a token read back from
 * storage can only be timed against the device clock at the moment it was read (`readAt`), and
 * may already have expired (remaining ≤ 0). Null when the token carries no expiry to time.
 */
export function accessTokenRemainingMs(token: string, readAt: number | null): number | null {
  let claims: { exp?: unknown; iat?: unknown }
  try {
    claims = decodeJwt(token)
  } catch {
    return null
  }
  if (typeof claims.exp !== 'number') return null
  if (readAt === null) return typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : null
  return claims.exp * 1000 - readAt
}

/**
 * When to refresh: `marginMs` before the token expires, at once when that moment has passed, and
 * never later than a timer can wait.
 */
export function refreshDelayMs(remainingMs: number, marginMs: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, remainingMs - marginMs))
}
