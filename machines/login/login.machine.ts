import {
  assign,
  sendTo,
  setup,
  type ActorRef,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  type Snapshot,
} from 'xstate'
import { loginPlayer, startPlayerCooling, type CoolingStarted, type LoginResult } from '../../src/api/session.actors'
import type { AuthorizationEvent } from '../authorization/authorization.machine'
import { claimsOf } from '../authorization/restoreSession'
import { toFlowError, type FlowError } from '../shared/flowError'
import { afterLoginPath } from './afterLogin'
import { isRetryableLoginFailure, toLoginRefusal, type LoginRefusal } from './loginRefusal'

/** DECISIONS.md 11: one attempt plus at most 5 retries, 3 s apart, for network or 5xx failures only. */
export const LOGIN_MAX_RETRIES = 5
export const LOGIN_RETRY_DELAY_MS = 3000

/** Who hears that a player has signed in: the authorization actor. */
export type SessionReceiver = ActorRef<Snapshot<unknown>, AuthorizationEvent, EventObject>

export interface LoginInput {
  /** The current `{language}-{market}`. */
  langmarket: string
  /** redirectToPageUrlAfterLogin: the page to return to. */
  redirect?: string | null
  bonusCode?: string | null
  authorization: SessionReceiver
}

export interface LoginContext {
  langmarket: string
  redirect: string | null
  bonusCode: string | null
  authorization: SessionReceiver
  email: string
  /** Held only while the request may be retried; the event log redacts it. */
  password: string
  retries: number
  refusal: LoginRefusal | null
  /** A login that got no usable answer after every retry. */
  failure: FlowError | null
  coolingError: FlowError | null
  coolingUntil: string | null
  firstLogin: boolean
  termsUpdateRequired: boolean
}

export interface LoginOutput {
  /** Where the view navigates: `/{language}-{market}` + the stored path, keeping `bonusCode`. */
  redirectTo: string
  firstLogin: boolean
  termsUpdateRequired: boolean
}

export type LoginEvent = { type: 'login.submit'; email: string; password: string } | { type: 'cooling.start' }

type Submitted = Extract<LoginEvent, { type: 'login.submit' }>

// Invocation results reach actions and guards typed as the machine's own events.
const outputOf = <T>(event: { type: string }) => (event as unknown as DoneActorEvent<T>).output
const errorOf = (event: { type: string }) => (event as unknown as ErrorActorEvent).error

const submitAgain = {
  target: '#login.submitting',
  guard: 'hasCredentials',
  actions: ['storeCredentials', 'resetRetries'],
  description: 'The player tries again with the details in the form.',
} as const

