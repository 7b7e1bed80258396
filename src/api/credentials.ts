/**
 * The signed-in player as this device keeps them: the id and access tokens (in memory for the API
 * client, and in local storage under the spec's identity-provider key set) and the player's flags.
 * The refresh token is not among them: the platform keeps it in an HttpOnly cookie that page
 * scripts cannot read, so a script injected into the page cannot carry it off. Authorization
 * reaches it only through the actions src/flows/authorization.ts provides; the API client reads the
 * tokens from the app's one store and reports refused tokens here.
 */
import type { Credentials } from '../../machines/session/credentials'
import { noPlayerFlags, type PlayerFlags } from '../../machines/session/playerFlags'
import type { StoredSession } from '../../machines/authorization/restoreSession'

export type { Credentials }

export const credentialKeys = {
  idToken: 'croupier.idToken',
  accessToken: 'croupier.accessToken',
  lastAuthUser: 'croupier.LastAuthUser',
} as const

/** Where earlier versions kept the refresh token; removed wherever credentials are written or forgotten. */
export const retiredCredentialKeys = ['croupier.refreshToken'] as const

/** Spec local-storage keys of the login flow's flags. */
export const playerFlagKeys: Record<keyof PlayerFlags, string> = { showUpdatedTnC: 'showUpdatedTnC', firstLogin: 'firstLogin' }

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function readPlayerFlags(store: KeyValueStore): PlayerFlags {
  return {
    showUpdatedTnC: store.getItem(playerFlagKeys.showUpdatedTnC) === 'true',
    firstLogin: store.getItem(playerFlagKeys.firstLogin) === 'true',
  }
}

/** A flag that is off is removed rather than stored as `false`, as a logout leaves no key behind. */
export function writePlayerFlags(store: KeyValueStore, flags: PlayerFlags): void {
  for (const key of Object.keys(playerFlagKeys) as (keyof PlayerFlags)[]) {
    if (flags[key]) store.setItem(playerFlagKeys[key], 'true')
    else store.removeItem(playerFlagKeys[key])
  }
}

export function readCredentials(store: KeyValueStore): Credentials | null {
  const idToken = store.getItem(credentialKeys.idToken)
  const accessToken = store.getItem(credentialKeys.accessToken)
  const playerId = store.getItem(credentialKeys.lastAuthUser)
  if (!idToken || !accessToken || !playerId) return null
  return { idToken, accessToken, playerId }
}

export interface CredentialStore {
  /** The tokens calls are signed with, or null for an anonymous visitor. */
  current(): Credentials | null
  /** What a previous visit left, read at `now`; null when no complete token set is stored. */
  readStored(now: number): StoredSession | null
  store(credentials: Credentials): void
  storeFlags(flags: PlayerFlags): void
  /** Removes the tokens and the flags, from memory and from the device. */
  forget(): void
}

/**
 * A store over the given local storage (none outside a browser: then only memory). One per app;
 * tests make their own, so two of them never share a player.
 */
export function createCredentialStore(storage: () => KeyValueStore | null): CredentialStore {
  let current: Credentials | null = null
  return {
    current: () => current,
    readStored(now) {
      const store = storage()
      const credentials = store ? readCredentials(store) : null
      if (!store || !credentials) return null
      return { credentials, flags: readPlayerFlags(store), readAt: now }
    },
    store(credentials) {
      current = credentials
      const store = storage()
      if (!store) return
      store.setItem(credentialKeys.idToken, credentials.idToken)
      store.setItem(credentialKeys.accessToken, credentials.accessToken)
      store.setItem(credentialKeys.lastAuthUser, credentials.playerId)
      for (const key of retiredCredentialKeys) store.removeItem(key)
    },
    storeFlags(flags) {
      const store = storage()
      if (store) writePlayerFlags(store, flags)
    },
    forget() {
      current = null
      const store = storage()
      if (!store) return
      for (const key of [...Object.values(credentialKeys), ...retiredCredentialKeys]) store.removeItem(key)
      writePlayerFlags(store, noPlayerFlags)
    },
  }
}

/** The page's store: the API client signs calls with its tokens. */
export const credentialStore = createCredentialStore(() => (typeof window === 'undefined' ? null : window.localStorage))

export function getCredentials(): Credentials | null {
  return credentialStore.current()
}

/** Stores (or with `null` forgets) the page's tokens; tests of the API client use it. */
export function setCredentials(next: Credentials | null): void {
  if (next) credentialStore.store(next)
  else credentialStore.forget()
}

type Listener = (reason: 'unauthorized' | 'forbidden' | 'expired') => void

// Module-level like the API client that reports into it: there is one client per page.
const unauthorizedListeners = new Set<Listener>()

/** Subscribe to refused tokens (any 401/403); the root actors forward them to authorization. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export function reportUnauthorized(reason: 'unauthorized' | 'forbidden' | 'expired'): void {
  for (const listener of unauthorizedListeners) listener(reason)
}
