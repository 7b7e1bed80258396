/**
 * Development-only: the editors' hand on the content service, so a content change (and the event
 * stream announcing it) can be seen without a database console:
 *
 *   PUT  /dev/content/{catalog}/{query} { blocks: [...] }   → 204; 404 for a document that does not exist
 *   POST /dev/content/{catalog}/{query} { blocks: [...] }   → 201; 409 for a document that exists
 *
 * `query` is the stored key: an item query's is `{query}/{ref}`, URL-encoded (`static-page%2Fterms`).
 * PUT changes an existing document, its blocks replaced as they are; POST adds one, such as a page
 * by url (`static-page-by-url%2Fvip-weekend`), served at `/{langmarket}/vip-weekend` at once
 * (system/content.ts). What POST takes: blocks of the contract's ContentBlock shape, a query of the
 * contract (ContentQuery), a catalog a market reads, and for a page by url a lower-case slug that is
 * no other page's address.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../db/database.ts'
import { contentPageUrlOf } from '../http/pages.ts'
import type { Doc } from '../http/operations.ts'
import { createValidators } from '../http/validation.ts'
import { PAGE_BY_URL } from './content.ts'
import { cachedMarkets } from './reference-cache.ts'

type Params = { catalog: string; query: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The blocks of the body, or null when it is not `{ blocks: [ {…}, … ] }`. */
function blocksOf(body: unknown): unknown[] | null {
  const blocks = (body as { blocks?: unknown } | null)?.blocks
  return Array.isArray(blocks) && blocks.every((b) => typeof b === 'object' && b !== null && !Array.isArray(b)) ? blocks : null
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ status, code, message })

/** The contract's content queries (ContentQuery), read from the document the platform serves. */
const contentQueries = (document: Record<string, any>): readonly string[] => document.components?.schemas?.ContentQuery?.enum ?? []

/** What is wrong with a new document's key, one sentence; null when it can be added. */
export function newDocumentProblem(key: string, queries: readonly string[]): string | null {
  const [query = '', ref, ...more] = key.split('/')
  if (!queries.includes(query) || more.length > 0 || ref === '') return `The key is a content query (${queries.join(', ')}), or {query}/{ref} for an item.`
  if (query === PAGE_BY_URL) {
    if (ref === undefined || !SLUG.test(ref)) return 'A page by url is static-page-by-url/{url}, the url a lower-case slug (letters, digits, hyphens).'
    if (contentPageUrlOf(ref) === null) return `/${ref} is another page of the site; choose another url.`
  }
  return null
}

export function registerContentDevRoutes(app: FastifyInstance, db: Db, document: Record<string, any>) {
  const queries = contentQueries(document)
  // A new document is held to the contract's block shape: what getContent answers must pass it.
  const contractBlocks = createValidators(document as Doc).compileRequest(
    { type: 'object', required: ['blocks'], properties: { blocks: { type: 'array', items: { $ref: '#/components/schemas/ContentBlock' } } } } as Doc,
    'body',
  )

  app.put<{ Params: Params; Body: unknown }>('/dev/content/:catalog/:query', async (request, reply) => {
    const blocks = blocksOf(request.body)
    if (!blocks) return refuse(reply, 400, 'error.validation', 'The body is { blocks: [ { ... }, ... ] }.')
    const changed = await db.query('update content_documents set blocks = $3::jsonb where query = $1 and catalog = $2 returning query', [
      request.params.query,
      request.params.catalog,
      JSON.stringify(blocks),
    ])
    if (changed.length === 0) return refuse(reply, 404, 'error.content.not.found', 'No such content document.')
    return reply.code(204).send()
  })

  app.post<{ Params: Params; Body: unknown }>('/dev/content/:catalog/:query', async (request, reply) => {
    const { catalog, query: key } = request.params
    const blocks = blocksOf(request.body)
    if (!blocks) return refuse(reply, 400, 'error.validation', 'The body is { blocks: [ { ... }, ... ] }.')
    if (!contractBlocks(request.body)) {
      const [first] = contractBlocks.errors ?? []
      return refuse(reply, 400, 'error.validation', `The blocks are not the contract's ContentBlock: ${first?.instancePath ?? ''} ${first?.message ?? ''}.`)
    }
    const problem = newDocumentProblem(key, queries)
    if (problem) return refuse(reply, 400, 'error.validation', problem)
    const catalogs = new Set((await cachedMarkets(db)).flatMap((m) => m.languages.map((language) => m.localeMapping[language] ?? language)))
    if (!catalogs.has(catalog)) return refuse(reply, 400, 'error.validation', `${catalog} is not a catalog a market reads (${[...catalogs].sort().join(', ')}).`)
    const added = await db.query(
      'insert into content_documents (query, catalog, blocks) values ($1, $2, $3::jsonb) on conflict do nothing returning query',
      [key, catalog, JSON.stringify(blocks)],
    )
    if (added.length === 0) return refuse(reply, 409, 'error.content.exists', 'This document exists; PUT changes it.')
    return reply.code(201).send({ query: key, catalog })
  })
}
