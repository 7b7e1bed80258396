import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { describeModel, type ModelEvent } from '../tooling/model'
import { registrationMachine } from './registration.machine'
import { details, failures, input, loginResult, profile, progress } from './registration.fixtures'

const done = (id: string, output?: unknown, label?: string): ModelEvent => ({ type: `xstate.done.actor.${id}`, output, ...(label ? { label } : {}) })
const error = (id: string, err: unknown, label?: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: err, ...(label ? { label } : {}) })

const modelInput = { ...input, visitorCountry: 'FI' }
const newPhone = { phonePrefix: '+358', phoneBody: '50 111 2222' }

/** Events a player (or the platform, for invoked calls) can cause in each state. */
function allEventsFor(s: AnyMachineSnapshot): ModelEvent[] {
  if (s.matches({ Details: 'editing' }) && s.context.playerId !== null)
    return [{ type: 'step.next' }, { type: 'details.submit', details, label: 'player exists' }]
  if (s.matches({ Details: 'editing' }))
    return [
      { type: 'details.submit', details },
      { type: 'details.submit', details: { ...details, countryCode: 'FR' }, label: 'removed country' },
      { type: 'details.submit', details: { ...details, countryCode: 'US' }, label: 'inactive country' },
      { type: 'step.previous' },
    ]
  if (s.matches({ Details: 'checkingRisk' }))
    return [
      done('fetchMarketRiskSetting', { countryCode: 'FI', registrationAllowed: true, reason: null }, 'allowed'),
      done('fetchMarketRiskSetting', { countryCode: 'FI', registrationAllowed: false, reason: 'MARKET_RISK' }, 'refused'),
      error('fetchMarketRiskSetting', failures.network),
    ]
  if (s.matches({ Details: 'registering' }))
    return [done('registerPlayer', progress(true, true)), error('registerPlayer', failures.duplicate, 'duplicate'), error('registerPlayer', failures.fields, 'fields')]
  if (s.matches({ ContactInfo: 'editing' })) return [{ type: 'profile.submit', profile }, { type: 'step.previous' }]
  if (s.matches({ ContactInfo: 'saving' }))
    return [
      done('updateRegistrationProfile', progress(true, true), 'sms and e-mail'),
      done('updateRegistrationProfile', progress(false, true), 'e-mail only'),
      done('updateRegistrationProfile', progress(false, false), 'none'),
      error('updateRegistrationProfile', failures.duplicate, 'duplicate'),
      error('updateRegistrationProfile', failures.system, 'server'),
    ]
  if (s.matches({ Verification: { sms: 'idle' } }))
    return [
      { type: 'code.request', channel: 'sms' },
      { type: 'code.request', channel: 'email', label: 'other channel' },
      { type: 'phone.change', ...newPhone },
      { type: 'step.previous' },
    ]
  if (s.matches({ Verification: { sms: 'requesting' } }))
    return [
      done('requestSmsCode', { status: 'SUCESS_SEND', attemptsRemaining: 2 }),
      error('requestSmsCode', failures.smsMaxAttempts, 'limit'),
      error('requestSmsCode', failures.system, 'server'),
    ]
  if (s.matches({ Verification: { sms: 'awaitingCode' } }))
    return [
      { type: 'code.verify', channel: 'sms', code: '123456' },
      { type: 'code.verify', channel: 'email', code: '123456', label: 'other channel' },
      { type: 'code.request', channel: 'sms' },
      { type: 'phone.change', ...newPhone },
      { type: 'step.previous' },
    ]
  if (s.matches({ Verification: { sms: 'verifying' } }))
    return [
      done('verifySmsCode', { status: 'SUCCESS_VERIFY' }),
      error('verifySmsCode', failures.codeInvalid, 'wrong code'),
      error('verifySmsCode', failures.smsMaxAttempts, 'limit'),
    ]
  if (s.matches({ Verification: { sms: 'changingNumber' } }))
    return [done('changeMobileNumber', progress(true, true)), error('changeMobileNumber', failures.phoneInvalid), error('changeMobileNumber', failures.duplicate, 'duplicate')]
  if (s.matches({ Verification: { email: 'idle' } }))
    return [{ type: 'code.request', channel: 'email' }, { type: 'code.request', channel: 'sms', label: 'other channel' }, { type: 'step.previous' }]
  if (s.matches({ Verification: { email: 'requesting' } }))
    return [done('requestEmailCode', { status: 'SUCESS_SEND', attemptsRemaining: 4 }), error('requestEmailCode', failures.system)]
  if (s.matches({ Verification: { email: 'awaitingCode' } }))
    return [{ type: 'code.verify', channel: 'email', code: '654321' }, { type: 'code.request', channel: 'email' }]
  if (s.matches({ Verification: { email: 'verifying' } }))
    return [done('verifyEmailCode', { status: 'SUCCESS_VERIFY' }), error('verifyEmailCode', failures.codeInvalid)]
  if (s.matches({ Verification: 'maxAttempts' })) return [{ type: 'signup.restart' }]
  if (s.matches('loggingIn')) return [done('loginPlayer', loginResult), error('loginPlayer', failures.loginRefused)]
  if (s.matches('Complete')) return [{ type: 'signup.finish' }]
  if (s.matches('Unsupported')) return [{ type: 'step.previous' }]
  if (s.matches('Duplicated')) return [{ type: 'signup.restart' }]
  return []
}

