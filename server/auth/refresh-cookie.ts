/**
 * The refresh token lives only in a cookie page scripts cannot read (HttpOnly), sent only over
 * HTTPS (Secure; browsers treat http://localhost and 127.0.0.1 as secure too), only to this site's
 * own requests (SameSite=Strict) and only to the refresh call (Path). A script injected into the
 * page can still use the id and access tokens while it runs, but it cannot carry off the 30-day
 * credential that mints new ones. `__Secure-` makes browsers refuse the cookie without Secure.
 */
import type { FastifyRequest } from 'fastify'
import type { ResponseCookies } from '../http/handler.ts'
import { REFRESH_TOKEN_SECONDS, type IssuedTokens } from './tokens.ts'

export const REFRESH_COOKIE = '__Secure-croupier-refresh'
export const REFRESH_COOKIE_PATH = '/api/v1/player/token/refresh'

const attributes = { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' } as const

/** The refresh token the browser sent, if any. */
export function refreshTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[REFRESH_COOKIE]
  return typeof value === 'string' && value ? value : undefined
}

export function setRefreshCookie(cookies: ResponseCookies, refreshToken: string): void {
  cookies.set(REFRESH_COOKIE, refreshToken, { ...attributes, maxAge: REFRESH_TOKEN_SECONDS })
}

export function clearRefreshCookie(cookies: ResponseCookies): void {
  cookies.clear(REFRESH_COOKIE, attributes)
}

/** Puts the refresh token into its cookie and answers with the rest: it never travels in a body. */
export function answerWithRefreshCookie<T extends Pick<IssuedTokens, 'refreshToken'>>(cookies: ResponseCookies, tokens: T): Omit<T, 'refreshToken'> {
  const { refreshToken, ...rest } = tokens
  setRefreshCookie(cookies, refreshToken)
  return rest
}
