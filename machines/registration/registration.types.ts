import type { ActorRef, Snapshot } from 'xstate'
import type { AuthorizationEvent } from '../authorization/authorization.machine'
import type { LoginRequest, LoginResult } from '../login/login.machine'
import type { RequestBody, ResponseBody, Schemas } from '../shared/contract'
import type { DetailsForm, ProfileForm } from './registrationBody'
import type { FieldErrors } from './registrationErrors'

/** The registration machine's input, context, events and output, and the calls it names. */
export type CodeState = Schemas['CodeState']
export type CodeChannel = 'sms' | 'email'
export type WizardStep = 'Details' | 'ContactInfo' | 'Verification'

export type RegistrationRequest = RequestBody<'registerPlayer'>
export type RegistrationProfileRequest = RequestBody<'updateRegistrationProfile'>
/** POST and PUT /player/registration answer alike: the player and what the market asks to verify. */
export type RegistrationProgress = ResponseBody<'registerPlayer'>
export type MarketRiskSetting = ResponseBody<'getMarketRiskSetting'>
export type CodeSent = ResponseBody<'requestRegistrationSms'>
export type CodeVerified = ResponseBody<'verifyRegistrationSms'>
/** The automatic login after sign-up is the login flow's call. */
export type { LoginRequest, LoginResult }

/** Inputs of the calls the machine names; src/api implements them. */
export interface RiskSettingRequest {
  countryCode: string
}
export interface RegisterPlayerRequest {
  body: RegistrationRequest
  /** The visitor's country as the edge reported it (X-Country). */
  visitorCountry?: string
}
export interface ProfileUpdateRequest {
  body: RegistrationProfileRequest
}
export interface CodeRequest {
  channel: CodeChannel
  playerId: string
  countryCode: string
}
export interface CodeVerification {
  channel: CodeChannel
  playerId: string
  code: string
}

/** The tokens of the automatic login, as authorization receives them with `auth.loggedIn`. */
export type SessionCredentials = Pick<LoginResult, 'idToken' | 'accessToken' | 'playerId'>

export type AuthorizationReceiver = ActorRef<Snapshot<unknown>, AuthorizationEvent>

export interface RegistrationInput {
  /** `{language}-{market}` of the page; the login page after sign-up lives under it. */
  langmarket: string
  /** Where "Start playing" leads once the player is signed in (the page under a modal, or the home page). */
  returnTo: string
  /** Catalog of the page (`inen`, `fi`, ...); sent as the player's language. */
  catalog: string
  market: { id: string; removeCountryFromRegistration: readonly string[] }
  /** Countries with their flags: registration is open only for active ones, and never offered for restricted (not `allowed`) ones. */
  countries: readonly { code: string; active: boolean; allowed: boolean }[]
  termsVersion: string
  /** From the sign-up content; null leaves the limit to the platform. */
  smsMaxAttempts: number | null
  visitorCountry?: string
  /** Told `auth.loggedIn` after the automatic login. */
  authorization: AuthorizationReceiver
}

export interface RegistrationContext extends RegistrationInput {
  /** Countries the Details form offers (restricted ones and the market's removed ones are not). */
  offeredCountries: readonly string[]
  /** The visitor's country when sign-up is open to it, else the spec's default FI. */
  defaultCountry: string
  details: DetailsForm | null
  profile: ProfileForm | null
  playerId: string | null
  smsVerificationRequired: boolean
  emailVerificationRequired: boolean
  riskSetting: MarketRiskSetting | null
  codes: Record<CodeChannel, CodeState>
  smsAttempts: number
  mobileNumberChanged: boolean
  visited: WizardStep[]
  /** Catalogue code of a form-level error. */
  error: string | null
  fieldErrors: FieldErrors
  credentials: SessionCredentials | null
  /** The number the player typed while verifying, until the platform accepts it. */
  pendingPhone: PhoneNumber | null
  /** The code being verified. */
  pendingCode: string | null
}

export interface PhoneNumber {
  phonePrefix: string
  phoneBody: string
}

export type RegistrationEvent =
  | { type: 'details.submit'; details: DetailsForm }
  | { type: 'profile.submit'; profile: ProfileForm }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'code.request'; channel: CodeChannel }
  | { type: 'code.verify'; channel: CodeChannel; code: string }
  | ({ type: 'phone.change' } & PhoneNumber)
  | { type: 'signup.restart' }
  | { type: 'signup.finish' }

export interface RegistrationOutput {
  playerId: string | null
  credentials: SessionCredentials | null
  firstLogin: true
}
