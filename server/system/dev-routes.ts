/**
 * Development-only: the editors' hand on the content service, so a content change (and the event
 * stream announcing it) can be seen without a database console:
 *
 *   PUT /dev/content/{catalog}/{query} { blocks: [...] }   → 204; 404 for a document that does not exist
 *
 * `query` is the stored key: an item query's is `{query}/{ref}`, URL-encoded (`static-page%2Fterms`).
 * Only an existing document is changed; the blocks replace its blocks as they are.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'

export function registerContentDevRoutes(app: FastifyInstance, db: Db) {
  app.put<{ Params: { catalog: string; query: string }; Body: unknown }>('/dev/content/:catalog/:query', async (request, reply) => {
    const blocks = (request.body as { blocks?: unknown } | null)?.blocks
    if (!Array.isArray(blocks) || !blocks.every((b) => typeof b === 'object' && b !== null && !Array.isArray(b))) {
      return reply.code(400).send({ status: 400, code: 'error.validation', message: 'The body is { blocks: [ { ... }, ... ] }.' })
    }
    const changed = await db.query('update content_documents set blocks = $3::jsonb where query = $1 and catalog = $2 returning query', [
      request.params.query,
      request.params.catalog,
      JSON.stringify(blocks),
    ])
    if (changed.length === 0) return reply.code(404).send({ status: 404, code: 'error.content.not.found', message: 'No such content document.' })
    return reply.code(204).send()
  })
}
