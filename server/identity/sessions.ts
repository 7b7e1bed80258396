/**
 * Ending sessions. Every id and access token names its session and the token check reads the
 * session on every call, so a session ended here refuses its tokens on the very next request.
 */
import { answerWithRefreshCookie, clearRefreshCookie, refreshTokenOf } from '../auth/refresh-cookie.ts'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { CLOSE_UNAUTHORIZED } from '../realtime/routes.ts'

export type EndReason = 'logout' | 'idle' | 'password_reset' | 'password_change' | 'login_not_recorded'

export async function endSession(db: Db, sessionId: string, reason: EndReason): Promise<void> {
  await db.query('update sessions set revoked_at = now(), ended_reason = $2 where id = $1 and revoked_at is null', [sessionId, reason])
}

export async function endAllSessions(tx: Db, playerId: string, reason: EndReason): Promise<void> {
  await tx.query('update sessions set revoked_at = now(), ended_reason = $2 where player_id = $1 and revoked_at is null', [playerId, reason])
}

export const sessionHandlers = defineHandlers({
  async refreshTokens(request, { tokens, cookies }) {
    const refreshToken = refreshTokenOf(request)
    if (!refreshToken) throw new ApiProblem(401, 'error.token.invalid', 'No refresh cookie was sent.')
    try {
      return { status: 200, body: answerWithRefreshCookie(cookies, await tokens.refresh(refreshToken)) }
    } catch (error) {
      // A refused refresh token is dead for good: the browser need not keep sending it.
      clearRefreshCookie(cookies)
      throw error
    }
  },

  async signOutPlayer(_request, { db, session, cookies, realtime }) {
    await endSession(db, session!.player_access_id, 'logout')
    clearRefreshCookie(cookies)
    realtime.closeSession(session!.player_access_id, CLOSE_UNAUTHORIZED, 'signed out')
    return { status: 204 }
  },

  async logoutIdlePlayer(_request, { db, session, cookies, realtime }) {
    await endSession(db, session!.player_access_id, 'idle')
    clearRefreshCookie(cookies)
    realtime.closeSession(session!.player_access_id, CLOSE_UNAUTHORIZED, 'logged out for inactivity')
    return { status: 204 }
  },
})
