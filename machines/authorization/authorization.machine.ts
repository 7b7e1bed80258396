import { assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { setCredentials, type Credentials } from '../../src/api/credentials'
import { toFlowError, type FlowError } from '../shared/flowError'
import { restoreSession, type RestoredSession, type SessionClaims } from './restoreSession'

export type LogoutReason = 'player' | 'idle' | 'unauthorized' | 'forbidden' | 'expired'

export interface AuthorizationInput {
  /** Site data loaded before the player signs in; it survives a logout. */
  markets?: readonly unknown[]
  partners?: readonly unknown[]
}

export interface AuthorizationContext {
  markets: readonly unknown[]
  partners: readonly unknown[]
  playerId: string | null
  claims: SessionClaims | null
  logoutReason: LogoutReason | null
  error: FlowError | null
}

export type AuthorizationEvent =
  | { type: 'auth.restore' }
  | { type: 'auth.loggedIn'; credentials: Credentials; claims: SessionClaims }
  | { type: 'auth.logout'; reason?: LogoutReason }
  | { type: 'auth.unauthorized'; reason?: 'unauthorized' | 'forbidden' | 'expired' }

type Restored = DoneActorEvent<RestoredSession | null>

const playerState = { playerId: null, claims: null, error: null } as const

/**
 * Authorization (spec: pending, requested, resolved). The shell sends `auth.restore` once at start
 * and wires `onUnauthorized` to `auth.unauthorized`; the login flow sends `auth.loggedIn`.
 */
export const authorizationMachine = setup({
  types: {
    input: {} as AuthorizationInput,
    context: {} as AuthorizationContext,
    events: {} as AuthorizationEvent,
    tags: {} as 'loading' | 'anonymous' | 'authorized',
  },
  actors: { restoreSession },
  guards: {
    hasStoredSession: ({ event }) => (event as Restored).output !== null,
  },
  actions: {
    storeRestoredSession: assign(({ event }) => {
      const { playerId, claims } = (event as Restored).output!
      return { playerId, claims, logoutReason: null, error: null }
    }),
    storeRestoreError: assign({ error: ({ event }) => toFlowError((event as ErrorActorEvent).error) }),
    storeSession: assign(({ event }) => {
      const { credentials, claims } = event as Extract<AuthorizationEvent, { type: 'auth.loggedIn' }>
      return { playerId: credentials.playerId, claims, logoutReason: null, error: null }
    }),
    persistCredentials: ({ event }) =>
      setCredentials((event as Extract<AuthorizationEvent, { type: 'auth.loggedIn' }>).credentials),
    forgetCredentials: () => setCredentials(null),
    resetPlayerState: assign(({ event }) => ({
      ...playerState,
      logoutReason:
        event.type === 'auth.logout' ? (event.reason ?? 'player')
        : event.type === 'auth.unauthorized' ? (event.reason ?? 'unauthorized')
        : null,
    })),
  },
}).createMachine({
  id: 'authorization',
  description: 'Whether a signed-in player is present, and the one place a session ends.',
  context: ({ input }) => ({
    markets: input.markets ?? [],
    partners: input.partners ?? [],
    ...playerState,
    logoutReason: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      tags: ['loading'],
      description: 'Not yet known whether the visitor is signed in; protected pages show a loader.',
      on: { 'auth.restore': { target: 'requested' } },
    },
    requested: {
      tags: ['loading'],
      description: 'Reading the session a previous visit stored on this device.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            target: 'resolved.authorized',
            guard: 'hasStoredSession',
            actions: 'storeRestoredSession',
            description: 'A stored identity token that has not expired signs the player back in.',
          },
          {
            target: 'resolved.anonymous',
            description: 'No stored session, or its identity token has expired: the visitor is anonymous.',
          },
        ],
        onError: {
          target: 'resolved.anonymous',
          actions: 'storeRestoreError',
          description: 'Storage could not be read: the visitor continues anonymously.',
        },
      },
    },
    resolved: {
      description: 'Known whether a player is signed in.',
      initial: 'anonymous',
      states: {
        anonymous: {
          tags: ['anonymous'],
          description: 'An anonymous visitor: demo games only, no player data.',
          on: {
            'auth.loggedIn': {
              target: 'authorized',
              actions: ['persistCredentials', 'storeSession'],
              description: 'The login flow succeeded: the tokens are stored and calls are signed with them.',
            },
          },
        },
        authorized: {
          tags: ['authorized'],
          description: 'A signed-in player; calls carry the identity and access tokens.',
          on: {
            'auth.logout': {
              target: 'anonymous',
              actions: ['forgetCredentials', 'resetPlayerState'],
              description:
                'Logout removes the tokens and resets the whole player state, keeping only markets and partners.',
            },
            'auth.unauthorized': {
              target: 'anonymous',
              actions: ['forgetCredentials', 'resetPlayerState'],
              description: 'The server refused the token (any 401 or 403): the player is logged out the same way.',
            },
          },
        },
      },
    },
  },
})
