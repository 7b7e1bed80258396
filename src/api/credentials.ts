/**
 * The tokens the client holds for a signed-in player and the one place that hears about a
 * refused token. Kept outside React so the API client, machines and tests share one instance.
 *
 * Storage uses the identity-provider key set of the spec (idToken, refreshToken, accessToken,
 * LastAuthUser); the session machine (issue 3) writes them after login.
 */
export interface Credentials {
  idToken: string
  accessToken: string
  refreshToken: string
  playerId: string
}

export const credentialKeys = {
  idToken: 'croupier.idToken',
  accessToken: 'croupier.accessToken',
  refreshToken: 'croupier.refreshToken',
  lastAuthUser: 'croupier.LastAuthUser',
} as const

type Listener = (reason: 'unauthorized' | 'forbidden' | 'expired') => void

let current: Credentials | null = null
const unauthorizedListeners = new Set<Listener>()

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

export function readStoredCredentials(): Credentials | null {
  const store = storage()
  if (!store) return null
  const idToken = store.getItem(credentialKeys.idToken)
  const accessToken = store.getItem(credentialKeys.accessToken)
  const refreshToken = store.getItem(credentialKeys.refreshToken)
  const playerId = store.getItem(credentialKeys.lastAuthUser)
  if (!idToken || !accessToken || !refreshToken || !playerId) return null
  return { idToken, accessToken, refreshToken, playerId }
}

export function getCredentials(): Credentials | null {
  return current
}

export function setCredentials(next: Credentials | null): void {
  current = next
  const store = storage()
  if (!store) return
  if (next) {
    store.setItem(credentialKeys.idToken, next.idToken)
    store.setItem(credentialKeys.accessToken, next.accessToken)
    store.setItem(credentialKeys.refreshToken, next.refreshToken)
    store.setItem(credentialKeys.lastAuthUser, next.playerId)
  } else {
    for (const key of Object.values(credentialKeys)) store.removeItem(key)
  }
}

/** Subscribe to refused tokens (any 401/403); the authorization machine logs the player out. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export function reportUnauthorized(reason: 'unauthorized' | 'forbidden' | 'expired'): void {
  for (const listener of unauthorizedListeners) listener(reason)
}
