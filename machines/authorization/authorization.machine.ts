import { assign, sendTo, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { setCredentials, type Credentials } from '../../src/api/credentials'
import { removeSessionCookie } from '../../src/api/session.actors'
import { toFlowError, type FlowError } from '../shared/flowError'
import { noPlayerFlags, writePlayerFlags, type PlayerFlags } from '../session/playerFlags'
import { sessionMachine, type SessionInput, type SessionOutput } from '../session/session.machine'
import { restoreSession, type RestoredSession, type SessionClaims } from './restoreSession'

export type LogoutReason = 'player' | 'idle' | 'unauthorized' | 'forbidden' | 'expired'

export interface AuthorizationInput {
  /** Site data loaded before the player signs in; it survives a logout. */
  markets?: readonly unknown[]
  partners?: readonly unknown[]
}

export interface AuthorizationContext extends PlayerFlags {
  markets: readonly unknown[]
  partners: readonly unknown[]
  playerId: string | null
  claims: SessionClaims | null
  logoutReason: LogoutReason | null
  error: FlowError | null
}

export type AuthorizationEvent =
  | { type: 'auth.restore' }
  | {
      type: 'auth.loggedIn'
      credentials: Credentials
      claims: SessionClaims
      /** First login after registration (welcome). */
      firstLogin?: boolean
      /** A newer terms version exists than the player accepted (guard 9). */
      termsUpdateRequired?: boolean
    }
  | { type: 'auth.logout' }
  | {
      type: 'auth.unauthorized'
      reason?: 'unauthorized' | 'forbidden' | 'expired'
    }
  | { type: 'auth.termsAccepted' }

type LoggedIn = Extract<AuthorizationEvent, { type: 'auth.loggedIn' }>
type Restored = DoneActorEvent<RestoredSession | null>

// Invocation results reach actions and guards typed as the machine's own events.
const restoredOf = (event: { type: string }) => (event as unknown as Restored).output
const sessionEndOf = (event: { type: string }) => (event as unknown as DoneActorEvent<SessionOutput>).output

const playerState = {
  playerId: null,
  claims: null,
  error: null,
  ...noPlayerFlags,
} as const

/**
 * Authorization (spec: pending, requested, resolved). The shell sends `auth.restore` once at start
 * and wires `onUnauthorized` to `auth.unauthorized`; the login flow sends `auth.loggedIn`. While a
 * player is signed in the session actor runs (cookie, refresh, idle modal) and reports how it ended.
 */
export const authorizationMachine = setup({
  types: {
    input: {} as AuthorizationInput,
    context: {} as AuthorizationContext,
    events: {} as AuthorizationEvent,
    tags: {} as 'loading' | 'anonymous' | 'authorized',
  },
  actors: { restoreSession, session: sessionMachine, removeSessionCookie },
  guards: {
    hasStoredSession: ({ event }) => restoredOf(event) !== null,
  },
  actions: {
    storeRestoredSession: assign(({ event }) => {
      const { playerId, claims, flags } = restoredOf(event)!
      return {
        playerId,
        claims,
        ...(flags ?? noPlayerFlags),
        logoutReason: null,
        error: null,
      }
    }),
    storeRestoreError: assign({
      error: ({ event }) => toFlowError((event as unknown as ErrorActorEvent).error),
    }),
    storeSession: assign(({ event }) => {
      const { credentials, claims, firstLogin, termsUpdateRequired } = event as LoggedIn
      return {
        playerId: credentials.playerId,
        claims,
        firstLogin: firstLogin ?? false,
        showUpdatedTnC: termsUpdateRequired ?? false,
        logoutReason: null,
        error: null,
      }
    }),
    persistCredentials: ({ event }) => setCredentials((event as LoggedIn).credentials),
    persistFlags: ({ context }) =>
      writePlayerFlags({
        showUpdatedTnC: context.showUpdatedTnC,
        firstLogin: context.firstLogin,
      }),
    clearTermsFlag: assign({ showUpdatedTnC: false }),
    signOutSession: sendTo('session', { type: 'session.signOut' }),
    forgetCredentials: () => {
      setCredentials(null)
      writePlayerFlags(null)
    },
    storeSessionEnd: assign({
      logoutReason: ({ event }) => sessionEndOf(event).reason,
    }),
    storeRefusal: assign({
      logoutReason: ({ event }) =>
        (event as Extract<AuthorizationEvent, { type: 'auth.unauthorized' }>).reason ?? 'unauthorized',
    }),
    resetPlayerState: assign(playerState),
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
              actions: ['persistCredentials', 'storeSession', 'persistFlags'],
              description:
                'The login flow succeeded: the tokens and the terms-update and first-login flags are stored, and calls are signed.',
            },
          },
        },
        authorized: {
          tags: ['authorized'],
          description: 'A signed-in player; calls carry the identity and access tokens.',
          invoke: {
            id: 'session',
            src: 'session',
            input: ({ event }): SessionInput =>
              event.type === 'auth.loggedIn'
                ? { credentials: event.credentials, restored: false }
                : { credentials: restoredOf(event)?.credentials ?? null, restored: true },
            onDone: {
              target: 'endingSession',
              actions: 'storeSessionEnd',
              description: 'The session ended: the player logged out, was idle too long, or the tokens expired.',
            },
          },
          on: {
            'auth.logout': {
              actions: 'signOutSession',
              description: 'The player asked to log out: the session revokes the tokens on the platform first.',
            },
            'auth.unauthorized': {
              target: 'endingSession',
              actions: 'storeRefusal',
              description: 'The server refused the token (any 401 or 403): the player is logged out at once.',
            },
            'auth.termsAccepted': {
              actions: ['clearTermsFlag', 'persistFlags'],
              description: 'The player accepted the updated terms: pages are no longer redirected to the terms page.',
            },
          },
        },
        endingSession: {
          tags: ['loading'],
          description:
            'The tokens and flags are forgotten at once and the id-token cookie is removed; the whole player state resets, keeping only markets and partners.',
          entry: 'forgetCredentials',
          invoke: {
            id: 'removeSessionCookie',
            src: 'removeSessionCookie',
            onDone: { target: 'anonymous', actions: 'resetPlayerState' },
            onError: { target: 'anonymous', actions: 'resetPlayerState' },
          },
        },
      },
    },
  },
})