/**
 * Login (spec: request, success, error; retries; start player cooling; terms update). One actor per
 * login form; on success it hands the tokens to authorization and finishes with the page to open.
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
    tags: {} as 'form' | 'loading' | 'coolingLoading',
  },
  actors: { loginPlayer, startPlayerCooling },
  delays: { retryDelay: LOGIN_RETRY_DELAY_MS },
  guards: {
    hasCredentials: ({ event }) => {
      const { email, password } = event as Submitted
      return email.trim().length > 0 && password.length > 0
    },
    canRetry: ({ context, event }) => isRetryableLoginFailure(errorOf(event)) && context.retries < LOGIN_MAX_RETRIES,
    isRetryable: ({ event }) => isRetryableLoginFailure(errorOf(event)),
    canStartCooling: ({ context }) =>
      context.refusal?.kind === 'timeout' && context.refusal.playerId !== null && !context.refusal.isCooling,
  },
  actions: {
    storeCredentials: assign(({ event }) => {
      const { email, password } = event as Submitted
      return {
        email: email.trim(),
        password,
        refusal: null,
        failure: null,
        coolingError: null,
        coolingUntil: null,
      }
    }),
    resetRetries: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    forgetPassword: assign({ password: '' }),
    storeRefusal: assign({
      refusal: ({ event }) => toLoginRefusal(errorOf(event)),
    }),
    storeFailure: assign({
      failure: ({ event }) => toFlowError(errorOf(event)),
    }),
    handOverSession: sendTo(
      ({ context }) => context.authorization,
      ({ event }): AuthorizationEvent => {
        const result = outputOf<LoginResult>(event)
        return {
          type: 'auth.loggedIn',
          credentials: {
            idToken: result.idToken,
            accessToken: result.accessToken,
            refreshToken: result.refreshToken,
            playerId: result.playerId,
          },
          claims: claimsOf(result.idToken) ?? { player_id: result.playerId },
          firstLogin: result.firstLogin,
          termsUpdateRequired: result.termsUpdateRequired,
        }
      },
    ),
    storeLoginResult: assign(({ event }) => {
      const { firstLogin, termsUpdateRequired } = outputOf<LoginResult>(event)
      return { firstLogin, termsUpdateRequired, password: '' }
    }),
    storeCoolingUntil: assign({
      coolingUntil: ({ event }) => outputOf<CoolingStarted>(event).timeoutUntil,
    }),
    storeCoolingError: assign({
      coolingError: ({ event }) => toFlowError(errorOf(event)),
    }),
  },
}).createMachine({
  id: 'login',
  description: 'A player signs in with e-mail and password; refusals are explained, never retried.',
  context: ({ input }) => ({
    langmarket: input.langmarket,
    redirect: input.redirect ?? null,
    bonusCode: input.bonusCode ?? null,
    authorization: input.authorization,
    email: '',
    password: '',
    retries: 0,
    refusal: null,
    failure: null,
    coolingError: null,
    coolingUntil: null,
    firstLogin: false,
    termsUpdateRequired: false,
  }),
  initial: 'editing',
  output: ({ context }) => ({
    redirectTo: afterLoginPath(context),
    firstLogin: context.firstLogin,
    termsUpdateRequired: context.termsUpdateRequired,
  }),
  states: {
    editing: {
      tags: ['form'],
      description: 'The login form, empty or being filled in.',
      on: { 'login.submit': submitAgain },
    },
    submitting: {
      tags: ['loading'],
      description: 'E-mail and password are sent to the platform.',
      invoke: {
        id: 'loginPlayer',
        src: 'loginPlayer',
        input: ({ context }) => ({
          email: context.email,
          password: context.password,
        }),
        onDone: {
          target: 'succeeded',
          actions: ['handOverSession', 'storeLoginResult'],
          description:
            'Signed in: the tokens go to the session, with the first-login and terms-update flags; the view then opens the stored page.',
        },
        onError: [
          {
            target: 'waitingToRetry',
            guard: 'canRetry',
            actions: 'countRetry',
            description: 'No answer or a server failure: tried again after 3 s, at most 5 times.',
          },
          {
            target: 'unavailable',
            guard: 'isRetryable',
            actions: ['storeFailure', 'forgetPassword'],
            description: 'Still no answer after 5 retries: the player is told the service is unavailable.',
          },
          {
            target: 'refused',
            actions: ['storeRefusal', 'forgetPassword'],
            description:
              'The platform refused the login (wrong details, time-out, exclusion, lock, deactivated or closed account): the reason is shown and the login is not retried.',
          },
        ],
      },
    },
    waitingToRetry: {
      tags: ['loading'],
      description: 'Waiting 3 s before asking the platform again.',
      after: { retryDelay: { target: 'submitting' } },
    },
    unavailable: {
      tags: ['form'],
      description: 'The platform could not be reached; the player may try again.',
      on: { 'login.submit': submitAgain },
    },
    refused: {
      tags: ['form'],
      description: 'The refusal is shown with its days, cooling state and time left where the platform gave them.',
      initial: 'explained',
      states: {
        explained: {
          description: 'The refusal message; a player in a time-out may start cooling off from here.',
          on: {
            'login.submit': submitAgain,
            'cooling.start': {
              target: 'startingCooling',
              guard: 'canStartCooling',
              description: 'The player in a time-out asks for a 1-day cooling-off time-out.',
            },
          },
        },
        startingCooling: {
          tags: ['coolingLoading'],
          description: 'Asking the platform to start the 1-day cooling-off time-out.',
          invoke: {
            id: 'startPlayerCooling',
            src: 'startPlayerCooling',
            input: ({ context }) => ({ playerId: context.refusal!.playerId! }),
            onDone: { target: 'coolingStarted', actions: 'storeCoolingUntil' },
            onError: { target: 'coolingFailed', actions: 'storeCoolingError' },
          },
        },
        coolingStarted: {
          description: 'The 1-day cooling-off time-out has started; the player is told until when.',
          on: { 'login.submit': submitAgain },
        },
        coolingFailed: {
          description: 'Cooling off could not be started; the player may ask again.',
          on: {
            'login.submit': submitAgain,
            'cooling.start': {
              target: 'startingCooling',
              description: 'The player asks again for cooling off.',
            },
          },
        },
      },
    },
    succeeded: {
      type: 'final',
      description: 'Signed in; the view navigates to the output path.',
    },
  },
})
