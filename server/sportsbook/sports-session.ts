/**
 * The sports API session (spec 001 §7: POST /auth/session/create "sets a session cookie for one
 * year, secure, cross-site") and the balance pushes made for it (POST /webhooks/user-balance-update).
 *
 * The cookie is HttpOnly, Secure and SameSite=None (cross-site: a sportsbook on its own domain
 * reads it from inside the frame). Secure is kept on plain http://127.0.0.1 and localhost too:
 * browsers treat those origins as secure, as the refresh cookie already relies on
 * (auth/refresh-cookie.ts). Its path is the sports API's, so no other call carries it.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Session } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import type { ResponseCookies } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { sportsPlayer } from './context.ts'

export const SPORTS_COOKIE = 'croupier-sports-session'
export const SPORTS_COOKIE_PATH = '/api/v1/sports'
export const SPORTS_SESSION_SECONDS = 365 * 24 * 3600

export async function createSportsSession(db: Db, session: Session, cookies: ResponseCookies): Promise<{ sessionId: string; expiresAt: string }> {
  const player = await sportsPlayer(db, session)
  const id = randomBytes(32).toString('base64url')
  const row = (await db.one<{ expires_at: Date | string }>(
    `insert into sports_sessions (id, player_id, expires_at) values ($1, $2, now() + make_interval(secs => $3)) returning expires_at`,
    [id, player.id, SPORTS_SESSION_SECONDS],
  ))!
  cookies.set(SPORTS_COOKIE, id, { path: SPORTS_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'none', maxAge: SPORTS_SESSION_SECONDS })
  return { sessionId: id, expiresAt: new Date(row.expires_at).toISOString() }
}

const fieldError = (code: string, field: string, rejectedValue: unknown, message: string) =>
  new ApiProblem(400, code, message, [{ objectName: 'userBalanceUpdate', field, rejectedValue, status: 400, message, code }])

/** Records the balance pushed for the player's live sports session (the cookie's). */
export async function pushBalance(db: Db, session: Session, request: FastifyRequest, body: { balanceMinor: number; currency: string }): Promise<void> {
  const cookie = request.cookies?.[SPORTS_COOKIE]
  const pushed = await db.one<{ currency_code: string }>(
    `update sports_sessions s set pushed_balance_minor = $3, pushed_currency = $4, pushed_at = now()
       from players p
      where s.id = $1 and s.player_id = $2 and p.id = s.player_id and s.expires_at > now() and p.currency_code = $4
      returning p.currency_code`,
    [typeof cookie === 'string' ? cookie : '', session.player_id, body.balanceMinor, body.currency],
  )
  if (pushed) return
  const live = await db.one('select 1 from sports_sessions where id = $1 and player_id = $2 and expires_at > now()', [typeof cookie === 'string' ? cookie : '', session.player_id])
  if (!live) throw new ApiProblem(400, 'error.sports.session.missing', 'There is no live sports session for this player: create one first.')
  throw fieldError('error.sports.currency.invalid', 'currency', body.currency, 'The currency is not the player\'s.')
}
