import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { describeModel } from '../tooling/model'
import { registrationMachine } from './registration.machine'
import { details, failures, input, loginResult, profile, progress } from './registration.fixtures'

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err })

const verification = (channel: 'sms' | 'email', state: string) => ({ Verification: { [channel]: state } })

/** Events a player (or the platform, for invoked calls) can cause in each state. */
function allEventsFor(s: AnyMachineSnapshot): AnyEventObject[] {
  if (s.matches({ Details: 'editing' }) && s.context.playerId !== null) return [{ type: 'step.next' }]
  if (s.matches({ Details: 'editing' }))
    return [
      { type: 'details.submit', details },
      { type: 'details.submit', details: { ...details, countryCode: 'FR' } },
    ]
  if (s.matches({ Details: 'checkingRisk' }))
    return [
      done('fetchMarketRiskSetting', { countryCode: 'FI', registrationAllowed: true, reason: null }),
      done('fetchMarketRiskSetting', { countryCode: 'FI', registrationAllowed: false, reason: 'MARKET_RISK' }),
      error('fetchMarketRiskSetting', failures.network),
    ]
  if (s.matches({ Details: 'registering' }))
    return [
      done('registerPlayer', progress(true, true)),
      error('registerPlayer', failures.duplicate),
      error('registerPlayer', failures.fields),
    ]
  if (s.matches({ ContactInfo: 'editing' })) return [{ type: 'profile.submit', profile }, { type: 'step.previous' }]
  if (s.matches({ ContactInfo: 'saving' }))
    return [
      done('updateRegistrationProfile', progress(true, true)),
      done('updateRegistrationProfile', progress(false, false)),
      error('updateRegistrationProfile', failures.duplicate),
      error('updateRegistrationProfile', failures.system),
    ]
  if (s.matches(verification('sms', 'idle')))
    return [
      { type: 'code.request', channel: 'sms' },
      { type: 'phone.change', phonePrefix: '+358', phoneBody: '401112222' },
      { type: 'step.previous' },
    ]
  if (s.matches(verification('sms', 'requesting')))
    return [
      done('requestSmsCode', { status: 'SUCESS_SEND', attemptsRemaining: 2 }),
      error('requestSmsCode', failures.smsMaxAttempts),
      error('requestSmsCode', failures.system),
    ]
  if (s.matches(verification('sms', 'awaitingCode')))
    return [
      { type: 'code.verify', channel: 'sms', code: '123456' },
      { type: 'code.request', channel: 'sms' },
      { type: 'phone.change', phonePrefix: '+358', phoneBody: '401112222' },
      { type: 'step.previous' },
    ]
  if (s.matches(verification('sms', 'verifying')))
    return [
      done('verifySmsCode', { status: 'SUCCESS_VERIFY' }),
      error('verifySmsCode', failures.codeInvalid),
      error('verifySmsCode', failures.smsMaxAttempts),
    ]
  if (s.matches(verification('sms', 'changingNumber')))
    return [done('changeMobileNumber', progress(true, true)), error('changeMobileNumber', failures.phoneInvalid)]
  if (s.matches(verification('email', 'idle'))) return [{ type: 'code.request', channel: 'email' }, { type: 'step.previous' }]
  if (s.matches(verification('email', 'requesting')))
    return [done('requestEmailCode', { status: 'SUCESS_SEND', attemptsRemaining: 4 }), error('requestEmailCode', failures.system)]
  if (s.matches(verification('email', 'awaitingCode')))
    return [{ type: 'code.verify', channel: 'email', code: '654321' }, { type: 'code.request', channel: 'email' }]
  if (s.matches(verification('email', 'verifying')))
    return [done('verifyEmailCode', { status: 'SUCCESS_VERIFY' }), error('verifyEmailCode', failures.codeInvalid)]
  if (s.matches({ Verification: 'maxAttempts' })) return [{ type: 'signup.restart' }]
  if (s.matches('loggingIn')) return [done('login', loginResult), error('login', failures.loginRefused)]
  if (s.matches('Unsupported')) return [{ type: 'step.previous' }]
  if (s.matches('Duplicated')) return [{ type: 'signup.restart' }]
  return []
}

/**
 * After a detour (an error shown, the number changed, a step revisited) only the first, happy
 * event of each state is explored: every transition is still reachable from an undisturbed run,
 * and the path count stays in the hundreds instead of the thousands.
 */
function eventsFor(s: AnyMachineSnapshot): AnyEventObject[] {
  const events = allEventsFor(s)
  const { error, fieldErrors, mobileNumberChanged, visited } = s.context
  const undisturbed = error === null && Object.keys(fieldErrors).length === 0 && !mobileNumberChanged
  const revisiting = s.matches('ContactInfo') && visited.length === 1 && s.context.codes.sms !== 'UNINITIALIZE'
  return undisturbed && !revisiting ? events : events.slice(0, 1)
}

const codeState = (s: AnyMachineSnapshot, channel: 'sms' | 'email') => s.context.codes[channel]

describeModel('registration', registrationMachine, {
  input,
  events: eventsFor,
  pathGenerators: ['shortest'],
  states: {
    'Details.checkingRisk': (s) => expect(s.hasTag('loading')).toBe(true),
    'Details.registering': (s) => expect(s.hasTag('loading')).toBe(true),
    ContactInfo: (s) => expect(s.context.visited.at(-1)).toBe('Details'),
    'Verification.sms.awaitingCode': (s) => {
      expect(s.hasTag('codeEntry')).toBe(true)
      expect(['SUCESS_SEND', 'FAIL_VERIFY']).toContain(codeState(s, 'sms'))
    },
    'Verification.sms.idle': (s) => expect(['UNINITIALIZE', 'FAIL_SEND', 'SUCESS_SEND', 'FAIL_VERIFY']).toContain(codeState(s, 'sms')),
    'Verification.email': (s) => {
      expect(s.context.visited).toEqual(['Details', 'ContactInfo'])
      if (s.context.smsVerificationRequired) expect(codeState(s, 'sms')).toBe('SUCCESS_VERIFY')
    },
    'Verification.email.awaitingCode': (s) => expect(['SUCESS_SEND', 'FAIL_VERIFY']).toContain(codeState(s, 'email')),
    'Verification.maxAttempts': (s) => {
      expect(s.hasTag('error')).toBe(true)
      expect(codeState(s, 'sms')).toBe('UNINITIALIZE')
      expect(s.context.smsAttempts).toBe(0)
      expect(s.context.visited).toEqual([])
    },
    loggingIn: (s) => expect(s.context.visited).toEqual([]),
    Complete: (s) => expect(s.status).toBe('done'),
    Unsupported: (s) => {
      expect(s.hasTag('error')).toBe(true)
      expect(s.context.visited).toEqual(['Details'])
    },
    Duplicated: (s) => expect(s.context.visited).toEqual([]),
  },
})
