/**
 * Query options for the system area's server data. The spec caches data for 5 minutes and does
 * not retry: a failed lookup shows its error state at once instead of stalling the page.
 *
 * @example
 *   loader: ({ context }) => context.queryClient.ensureQueryData(marketsQueryOptions())
 */
import { $api } from './client'
import type { components } from '../../openapi/dist/schema'

export type ContentQuery = components['schemas']['ContentQuery']

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
  return $api.queryOptions(
    'get',
    '/api/v1/content/{query}',
    { params: { path: { query }, query: ref === undefined ? { locale } : { locale, ref } } },
    cachePolicy,
  )
}
