/**
 * Server data of the lobby: the layout, pages of a lobby's games, jackpots and winners. Cached
 * 5 minutes like the rest of the site's data (spec 001 §9), without retries.
 */
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { LobbyRequest } from '../../machines/lobby/lobby.machine'
import { $api, api, SITE_ID } from './client'
import { unwrap } from './errors'
import type { components } from '../../openapi/dist/schema'

export type GamePage = components['schemas']['GamePage']
export type Winner = components['schemas']['Winner']

const STALE_MS = 5 * 60 * 1000
const cachePolicy = { staleTime: STALE_MS, retry: false } as const

export function lobbyQueryOptions(request: LobbyRequest) {
  return $api.queryOptions('get', '/api/v1/lobby-service/lobby', { params: { query: request } }, cachePolicy)
}

export interface GamesFilter {
  type: LobbyRequest['type']
  channel: LobbyRequest['channel']
  market: LobbyRequest['market']
  category?: string
  providers: readonly string[]
}

/** Pages of a lobby's games (page size by channel, from the platform), filtered by category and providers. */
export function lobbyGamesQueryOptions(filter: GamesFilter) {
  const providers = [...filter.providers].sort().join(',')
  return infiniteQueryOptions({
    queryKey: ['lobby-games', filter.type, filter.channel, filter.market, filter.category ?? '', providers],
    queryFn: async ({ pageParam, signal }): Promise<GamePage> =>
      unwrap(
        await api.GET('/api/v1/lobby-service/games', {
          params: {
            query: {
              type: filter.type,
              channel: filter.channel,
              market: filter.market,
              page: pageParam,
              ...(filter.category ? { category: filter.category } : {}),
              ...(providers ? { providers } : {}),
            },
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    ...cachePolicy,
  })
}

export function jackpotsQueryOptions(gameIds: readonly string[]) {
  return $api.queryOptions(
    'get',
    '/api/v1/gaming/jackpotamount',
    { params: { query: { gameIds: gameIds.join(','), siteId: SITE_ID } } },
    { ...cachePolicy, enabled: gameIds.length > 0 },
  )
}

export function topWinnersQueryOptions(currency: string) {
  return $api.queryOptions('get', '/api/v1/player/wallet/top-winners', { params: { query: { dateRange: 'WEEK', siteId: SITE_ID, currency } } }, cachePolicy)
}

export function latestWinnersQueryOptions(currency: string) {
  return $api.queryOptions('get', '/api/v1/player/wallet/latest-winners', { params: { query: { siteId: SITE_ID, currency } } }, cachePolicy)
}
