/**
 * Call actors of the login, session and terms flows: login (password or Pay N Play session), token
 * refresh, sign-out, idle logout (and the id-token cookie the session writes), the cooling time-out offered from a login refusal, the signed-in
 * player's profile and the terms version. Each resolves with the platform's answer or rejects
 * with an ApiCallError (a refusal, whose `code` and `additionalInfo` follow DECISIONS.md 11) or
 * with the fetch TypeError when no answer came at all, which the login flow retries.
 */
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
export const signOutPlayer = fromPromise<void, void>(async ({ signal }) => {
  unwrap(await api.POST('/api/v1/player/sign_out', { signal }))
})

/** POST /player/idle-logout: as sign-out, recorded as an inactivity logout. */
export const logoutIdlePlayer = fromPromise<void, void>(async ({ signal }) => {
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
export function storeSessionCookie(idToken: string): void {
  writeIdTokenCookie(idToken, ONE_YEAR_SECONDS)
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
