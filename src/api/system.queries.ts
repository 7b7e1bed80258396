/**
 * Query options for the system area's server data. The spec caches data for 5 minutes and does
 * not retry: a failed lookup shows its error state at once instead of stalling the page.
 *
 * @example
 *   loader: ({ context }) => context.queryClient.ensureQueryData(marketsQueryOptions())
 */
import { $api, api, type ApiClient } from './client'
import { unwrap } from './errors'
import type { components } from '../../openapi/dist/schema'

export type ContentQuery = components['schemas']['ContentQuery']
export type ContentDocument = components['schemas']['ContentDocument']

/**
 * The longest content lookup sent as a GET (spec 001 §7: "a GET is used up to about 11264
 * characters of request URL, otherwise POST"); a longer one goes in the body of POST /content.
 */
export const CONTENT_GET_URL_LIMIT = 11_264

export const SYSTEM_STALE_TIME_MS = 5 * 60 * 1000

const cachePolicy = { staleTime: SYSTEM_STALE_TIME_MS, retry: false } as const

/** The market table; kept across logout. */
export function marketsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/markets', {}, cachePolicy)
}

/** Countries with dialling code, currency and registration status. */
export function countriesQueryOptions() {
  return $api.queryOptions('get', '/api/v1/countries', {}, cachePolicy)
}

/**
 * One content-service document for a `{language}-{market}` locale, e.g. `('footer', 'en-UN')`; an
 * item query names its item, e.g. `('static-page', 'fi-FI', 'terms')`.
 */
export function contentQueryOptions(query: ContentQuery, locale: string, ref?: string) {
  const options = $api.queryOptions(
    'get',
    '/api/v1/content/{query}',
    { params: { path: { query }, query: ref === undefined ? { locale } : { locale, ref } } },
    cachePolicy,
  )
  // One cache entry whichever way it is fetched: the key stays the GET's, so the content events'
  // invalidation and the page's inlined data (app/bootData.ts) find it.
  return { ...options, queryFn: ({ signal }: { signal: AbortSignal }) => fetchContent(api, query, locale, ref, signal) }
}

/** The length of the GET URL of a lookup, with the page's origin as the browser sends it. */
export function contentUrlLength(query: string, locale: string, ref?: string, origin = typeof window === 'undefined' ? '' : window.location.origin): number {
  const search = `locale=${encodeURIComponent(locale)}${ref === undefined ? '' : `&ref=${encodeURIComponent(ref)}`}`
  return `${origin}/api/v1/content/${encodeURIComponent(query)}?${search}`.length
}

/** One content document: GET while its URL fits CONTENT_GET_URL_LIMIT, else the same lookup by POST. */
export async function fetchContent(client: ApiClient, query: ContentQuery, locale: string, ref: string | undefined, signal?: AbortSignal): Promise<ContentDocument> {
  if (contentUrlLength(query, locale, ref) <= CONTENT_GET_URL_LIMIT) {
    const params = { path: { query }, query: ref === undefined ? { locale } : { locale, ref } }
    return unwrap(await client.GET('/api/v1/content/{query}', { params, signal }))
  }
  const body = ref === undefined ? { query, locale } : { query, locale, refs: [ref] }
  const [document] = unwrap(await client.POST('/api/v1/content', { body, signal }))
  return document!
}
