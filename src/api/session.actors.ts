/**
 * Call actors of the login, session and terms flows: login (password or Pay N Play session), token
 * refresh, sign-out, idle logout, the cooling time-out offered from a login refusal, the signed-in
 * player's profile and the terms version. Each resolves with the platform's answer or rejects
 * with an ApiCallError (a refusal, whose `code` and `additionalInfo` follow DECISIONS.md 11) or
 * with the fetch TypeError when no answer came at all, which the login flow retries.
 */
import { decodeJwt } from 'jose'
import { fromCallback, fromPromise } from 'xstate'
import { api } from './client'
import { unwrap } from './errors'
import type { components } from '../../openapi/dist/schema'

type Schemas = components['schemas']
export type LoginRequest = Schemas['LoginRequest']
export type LoginResult = Schemas['LoginResult']
export type LoginRefusalInfo = Schemas['LoginRefusalInfo']
export type TokenSet = Schemas['TokenSet']
export type PlayerProfile = Schemas['PlayerProfile']
export type CoolingStarted = Schemas['CoolingStarted']
export type ContentDocument = Schemas['ContentDocument']

/** POST /player/login: e-mail and password for tokens, or a refusal with its payload. */
export const loginPlayer = fromPromise<LoginResult, LoginRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/login', { body: input, signal })),
)

/** POST /player/token/refresh: the refresh token for a fresh token set. */
export const refreshTokens = fromPromise<TokenSet, { refreshToken: string }>(async ({ input, signal }) =>
  unwrap(
    await api.POST('/api/v1/player/token/refresh', {
      body: { refreshToken: input.refreshToken },
      signal,
    }),
  ),
)

/** POST /player/sign_out: the platform revokes the session; the device forgets the tokens either way. */
export const signOutPlayer = fromPromise<void>(async ({ signal }) => {
  unwrap(await api.POST('/api/v1/player/sign_out', { signal }))
})

/** POST /player/idle-logout: as sign-out, recorded as an inactivity logout. */
export const logoutIdlePlayer = fromPromise<void>(async ({ signal }) => {
  unwrap(await api.POST('/api/v1/player/idle-logout', { signal }))
})

/** POST /player/{id}/timeout/cooling: a 1-day time-out for the player named in a time-out refusal. */
export const startPlayerCooling = fromPromise<CoolingStarted, { playerId: string }>(async ({ input, signal }) =>
  unwrap(
    await api.POST('/api/v1/player/{id}/timeout/cooling', {
      params: { path: { id: input.playerId } },
      body: { playerId: input.playerId },
      signal,
    }),
  ),
)

/** GET /player/profile: the signed-in player's profile with permission flags. */
export const fetchPlayerProfile = fromPromise<PlayerProfile>(async ({ signal }) =>
  unwrap(await api.GET('/api/v1/player/profile', { signal })),
)

/** PATCH /player/update_term_and_condition_version: the player accepts this terms version. */
export const acceptTermsVersion = fromPromise<void, { version: string }>(async ({ input, signal }) => {
  unwrap(
    await api.PATCH('/api/v1/player/update_term_and_condition_version', {
      body: { version: input.version },
      signal,
    }),
  )
})

/** The cookie other services on the brand's domains (sportsbook, CRM) read the session from. */
export const ID_TOKEN_COOKIE = 'idToken'
const ONE_YEAR_SECONDS = 31_536_000

/**
 * `www.croupier.example` → `croupier.example`, so every subdomain shares the cookie. An IP address
 * or a single-label host (localhost) cannot carry a Domain attribute: the cookie stays host-only.
 */
export function parentDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return null
  return hostname.split('.').slice(-2).join('.')
}

function writeIdTokenCookie(value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return
  const domain = parentDomain(window.location.hostname)
  document.cookie = [
    `${ID_TOKEN_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'Secure',
    'SameSite=None',
  ].join('; ')
}

/** Writes the id-token cookie: one year, parent domain, secure, same-site none. */
export const storeSessionCookie = fromPromise<void, { idToken: string | null }>(async ({ input }) => {
  if (input.idToken) writeIdTokenCookie(input.idToken, ONE_YEAR_SECONDS)
})

/** Removes the id-token cookie when the session ends. */
export const removeSessionCookie = fromPromise<void>(async () => {
  writeIdTokenCookie('', 0)
})

/**
 * How long until an access token must be refreshed. A token received just now is timed from its own
 * lifetime (`exp - iat`), so a device clock that is off does not matter; a token read back from
 * storage can only be timed against the device clock, and is reported expired when it has.
 */
export function accessTokenTiming(
  token: string,
  receivedNow: boolean,
  now: number,
): { expired: true } | { expired: false; remainingMs: number } | null {
  let claims: { exp?: unknown; iat?: unknown }
  try {
    claims = decodeJwt(token)
  } catch {
    return null
  }
  if (typeof claims.exp !== 'number') return null
  if (receivedNow && typeof claims.iat === 'number') return { expired: false, remainingMs: (claims.exp - claims.iat) * 1000 }
  const remainingMs = claims.exp * 1000 - now
  return remainingMs <= 0 ? { expired: true } : { expired: false, remainingMs }
}

/** setTimeout fires at once for anything above 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647

/**
 * Sends `session.refreshDue` shortly before the access token expires, or `session.accessExpired`
 * at once when a stored token had already expired. A timer rather than a machine delay because
 * the due time comes from the token itself, not from a constant.
 */
export const watchAccessTokenExpiry = fromCallback<
  { type: 'session.refreshDue' } | { type: 'session.accessExpired' },
  { accessToken: string | null; receivedNow: boolean; marginMs: number }
>(({ input, sendBack }) => {
  const timing = input.accessToken ? accessTokenTiming(input.accessToken, input.receivedNow, Date.now()) : null
  if (!timing) return
  if (timing.expired) {
    sendBack({ type: 'session.accessExpired' })
    return
  }
  const due = Math.min(MAX_TIMEOUT_MS, Math.max(0, timing.remainingMs - input.marginMs))
  const timer = setTimeout(() => sendBack({ type: 'session.refreshDue' }), due)
  return () => clearTimeout(timer)
})

/** Counts the idle-player modal down once a second so the view can show the seconds left. */
export const countDownSeconds = fromCallback<{ type: 'session.tick'; secondsLeft: number }, { seconds: number }>(
  ({ input, sendBack }) => {
    const startedAt = Date.now()
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000)
      sendBack({
        type: 'session.tick',
        secondsLeft: Math.max(0, input.seconds - elapsed),
      })
    }, 1000)
    return () => clearInterval(timer)
  },
)
