/**
 * Development-only: lets tournament time pass for the signed-in player. An edition lasts a day or
 * a week, so a browser test (or a developer) that wants to see a finished edition's prize would
 * wait that long; this moves the player's real-money wallet calls of the last `days` days back by
 * `days` days instead, exactly as if they had been made then. The edition they played in has then
 * ended, and is settled as any other (payouts.ts): by the next lobby read or periodic pass.
 *
 * A call that would move a bet into an edition already settled is refused (409): that edition's
 * board would no longer be the one it paid. Registered outside production only, like /dev/outbox.
 */
import type { FastifyInstance } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'

class AlreadySettled extends Error {
  constructor(readonly editionId: string) {
    super(`Edition ${editionId} is settled already.`)
  }
}

/** Moves the player's wallet calls of the last `days` days back by `days` days; refuses (throws) a move into a settled edition. */
export async function elapseTournamentDays(db: Db, playerId: string, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx.query<{ transaction_id: string }>(
      `update seamless_transactions set created_at = created_at - make_interval(days => $2)
        where player_id = $1 and created_at > now() - make_interval(days => $2)
        returning transaction_id`,
      [playerId, days],
    )
    const settled = await tx.one<{ edition_id: string }>(
      `select s.edition_id
         from seamless_transactions b
         join game_rounds r on r.id = b.round_id
         join games g on g.id = r.game_id
         join tournaments t on g.slug = any(t.game_slugs)
         join tournament_settlements s on s.tournament_id = t.id and s.currency = r.currency
                                      and b.created_at >= s.starts_at and b.created_at < s.ends_at
        where b.transaction_id = any($1::text[]) and b.kind = 'bet'
        limit 1`,
      [moved.map((row) => row.transaction_id)],
    )
    if (settled) throw new AlreadySettled(settled.edition_id)
  })
}

export function registerTournamentDevRoutes(app: FastifyInstance, db: Db, tokens: Pick<TokenService, 'verifyIdToken'>) {
  app.post<{ Body: { days?: unknown } }>('/dev/tournaments/elapse', async (request, reply) => {
    const days = request.body?.days
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 28) {
      return reply.code(400).send({ status: 400, code: 'error.validation', message: 'days must be a whole number from 1 to 28.' })
    }
    const idToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
    const session = await tokens.verifyIdToken(idToken).catch(() => null)
    if (!session) return reply.code(401).send({ status: 401, code: 'error.token.invalid', message: 'A live id token is needed.' })
    try {
      await elapseTournamentDays(db, session.player_id, days)
    } catch (error) {
      if (!(error instanceof AlreadySettled)) throw error
      return reply.code(409).send({ status: 409, code: 'error.tournament.edition.settled', message: `${error.message} Its board stays as it was paid.` })
    }
    return reply.code(204).send()
  })
}
