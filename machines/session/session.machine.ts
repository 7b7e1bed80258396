import { assign, setup, type DoneActorEvent } from 'xstate'
import { setCredentials, type Credentials } from '../../src/api/credentials'
import {
  countDownSeconds,
  logoutIdlePlayer,
  refreshTokens,
  signOutPlayer,
  storeSessionCookie,
  watchAccessTokenExpiry,
  type TokenSet,
} from '../../src/api/session.actors'

/** Spec 000 §9: the inactivity constant, and the derived interval the idle modal counts down. */
export const INACTIVITY_MS = 1_800_000
export const IDLE_COUNTDOWN_MS = 180_000
/** Refresh this long before the access token expires, so no call is sent with a dead token. */
export const REFRESH_MARGIN_MS = 60_000

export type SessionEndReason = 'player' | 'idle' | 'expired'

export interface SessionInput {
  /** Null only when a restored session carried no tokens; nothing is then refreshed or written. */
  credentials: Credentials | null
  /** True for tokens read back from storage (a reload), false for tokens the login just received. */
  restored?: boolean
}

export interface SessionContext {
  credentials: Credentials | null
  /** The tokens came from storage rather than straight from the platform: their expiry is checked. */
  restored: boolean
  /** Seconds left on the idle-player modal. */
  secondsLeft: number
  endReason: SessionEndReason | null
}

export interface SessionOutput {
  reason: SessionEndReason
}

export type SessionEvent =
  | { type: 'session.activity' }
  | { type: 'session.continue' }
  | { type: 'session.signOut' }
  | { type: 'session.refreshDue' }
  | { type: 'session.accessExpired' }
  | { type: 'session.tick'; secondsLeft: number }

const countdownSeconds = IDLE_COUNTDOWN_MS / 1000

