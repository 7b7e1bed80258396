import { $api } from '../api/client'

/** The market table (guard 10, locale switch). */
export function marketsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/markets')
}

/** One content-service document for a `{language}-{market}` locale. */
export function contentQueryOptions(query: string, locale: string) {
  return $api.queryOptions('get', '/api/v1/content/{query}', {
    params: { path: { query }, query: { locale } },
  })
}
