import { and, assign, enqueueActions, not, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { decodeJwt } from 'jose'
import {
  fetchMarketRiskSetting, registerPlayer, requestRegistrationCode, updateRegistrationProfile, verifyRegistrationCode,
  type CodeChannel, type MarketRiskSetting, type RegistrationProgress,
} from '../../src/api/registration.actors'
import { loginPlayer, type LoginResult } from '../../src/api/session.actors'
import type { SessionClaims } from '../authorization/restoreSession'
import { toFlowError } from '../shared/flowError'
import { profileRequest, registrationRequest } from './registrationBody'
import { codeFailure, registrationFailure } from './registrationErrors'
import type { CodeState, RegistrationContext, RegistrationEvent, RegistrationInput, RegistrationOutput, WizardStep } from './registration.types'

export type * from './registration.types'

type Ev<T extends RegistrationEvent['type']> = Extract<RegistrationEvent, { type: T }>
const noErrors = { error: null, fieldErrors: {} }
const initialCodes = { sms: 'UNINITIALIZE', email: 'UNINITIALIZE' } as const

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
    tags: {} as 'loading' | 'error' | 'codeEntry',
  },
  actors: {
    fetchMarketRiskSetting, registerPlayer, updateRegistrationProfile,
    requestCode: requestRegistrationCode, verifyCode: verifyRegistrationCode,
    login: loginPlayer,
  },
  guards: {
    isCountryExcluded: ({ context, event }) => {
      const code = (event as Ev<'details.submit'>).details.countryCode.trim().toUpperCase()
      const country = context.countries.find((candidate) => candidate.code === code)
      return !country?.active || context.market.removeCountryFromRegistration.includes(code)
    },
    isRegistrationRefused: ({ event }) => !(event as unknown as DoneActorEvent<MarketRiskSetting>).output.registrationAllowed,
    isPlayerCreated: ({ context }) => context.playerId !== null,
    isDuplicate: ({ event }) => registrationFailure((event as unknown as ErrorActorEvent).error).kind === 'duplicate',
    isVerificationRequired: ({ event }) => {
      const progress = (event as unknown as DoneActorEvent<RegistrationProgress>).output
      return progress.smsVerificationRequired || progress.emailVerificationRequired
    },
    needsSmsVerification: ({ context }) => context.smsVerificationRequired && context.codes.sms !== 'SUCCESS_VERIFY',
    needsEmailVerification: ({ context }) => context.emailVerificationRequired && context.codes.email !== 'SUCCESS_VERIFY',
    isSmsChannel: ({ event }) => (event as Ev<'code.request'> | Ev<'code.verify'>).channel === 'sms',
    isEmailChannel: ({ event }) => (event as Ev<'code.request'> | Ev<'code.verify'>).channel === 'email',
    hasReachedSmsMaxAttempts: ({ context }) => context.smsMaxAttempts !== null && context.smsAttempts >= context.smsMaxAttempts,
    isMaxAttemptsFailure: ({ event }) => codeFailure((event as unknown as ErrorActorEvent).error).kind === 'maxAttempts',
    previousStepIs: ({ context }, params: { step: WizardStep }) => context.visited.at(-1) === params.step,
  },
  actions: {
    storeDetails: assign({ details: ({ event }) => (event as Ev<'details.submit'>).details, ...noErrors }),
    storeProfile: assign({ profile: ({ event }) => (event as Ev<'profile.submit'>).profile, ...noErrors }),
    storeRiskSetting: assign({ riskSetting: ({ event }) => (event as unknown as DoneActorEvent<MarketRiskSetting>).output }),
    storeProgress: assign(({ event }) => {
      const { playerId, smsVerificationRequired, emailVerificationRequired } = (event as unknown as DoneActorEvent<RegistrationProgress>).output
      return { playerId, smsVerificationRequired, emailVerificationRequired }
    }),
    storeFailure: assign(({ event }) => {
      const failure = registrationFailure((event as unknown as ErrorActorEvent).error)
      return failure.kind === 'form' ? { error: failure.code, fieldErrors: failure.fieldErrors } : {}
    }),
    pushStep: assign({ visited: ({ context }, params: { step: WizardStep }) => [...context.visited, params.step] }),
    popStep: assign({ visited: ({ context }) => context.visited.slice(0, -1) }),
    clearVisited: assign({ visited: [] }),
    clearErrors: assign(noErrors),
    setCodeState: assign({
      codes: ({ context }, params: { channel: CodeChannel; state: CodeState }) => ({ ...context.codes, [params.channel]: params.state }),
    }),
    storeCodeFailure: assign({
      fieldErrors: ({ event }) => {
        const failure = codeFailure((event as unknown as ErrorActorEvent).error)
        return failure.kind === 'field' ? { code: failure.code } : {}
      },
    }),
    countSmsAttempt: assign({ smsAttempts: ({ context }) => context.smsAttempts + 1 }),
    resetSmsState: assign({ codes: ({ context }) => ({ ...context.codes, sms: 'UNINITIALIZE' as const }), smsAttempts: 0 }),
    holdPhone: assign({
      pendingPhone: ({ event }) => {
        const { phonePrefix, phoneBody } = event as Ev<'phone.change'>
        return { phonePrefix, phoneBody }
      },
    }),
    storeChangedNumber: assign({ details: ({ context }) => ({ ...context.details!, ...context.pendingPhone! }), pendingPhone: null }),
    dropPendingPhone: assign({ pendingPhone: null }),
    holdCode: assign({ pendingCode: ({ event }) => (event as Ev<'code.verify'>).code }),
    dropCode: assign({ pendingCode: null }),
    markNumberChanged: assign({ mobileNumberChanged: true }),
    storeCredentials: assign({
      credentials: ({ event }) => {
        const { idToken, accessToken, refreshToken, playerId } = (event as unknown as DoneActorEvent<LoginResult>).output
        return { idToken, accessToken, refreshToken, playerId }
      },
    }),
    storeLoginFailure: assign({ error: ({ event }) => toFlowError((event as unknown as ErrorActorEvent).error).code }),
    announceLogin: enqueueActions(({ context, enqueue }) => {
      if (!context.authorization || !context.credentials) return
      const claims = decodeJwt(context.credentials.idToken) as SessionClaims
      // The spec: a sign-up that ends in an automatic login carries the first-login flag.
      enqueue.sendTo(context.authorization, { type: 'auth.loggedIn', credentials: context.credentials, claims, firstLogin: true })
    }),
    resetSignUp: assign({ details: null, profile: null, playerId: null, riskSetting: null, smsVerificationRequired: false, emailVerificationRequired: false, credentials: null, codes: initialCodes, smsAttempts: 0, mobileNumberChanged: false, visited: [], ...noErrors }),
  },
}).createMachine({
  id: 'registration',
  description: 'Sign-up wizard: Details → ContactInfo → Verification → Complete, with Unsupported and Duplicated.',
  context: ({ input }) => ({
    ...input,
    authorization: input.authorization ?? null,
    details: null, profile: null, playerId: null,
    smsVerificationRequired: false, emailVerificationRequired: false, riskSetting: null,
    codes: initialCodes, smsAttempts: 0, mobileNumberChanged: false, visited: [],
    ...noErrors, credentials: null, pendingPhone: null, pendingCode: null,
  }),
  output: ({ context }) => ({ playerId: context.playerId, credentials: context.credentials, firstLogin: true }),
  initial: 'Details',
  on: {
    'step.previous': [
      { guard: { type: 'previousStepIs', params: { step: 'Details' } }, target: '.Details', actions: ['popStep', 'clearErrors'], description: 'Back to the step on top of the visited-steps stack.' },
      { guard: { type: 'previousStepIs', params: { step: 'ContactInfo' } }, target: '.ContactInfo', actions: ['popStep', 'clearErrors'], description: 'Back to the step on top of the visited-steps stack.' },
    ],
  },
  states: {
    Details: {
      description: 'E-mail, password, phone, country and the terms; creates the player.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'details.submit': [
              { guard: and([not('isPlayerCreated'), 'isCountryExcluded']), target: '#registration.Unsupported', actions: ['storeDetails', { type: 'pushStep', params: { step: 'Details' } }], description: 'The country is inactive or removed from registration for this market (DECISIONS.md 9).' },
              { guard: not('isPlayerCreated'), target: 'checkingRisk', actions: 'storeDetails' },
            ],
            'step.next': { guard: 'isPlayerCreated', target: '#registration.ContactInfo', actions: { type: 'pushStep', params: { step: 'Details' } }, description: 'The player already exists: moving on does not register again.' },
          },
        },
        checkingRisk: {
          tags: ['loading'],
          description: 'Asking whether the market risk setting accepts sign-ups from the chosen country.',
          invoke: {
            id: 'fetchMarketRiskSetting', src: 'fetchMarketRiskSetting',
            input: ({ context }) => ({ countryCode: context.details!.countryCode.trim().toUpperCase() }),
            onDone: [
              { guard: 'isRegistrationRefused', target: '#registration.Unsupported', actions: ['storeRiskSetting', { type: 'pushStep', params: { step: 'Details' } }], description: 'The market risk setting refuses the country.' },
              { target: 'registering', actions: 'storeRiskSetting' },
            ],
            onError: { target: 'editing', actions: 'storeFailure' },
          },
        },
        registering: {
          tags: ['loading'],
          description: 'Creating the player (captcha token header; phone as prefix and body).',
          invoke: {
            id: 'registerPlayer', src: 'registerPlayer',
            input: ({ context }) => ({ body: registrationRequest(context.details!, context.catalog, context.termsVersion), visitorCountry: context.visitorCountry }),
            onDone: { target: '#registration.ContactInfo', actions: ['storeProgress', { type: 'pushStep', params: { step: 'Details' } }] },
            onError: [
              { guard: 'isDuplicate', target: '#registration.Duplicated', description: 'Same customer info detected: no second account.' },
              { target: 'editing', actions: 'storeFailure', description: 'Shown on the form: a catalogue message or per-field errors.' },
            ],
          },
        },
      },
    },
    ContactInfo: {
      description: 'Name, date of birth and postal code complete the profile.',
      initial: 'editing',
      states: {
        editing: { on: { 'profile.submit': { target: 'saving', actions: 'storeProfile' } } },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'updateRegistrationProfile', src: 'updateRegistrationProfile',
            input: ({ context }) => ({ body: profileRequest(context.playerId!, context.details!, context.profile!, context.catalog) }),
            onDone: [
              { guard: 'isVerificationRequired', target: '#registration.Verification', actions: ['storeProgress', { type: 'pushStep', params: { step: 'ContactInfo' } }], description: 'The market requires the phone or e-mail to be verified.' },
              { target: '#registration.loggingIn', actions: 'storeProgress', description: 'No verification required: the player is logged in at once with the first-login flag.' },
            ],
            onError: [
              { guard: 'isDuplicate', target: '#registration.Duplicated' },
              { target: 'editing', actions: 'storeFailure' },
            ],
          },
        },
      },
    },
    Verification: {
      description: 'The codes sent by SMS and e-mail prove the player owns the phone and the address.',
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'needsSmsVerification', target: 'sms' },
            { guard: 'needsEmailVerification', target: 'email' },
            { target: '#registration.loggingIn', description: 'Every required channel is verified.' },
          ],
        },
        sms: {
          initial: 'idle',
          states: {
            idle: { on: { 'code.request': [{ guard: and(['isSmsChannel', 'hasReachedSmsMaxAttempts']), target: '#registration.Verification.maxAttempts', description: 'smsMaxAttempts codes were already sent.' }, { guard: 'isSmsChannel', target: 'requesting', actions: 'clearErrors' }], 'phone.change': { target: 'changingNumber', actions: ['clearErrors', 'holdPhone'] } } },
            requesting: {
              tags: ['loading'],
              invoke: {
                id: 'requestSmsCode', src: 'requestCode',
                input: ({ context }) => ({ channel: 'sms' as const, playerId: context.playerId!, countryCode: context.details!.countryCode }),
                onDone: { target: 'awaitingCode', actions: [{ type: 'setCodeState', params: { channel: 'sms', state: 'SUCESS_SEND' } }, 'countSmsAttempt'] },
                onError: [
                  { guard: 'isMaxAttemptsFailure', target: '#registration.Verification.maxAttempts', description: 'sms.max.attempts.reached' },
                  { target: 'idle', actions: [{ type: 'setCodeState', params: { channel: 'sms', state: 'FAIL_SEND' } }, 'storeCodeFailure'] },
                ],
              },
            },
            awaitingCode: {
              tags: ['codeEntry'],
              on: {
                'code.verify': { guard: 'isSmsChannel', target: 'verifying', actions: ['clearErrors', 'holdCode'] },
                'code.request': [{ guard: and(['isSmsChannel', 'hasReachedSmsMaxAttempts']), target: '#registration.Verification.maxAttempts', description: 'smsMaxAttempts codes were already sent.' }, { guard: 'isSmsChannel', target: 'requesting', actions: 'clearErrors' }],
                'phone.change': { target: 'changingNumber', actions: ['clearErrors', 'holdPhone'] },
              },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                id: 'verifySmsCode', src: 'verifyCode',
                input: ({ context }) => ({ channel: 'sms' as const, playerId: context.playerId!, code: context.pendingCode! }),
                onDone: { target: '#registration.Verification.choosing', actions: ['dropCode', { type: 'setCodeState', params: { channel: 'sms', state: 'SUCCESS_VERIFY' } }] },
                onError: [
                  { guard: 'isMaxAttemptsFailure', target: '#registration.Verification.maxAttempts', actions: 'dropCode', description: 'sms.max.attempts.reached' },
                  { target: 'awaitingCode', actions: ['dropCode', { type: 'setCodeState', params: { channel: 'sms', state: 'FAIL_VERIFY' } }, 'storeCodeFailure'] },
                ],
              },
            },
            changingNumber: {
              tags: ['loading'],
              description: 'The player corrected the phone number during verification; the profile is updated first.',
              invoke: {
                id: 'changeMobileNumber', src: 'updateRegistrationProfile',
                input: ({ context }) => ({ body: profileRequest(context.playerId!, { ...context.details!, ...context.pendingPhone! }, context.profile!, context.catalog) }),
                onDone: { target: 'idle', actions: ['storeChangedNumber', 'markNumberChanged', { type: 'setCodeState', params: { channel: 'sms', state: 'UNINITIALIZE' } }], description: 'mobileNumberChanged: the SMS code state starts over for the new number.' },
                onError: { target: 'idle', actions: ['storeFailure', 'dropPendingPhone'], description: 'A refused number is a phone error; the code state is kept.' },
              },
            },
          },
        },
        email: {
          initial: 'idle',
          states: {
            idle: { on: { 'code.request': { guard: 'isEmailChannel', target: 'requesting', actions: 'clearErrors' } } },
            requesting: {
              tags: ['loading'],
              invoke: {
                id: 'requestEmailCode', src: 'requestCode',
                input: ({ context }) => ({ channel: 'email' as const, playerId: context.playerId!, countryCode: context.details!.countryCode }),
                onDone: { target: 'awaitingCode', actions: { type: 'setCodeState', params: { channel: 'email', state: 'SUCESS_SEND' } } },
                onError: { target: 'idle', actions: [{ type: 'setCodeState', params: { channel: 'email', state: 'FAIL_SEND' } }, 'storeCodeFailure'] },
              },
            },
            awaitingCode: {
              tags: ['codeEntry'],
              on: {
                'code.verify': { guard: 'isEmailChannel', target: 'verifying', actions: ['clearErrors', 'holdCode'] },
                'code.request': { guard: 'isEmailChannel', target: 'requesting', actions: 'clearErrors' },
              },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                id: 'verifyEmailCode', src: 'verifyCode',
                input: ({ context }) => ({ channel: 'email' as const, playerId: context.playerId!, code: context.pendingCode! }),
                onDone: { target: '#registration.Verification.choosing', actions: ['dropCode', { type: 'setCodeState', params: { channel: 'email', state: 'SUCCESS_VERIFY' } }] },
                onError: { target: 'awaitingCode', actions: ['dropCode', { type: 'setCodeState', params: { channel: 'email', state: 'FAIL_VERIFY' } }, 'storeCodeFailure'] },
              },
            },
          },
        },
        maxAttempts: {
          tags: ['error'],
          description: 'Too many SMS codes: the SMS state is reset and the player starts sign-up again.',
          entry: ['resetSmsState', 'clearVisited'],
          on: { 'signup.restart': { target: '#registration.Details', actions: 'clearErrors', description: 'Back to the start of sign-up.' } },
        },
      },
    },
    loggingIn: {
      tags: ['loading'],
      description: 'Logging the new player in with the credentials just entered.',
      entry: 'clearVisited',
      invoke: {
        id: 'login', src: 'login',
        input: ({ context }) => ({ email: context.details!.email.trim(), password: context.details!.password }),
        onDone: { target: 'Complete', actions: ['storeCredentials', 'announceLogin'], description: 'First login: the session starts and the welcome flow follows.' },
        onError: { target: 'Complete', actions: 'storeLoginFailure', description: 'Registered, but the automatic login failed: the player logs in by hand.' },
      },
    },
    Complete: { type: 'final', description: 'The player is registered.' },
    Unsupported: {
      tags: ['error'],
      description: 'Sign-up is not offered to residents of the chosen country in this market.',
    },
    Duplicated: {
      tags: ['error'],
      description: 'The platform found an existing player with the same details (error.registration.player_already_exists).',
      entry: 'clearVisited',
      on: { 'signup.restart': { target: 'Details', actions: 'resetSignUp' } },
    },
  },
})
