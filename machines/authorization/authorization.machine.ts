import { assign, sendTo, setup } from 'xstate'
import { logoutMachine } from '../logout/logout.machine'
import type { Credentials } from '../session/credentials'
import { noPlayerFlags, type PlayerFlags } from '../session/playerFlags'
import { sessionMachine, type SessionInput } from '../session/session.machine'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { providedAction, providedActor } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import { resumableClaims, type SessionClaims, type StoredSession } from './restoreSession'

/** Why the last session ended: the player's choice, inactivity, or the platform refusing the tokens. */
export type LogoutReason = 'player' | 'idle' | 'unauthorized' | 'forbidden' | 'expired'

export type RefusalReason = 'unauthorized' | 'forbidden' | 'expired'

export interface AuthorizationInput {
  /** The `{language}-{market}` the visitor opened the site in; a logout returns to its home page. */
  langmarket: string
  /** Site data loaded before the player signs in; it survives a logout. */
  markets?: readonly unknown[]
  partners?: readonly unknown[]
}

export interface AuthorizationContext extends PlayerFlags {
  langmarket: string
  markets: readonly unknown[]
  partners: readonly unknown[]
  playerId: string | null
  claims: SessionClaims | null
  /** How the current session began (tokens, and when stored ones were read); the session starts from it. */
  session: SessionInput | null
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
  | { type: 'auth.unauthorized'; reason?: RefusalReason }
  | { type: 'auth.termsAccepted' }
  | { type: 'auth.langmarketChanged'; langmarket: string }

type LoggedIn = Extract<AuthorizationEvent, { type: 'auth.loggedIn' }>

const noPlayer = {
  playerId: null,
  claims: null,
  session: null,
  error: null,
  ...noPlayerFlags,
} as const

/**
 * Authorization (spec: pending, requested, resolved). The shell sends `auth.restore` once at start,
 * reports refused tokens as `auth.unauthorized` and the locale in the URL as
 * `auth.langmarketChanged`; the login and registration flows send `auth.loggedIn`. While a player
 * is signed in the session runs (cookie, refresh, idle modal); when it ends, the logout runs.
 * Storage and server data are src/'s, reached only through the provided actions below.
 */
export const authorizationMachine = setup({
  types: machineTypes<AuthorizationInput, AuthorizationContext, AuthorizationEvent, 'loading' | 'anonymous' | 'authorized'>(),
  actors: {
    restoreSession: providedActor<StoredSession | null>('restoreSession'),
    session: sessionMachine,
    logout: logoutMachine,
  },
  guards: {
    isResumable: (_, stored: StoredSession | null) => stored !== null && resumableClaims(stored) !== null,
  },
  actions: {
    storeRestoredSession: assign((_, stored: StoredSession) => ({
      playerId: stored.credentials.playerId,
      claims: resumableClaims(stored),
      ...stored.flags,
      session: { credentials: stored.credentials, readAt: stored.readAt },
      logoutReason: null,
      error: null,
    })),
    storeRestoreError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    storeSession: assign((_, event: LoggedIn) => ({
      playerId: event.credentials.playerId,
      claims: event.claims,
      session: { credentials: event.credentials, readAt: null },
      firstLogin: event.firstLogin ?? false,
      showUpdatedTnC: event.termsUpdateRequired ?? false,
      logoutReason: null,
      error: null,
    })),
    clearTermsFlag: assign({ showUpdatedTnC: false }),
    signOutSession: sendTo('session', { type: 'session.signOut' }),
    storeSessionEnd: assign((_, reason: LogoutReason) => ({ logoutReason: reason })),
    resetPlayerState: assign(noPlayer),
    storeLangmarket: assign((_, langmarket: string) => ({ langmarket })),
    /** The tokens sign every later call; src keeps them in memory and on the device. */
    storeCredentials: providedAction<Credentials>('storeCredentials'),
    storePlayerFlags: providedAction<PlayerFlags>('storePlayerFlags'),
    /** A stored session that cannot be resumed is removed from the device. */
    forgetStoredSession: providedAction('forgetStoredSession'),
    /** Server data fetched for an anonymous visitor is fetched again for the signed-in player. */
    refreshServerData: providedAction('refreshServerData'),
  },
}).createMachine({
  id: 'authorization',
  description: 'Whether a signed-in player is present, and the one place a session ends.',
  context: ({ input }) => ({
    langmarket: input.langmarket,
    markets: input.markets ?? [],
    partners: input.partners ?? [],
    ...noPlayer,
    logoutReason: null,
  }),
  on: {
    'auth.langmarketChanged': {
      actions: { type: 'storeLangmarket', params: ({ event }) => event.langmarket },
      description: 'The visitor moved to another language or market; a logout returns to that home page.',
    },
  },
  initial: 'pending',
  states: {
    pending: {
      tags: ['loading'],
      description: 'Not yet known whether the visitor is signed in; protected pages show a loader.',
      on: {
        'auth.restore': {
          target: 'requested',
          description: 'The site has started: the session a previous visit left is looked for.',
        },
      },
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
            guard: { type: 'isResumable', params: ({ event }) => event.output },
            actions: [
              // isResumable has just checked that a session was stored.
              { type: 'storeRestoredSession', params: ({ event }) => event.output! },
              { type: 'storeCredentials', params: ({ event }) => event.output!.credentials },
            ],
            description:
              'Stored tokens that have not expired sign the player back in, with the stored terms-update and first-login flags.',
          },
          {
            target: 'resolved.anonymous',
            actions: 'forgetStoredSession',
            description:
              'No session was stored, or its identity or access token has expired or cannot be read: whatever is stored is removed and the visitor is anonymous.',
          },
        ],
        onError: {
          target: 'resolved.anonymous',
          actions: { type: 'storeRestoreError', params: invokeError },
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
              actions: [
                { type: 'storeSession', params: ({ event }) => event },
                { type: 'storeCredentials', params: ({ event }) => event.credentials },
                {
                  type: 'storePlayerFlags',
                  params: ({ context }) => ({ showUpdatedTnC: context.showUpdatedTnC, firstLogin: context.firstLogin }),
                },
                'refreshServerData',
              ],
              description:
                'The login flow succeeded: the tokens and the terms-update and first-login flags are stored, calls are signed, and the page data is fetched again for the player.',
            },
          },
        },
        authorized: {
          tags: ['authorized'],
          description: 'A signed-in player; calls carry the identity and access tokens.',
          invoke: {
            id: 'session',
            src: 'session',
            // Both ways into this state (a resumed session, a login) set how the session began.
            input: ({ context }) => context.session!,
            onDone: {
              target: 'endingSession',
              actions: { type: 'storeSessionEnd', params: ({ event }) => event.output.reason },
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
              actions: { type: 'storeSessionEnd', params: ({ event }) => event.reason ?? 'unauthorized' },
              description: 'The server refused the token (any 401 or 403): the player is logged out at once.',
            },
            'auth.termsAccepted': {
              actions: [
                'clearTermsFlag',
                {
                  type: 'storePlayerFlags',
                  params: ({ context }) => ({ showUpdatedTnC: context.showUpdatedTnC, firstLogin: context.firstLogin }),
                },
              ],
              description: 'The player accepted the updated terms: pages are no longer redirected to the terms page.',
            },
          },
        },
        endingSession: {
          tags: ['loading'],
          description:
            'The logout forgets the player on this device (tokens, flags, cookie, player data) and returns home; the whole player state resets, keeping only markets and partners.',
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ langmarket: context.langmarket }),
            onDone: {
              target: 'anonymous',
              actions: 'resetPlayerState',
              description: 'The player is logged out and the visitor is on the home page.',
            },
            onError: {
              target: 'anonymous',
              actions: 'resetPlayerState',
              description: 'Even when the device could not be cleared completely, the player is logged out.',
            },
          },
        },
      },
    },
  },
})
