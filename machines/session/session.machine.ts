import { assign, setup } from 'xstate'
import type { ResponseBody } from '../shared/contract'
import { providedAction, providedActor } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import { providedCallback } from '../shared/provided'
import type { Credentials } from './credentials'
import { accessTokenRemainingMs, refreshDelayMs } from './tokenTiming'

/** Spec 000 §9: the inactivity constant, and the derived interval the idle modal counts down. */
export const INACTIVITY_MS = 1_800_000
export const IDLE_COUNTDOWN_MS = 180_000
export const IDLE_COUNTDOWN_SECONDS = IDLE_COUNTDOWN_MS / 1000
/** Refresh this long before the access token expires, so no call is sent with a dead token. */
export const REFRESH_MARGIN_MS = 60_000

export type SessionEndReason = 'player' | 'idle' | 'expired'

export interface SessionInput {
  credentials: Credentials
  /**
   * Device time (ms) at which the tokens were read back from storage (a reload); null or absent for
   * tokens the login just received. Only stored tokens are timed against the device clock.
   */
  readAt?: number | null
}

export interface SessionContext {
  credentials: Credentials
  readAt: number | null
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
  /** The access token is due for a refresh (sent by `watchAccessToken`). */
  | { type: 'session.refreshDue' }

/** When `watchAccessToken` sends `session.refreshDue`. */
export interface RefreshSchedule {
  delayMs: number
}

/** POST /player/token/refresh: no input, the refresh cookie is the credential. */
export type TokenSet = ResponseBody<'refreshTokens'>

/** What the cookie other services on the brand's domains read the session from must hold. */
export interface SessionCookie {
  idToken: string
}

const remainingMs = (context: SessionContext) => accessTokenRemainingMs(context.credentials.accessToken, context.readAt)

/**
 * A signed-in player's session, run by authorization while a player is signed in: the id-token
 * cookie, access-token refresh, the idle-player modal, and the three ways a session ends (sign
 * out, idle logout, expiry). It finishes with the reason; authorization then runs the logout.
 */
export const sessionMachine = setup({
  types: { ...machineTypes<SessionInput, SessionContext, SessionEvent, 'idleWarning' | 'ending'>(), output: {} as SessionOutput },
  actors: {
    refreshTokens: providedActor<TokenSet>('refreshTokens'),
    signOutPlayer: providedActor<void>('signOutPlayer'),
    logoutIdlePlayer: providedActor<void>('logoutIdlePlayer'),
    /**
     * A timer outside the machine because the parallel presence timers run at the same time; the
     * machine decides when (`delayMs`), src/ only waits.
     */
    watchAccessToken: providedCallback<RefreshSchedule>('watchAccessToken'),
  },
  delays: {
    inactivity: INACTIVITY_MS,
    idleCountdown: IDLE_COUNTDOWN_MS,
    oneSecond: 1000,
  },
  guards: {
    isAccessTokenTimed: ({ context }) => remainingMs(context) !== null,
  },
  actions: {
    storeRefreshedTokens: assign(({ context }, tokens: TokenSet) => ({
      credentials: {
        idToken: tokens.idToken,
        accessToken: tokens.accessToken,
        playerId: context.credentials.playerId,
      },
      readAt: null,
    })),
    /** Keeps the device's tokens (and the calls signed with them) in step with the session's. */
    storeCredentials: providedAction<Credentials>('storeCredentials'),
    storeSessionCookie: providedAction<SessionCookie>('storeSessionCookie'),
    restartCountdown: assign({ secondsLeft: IDLE_COUNTDOWN_SECONDS }),
    // Never below 1: the 3-minute delay, scheduled first, ends the modal before a 180th tick.
    countDownOneSecond: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endByPlayer: assign({ endReason: 'player' as const }),
    endByIdleness: assign({ endReason: 'idle' as const }),
    endByExpiry: assign({ endReason: 'expired' as const }),
  },
}).createMachine({
  id: 'session',
  description: 'The signed-in session: cookie, token refresh, idle-player modal, and how it ends.',
  context: ({ input }) => ({
    credentials: input.credentials,
    readAt: input.readAt ?? null,
    secondsLeft: IDLE_COUNTDOWN_SECONDS,
    endReason: null,
  }),
  // Every final state is entered with its reason stored.
  output: ({ context }) => ({ reason: context.endReason! }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      description:
        'The player is signed in. The id-token cookie is written for one year on the parent domain (secure, same-site none).',
      entry: { type: 'storeSessionCookie', params: ({ context }) => ({ idToken: context.credentials.idToken }) },
      on: {
        'session.signOut': {
          target: 'signingOut',
          description: 'The player chose Log out.',
        },
      },
      states: {
        tokens: {
          description: 'Keeps the access token fresh.',
          initial: 'checking',
          states: {
            checking: {
              description: 'Reads from the access token when it expires.',
              always: [
                {
                  guard: 'isAccessTokenTimed',
                  target: 'valid',
                  description: 'The token says when it expires: a refresh is scheduled a minute before.',
                },
                {
                  target: 'untimed',
                  description: 'The token carries no expiry the client can read: no refresh is scheduled.',
                },
              ],
            },
            valid: {
              description: 'The access token is valid; it is refreshed a minute before it expires.',
              invoke: {
                src: 'watchAccessToken',
                // isAccessTokenTimed let the session into this state: the token has an expiry.
                input: ({ context }) => ({ delayMs: refreshDelayMs(remainingMs(context)!, REFRESH_MARGIN_MS) }),
              },
              on: {
                'session.refreshDue': {
                  target: 'refreshing',
                  description: 'A minute before the access token expires (at once for a stored token about to expire).',
                },
              },
            },
            untimed: {
              description:
                'The access token is used as it is until the platform refuses it, which logs the player out.',
            },
            refreshing: {
              description: 'The refresh cookie is exchanged for fresh tokens.',
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                onDone: {
                  target: 'checking',
                  actions: [
                    { type: 'storeRefreshedTokens', params: ({ event }) => event.output },
                    { type: 'storeCredentials', params: ({ context }) => context.credentials },
                    { type: 'storeSessionCookie', params: ({ context }) => ({ idToken: context.credentials.idToken }) },
                  ],
                  description:
                    'Fresh tokens: they are stored on the device, sign every later call and go into the cookie.',
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
          description: 'Watches whether the player is still there.',
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
              after: {
                inactivity: {
                  target: 'warned',
                  description: '30 minutes without activity: the idle-player modal opens.',
                },
              },
            },
            warned: {
              tags: ['idleWarning'],
              description: 'The idle-player modal counts down 3 minutes; Continue keeps the session.',
              entry: 'restartCountdown',
              initial: 'countingDown',
              states: {
                countingDown: {
                  description: 'The modal shows the minutes and seconds left.',
                  after: {
                    oneSecond: {
                      target: 'countingDown',
                      reenter: true,
                      actions: 'countDownOneSecond',
                      description: 'Each second the time shown goes down by one second.',
                    },
                  },
                },
              },
              on: {
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
        onDone: {
          target: 'signedOut',
          actions: 'endByPlayer',
          description: 'The platform revoked the tokens.',
        },
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
        onDone: {
          target: 'idledOut',
          actions: 'endByIdleness',
          description: 'The platform recorded the inactivity logout.',
        },
        onError: {
          target: 'idledOut',
          actions: 'endByIdleness',
          description: 'Even when the platform cannot be reached the player is logged out on this device.',
        },
      },
    },
    signedOut: { type: 'final', description: 'The player logged out.' },
    idledOut: { type: 'final', description: 'The player was logged out for inactivity.' },
    expired: { type: 'final', description: 'The tokens expired or were refused; the player was logged out.' },
  },
})