/**
 * After a detour (an error shown, the number changed, a step revisited, a country refused) only
 * the first, happy event of each state is explored: every transition is still taken from an
 * undisturbed run, and the path count stays small.
 */
function eventsFor(s: AnyMachineSnapshot): ModelEvent[] {
  const events = allEventsFor(s)
  const { error, fieldErrors, mobileNumberChanged, visited, riskSetting, details: entered, codes } = s.context
  const undisturbed = error === null && Object.keys(fieldErrors).length === 0 && !mobileNumberChanged && riskSetting?.registrationAllowed !== false
  const revisiting = (s.matches('ContactInfo') && visited.length === 1 && codes.sms !== 'UNINITIALIZE') || (s.matches('Details') && entered !== null && entered.countryCode !== details.countryCode)
  return undisturbed && !revisiting ? events : events.slice(0, 1)
}

const LIMIT = input.smsMaxAttempts!
/** smsMaxAttempts codes already sent: asking again goes to the max-attempts state, not the platform. */
const requestSms = (s: AnyMachineSnapshot) => (s.context.smsAttempts >= LIMIT ? 'Verification.maxAttempts' : 'Verification.sms.requesting')
/** After the phone: the e-mail when the market asks for it, else the automatic login. */
const afterPhone = (s: AnyMachineSnapshot) => (s.context.emailVerificationRequired ? 'Verification.email.idle' : 'loggingIn')

const registrationBody = {
  email: 'Maija.Meikalainen@example.com',
  password: 'correct-horse-7',
  phonePrefix: '+358',
  phoneBody: '401234567',
  countryCode: 'FI',
  languageCode: 'en',
  termsAndConditions: true,
  cookiePolicyAccepted: true,
  marketingOptIn: false,
  allConditions: false,
  termsAndConditionsAcceptedVersion: '2',
}
const profileBody = {
  playerId: 'p-1',
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  email: 'Maija.Meikalainen@example.com',
  phonePrefix: '+358',
  phoneBody: '401234567',
  dateOfBirth: '1990-04-07',
  countryCode: 'FI',
  languageCode: 'en',
}

