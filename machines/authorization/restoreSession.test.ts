import { UnsecuredJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { credentialKeys, getCredentials, setCredentials } from '../../src/api/credentials'
import { restoreStoredSession } from './restoreSession'
import { memoryStorage } from '../session/testing'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

const idToken = (expSeconds: number) =>
  new UnsecuredJWT({ player_id: 'p-7', country_code: 'FI' }).setExpirationTime(expSeconds).encode()

function store(token: string) {
  const storage = window.localStorage
  storage.setItem(credentialKeys.idToken, token)
  storage.setItem(credentialKeys.accessToken, 'access')
  storage.setItem(credentialKeys.refreshToken, 'refresh')
  storage.setItem(credentialKeys.lastAuthUser, 'p-7')
}

beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }))
afterEach(() => {
  setCredentials(null)
  vi.unstubAllGlobals()
})

describe('restoreSession', () => {
  it('restores an unexpired session and makes later calls signed', () => {
    // Arrange
    store(idToken(NOW / 1000 + 3600))

    // Act
    const session = restoreStoredSession(NOW)

    // Assert
    expect(session).toMatchObject({ playerId: 'p-7', claims: { player_id: 'p-7', country_code: 'FI' } })
    expect(getCredentials()?.idToken).toBe(window.localStorage.getItem(credentialKeys.idToken))
  })

  it('drops an expired identity token instead of restoring it', () => {
    // Arrange
    store(idToken(NOW / 1000 - 1))

    // Act
    const session = restoreStoredSession(NOW)

    // Assert
    expect(session).toBeNull()
    expect(window.localStorage.getItem(credentialKeys.idToken)).toBeNull()
    expect(getCredentials()).toBeNull()
  })

  it('drops a stored token that is not a JWT', () => {
    // Arrange
    store('not-a-token')

    // Act / Assert
    expect(restoreStoredSession(NOW)).toBeNull()
    expect(window.localStorage.getItem(credentialKeys.accessToken)).toBeNull()
  })

  it('finds no session when nothing is stored', () => {
    expect(restoreStoredSession(NOW)).toBeNull()
  })
})
