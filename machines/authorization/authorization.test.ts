import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import { getCredentials, setCredentials, type Credentials } from '../../src/api/credentials'
import { describeModel } from '../tooling/model'
import { authorizationMachine } from './authorization.machine'
import type { RestoredSession } from './restoreSession'

const credentials: Credentials = { idToken: 'id.token.jwt', accessToken: 'access', refreshToken: 'refresh', playerId: 'p-42' }
const claims = { player_id: 'p-42', country_code: 'FI', exp: 4_102_444_800 }
const restored: RestoredSession = { playerId: 'p-42', claims }
const input = { markets: [{ id: 'FI' }], partners: [{ id: 2270 }] }

const tagsOf = (snapshot: AnyMachineSnapshot) => [...snapshot.tags].sort()

afterEach(() => setCredentials(null))

describeModel('authorization', authorizationMachine, {
  input,
  events: (snapshot) =>
    snapshot.matches('requested')
      ? [
          { type: 'xstate.done.actor.restoreSession', output: restored },
          { type: 'xstate.done.actor.restoreSession', output: null },
          { type: 'xstate.error.actor.restoreSession', error: new Error('storage disabled') },
        ]
      : [
          { type: 'auth.restore' },
          { type: 'auth.loggedIn', credentials, claims },
          { type: 'auth.logout', reason: 'player' },
          { type: 'auth.unauthorized', reason: 'forbidden' },
        ],
  states: {
    pending: (s) => expect(tagsOf(s)).toEqual(['loading']),
    requested: (s) => expect(tagsOf(s)).toEqual(['loading']),
    'resolved.anonymous': (s) => {
      expect(tagsOf(s)).toEqual(['anonymous'])
      expect(s.context).toMatchObject({ playerId: null, claims: null, ...input })
    },
    'resolved.authorized': (s) => {
      expect(tagsOf(s)).toEqual(['authorized'])
      expect(s.context).toMatchObject({ playerId: 'p-42', claims, ...input })
    },
  },
})

describe('authorization', () => {
  const restoring = (session: RestoredSession | null) =>
    authorizationMachine.provide({ actors: { restoreSession: fromPromise(async () => session) } })

  it('signs a returning player back in from the stored session', async () => {
    // Arrange
    const actor = createActor(restoring(restored), { input }).start()

    // Act
    actor.send({ type: 'auth.restore' })
    const snapshot = await waitFor(actor, (s) => s.matches('resolved'))

    // Assert
    expect(snapshot.hasTag('authorized')).toBe(true)
    expect(snapshot.context.playerId).toBe('p-42')
  })

  it('stores the tokens when the login flow reports a signed-in player', async () => {
    // Arrange
    const actor = createActor(restoring(null), { input }).start()
    actor.send({ type: 'auth.restore' })
    await waitFor(actor, (s) => s.hasTag('anonymous'))

    // Act
    actor.send({ type: 'auth.loggedIn', credentials, claims })

    // Assert
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true)
    expect(getCredentials()).toEqual(credentials)
  })

  it('logout clears the tokens and the player state but keeps markets and partners', async () => {
    // Arrange
    const actor = createActor(restoring(null), { input }).start()
    actor.send({ type: 'auth.restore' })
    await waitFor(actor, (s) => s.hasTag('anonymous'))
    actor.send({ type: 'auth.loggedIn', credentials, claims })

    // Act
    actor.send({ type: 'auth.logout' })

    // Assert
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('anonymous')).toBe(true)
    expect(getCredentials()).toBeNull()
    expect(snapshot.context).toEqual({
      markets: input.markets,
      partners: input.partners,
      playerId: null,
      claims: null,
      logoutReason: 'player',
      error: null,
    })
  })

  it('logs the player out when the server refuses the token', async () => {
    // Arrange
    const actor = createActor(restoring(restored), { input }).start()
    actor.send({ type: 'auth.restore' })
    await waitFor(actor, (s) => s.hasTag('authorized'))

    // Act
    actor.send({ type: 'auth.unauthorized', reason: 'forbidden' })

    // Assert
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true)
    expect(actor.getSnapshot().context.logoutReason).toBe('forbidden')
    expect(actor.getSnapshot().context.playerId).toBeNull()
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
