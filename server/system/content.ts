/**
 * The content service's lookup, shared by its GET form (getContent: one document, the item named by
 * `ref`) and its POST form (queryContent: the same lookup with the query in the body, for requests
 * whose URL would pass ~11264 characters — many refs or a long one).
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { catalogLanguage } from '../seed/locale-texts.ts'
import { cachedMarkets } from './reference-cache.ts'
import { visibleBlocks } from './content-blocks.ts'

type ContentDocument = components['schemas']['ContentDocument']
type ContentBlock = ContentDocument['blocks'][number]

/** The query of the pages an operator adds by url (`/{langmarket}/{url}`, spec 000 §2 `/{contentPageUrl}`). */
export const PAGE_BY_URL = 'static-page-by-url'

/**
 * The catalogs a page by url is read from, the first that has it winning: the locale's own, then
 * another catalog in the same language, then English. The seed gives a catalog without its own
 * translation the text of its language, else English (seed/info-pages.ts), so a page an operator
 * adds in some languages reads in the others as a seeded page would.
 *
 * @example pageCatalogs('caf') // ['caf', 'fr', 'en']
 */
export function pageCatalogs(catalog: string): string[] {
  const language = catalogLanguage[catalog]
  const sameLanguage = Object.keys(catalogLanguage).filter((c) => language !== undefined && catalogLanguage[c] === language)
  return [...new Set([catalog, ...sameLanguage, 'en'])]
}

export type StoredDocument = {
  query: string
  blocks: ContentBlock[]
  updated_at: Date | string
}

/**
 * The stored documents of `keys` (a query, or `{query}/{ref}` for an item) for a catalog, by key.
 * Pages by url fall back along pageCatalogs; every other document is the catalog's own.
 */
export async function storedDocuments(db: Db, query: string, keys: readonly string[], catalog: string): Promise<Map<string, StoredDocument>> {
  const catalogs = query === PAGE_BY_URL ? pageCatalogs(catalog) : [catalog]
  const rows = await db.query<StoredDocument & { catalog: string }>(
    'select query, catalog, blocks, updated_at from content_documents where query = any($1::text[]) and catalog = any($2::text[])',
    [keys, catalogs],
  )
  const rank = (row: { catalog: string }) => catalogs.indexOf(row.catalog)
  const byKey = new Map<string, StoredDocument>()
  for (const row of [...rows].sort((a, b) => rank(a) - rank(b))) if (!byKey.has(row.query)) byKey.set(row.query, row)
  return byKey
}

/**
 * Whether `/{langmarket}/{url}` is a page by url: the content has a document for it in the locale
 * (with the fallback above). A `{langmarket}` no market offers is sent by the client's locale
 * guard to a locale of the visitor's market, keeping the url, so any catalog's page counts then.
 */
export async function hasPageByUrl(db: Db, langmarket: string, url: string): Promise<boolean> {
  const key = `${PAGE_BY_URL}/${url}`
  const catalog = await contentCatalogOf(db, langmarket).catch((error: unknown) => {
    if (error instanceof ApiProblem) return null
    throw error
  })
  if (catalog === null) return (await db.one('select 1 as found from content_documents where query = $1 limit 1', [key])) !== null
  return (await storedDocuments(db, PAGE_BY_URL, [key], catalog)).size > 0
}

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
  const byKey = await storedDocuments(db, request.query, keys, catalog)
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
