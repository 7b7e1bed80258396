import type { ActorRef, Snapshot } from 'xstate'
import type { CodeChannel, MarketRiskSetting } from '../../src/api/registration.actors'
import type { components } from '../../openapi/dist/schema'
import type { Credentials } from '../../src/api/credentials'
import type { AuthorizationEvent } from '../authorization/authorization.machine'
import type { DetailsForm, ProfileForm } from './registrationBody'
import type { FieldErrors } from './registrationErrors'

/** The registration machine's input, context, events and output. */
export type CodeState = components['schemas']['CodeState']
export type WizardStep = 'Details' | 'ContactInfo' | 'Verification'

export interface RegistrationInput {
  /** Catalog of the page (`inen`, `fi`, ...); sent as the player's language. */
  catalog: string
  market: { id: string; removeCountryFromRegistration: readonly string[] }
  /** Countries with their `active` flag: registration is open only for active ones. */
  countries: readonly { code: string; active: boolean }[]
  termsVersion: string
  /** From the sign-up content; null leaves the limit to the platform. */
  smsMaxAttempts: number | null
  visitorCountry?: string
  /** Told `auth.loggedIn` after the automatic login. */
  authorization?: ActorRef<Snapshot<unknown>, AuthorizationEvent> | null
}

export interface RegistrationContext extends Omit<RegistrationInput, 'authorization'> {
  authorization: RegistrationInput['authorization'] | null
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
  credentials: Credentials | null
  /** The number the player typed while verifying, until the platform accepts it. */
  pendingPhone: { phonePrefix: string; phoneBody: string } | null
  /** The code being verified. */
  pendingCode: string | null
}

export type RegistrationEvent =
  | { type: 'details.submit'; details: DetailsForm }
  | { type: 'profile.submit'; profile: ProfileForm }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'code.request'; channel: CodeChannel }
  | { type: 'code.verify'; channel: CodeChannel; code: string }
  | { type: 'phone.change'; phonePrefix: string; phoneBody: string }
  | { type: 'signup.restart' }

export interface RegistrationOutput {
  playerId: string | null
  credentials: Credentials | null
  firstLogin: true
}
