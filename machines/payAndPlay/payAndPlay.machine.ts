import { assign, setup } from 'xstate'
import { parseAmountMinor } from '../deposit/amount'
import { ApiCallError } from '../shared/callError'
import type { RequestBody, ResponseBody } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'

/** GET /paynplay/authorize (query). */
export type AuthorizeRequest = { amountMinor: number; currency: 'EUR' | 'SEK'; country: 'FI' | 'SE' | 'NL'; redirectPath: string }
export type Authorization = ResponseBody<'authorizePayNPlay'>
/** POST /paynplay/player/code without ipAddress and blackbox, which src/ adds from the device. */
export type VerifyCodeRequest = { oneTimeCode: string; sessionId: string }
export type VerifiedPlayer = ResponseBody<'verifyPayNPlayCode'>
export type UpdatePlayerRequest = RequestBody<'updatePayNPlayPlayer'>
export type LoginRequest = RequestBody<'loginPayNPlay'>
export type LoginResult = ResponseBody<'loginPayNPlay'>

export interface PayAndPlayInput {
  /** The market's currency and country (DECISIONS.md 21). */
  currency: AuthorizeRequest['currency']
  country: AuthorizeRequest['country']
  /** The page the visitor started on, kept for after the bank. */
  redirectPath: string
}

/** One field the platform refused in the sign-up form (signUpBackendErrors). */
export interface SignUpBackendError {
  field: string
  code: string
}

export interface PayAndPlayContext extends PayAndPlayInput {
  amountMinor: number | null
  sessionId: string | null
  iframeUrl: string | null
  playerId: string | null
  error: FlowError | null
  signUpBackendErrors: SignUpBackendError[]
}

export type SignUpDetails = Omit<UpdatePlayerRequest, 'sessionId'>

export type PayAndPlayEvent =
  /** `amount` as the visitor typed it, read in `language` (BCP-47), the language the page showed them. */
  | { type: 'pnp.submit'; amount: string; language: string }
  /** The bank frame's return page posted `signup-callback` (code on approval, error when declined). */
  | { type: 'pnp.callback'; sessionId: string; code?: string | null; error?: string | null }
  | { type: 'pnp.cancel' }
  | ({ type: 'pnp.update' } & SignUpDetails)
  | { type: 'pnp.again' }

export type PayAndPlayTag = 'form' | 'loading' | 'bank' | 'signUpForm'

type Submit = Extract<PayAndPlayEvent, { type: 'pnp.submit' }>
type Callback = Extract<PayAndPlayEvent, { type: 'pnp.callback' }>
type Update = Extract<PayAndPlayEvent, { type: 'pnp.update' }>
const callback = ({ event }: { event: PayAndPlayEvent }) => event as Callback
const submitted = ({ event }: { event: PayAndPlayEvent }) => event as Submit
const updated = ({ event }: { event: PayAndPlayEvent }) => event as Update
const output = <T,>({ event }: { event: { output: T } }) => event.output

/**
 * Pay N Play (spec 000 §4 pay-and-play, 001 §7 Pay N Play; DECISIONS.md 21): the visitor types an
 * amount; authorize opens the bank's page in a frame; the bank identifies them and they approve or
 * decline there; the frame's return page posts `signup-callback`. An approved payment's one-time
 * code is verified: a player with e-mail and mobile phone logs in at once, a new one completes
 * them in the sign-up form first; then login with the session signs them in. A decline leaves
 * them signed out with the reason.
 */
