import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { logoutMachine } from '../logout/logout.machine'
import type { Credentials } from '../session/credentials'
import type { PlayerFlags } from '../session/playerFlags'
import { sessionMachine } from '../session/session.machine'
import type { OpenPage } from '../shared/provided'
import { authorizationMachine } from './authorization.machine'
import { idExpired, input, loggedIn, loginCredentials, stored, storedCredentials } from './authorization.fixtures'
import type { StoredSession } from './restoreSession'

/** What one device holds, kept by the provided actions: two of these never share a player. */
function memoryDevice(initial: StoredSession | null = null) {
  const device = {
    /** The tokens calls would be signed with (memory), apart from what storage holds. */
    current: null as Credentials | null,
    stored: initial as { credentials: Credentials | null; flags: PlayerFlags } | null,
    cookie: null as string | null,
    playerData: ['markets', 'countries', 'balance', 'profile'],
    pages: [] as OpenPage[],
    refreshes: 0,
  }
  const forget = () => {
    device.current = null
    device.stored = null
  }
  const store = (credentials: Credentials) => {
    device.current = credentials
    device.stored = { credentials, flags: device.stored?.flags ?? { showUpdatedTnC: false, firstLogin: false } }
  }
  const session = sessionMachine.provide({
    actors: {
      watchAccessToken: fromCallback(() => {}),
      refreshTokens: fromPromise(() => Promise.reject(new Error('not in these tests'))),
      signOutPlayer: fromPromise(async () => {}),
      logoutIdlePlayer: fromPromise(async () => {}),
    },
    actions: {
      storeCredentials: (_, credentials) => store(credentials),
      storeSessionCookie: (_, { idToken }) => void (device.cookie = idToken),
    },
  })
  const logout = logoutMachine.provide({
    actions: {
      forgetStoredSession: forget,
      removeSessionCookie: () => void (device.cookie = null),
      forgetPlayerData: (_, { keep }) => void (device.playerData = device.playerData.filter((data) => (keep as readonly string[]).includes(data))),
      openPage: (_, page) => void device.pages.push(page),
    },
  })
  const machine = authorizationMachine.provide({
    actors: { restoreSession: fromPromise(async () => initial), session, logout },
    actions: {
      storeCredentials: (_, credentials) => store(credentials),
      storePlayerFlags: (_, flags) => void (device.stored = { credentials: device.stored?.credentials ?? null, flags }),
      forgetStoredSession: forget,
      refreshServerData: () => void device.refreshes++,
    },
  })
  return { device, machine }
}

async function started(initial: StoredSession | null = null, langmarket = 'fi-FI') {
  const { device, machine } = memoryDevice(initial)
  const actor = createActor(machine, { input: { ...input, langmarket } }).start()
  actor.send({ type: 'auth.restore' })
  await waitFor(actor, (s) => s.matches('resolved'))
  return { actor, device }
}

