/**
 * The content service's lookup, shared by its GET form (getContent: one document, the item named by
 * `ref`) and its POST form (queryContent: the same lookup with the query in the body, for requests
 * whose URL would pass ~11264 characters — many refs or a long one).
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { cachedMarkets } from './reference-cache.ts'
import { visibleBlocks } from './content-blocks.ts'

type ContentDocument = components['schemas']['ContentDocument']
type ContentBlock = ContentDocument['blocks'][number]

/** The catalog a `{language}-{market}` locale reads its content in, or a 404 when no market offers it. */
export async function contentCatalogOf(db: Db, locale: string): Promise<string> {
  const [language, marketId] = locale.split('-')
  const market = (await cachedMarkets(db)).find((m) => m.id === marketId)
  if (!market || !market.languages.includes(language!)) {
    throw new ApiProblem(404, 'error.locale.not.found', `${locale} is not a language of an existing market.`)
  }
  return market.localeMapping[language!] ?? language!
}

/**
 * The documents of `query` for `locale`, one per ref in the order given (`[undefined]`: the query's
 * own document). Banners meant for the other audience are left out: a signed-in player does not see
 * the not-authorized ones, a visitor not the authorized ones. A missing document is a 404.
 */
export async function lookupContent(
  db: Db,
  request: { query: string; locale: string; refs: readonly (string | undefined)[]; signedIn: boolean },
): Promise<ContentDocument[]> {
  const catalog = await contentCatalogOf(db, request.locale)
  // An item query (a static page by id, a landing page by slug) is stored under `{query}/{ref}`.
  const keys = request.refs.map((ref) => (ref === undefined ? request.query : `${request.query}/${ref}`))
  const rows = await db.query<{ query: string; blocks: ContentBlock[]; updated_at: Date | string }>(
    'select query, blocks, updated_at from content_documents where query = any($1::text[]) and catalog = $2',
    [keys, catalog],
  )
  const byKey = new Map(rows.map((row) => [row.query, row]))
  const market = request.locale.split('-')[1] as components['schemas']['MarketCode']
  return keys.map((key) => {
    const doc = byKey.get(key)
    if (!doc) throw new ApiProblem(404, 'error.content.not.found', `No ${key} content for ${request.locale}.`)
    return {
      query: request.query,
      locale: request.locale,
      updatedAt: new Date(doc.updated_at).toISOString(),
      // Blocks for the other audience or for other markets are left out (content-blocks.ts).
      blocks: visibleBlocks(doc.blocks, { signedIn: request.signedIn, market }),
    }
  })
}
