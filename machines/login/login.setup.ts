import { assign, sendTo, setup, type ActorRef, type EventObject, type Snapshot } from 'xstate'
import type { AuthorizationEvent } from '../authorization/authorization.machine'
import { claimsOf } from '../authorization/restoreSession'
import type { RequestBody, ResponseBody } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { providedAction, providedActor, type OpenPage } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import { termsAcceptanceMachine } from '../termsAcceptance/termsAcceptance.machine'
import { isAlreadyMigrated, isMigrationRequired, isRetryableLoginFailure, toLoginRefusal, type LoginRefusal } from './loginRefusal'

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
/** POST /player/migration: the same e-mail and (old) password, answered like a login. */
export type MigrationRequest = RequestBody<'migratePlayer'>

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
  /** Held only while the request may be retried or the account moved; the event log redacts it. */
  password: string
  /** The player's own `{language}-{market}`, from the platform once signed in: where they land. */
  landing: string | null
  retries: number
  refusal: LoginRefusal | null
  /** A login that got no usable answer after every retry. */
  failure: FlowError | null
  coolingError: FlowError | null
  coolingUntil: string | null
}

export type LoginEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'cooling.start' }
  | { type: 'migration.confirm' }
  | { type: 'migration.cancel' }

type Submitted = Extract<LoginEvent, { type: 'login.submit' }>

const submitted = ({ event }: { event: Submitted }) => event

export const submitAgain = {
  target: '#login.submitting',
  guard: { type: 'hasCredentials', params: submitted },
  actions: [{ type: 'storeCredentials', params: submitted }, 'resetRetries'],
  description: 'The player sends the e-mail and password in the form; an empty field sends nothing.',
} as const

const output = ({ event }: { event: { output: LoginResult } }) => event.output

/** A login or a migration answered with tokens: the same way on for both. */
export const signedIn = [
  {
    target: '#login.acceptingTerms',
    guard: { type: 'isTermsUpdateRequired', params: output },
    actions: [{ type: 'handOverSession', params: output }, { type: 'storeLanding', params: output }, 'forgetPassword'],
    description:
      'Signed in, but newer terms exist than the player accepted: the tokens go to the session with the terms-update flag, and the terms are shown before the player reaches the site.',
  },
  {
    target: '#login.succeeded',
    actions: [{ type: 'handOverSession', params: output }, { type: 'storeLanding', params: output }, 'forgetPassword'],
    description:
      'Signed in: the tokens go to the session with the first-login flag, the player’s own market and language are kept, and the password is forgotten.',
  },
] as const

export const cancelMigration = {
  target: '#login.editing',
  actions: 'clearForm',
  description: 'The player does not move the account now: back to an empty login form, the e-mail and password forgotten.',
} as const

/**
 * Types, calls (provided by src/flows/login.ts), guards and actions of the login machine; the chart
 * is in login.machine.ts.
 */
export const loginSetup = setup({
  types: {
    ...machineTypes<LoginInput, LoginContext, LoginEvent, 'form' | 'loading' | 'coolingLoading' | 'migration' | 'terms'>(),
    // Invoke id → actor, so a view reads the terms flow it renders with its own type.
    children: {} as {
      loginPlayer: 'loginPlayer'
      startPlayerCooling: 'startPlayerCooling'
      migratePlayer: 'migratePlayer'
      termsAcceptance: 'termsAcceptance'
    },
  },
  actors: {
    loginPlayer: providedActor<LoginResult, LoginRequest>('loginPlayer'),
    startPlayerCooling: providedActor<CoolingStarted, CoolingRequest>('startPlayerCooling'),
    migratePlayer: providedActor<LoginResult, MigrationRequest>('migratePlayer'),
    termsAcceptance: termsAcceptanceMachine,
  },
  delays: { retryDelay: LOGIN_RETRY_DELAY_MS },
  guards: {
    hasCredentials: (_, { email, password }: Submitted) => email.trim().length > 0 && password.length > 0,
    isRetryableAndUnderLimit: ({ context }, error: unknown) =>
      isRetryableLoginFailure(error) && context.retries < LOGIN_MAX_RETRIES,
    isRetryable: (_, error: unknown) => isRetryableLoginFailure(error),
    canStartCooling: ({ context }) =>
      context.refusal?.kind === 'timeout' &&
      context.refusal.playerId !== null &&
      context.refusal.coolingTicket !== null &&
      !context.refusal.isCooling,
    isMigrationRequired: (_, error: unknown) => isMigrationRequired(error),
    isAlreadyMigrated: (_, error: unknown) => isAlreadyMigrated(error),
    isTermsUpdateRequired: (_, result: LoginResult) => result.termsUpdateRequired,
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
    clearFailure: assign({ failure: null }),
    clearForm: assign({ email: '', password: '', retries: 0, refusal: null, failure: null }),
    storeRefusal: assign((_, error: unknown) => ({ refusal: toLoginRefusal(error) })),
    storeFailure: assign((_, error: unknown) => ({ failure: toFlowError(error) })),
    handOverSession: sendTo(
      ({ context }) => context.authorization,
      (_, result: LoginResult): AuthorizationEvent => ({
        type: 'auth.loggedIn',
        credentials: {
          idToken: result.idToken,
          accessToken: result.accessToken,
          playerId: result.playerId,
        },
        claims: claimsOf(result.idToken) ?? { player_id: result.playerId },
        firstLogin: result.firstLogin,
        termsUpdateRequired: result.termsUpdateRequired,
      }),
    ),
    storeLanding: assign((_, result: LoginResult) => ({ landing: result.langmarket })),
    storeCoolingUntil: assign((_, { timeoutUntil }: CoolingStarted) => ({ coolingUntil: timeoutUntil })),
    storeCoolingError: assign((_, error: unknown) => ({ coolingError: toFlowError(error) })),
    openPage: providedAction<OpenPage>('openPage'),
  },
})
