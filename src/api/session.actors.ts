/**
 * Call actors of the login, session and terms flows: login (password or Pay N Play session), token
 * refresh, sign-out, idle logout (and the id-token cookie the session writes), the cooling time-out offered from a login refusal, the signed-in
 * player's profile and the terms version. Each resolves with the platform's answer or rejects
 * with an ApiCallError (a refusal, whose `code` and `additionalInfo` follow DECISIONS.md 11) or
 * with the fetch TypeError when no answer came at all, which the login flow retries.
 */
import { decodeJwt } from 'jose'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
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

/**
 * POST /player/token/refresh: the browser sends the HttpOnly refresh cookie (same origin, the one
 * path it is scoped to) and receives the next one with the fresh token set; no script handles it.
 */
export const refreshTokens = fromPromise<TokenSet, void>(async ({ signal }) =>
  unwrap(await api.POST('/api/v1/player/token/refresh', { credentials: 'same-origin', signal })),
)

/** POST /player/sign_out: the platform revokes the session; the device forgets the tokens either way. */
export const signOutPlayer = fromPromise<void, void>(async ({ signal }) => {
  unwrap(await api.POST('/api/v1/player/sign_out', { signal }))
})

/** POST /player/idle-logout: as sign-out, recorded as an inactivity logout. */
export const logoutIdlePlayer = fromPromise<void, void>(async ({ signal }) => {
  unwrap(await api.POST('/api/v1/player/idle-logout', { signal }))
})

/** POST /player/{id}/timeout/cooling: a 1-day time-out for the player named in a time-out refusal, with its ticket. */
export const startPlayerCooling = fromPromise<CoolingStarted, { playerId: string; coolingTicket: string }>(async ({ input, signal }) =>
  unwrap(
    await api.POST('/api/v1/player/{id}/timeout/cooling', {
      params: { path: { id: input.playerId } },
      body: { playerId: input.playerId, coolingTicket: input.coolingTicket },
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

/**
 * How long the id-token cookie lives: the spec's year at most, but never past the token's own
 * expiry — an expired token is no use to the services that read it, only to whoever finds it.
 */
export function idTokenCookieMaxAge(idToken: string, nowMs: number): number {
  let exp: number | undefined
  try {
    exp = decodeJwt(idToken).exp
  } catch {
    return 0 // not a token: nothing worth keeping
  }
  if (typeof exp !== 'number') return ONE_YEAR_SECONDS
  return Math.max(0, Math.min(ONE_YEAR_SECONDS, exp - Math.floor(nowMs / 1000)))
}

/** Writes the id-token cookie: parent domain, secure, same-site none, until the token expires (a year at most). */
export function storeSessionCookie(idToken: string, nowMs: number = Date.now()): void {
  writeIdTokenCookie(idToken, idTokenCookieMaxAge(idToken, nowMs))
}

/** Removes the id-token cookie when the session ends. */
export function removeSessionCookie(): void {
  writeIdTokenCookie('', 0)
}

/** Tells the session when its access token is due for a refresh, after the delay the session chose. */
export const watchAccessToken = fromCallback<EventObject, { delayMs: number }>(({ input, sendBack }) => {
  const timer = setTimeout(() => sendBack({ type: 'session.refreshDue' }), input.delayMs)
  return () => clearTimeout(timer)
})

/**
 * POST /player/migration: the e-mail and the old platform's password move an account onto this
 * platform and sign the player in, answered like a login.
 */
export const migratePlayer = fromPromise<LoginResult, LoginRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/migration', { body: input, signal })),
)
