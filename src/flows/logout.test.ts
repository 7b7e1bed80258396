import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createCredentialStore } from '../api/credentials'
import { logoutFlow } from './logout'

describe('logout flow', () => {
  it("drops the player's queries but keeps the markets and countries, forgets the tokens and opens the home page", () => {
    // Arrange
    const queryClient = new QueryClient()
    for (const path of ['/api/v1/markets', '/api/v1/countries', '/api/v1/player/profile', '/api/v1/player/balance'])
      queryClient.setQueryData(['get', path, {}], { path })
    const credentials = createCredentialStore(() => null)
    credentials.store({ idToken: 'id', accessToken: 'access', playerId: 'p-1' })
    const openPage = vi.fn()

    // Act
    createActor(logoutFlow({ openPage, queryClient, credentials }), { input: { langmarket: 'fi-FI' } }).start()

    // Assert
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey[1])).toEqual(['/api/v1/markets', '/api/v1/countries'])
    expect(credentials.current()).toBeNull()
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/fi-FI', replace: true })
  })
})
