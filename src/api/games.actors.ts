/**
 * Call actors of the lobby flow: the layout (with a signed-in player's favourites and recently
 * played games), the search by name and the favourite mark. Each resolves with the platform's
 * answer or rejects with an ApiCallError.
 */
import { fromPromise } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import type { FavouriteChange, Game, LobbyLayout, LobbyRequest, SearchRequest } from '../../machines/lobby/lobby.machine'
import { api } from './client'
import { unwrap } from './errors'
import { lobbyQueryOptions } from './games.queries'

/** spec 001 §9: favourites and recently played default to 30. */
export const MY_GAMES_LIMIT = 30

async function myGames(category: 'FAVOURITE' | 'RECENTLY_PLAYED', type: LobbyRequest['type'], signal: AbortSignal): Promise<Game[]> {
  const list = unwrap(await api.GET('/api/v1/player/games', { params: { query: { category, limit: MY_GAMES_LIMIT } }, signal }))
  // The lists are the player's across both lobbies; each lobby shows its own kind of game.
  return list.map((entry) => entry.game).filter((game) => game.type === type)
}

/** The layout through the query cache (the route loader may have fetched it), plus the player's own games. */
export const loadLayout = (queryClient: QueryClient) =>
  fromPromise<LobbyLayout, { request: LobbyRequest; signedIn: boolean }>(async ({ input, signal }) => {
    const [lobby, favourites, recentlyPlayed] = await Promise.all([
      queryClient.fetchQuery(lobbyQueryOptions(input.request)),
      input.signedIn ? myGames('FAVOURITE', input.request.type, signal) : [],
      input.signedIn ? myGames('RECENTLY_PLAYED', input.request.type, signal) : [],
    ])
    return { lobby, favourites, recentlyPlayed }
  })

/** GET /lobby-service/games-by-name: a case-insensitive substring of the name. */
export const searchGames = fromPromise<Game[], SearchRequest>(async ({ input, signal }) =>
  unwrap(await api.GET('/api/v1/lobby-service/games-by-name', { params: { query: input }, signal })),
)

/** POST (mark) or DELETE (unmark) /player/games/favourite. */
export const saveFavourite = fromPromise<void, FavouriteChange>(async ({ input: { favourite, ...body }, signal }) => {
  if (favourite) unwrap(await api.POST('/api/v1/player/games/favourite', { body, signal }))
  else unwrap(await api.DELETE('/api/v1/player/games/favourite', { params: { query: body }, signal }))
})
