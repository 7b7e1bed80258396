/**
 * Development-only: lets time pass for one session's activity timer. The platform counts the
 * reality-check interval by its own clock, so a browser test that moves only the page's clock
 * would wait real minutes; this moves the session's login and last restart back instead, exactly
 * as if those minutes had passed. Registered outside production only, like /dev/outbox.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import type { TokenService } from '../auth/tokens.ts'

export function registerActivityDevRoutes(app: FastifyInstance, db: Db, tokens: Pick<TokenService, 'verifyIdToken'>) {
  app.post<{ Body: { minutes?: unknown } }>('/dev/activity-timer/elapse', async (request, reply) => {
    const minutes = request.body?.minutes
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
      return reply.code(400).send({ status: 400, code: 'error.validation', message: 'minutes must be a whole number from 1 to 1440.' })
    }
    const idToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
    const session = await tokens.verifyIdToken(idToken).catch(() => null)
    if (!session) return reply.code(401).send({ status: 401, code: 'error.token.invalid', message: 'A live id token is needed.' })
    await db.query(
      `update sessions set created_at = created_at - make_interval(mins => $2),
              activity_timer_started_at = activity_timer_started_at - make_interval(mins => $2)
        where id = $1`,
      [session.player_access_id, minutes],
    )
    return reply.code(204).send()
  })
}
