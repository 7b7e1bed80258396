import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { lobbyQueryOptions } from '../../api/games.queries'
import { lobby } from '../../../machines/lobby/lobby.fixtures'
import type { LobbyRequest } from '../../../machines/lobby/lobby.machine'
import { preloadedLayout } from './lobbyInput'

const request: LobbyRequest = { type: 'CASINO', channel: 'mobile', language: 'fi', market: 'FI' }

describe('preloaded lobby layout', () => {
  afterEach(() => void vi.useRealTimers())

  it("gives a visitor the layout the cache holds for exactly the lobby's request, without games of their own", () => {
    const client = new QueryClient()
    client.setQueryData(lobbyQueryOptions(request).queryKey, lobby)

    expect(preloadedLayout(client, request, false)).toEqual({ lobby, favourites: [], recentlyPlayed: [] })
    expect(preloadedLayout(client, { ...request, channel: 'web' }, false)).toBeNull()
    expect(preloadedLayout(client, { ...request, type: 'LIVE_CASINO' }, false)).toBeNull()
    expect(preloadedLayout(new QueryClient(), request, false)).toBeNull()
  })

  it("gives a signed-in player nothing: their lobby loads with their favourites and recently played", () => {
    const client = new QueryClient()
    client.setQueryData(lobbyQueryOptions(request).queryKey, lobby)

    expect(preloadedLayout(client, request, true)).toBeNull()
  })

  it('gives nothing once the cached layout is stale or invalidated (the load would ask again)', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    client.setQueryData(lobbyQueryOptions(request).queryKey, lobby)
    vi.advanceTimersByTime(5 * 60 * 1000 - 1)
    expect(preloadedLayout(client, request, false)).not.toBeNull()

    vi.advanceTimersByTime(1)
    expect(preloadedLayout(client, request, false)).toBeNull()

    client.setQueryData(lobbyQueryOptions(request).queryKey, lobby)
    await client.invalidateQueries({ queryKey: lobbyQueryOptions(request).queryKey, refetchType: 'none' })
    expect(preloadedLayout(client, request, false)).toBeNull()
  })
})
