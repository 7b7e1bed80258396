import { assign, sendTo, setup } from 'xstate'
import { decodeJwt } from 'jose'
import type { SessionClaims } from '../authorization/restoreSession'
import { toFlowError } from '../shared/flowError'
import { providedAction, providedActor, type OpenPage } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import type { DetailsForm, ProfileForm } from './registrationBody'
import { isCountryOpen } from './registrationCountries'
import { codeError, formFailure, isAttemptLimit, isDuplicate as isDuplicateError } from './registrationErrors'
import type {
  CodeChannel, CodeRequest, CodeSent, CodeState, CodeVerification, CodeVerified, LoginRequest, LoginResult,
  MarketRiskSetting, PhoneNumber, ProfileUpdateRequest, RegisterPlayerRequest, RegistrationContext, RegistrationEvent,
  RegistrationInput, RegistrationOutput, RegistrationProgress, RiskSettingRequest, WizardStep,
} from './registration.types'

const noErrors = { error: null, fieldErrors: {} }
export const initialCodes = { sms: 'UNINITIALIZE', email: 'UNINITIALIZE' } as const

/** An invoke's error, read the same way by every onError action and guard. */

/** A failed call's error with the step whose form shows it. */
export const failureOn =
  (step: WizardStep) =>
  ({ event }: { event: { error: unknown } }) => ({ error: event.error, step })

const isNewPlayer = (context: RegistrationContext) => context.playerId === null
const reachedSmsLimit = (context: RegistrationContext) => context.smsMaxAttempts !== null && context.smsAttempts >= context.smsMaxAttempts

/**
 * Types, the calls (provided by src/flows/registration.ts), guards and actions of the registration
 * machine. The chart is in registration.machine.ts; the code verification of one channel, shared by
 * SMS and e-mail, in codeChannel.ts.
 */
export const registrationSetup = setup({
  types: { ...machineTypes<RegistrationInput, RegistrationContext, RegistrationEvent, 'loading' | 'error' | 'codeEntry'>(), output: {} as RegistrationOutput },
  actors: {
    fetchMarketRiskSetting: providedActor<MarketRiskSetting, RiskSettingRequest>('fetchMarketRiskSetting'),
    registerPlayer: providedActor<RegistrationProgress, RegisterPlayerRequest>('registerPlayer'),
    updateRegistrationProfile: providedActor<RegistrationProgress, ProfileUpdateRequest>('updateRegistrationProfile'),
    requestCode: providedActor<CodeSent, CodeRequest>('requestCode'),
    verifyCode: providedActor<CodeVerified, CodeVerification>('verifyCode'),
    loginPlayer: providedActor<LoginResult, LoginRequest>('loginPlayer'),
  },
  guards: {
    isNewPlayer: ({ context }) => isNewPlayer(context),
    isNewPlayerFromClosedCountry: ({ context }, countryCode: string) => isNewPlayer(context) && !isCountryOpen(context, countryCode),
    isPlayerCreated: ({ context }) => !isNewPlayer(context),
    isRegistrationRefused: (_, setting: MarketRiskSetting) => !setting.registrationAllowed,
    isDuplicate: (_, error: unknown) => isDuplicateError(error),
    needsVerification: ({ context }, { channel }: { channel: CodeChannel }) =>
      context[`${channel}VerificationRequired`] && context.codes[channel] !== 'SUCCESS_VERIFY',
    // The code events name their channel; only the channel on screen may act on them.
    isForChannel: ({ event }, { channel }: { channel: CodeChannel }) => 'channel' in event && event.channel === channel,
    isSmsRequestOverLimit: ({ context, event }) => 'channel' in event && event.channel === 'sms' && reachedSmsLimit(context),
    isAttemptLimitFailure: (_, error: unknown) => isAttemptLimit(error),
    previousStepIs: ({ context }, { step }: { step: WizardStep }) => context.visited.at(-1) === step,
    isLoggedIn: ({ context }) => context.credentials !== null,
  },
  actions: {
    storeDetails: assign((_, details: DetailsForm) => ({ details, ...noErrors })),
    storeProfile: assign((_, profile: ProfileForm) => ({ profile, ...noErrors })),
    storeRiskSetting: assign((_, riskSetting: MarketRiskSetting) => ({ riskSetting })),
    storeProgress: assign((_, { playerId, smsVerificationRequired, emailVerificationRequired }: RegistrationProgress) => ({
      playerId, smsVerificationRequired, emailVerificationRequired,
    })),
    storeFailure: assign((_, { error, step }: { error: unknown; step: WizardStep }) => {
      const failure = formFailure(error, step)
      return { error: failure.code, fieldErrors: failure.fieldErrors }
    }),
    pushStep: assign({ visited: ({ context }, { step }: { step: WizardStep }) => [...context.visited, step] }),
    popStep: assign({ visited: ({ context }) => context.visited.slice(0, -1) }),
    clearVisited: assign({ visited: [] }),
    clearErrors: assign(noErrors),
    setCodeState: assign({
      codes: ({ context }, { channel, state }: { channel: CodeChannel; state: CodeState }) => ({ ...context.codes, [channel]: state }),
    }),
    storeCodeFailure: assign((_, error: unknown) => ({ fieldErrors: { code: codeError(error) } })),
    countSmsAttempt: assign({ smsAttempts: ({ context }) => context.smsAttempts + 1 }),
    resetSmsState: assign({ codes: ({ context }) => ({ ...context.codes, sms: 'UNINITIALIZE' as const }), smsAttempts: 0 }),
    holdPhone: assign((_, pendingPhone: PhoneNumber) => ({ pendingPhone })),
    storeChangedNumber: assign({ details: ({ context }) => ({ ...context.details!, ...context.pendingPhone! }), pendingPhone: null, mobileNumberChanged: true }),
    dropPendingPhone: assign({ pendingPhone: null }),
    holdCode: assign((_, pendingCode: string) => ({ pendingCode })),
    dropCode: assign({ pendingCode: null }),
    storeCredentials: assign((_, { idToken, accessToken, playerId }: LoginResult) => ({
      credentials: { idToken, accessToken, playerId },
    })),
    storeLoginFailure: assign((_, error: unknown) => ({ error: toFlowError(error).code })),
    // The spec: a sign-up that ends in an automatic login carries the first-login flag.
    announceLogin: sendTo(
      ({ context }) => context.authorization,
      ({ context }) => ({
        type: 'auth.loggedIn' as const,
        credentials: context.credentials!,
        claims: decodeJwt(context.credentials!.idToken) as SessionClaims,
        firstLogin: true,
      }),
    ),
    resetSignUp: assign({
      details: null, profile: null, playerId: null, riskSetting: null, smsVerificationRequired: false, emailVerificationRequired: false,
      credentials: null, codes: initialCodes, smsAttempts: 0, mobileNumberChanged: false, visited: [], pendingPhone: null, pendingCode: null, ...noErrors,
    }),
    openPage: providedAction<OpenPage>('openPage'),
  },
})
