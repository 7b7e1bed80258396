/**
 * Ending sessions. Every id and access token names its session and the token check reads the
 * session on every call, so a session ended here refuses its tokens on the very next request.
 */
import type { Db } from '../db/database.ts'
import { defineHandlers } from '../http/handler.ts'

export type EndReason = 'logout' | 'idle' | 'password_reset' | 'login_not_recorded'

export async function endSession(db: Db, sessionId: string, reason: EndReason): Promise<void> {
  await db.query('update sessions set revoked_at = now(), ended_reason = $2 where id = $1 and revoked_at is null', [sessionId, reason])
}

export async function endAllSessions(tx: Db, playerId: string, reason: EndReason): Promise<void> {
  await tx.query('update sessions set revoked_at = now(), ended_reason = $2 where player_id = $1 and revoked_at is null', [playerId, reason])
}

export const sessionHandlers = defineHandlers({
  async refreshTokens(request, { tokens }) {
    return { status: 200, body: await tokens.refresh(request.body.refreshToken) }
  },

  async signOutPlayer(_request, { db, session }) {
    await endSession(db, session!.player_access_id, 'logout')
    return { status: 204 }
  },

  async logoutIdlePlayer(_request, { db, session }) {
    await endSession(db, session!.player_access_id, 'idle')
    return { status: 204 }
  },
})
