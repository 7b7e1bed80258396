import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import { getCredentials, setCredentials, type Credentials } from '../../src/api/credentials'
import { playerFlagKeys } from '../session/playerFlags'
import { sessionMachine } from '../session/session.machine'
import { memoryStorage } from '../session/testing'
import { describeModel } from '../tooling/model'
import { authorizationMachine } from './authorization.machine'
import type { RestoredSession } from './restoreSession'

const credentials: Credentials = { idToken: 'id.token.jwt', accessToken: 'access', refreshToken: 'refresh', playerId: 'p-42' }
const claims = { player_id: 'p-42', country_code: 'FI', exp: 4_102_444_800 }
const restored: RestoredSession = {
  playerId: 'p-42',
  claims,
  credentials,
  flags: { showUpdatedTnC: true, firstLogin: false },
}
const input = { markets: [{ id: 'FI' }], partners: [{ id: 2270 }] }

const tagsOf = (snapshot: AnyMachineSnapshot) => [...snapshot.tags].sort()

afterEach(() => setCredentials(null))

describeModel('authorization', authorizationMachine, {
  input,
  events: (snapshot) => {
    if (snapshot.matches('requested'))
      return [
        { type: 'xstate.done.actor.restoreSession', output: restored },
        { type: 'xstate.done.actor.restoreSession', output: null },
        { type: 'xstate.error.actor.restoreSession', error: new Error('storage disabled') },
      ]
    if (snapshot.matches({ resolved: 'endingSession' }))
      return [
        { type: 'xstate.done.actor.removeSessionCookie' },
        { type: 'xstate.error.actor.removeSessionCookie', error: new Error('cookies disabled') },
      ]
    const session = snapshot.matches({ resolved: 'authorized' })
      ? [{ type: 'xstate.done.actor.session', output: { reason: 'idle' } }]
      : []
    return [
      ...session,
      { type: 'auth.restore' },
      { type: 'auth.loggedIn', credentials, claims, termsUpdateRequired: true },
      { type: 'auth.logout' },
      { type: 'auth.unauthorized', reason: 'forbidden' },
      { type: 'auth.termsAccepted' },
    ]
  },
  states: {
    pending: (s) => expect(tagsOf(s)).toEqual(['loading']),
    requested: (s) => expect(tagsOf(s)).toEqual(['loading']),
    'resolved.anonymous': (s) => {
      expect(tagsOf(s)).toEqual(['anonymous'])
      expect(s.context).toMatchObject({ playerId: null, claims: null, showUpdatedTnC: false, ...input })
    },
    'resolved.authorized': (s) => {
      expect(tagsOf(s)).toEqual(['authorized'])
      expect(s.context).toMatchObject({ playerId: 'p-42', claims, ...input })
    },
    'resolved.endingSession': (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(['idle', 'forbidden']).toContain(s.context.logoutReason)
    },
  },
})

/** The real session machine with its calls answered at once and its timers silent. */
const quietSession = sessionMachine.provide({
  actors: {
    storeSessionCookie: fromPromise(async () => {}),
    watchAccessTokenExpiry: fromCallback(() => {}),
    signOutPlayer: fromPromise(async () => {}),
  },
})

describe('authorization', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }))
  afterEach(() => vi.unstubAllGlobals())

  const restoring = (session: RestoredSession | null) =>
    authorizationMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => session),
        session: quietSession,
        removeSessionCookie: fromPromise(async () => {}),
      },
    })

  const signedIn = async (session: RestoredSession | null = null) => {
    const actor = createActor(restoring(session), { input }).start()
    actor.send({ type: 'auth.restore' })
    await waitFor(actor, (s) => s.matches('resolved'))
    return actor
  }

  it('signs a returning player back in from the stored session, with the stored terms flag', async () => {
    // Arrange / Act
    const actor = await signedIn(restored)

    // Assert
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ playerId: 'p-42', showUpdatedTnC: true })
  })

  it('stores the tokens and the terms-update flag when the login flow reports a signed-in player', async () => {
    // Arrange
    const actor = await signedIn()

    // Act
    actor.send({ type: 'auth.loggedIn', credentials, claims, firstLogin: true, termsUpdateRequired: true })

    // Assert
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
    expect(getCredentials()).toEqual(credentials)
    expect(window.localStorage.getItem(playerFlagKeys.showUpdatedTnC)).toBe('true')
    expect(window.localStorage.getItem(playerFlagKeys.firstLogin)).toBe('true')
  })

  it('logout signs out on the platform, then clears tokens and player state but keeps markets and partners', async () => {
    // Arrange
    const signOut = vi.fn(async () => {})
    const actor = createActor(
      restoring(null).provide({ actors: { session: quietSession.provide({ actors: { signOutPlayer: fromPromise(signOut) } }) } }),
      { input },
    ).start()
    actor.send({ type: 'auth.restore' })
    await waitFor(actor, (s) => s.hasTag('anonymous'))
    actor.send({ type: 'auth.loggedIn', credentials, claims, termsUpdateRequired: true })

    // Act
    actor.send({ type: 'auth.logout' })
    const snapshot = await waitFor(actor, (s) => s.hasTag('anonymous'))

    // Assert
    expect(signOut).toHaveBeenCalledOnce()
    expect(getCredentials()).toBeNull()
    expect(window.localStorage.getItem(playerFlagKeys.showUpdatedTnC)).toBeNull()
    expect(snapshot.context).toEqual({
      markets: input.markets,
      partners: input.partners,
      playerId: null,
      claims: null,
      showUpdatedTnC: false,
      firstLogin: false,
      logoutReason: 'player',
      error: null,
    })
  })

  it('logs the player out at once when the server refuses the token', async () => {
    // Arrange
    const actor = await signedIn(restored)

    // Act
    actor.send({ type: 'auth.unauthorized', reason: 'forbidden' })

    // Assert: the tokens are gone before the cookie is even removed
    expect(getCredentials()).toBeNull()
    const snapshot = await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(snapshot.context.logoutReason).toBe('forbidden')
    expect(snapshot.context.playerId).toBeNull()
  })

  it('stops redirecting to the terms page once the player accepted them', async () => {
    // Arrange
    const actor = await signedIn(restored)

    // Act
    actor.send({ type: 'auth.termsAccepted' })

    // Assert
    expect(actor.getSnapshot().context.showUpdatedTnC).toBe(false)
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
  })

  it('starts with empty markets and partners when none are given', () => {
    // Arrange / Act
    const actor = createActor(restoring(null), { input: {} }).start()

    // Assert
    expect(actor.getSnapshot().context.markets).toEqual([])
    expect(actor.getSnapshot().context.partners).toEqual([])
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
  })
})