describe('authorization', () => {
  it('signs a returning player back in from the stored session, with the stored terms flag', async () => {
    // Arrange / Act
    const { actor, device } = await started(stored)

    // Assert
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ playerId: 'p-42', showUpdatedTnC: true })
    expect(device.current).toEqual(storedCredentials)
    expect(device.cookie).toBe(storedCredentials.idToken)
  })

  it('removes a stored session whose tokens expired, and the visitor stays anonymous', async () => {
    // Arrange / Act
    const { actor, device } = await started(idExpired)

    // Assert
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true)
    expect(device.stored).toBeNull()
    expect(device.pages).toEqual([])
  })

  it('stores the tokens and flags and fetches the page data again when the login flow reports a signed-in player', async () => {
    // Arrange
    const { actor, device } = await started()

    // Act
    actor.send(loggedIn)

    // Assert
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
    expect(device.stored).toEqual({ credentials: loginCredentials, flags: { showUpdatedTnC: true, firstLogin: true } })
    expect(device.cookie).toBe('id-7')
    expect(device.refreshes).toBe(1)
  })

  it('takes a login that sends no flags as no terms update and no first login', async () => {
    // Arrange
    const { actor, device } = await started()

    // Act
    actor.send({ type: 'auth.loggedIn', credentials: loginCredentials, claims: { player_id: 'p-7' } })

    // Assert
    expect(actor.getSnapshot().context).toMatchObject({ showUpdatedTnC: false, firstLogin: false })
    expect(device.stored?.flags).toEqual({ showUpdatedTnC: false, firstLogin: false })
  })

  it('logout signs out, forgets the player on the device, keeps the site data and goes home once', async () => {
    // Arrange
    const { actor, device } = await started()
    actor.send(loggedIn)

    // Act
    actor.send({ type: 'auth.logout' })
    const snapshot = await waitFor(actor, (s) => s.hasTag('anonymous'))

    // Assert
    expect(device).toMatchObject({ current: null, stored: null, cookie: null, playerData: ['markets', 'countries'] })
    expect(device.pages).toEqual([{ href: '/fi-FI', replace: true }])
    expect(snapshot.context).toEqual({
      langmarket: 'fi-FI',
      markets: input.markets,
      partners: input.partners,
      playerId: null,
      claims: null,
      session: null,
      showUpdatedTnC: false,
      firstLogin: false,
      logoutReason: 'player',
      error: null,
    })
  })

  it('logs the player out at once when the server refuses the token, to the home page of the locale now browsed', async () => {
    // Arrange
    const { actor, device } = await started(stored)
    actor.send({ type: 'auth.langmarketChanged', langmarket: 'sv-SE' })

    // Act
    actor.send({ type: 'auth.unauthorized', reason: 'forbidden' })

    // Assert: nothing to wait for on the platform
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true)
    expect(actor.getSnapshot().context.logoutReason).toBe('forbidden')
    expect(device.stored).toBeNull()
    expect(device.pages).toEqual([{ href: '/sv-SE', replace: true }])
  })

  it('goes home once per logout, however many logouts and refusals follow', async () => {
    // Arrange
    const { actor, device } = await started(stored)

    // Act
    actor.send({ type: 'auth.unauthorized' })
    actor.send({ type: 'auth.unauthorized' })
    actor.send(loggedIn)
    actor.send({ type: 'auth.unauthorized' })

    // Assert
    expect(device.pages).toHaveLength(2)
    expect(actor.getSnapshot().context.logoutReason).toBe('unauthorized')
  })

  it('stops redirecting to the terms page once the player accepted them, on the device too', async () => {
    // Arrange
    const { actor, device } = await started(stored)

    // Act
    actor.send({ type: 'auth.termsAccepted' })

    // Assert
    expect(actor.getSnapshot().context.showUpdatedTnC).toBe(false)
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
    expect(device.stored?.flags).toEqual({ showUpdatedTnC: false, firstLogin: false })
  })

  it('runs two machines side by side without sharing a player, a device or a page', async () => {
    // Arrange
    const first = await started(stored, 'fi-FI')
    const second = await started(null, 'en-UN')

    // Act
    second.actor.send(loggedIn)
    first.actor.send({ type: 'auth.unauthorized' })

    // Assert
    expect(first.actor.getSnapshot().hasTag('anonymous')).toBe(true)
    expect(first.device).toMatchObject({ stored: null, cookie: null, pages: [{ href: '/fi-FI', replace: true }] })
    expect(second.actor.getSnapshot().context.playerId).toBe('p-7')
    expect(second.device).toMatchObject({ cookie: 'id-7', pages: [], playerData: ['markets', 'countries', 'balance', 'profile'] })
    expect(second.device.stored?.credentials).toEqual(loginCredentials)
  })

  it('stays anonymous, keeping the reason, when the stored session cannot be read', async () => {
    // Arrange
    const { machine } = memoryDevice()
    const actor = createActor(machine.provide({ actors: { restoreSession: fromPromise(() => Promise.reject(new Error('SecurityError'))) } }), { input }).start()

    // Act
    actor.send({ type: 'auth.restore' })
    const snapshot = await waitFor(actor, (s) => s.matches('resolved'))

    // Assert
    expect(snapshot.hasTag('anonymous')).toBe(true)
    expect(snapshot.context.error).toEqual({ code: 'error.unknown', message: 'SecurityError' })
  })

  it('waits for auth.restore before reading storage', () => {
    // Arrange
    const restore = vi.fn(async (): Promise<StoredSession | null> => null)
    const { machine } = memoryDevice()

    // Act
    const actor = createActor(machine.provide({ actors: { restoreSession: fromPromise(restore) } }), { input: { langmarket: 'fi-FI' } }).start()

    // Assert
    expect(restore).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toMatchObject({ markets: [], partners: [] })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
  })
})