/**
 * A signed-in player's session, run by authorization while a player is signed in: the id-token
 * cookie, access-token refresh, the idle-player modal, and the three ways a session ends (sign
 * out, idle logout, expiry). It finishes with the reason; authorization then clears the player.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    output: {} as SessionOutput,
    tags: {} as 'idleWarning' | 'ending',
  },
  actors: {
    storeSessionCookie,
    watchAccessTokenExpiry,
    refreshTokens,
    countDownSeconds,
    signOutPlayer,
    logoutIdlePlayer,
  },
  delays: { inactivity: INACTIVITY_MS, idleCountdown: IDLE_COUNTDOWN_MS },
  actions: {
    storeRefreshedTokens: assign(({ context, event }) => {
      const tokens = (event as unknown as DoneActorEvent<TokenSet>).output
      const credentials: Credentials = {
        idToken: tokens.idToken,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        playerId: context.credentials?.playerId ?? '',
      }
      return { credentials, restored: false }
    }),
    persistCredentials: ({ context }) => setCredentials(context.credentials),
    restartCountdown: assign({ secondsLeft: countdownSeconds }),
    storeSecondsLeft: assign({
      secondsLeft: ({ event }) => (event as Extract<SessionEvent, { type: 'session.tick' }>).secondsLeft,
    }),
    endByPlayer: assign({ endReason: 'player' as const }),
    endByIdleness: assign({ endReason: 'idle' as const }),
    endByExpiry: assign({ endReason: 'expired' as const }),
  },
}).createMachine({
  id: 'session',
  description: 'The signed-in session: cookie, token refresh, idle-player modal, and how it ends.',
  context: ({ input }) => ({
    credentials: input.credentials,
    restored: input.restored ?? false,
    secondsLeft: countdownSeconds,
    endReason: null,
  }),
  output: ({ context }) => ({ reason: context.endReason ?? 'player' }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      description: 'The player is signed in.',
      on: {
        'session.signOut': {
          target: 'signingOut',
          description: 'The player chose Log out.',
        },
      },
      states: {
        tokens: {
          initial: 'storingCookie',
          states: {
            storingCookie: {
              description: 'The id-token cookie is written for one year on the parent domain (secure, same-site none).',
              invoke: {
                id: 'storeSessionCookie',
                src: 'storeSessionCookie',
                input: ({ context }) => ({
                  idToken: context.credentials?.idToken ?? null,
                }),
                onDone: { target: 'valid' },
                onError: {
                  target: 'valid',
                  description:
                    'A cookie the browser refuses does not end the session: the tokens in storage still work.',
                },
              },
            },
            valid: {
              description: 'The access token is valid; a refresh is scheduled a minute before it expires.',
              invoke: {
                id: 'watchAccessTokenExpiry',
                src: 'watchAccessTokenExpiry',
                input: ({ context }) => ({
                  accessToken: context.credentials?.accessToken ?? null,
                  receivedNow: !context.restored,
                  marginMs: REFRESH_MARGIN_MS,
                }),
              },
              on: {
                'session.refreshDue': { target: 'refreshing' },
                'session.accessExpired': {
                  target: '#session.expired',
                  actions: 'endByExpiry',
                  description: 'The stored access token had already expired: the player is logged out.',
                },
              },
            },
            refreshing: {
              description: 'The refresh token is exchanged for fresh tokens.',
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                input: ({ context }) => ({
                  refreshToken: context.credentials?.refreshToken ?? '',
                }),
                onDone: {
                  target: 'storingCookie',
                  actions: ['storeRefreshedTokens', 'persistCredentials'],
                },
                onError: {
                  target: '#session.expired',
                  actions: 'endByExpiry',
                  description:
                    'The refresh was refused or failed: the session cannot continue and the player is logged out.',
                },
              },
            },
          },
        },
        presence: {
          initial: 'attentive',
          states: {
            attentive: {
              description:
                'The player is active; 30 minutes without a pointer or key event opens the idle-player modal.',
              on: {
                'session.activity': {
                  target: 'attentive',
                  reenter: true,
                  description: 'Any pointer or key activity restarts the 30 minutes.',
                },
              },
              after: { inactivity: { target: 'warned' } },
            },
            warned: {
              tags: ['idleWarning'],
              description: 'The idle-player modal counts down 3 minutes; Continue keeps the session.',
              entry: 'restartCountdown',
              invoke: {
                id: 'countDownSeconds',
                src: 'countDownSeconds',
                input: { seconds: countdownSeconds },
              },
              on: {
                'session.tick': { actions: 'storeSecondsLeft' },
                'session.continue': {
                  target: 'attentive',
                  description: 'The player chose Continue (or pressed Escape): the 30 minutes start again.',
                },
              },
              after: {
                idleCountdown: {
                  target: '#session.loggingOutIdle',
                  description: 'No answer within 3 minutes: the player is logged out for inactivity.',
                },
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: ['ending'],
      description: 'The platform is asked to revoke the tokens.',
      invoke: {
        id: 'signOutPlayer',
        src: 'signOutPlayer',
        onDone: { target: 'signedOut', actions: 'endByPlayer' },
        onError: {
          target: 'signedOut',
          actions: 'endByPlayer',
          description: 'Even when the platform cannot be reached the player is logged out on this device.',
        },
      },
    },
    loggingOutIdle: {
      tags: ['ending'],
      description: 'The platform is told of the inactivity logout and revokes the tokens.',
      invoke: {
        id: 'logoutIdlePlayer',
        src: 'logoutIdlePlayer',
        onDone: { target: 'idledOut', actions: 'endByIdleness' },
        onError: { target: 'idledOut', actions: 'endByIdleness' },
      },
    },
    signedOut: { type: 'final', description: 'The player logged out.' },
    idledOut: {
      type: 'final',
      description: 'The player was logged out for inactivity.',
    },
    expired: {
      type: 'final',
      description: 'The tokens expired or were refused; the player was logged out.',
    },
  },
})