export const payAndPlayMachine = setup({
  types: machineTypes<PayAndPlayInput, PayAndPlayContext, PayAndPlayEvent, PayAndPlayTag>(),
  actors: {
    authorize: providedActor<Authorization, AuthorizeRequest>('authorize'),
    verifyCode: providedActor<VerifiedPlayer, VerifyCodeRequest>('verifyCode'),
    updatePlayer: providedActor<ResponseBody<'updatePayNPlayPlayer'>, UpdatePlayerRequest>('updatePlayer'),
    loginPlayer: providedActor<LoginResult, LoginRequest>('loginPlayer'),
  },
  guards: {
    isAmount: (_, { amount, language }: Submit) => parseAmountMinor(amount, language) !== null,
    isApproval: ({ context }, e: Callback) => e.sessionId === context.sessionId && !!e.code,
    isDecline: ({ context }, e: Callback) => e.sessionId === context.sessionId && !e.code,
    hasDetails: (_, player: VerifiedPlayer) => !!player.email && !!player.mobilePhone,
  },
  actions: {
    storeAmount: assign((_, { amount, language }: Submit) => ({ amountMinor: parseAmountMinor(amount, language), error: null })),
    refuseAmount: assign({ error: { code: 'error.paynplay.amount.invalid', message: 'Not an amount.' } }),
    storeAuthorization: assign((_, a: Authorization) => ({ sessionId: a.sessionId, iframeUrl: a.iframeUrl })),
    storePlayer: assign((_, p: VerifiedPlayer) => ({ playerId: p.playerId })),
    storeDecline: assign({ error: { code: 'error.paynplay.declined', message: 'The bank declined the payment.' } }),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    storeSignUpErrors: assign((_, error: unknown) => ({
      error: toFlowError(error),
      signUpBackendErrors: error instanceof ApiCallError ? error.fieldErrors.map((f) => ({ field: f.field, code: f.code })) : [],
    })),
    clearErrors: assign({ error: null, signUpBackendErrors: [] }),
    forgetSession: assign({ sessionId: null, iframeUrl: null, playerId: null, amountMinor: null, error: null, signUpBackendErrors: [] }),
    /** The tokens go to the authorization actor: the visitor is signed in. */
    handOverSession: providedAction<LoginResult>('handOverSession'),
  },
}).createMachine({
  id: 'payAndPlay',
  description: 'Pay N Play: deposit first through the bank, which identifies the visitor; signed in afterwards.',
  context: ({ input }) => ({
    ...input,
    amountMinor: null,
    sessionId: null,
    iframeUrl: null,
    playerId: null,
    error: null,
    signUpBackendErrors: [],
  }),
  initial: 'amount',
  states: {
    amount: {
      tags: ['form'],
      description: 'The visitor types the amount to deposit.',
      on: {
        'pnp.submit': [
          {
            guard: { type: 'isAmount', params: submitted },
            target: 'authorizing',
            actions: { type: 'storeAmount', params: submitted },
            description: 'An amount, read the way the page’s language writes numbers: the bank authorization is opened.',
          },
          {
            target: 'amount',
            actions: 'refuseAmount',
            description: 'Not an amount in the page’s language, or one it could read two ways: the visitor is told and nothing is sent.',
          },
        ],
      },
    },
    authorizing: {
      tags: ['loading'],
      description: 'The platform opens a Pay N Play session and the bank’s page in the market’s currency and country.',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({ amountMinor: context.amountMinor!, currency: context.currency, country: context.country, redirectPath: context.redirectPath }),
        onDone: { target: 'bank', actions: { type: 'storeAuthorization', params: output<Authorization> }, description: 'The bank’s page is shown in a frame.' },
        onError: {
          target: 'amount',
          actions: { type: 'storeError', params: invokeError },
          description: 'Refused (amount out of range, market without Pay N Play) or failed: the reason is shown with the amount.',
        },
      },
    },
    bank: {
      tags: ['bank'],
      description: 'The visitor identifies themselves at the bank and approves or declines the payment in the frame.',
      on: {
        'pnp.callback': [
          {
            guard: { type: 'isApproval', params: callback },
            target: 'verifying',
            description: 'The bank approved: its one-time code for this session came back.',
          },
          {
            guard: { type: 'isDecline', params: callback },
            target: 'declined',
            actions: 'storeDecline',
            description: 'The bank declined the payment for this session.',
          },
        ],
        'pnp.cancel': { target: 'amount', actions: 'forgetSession', description: 'The visitor leaves the bank and changes the amount.' },
      },
    },
    verifying: {
      tags: ['loading'],
      description: 'The one-time code is verified; the platform answers who the player is.',
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({ oneTimeCode: (event as Callback).code!, sessionId: context.sessionId! }),
        onDone: [
          {
            guard: { type: 'hasDetails', params: output<VerifiedPlayer> },
            target: 'loggingIn',
            actions: { type: 'storePlayer', params: output<VerifiedPlayer> },
            description: 'The player has e-mail and mobile phone: they are logged in.',
          },
          {
            target: 'signUpForm',
            actions: { type: 'storePlayer', params: output<VerifiedPlayer> },
            description: 'A new player: the sign-up form asks for e-mail and mobile phone.',
          },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The code was refused or the session expired.' },
      },
    },
    signUpForm: {
      tags: ['form', 'signUpForm'],
      description: 'The new player gives e-mail and mobile phone and accepts the terms; the deposit is already on their balance.',
      on: { 'pnp.update': { target: 'updating', actions: 'clearErrors', description: 'The form is sent.' } },
    },
    updating: {
      tags: ['loading', 'signUpForm'],
      description: 'The platform stores the details.',
      invoke: {
        id: 'updatePlayer',
        src: 'updatePlayer',
        input: ({ context, event }) => {
          const { type: _type, ...details } = event as Update
          return { ...details, sessionId: context.sessionId! }
        },
        onDone: { target: 'loggingIn', description: 'Stored: the player is logged in.' },
        onError: {
          target: 'signUpForm',
          actions: { type: 'storeSignUpErrors', params: invokeError },
          description: 'Refused (invalid or taken e-mail, phone, terms): the fields say why.',
        },
      },
    },
    loggingIn: {
      tags: ['loading'],
      description: 'Login with the Pay N Play session.',
      invoke: {
        id: 'loginPlayer',
        src: 'loginPlayer',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'handOverSession', params: output<LoginResult> },
          description: 'Signed in: the tokens go to the session; the header shows the balance.',
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The login was refused (excluded, closed) or failed.' },
      },
    },
    declined: {
      description: 'The bank declined: no money moved and the visitor is still signed out; they may try again.',
      on: { 'pnp.again': { target: 'amount', actions: 'forgetSession', description: 'The visitor starts again.' } },
    },
    failed: {
      description: 'The code, the session or the login was refused: the reason is shown; the visitor may start again.',
      on: { 'pnp.again': { target: 'amount', actions: 'forgetSession', description: 'The visitor starts again.' } },
    },
    signedIn: {
      type: 'final',
      description: 'The visitor is signed in with the deposit on their balance.',
    },
  },
})
