/** Time-out and self-exclusion: the responsible-gambling operations that end the player's sessions. */
import { clearRefreshCookie } from '../auth/refresh-cookie.ts'
import { defineHandlers, type HandlerContext } from '../http/handler.ts'
import { CLOSE_UNAUTHORIZED } from '../realtime/routes.ts'
import { selfExclude, startTimeout, type Restricted } from './restrictions.ts'

/** After commit: the ended sessions' sockets close and this browser forgets its refresh token. */
function loggedOut<T>({ realtime, cookies }: HandlerContext, { body, endedSessions }: Restricted<T>, why: string): T {
  for (const id of endedSessions) realtime.closeSession(id, CLOSE_UNAUTHORIZED, why)
  clearRefreshCookie(cookies)
  return body
}

export const responsibleGamblingHandlers = defineHandlers({
  async startTimeout(request, ctx) {
    const { player_id, player_access_id } = ctx.session!
    const done = await ctx.db.transaction((tx) => startTimeout(tx, player_id, player_access_id, request.body.value))
    return { status: 200, body: loggedOut(ctx, done, 'time-out started') }
  },

  async selfExclude(request, ctx) {
    const { player_id, player_access_id } = ctx.session!
    const done = await ctx.db.transaction((tx) => selfExclude(tx, player_id, player_access_id, request.body))
    return { status: 200, body: loggedOut(ctx, done, 'self-excluded') }
  },
})
