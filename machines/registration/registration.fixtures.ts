import { createActor, fromCallback, type AnyEventObject } from 'xstate'
import { ApiCallError } from '../shared/callError'
import type { LoginResult, RegistrationInput } from './registration.machine'
import type { DetailsForm, ProfileForm } from './registrationBody'

/** Test data shared by the registration model and example tests. */

/** Stands in for authorization: records what the flow tells it. */
export function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event)))).start()
  return { actor, received }
}

export const input: RegistrationInput = {
  langmarket: 'en-UN',
  returnTo: '/en-UN/casino?game=starburst',
  authorization: authorizationSpy().actor,
  catalog: 'inen',
  market: { id: 'UN', removeCountryFromRegistration: ['FR', 'NL'] },
  countries: [
    { code: 'DE', active: true, allowed: false },
    { code: 'FI', active: true, allowed: true },
    { code: 'FR', active: true, allowed: true },
    { code: 'SE', active: true, allowed: true },
    { code: 'US', active: false, allowed: true },
  ],
  termsVersion: '2',
  smsMaxAttempts: 2,
}

export const details: DetailsForm = {
  email: ' Maija.Meikalainen@example.com ',
  password: 'correct-horse-7',
  phonePrefix: '+358',
  phoneBody: '40 123 4567',
  countryCode: 'fi',
  termsAndConditions: true,
  cookiePolicyAccepted: true,
  marketingOptIn: false,
}

export const profile: ProfileForm = {
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  dateOfBirth: { year: 1990, month: 4, day: 7 },
  postalCode: '',
}

export const failure = (status: number, code: string, errors: { field: string; code: string }[] = [], message = code) =>
  new ApiCallError(status, {
    status,
    code,
    message,
    errors: errors.map((e) => ({ objectName: 'registration', status, message: e.code, ...e })),
  })

export const failures = {
  network: new TypeError('Failed to fetch'),
  duplicate: failure(409, 'error.registration.player_already_exists'),
  fields: failure(400, 'error.validation', [
    { field: 'email', code: 'error.email.invalid' },
    { field: 'password', code: 'error.password.too_weak' },
  ]),
  unhandled: failure(400, 'error.validation'),
  captcha: failure(403, 'error.captcha.validation', [], 'Explicit deny'),
  vonage: failure(403, 'error.vonage.validation', [], 'Invalid phone code'),
  system: failure(500, 'error.system.error'),
  cpf: failure(409, 'error.cpf.duplicate_found'),
  phoneInvalid: failure(400, 'error.vonage.phone.invalid'),
  codeInvalid: failure(400, 'sms.code.invalid'),
  smsMaxAttempts: failure(429, 'sms.max.attempts.reached'),
  loginRefused: failure(401, 'error.player.not.found'),
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An unsigned identity token with the claims the client reads (the server verifies real ones). */
export const idToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ player_id: 'p-1', email: 'maija.meikalainen@example.com', country_code: 'FI', exp: 4102444800 })}.signature`

export const loginResult: LoginResult = {
  idToken,
  accessToken: 'access-1',
  expiresIn: 900,
  playerId: 'p-1',
  firstLogin: true,
  termsUpdateRequired: false,
  langmarket: 'fi-FI',
}

export const progress = (sms: boolean, email: boolean) => ({
  playerId: 'p-1',
  smsVerificationRequired: sms,
  emailVerificationRequired: email,
})