describeModel('registration', registrationMachine, {
  input: modelInput,
  events: eventsFor,
  contextKey: (c) => [c.playerId, c.visited, c.codes, c.smsAttempts, c.smsVerificationRequired, c.emailVerificationRequired, c.credentials !== null, c.mobileNumberChanged, c.error, c.riskSetting?.registrationAllowed ?? null, c.details?.countryCode ?? null],
  // The sign-up wizard of spec 000 §12 and the machine's documented intent, written out by hand.
  transitions: {
    'Details.editing': {
      'details.submit': 'Details.checkingRisk',
      'details.submit (removed country)': 'Unsupported',
      'details.submit (inactive country)': 'Unsupported',
      'details.submit (player exists)': 'Details.editing',
      'step.next': 'ContactInfo.editing',
      'step.previous': 'Details.editing',
    },
    'Details.checkingRisk': {
      'done fetchMarketRiskSetting (allowed)': 'Details.registering',
      'done fetchMarketRiskSetting (refused)': 'Unsupported',
      'error fetchMarketRiskSetting': 'Details.editing',
    },
    'Details.registering': {
      'done registerPlayer': 'ContactInfo.editing',
      'error registerPlayer (duplicate)': 'Duplicated',
      'error registerPlayer (fields)': 'Details.editing',
    },
    'ContactInfo.editing': { 'profile.submit': 'ContactInfo.saving', 'step.previous': 'Details.editing' },
    'ContactInfo.saving': {
      // A phone verified before the player went back stays verified.
      'done updateRegistrationProfile (sms and e-mail)': (s) => (s.context.codes.sms === 'SUCCESS_VERIFY' ? 'Verification.email.idle' : 'Verification.sms.idle'),
      'done updateRegistrationProfile (e-mail only)': 'Verification.email.idle',
      'done updateRegistrationProfile (none)': 'loggingIn',
      'error updateRegistrationProfile (duplicate)': 'Duplicated',
      'error updateRegistrationProfile (server)': 'ContactInfo.editing',
    },
    'Verification.sms.idle': {
      'code.request': requestSms,
      'code.request (other channel)': 'Verification.sms.idle',
      'phone.change': 'Verification.sms.changingNumber',
      'step.previous': 'ContactInfo.editing',
    },
    'Verification.sms.requesting': {
      'done requestSmsCode': 'Verification.sms.awaitingCode',
      'error requestSmsCode (limit)': 'Verification.maxAttempts',
      'error requestSmsCode (server)': 'Verification.sms.idle',
    },
    'Verification.sms.awaitingCode': {
      'code.verify': 'Verification.sms.verifying',
      'code.verify (other channel)': 'Verification.sms.awaitingCode',
      'code.request': requestSms,
      'phone.change': 'Verification.sms.changingNumber',
      'step.previous': 'ContactInfo.editing',
    },
    'Verification.sms.verifying': {
      'done verifySmsCode': afterPhone,
      'error verifySmsCode (wrong code)': 'Verification.sms.awaitingCode',
      'error verifySmsCode (limit)': 'Verification.maxAttempts',
    },
    'Verification.sms.changingNumber': {
      'done changeMobileNumber': 'Verification.sms.idle',
      'error changeMobileNumber': 'Verification.sms.idle',
      'error changeMobileNumber (duplicate)': 'Duplicated',
    },
    'Verification.email.idle': {
      'code.request': 'Verification.email.requesting',
      'code.request (other channel)': 'Verification.email.idle',
      'step.previous': 'ContactInfo.editing',
    },
    'Verification.email.requesting': { 'done requestEmailCode': 'Verification.email.awaitingCode', 'error requestEmailCode': 'Verification.email.idle' },
    'Verification.email.awaitingCode': { 'code.verify': 'Verification.email.verifying', 'code.request': 'Verification.email.requesting' },
    'Verification.email.verifying': { 'done verifyEmailCode': 'loggingIn', 'error verifyEmailCode': 'Verification.email.awaitingCode' },
    'Verification.maxAttempts': { 'signup.restart': 'Details.editing' },
    loggingIn: { 'done loginPlayer': 'Complete', 'error loginPlayer': 'Complete' },
    Complete: { 'signup.finish': (s) => (s.context.credentials ? 'Playing' : 'LoginOffered') },
    Unsupported: { 'step.previous': 'Details.editing' },
    Duplicated: { 'signup.restart': 'Details.editing' },
  },
  calls: {
    fetchMarketRiskSetting: (request) => expect(request).toEqual({ countryCode: 'FI' }),
    registerPlayer: (request) => expect(request).toEqual({ body: registrationBody, visitorCountry: 'FI' }),
    updateRegistrationProfile: (request, s) =>
      // The number corrected during verification travels with the rest of the profile from then on.
      expect(request).toEqual({
        body: s.matches({ Verification: { sms: 'changingNumber' } }) || s.context.mobileNumberChanged ? { ...profileBody, phoneBody: '501112222' } : profileBody,
      }),
    requestCode: (request, s) => expect(request).toEqual({ channel: s.matches({ Verification: 'sms' }) ? 'sms' : 'email', playerId: 'p-1', countryCode: 'FI' }),
    verifyCode: (request, s) =>
      expect(request).toEqual(s.matches({ Verification: 'sms' }) ? { channel: 'sms', playerId: 'p-1', code: '123456' } : { channel: 'email', playerId: 'p-1', code: '654321' }),
    loginPlayer: (request) => expect(request).toEqual({ email: 'Maija.Meikalainen@example.com', password: 'correct-horse-7' }),
  },
  effects: {
    openPage: (page, s) =>
      expect(page).toEqual(s.matches('Playing') ? { href: '/en-UN/casino?game=starburst', replace: true } : { href: '/en-UN?login=1', replace: true }),
  },
  states: {
    Details: (s) => {
      expect(s.context.offeredCountries).toEqual(['FI', 'SE', 'US'])
      expect(s.context.defaultCountry).toBe('FI')
    },
    'Details.editing': (s) => {
      // Moving on without registering again is offered exactly when the player exists.
      expect(s.can({ type: 'step.next' })).toBe(s.context.playerId !== null)
      expect(s.hasTag('loading')).toBe(false)
    },
    'Details.checkingRisk': (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context).toMatchObject({ details, error: null, fieldErrors: {} })
    },
    'Details.registering': (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context.riskSetting).toEqual({ countryCode: 'FI', registrationAllowed: true, reason: null })
    },
    ContactInfo: (s) => expect(s.context.visited).toEqual(['Details']),
    'ContactInfo.editing': (s) => expect(s.context.playerId).toBe('p-1'),
    'ContactInfo.saving': (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context).toMatchObject({ profile, error: null, fieldErrors: {} })
    },
    Verification: (s) => expect(s.hasTag('error') || s.context.visited.join() === 'Details,ContactInfo').toBe(true),
    'Verification.sms.idle': (s) => {
      expect(['UNINITIALIZE', 'FAIL_SEND', 'SUCESS_SEND', 'FAIL_VERIFY']).toContain(s.context.codes.sms)
      expect(s.can({ type: 'phone.change', ...newPhone })).toBe(true)
      if (s.context.codes.sms === 'FAIL_SEND') expect(s.context.fieldErrors).toEqual({ code: 'error.system.error' })
    },
    'Verification.sms.requesting': (s) => expect(s.hasTag('loading')).toBe(true),
    'Verification.sms.awaitingCode': (s) => {
      expect(s.hasTag('codeEntry')).toBe(true)
      expect(['SUCESS_SEND', 'FAIL_VERIFY']).toContain(s.context.codes.sms)
      expect(s.context.smsAttempts).toBeGreaterThan(0)
      expect(s.context.pendingCode).toBeNull()
      if (s.context.codes.sms === 'FAIL_VERIFY') expect(s.context.fieldErrors).toEqual({ code: 'sms.code.invalid' })
    },
    'Verification.sms.verifying': (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context.pendingCode).toBe('123456')
    },
    'Verification.sms.changingNumber': (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context.pendingPhone).toEqual(newPhone)
    },
    'Verification.email': (s) => expect(s.context.codes.sms).toBe(s.context.smsVerificationRequired ? 'SUCCESS_VERIFY' : 'UNINITIALIZE'),
    'Verification.email.idle': (s) => expect(s.can({ type: 'phone.change', ...newPhone })).toBe(false),
    'Verification.email.requesting': (s) => expect(s.hasTag('loading')).toBe(true),
    'Verification.email.awaitingCode': (s) => {
      expect(s.hasTag('codeEntry')).toBe(true)
      expect(['SUCESS_SEND', 'FAIL_VERIFY']).toContain(s.context.codes.email)
    },
    'Verification.email.verifying': (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context.pendingCode).toBe('654321')
    },
    'Verification.maxAttempts': (s) => {
      expect(s.hasTag('error')).toBe(true)
      expect(s.context.codes.sms).toBe('UNINITIALIZE')
      expect(s.context.smsAttempts).toBe(0)
      expect(s.context.visited).toEqual([])
    },
    loggingIn: (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context.visited).toEqual([])
    },
    Complete: (s) => {
      expect(s.status).toBe('active')
      expect(s.can({ type: 'signup.finish' })).toBe(true)
      if (s.context.credentials) expect(s.context.credentials).toEqual({ idToken: loginResult.idToken, accessToken: 'access-1', playerId: 'p-1' })
      else expect(s.context.error).toBe('error.player.not.found')
    },
    Playing: (s) => {
      expect(s.status).toBe('done')
      expect(s.output).toEqual({ playerId: 'p-1', credentials: s.context.credentials, firstLogin: true })
    },
    LoginOffered: (s) => expect(s.status).toBe('done'),
    Unsupported: (s) => {
      expect(s.hasTag('error')).toBe(true)
      expect(s.context.visited).toEqual(['Details'])
      expect(s.context.playerId).toBeNull()
    },
    Duplicated: (s) => {
      expect(s.hasTag('error')).toBe(true)
      expect(s.context.visited).toEqual([])
    },
  },
})
