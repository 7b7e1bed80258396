/**
 * Development-only: sets a live table's opening hours, so a browser test (or a developer) can see
 * a closed table — its lobby tile and its refused launch — at any time of day instead of waiting
 * for the hours the catalogue gave it:
 *
 *   PUT /dev/live-tables/{tableId}/hours { openFromMinute, openToMinute }
 *     → 200 with the hours it had ({ openFromMinute, openToMinute }), to put back afterwards; 404 for no such table
 *
 * Minutes of the UTC day, 0 to 1439, as live_tables keeps them (server/sandbox/roulette/schedule.ts);
 * equal values mean always open. Registered outside production only, like /dev/outbox.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'

const isMinute = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1440

export function registerLiveTableDevRoutes(app: FastifyInstance, db: Db) {
  app.put<{ Params: { tableId: string }; Body: { openFromMinute?: unknown; openToMinute?: unknown } }>('/dev/live-tables/:tableId/hours', async (request, reply) => {
    const { openFromMinute, openToMinute } = request.body ?? {}
    if (!isMinute(openFromMinute) || !isMinute(openToMinute)) {
      return reply.code(400).send({ status: 400, code: 'error.validation', message: 'openFromMinute and openToMinute are minutes of the UTC day, whole numbers from 0 to 1439.' })
    }
    const before = await db.one<{ open_from_minute: number; open_to_minute: number }>(
      `update live_tables t set open_from_minute = $2, open_to_minute = $3
         from live_tables old where t.table_id = $1 and old.table_id = t.table_id
       returning old.open_from_minute, old.open_to_minute`,
      [request.params.tableId, openFromMinute, openToMinute],
    )
    if (!before) return reply.code(404).send({ status: 404, code: 'error.game.not.found', message: `No live table ${request.params.tableId}.` })
    return reply.code(200).send({ openFromMinute: before.open_from_minute, openToMinute: before.open_to_minute })
  })
}
