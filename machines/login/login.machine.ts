import { assign, sendTo, setup, type ActorRef, type EventObject, type Snapshot } from 'xstate'
import type { AuthorizationEvent } from '../authorization/authorization.machine'
import { claimsOf } from '../authorization/restoreSession'
import type { RequestBody, ResponseBody } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { providedAction, providedActor, type OpenPage } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import { afterLoginPath } from './afterLogin'
import { isRetryableLoginFailure, toLoginRefusal, type LoginRefusal } from './loginRefusal'

/** DECISIONS.md 11: one attempt plus at most 5 retries, 3 s apart, for network or 5xx failures only. */
export const LOGIN_MAX_RETRIES = 5
export const LOGIN_RETRY_DELAY_MS = 3000

/** Who hears that a player has signed in: the authorization actor. */
export type SessionReceiver = ActorRef<Snapshot<unknown>, AuthorizationEvent, EventObject>

/** POST /player/login. */
export type LoginRequest = RequestBody<'loginPlayer'>
export type LoginResult = ResponseBody<'loginPlayer'>
/** POST /player/{id}/timeout/cooling (the path id is the body's playerId). */
export type CoolingRequest = RequestBody<'startPlayerCooling'>
export type CoolingStarted = ResponseBody<'startPlayerCooling'>

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
}

export type LoginEvent = { type: 'login.submit'; email: string; password: string } | { type: 'cooling.start' }

type Submitted = Extract<LoginEvent, { type: 'login.submit' }>

const submitted = ({ event }: { event: Submitted }) => event

const submitAgain = {
  target: '#login.submitting',
  guard: { type: 'hasCredentials', params: submitted },
  actions: [{ type: 'storeCredentials', params: submitted }, 'resetRetries'],
  description: 'The player sends the e-mail and password in the form; an empty field sends nothing.',
} as const

/**
 * Login (spec: request, success, error; retries; start player cooling; terms update). One actor per
 * login form; on success it hands the tokens to authorization and opens the page the player wanted.
 */
export const loginMachine = setup({
  types: machineTypes<LoginInput, LoginContext, LoginEvent, 'form' | 'loading' | 'coolingLoading'>(),
  actors: {
    loginPlayer: providedActor<LoginResult, LoginRequest>('loginPlayer'),
    startPlayerCooling: providedActor<CoolingStarted, CoolingRequest>('startPlayerCooling'),
  },
  delays: { retryDelay: LOGIN_RETRY_DELAY_MS },
  guards: {
    hasCredentials: (_, { email, password }: Submitted) => email.trim().length > 0 && password.length > 0,
    isRetryableAndUnderLimit: ({ context }, error: unknown) =>
      isRetryableLoginFailure(error) && context.retries < LOGIN_MAX_RETRIES,
    isRetryable: (_, error: unknown) => isRetryableLoginFailure(error),
    canStartCooling: ({ context }) =>
      context.refusal?.kind === 'timeout' && context.refusal.playerId !== null && !context.refusal.isCooling,
  },
  actions: {
    storeCredentials: assign((_, { email, password }: Submitted) => ({
      email: email.trim(),
      password,
      refusal: null,
      failure: null,
      coolingError: null,
      coolingUntil: null,
    })),
    resetRetries: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    forgetPassword: assign({ password: '' }),
    storeRefusal: assign((_, error: unknown) => ({ refusal: toLoginRefusal(error) })),
    storeFailure: assign((_, error: unknown) => ({ failure: toFlowError(error) })),
    handOverSession: sendTo(
      ({ context }) => context.authorization,
      (_, result: LoginResult): AuthorizationEvent => ({
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
      }),
    ),
    storeCoolingUntil: assign((_, { timeoutUntil }: CoolingStarted) => ({ coolingUntil: timeoutUntil })),
    storeCoolingError: assign((_, error: unknown) => ({ coolingError: toFlowError(error) })),
    openPage: providedAction<OpenPage>('openPage'),
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
  }),
  initial: 'editing',
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
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'succeeded',
          actions: [{ type: 'handOverSession', params: ({ event }) => event.output }, 'forgetPassword'],
          description:
            'Signed in: the tokens go to the session, with the first-login and terms-update flags, and the password is forgotten.',
        },
        onError: [
          {
            target: 'waitingToRetry',
            guard: { type: 'isRetryableAndUnderLimit', params: invokeError },
            actions: 'countRetry',
            description: 'No answer or a server failure (5xx): asked again after 3 s, at most 5 times.',
          },
          {
            target: 'unavailable',
            guard: { type: 'isRetryable', params: invokeError },
            actions: [{ type: 'storeFailure', params: invokeError }, 'forgetPassword'],
            description: 'Still no answer after 5 retries: the player is told the service is unavailable.',
          },
          {
            target: 'refused',
            actions: [{ type: 'storeRefusal', params: invokeError }, 'forgetPassword'],
            description:
              'The platform refused the login (wrong details, time-out, exclusion, lock, deactivated or closed account): the reason is shown and the login is not retried.',
          },
        ],
      },
    },
    waitingToRetry: {
      tags: ['loading'],
      description: 'Waiting 3 s before asking the platform again.',
      after: {
        retryDelay: {
          target: 'submitting',
          description: 'After 3 s the same e-mail and password are sent again.',
        },
      },
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
              description:
                'A player in a time-out that is not already a cooling-off period asks for a 1-day cooling-off time-out; any other refusal offers nothing.',
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
            onDone: {
              target: 'coolingStarted',
              actions: { type: 'storeCoolingUntil', params: ({ event }) => event.output },
              description: 'Cooling off has started: the player is told when it ends.',
            },
            onError: {
              target: 'coolingFailed',
              actions: { type: 'storeCoolingError', params: invokeError },
              description: 'Cooling off could not be started: the player is told and may ask again.',
            },
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
      description: 'Signed in; the player is taken to the page they wanted, in the current language, keeping a bonus code.',
      entry: {
        type: 'openPage',
        params: ({ context }) => ({ href: afterLoginPath(context), replace: true }),
      },
    },
  },
})
