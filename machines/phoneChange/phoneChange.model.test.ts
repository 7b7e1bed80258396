import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { phoneChangeMachine } from './phoneChange.machine'

const invalidNumber = new ApiCallError(400, {
  status: 400,
  code: 'error.vonage.phone.invalid',
  message: 'Not a plausible NZ number.',
  errors: [{ objectName: 'phoneNumber', field: 'body', rejectedValue: '21', status: 400, message: 'Not a plausible NZ number.', code: 'error.vonage.phone.invalid' }],
})
const wrongCode = new ApiCallError(400, {
  status: 400,
  code: 'sms.code.invalid',
  message: 'The code is not correct; 4 tries left.',
  errors: [{ objectName: 'phoneVerification', field: 'code', status: 400, message: 'The code is not correct; 4 tries left.', code: 'sms.code.invalid' }],
})
const maxAttempts = apiFailure(429, 'sms.max.attempts.reached', 'No more SMS codes for a phone change for an hour.')
const gone = apiFailure(404, 'error.sms.verification.not_found', 'No phone change waits for this code.')

describeModel('phoneChange', phoneChangeMachine, {
  input: { prefix: '+64' },
  contextKey: (c) => [Object.keys(c.fieldErrors).sort().join(','), c.error?.code ?? '', c.smsVerificationId ?? '', c.attemptsRemaining ?? ''].join('|'),
  events: (s) => {
    if (s.matches('requesting'))
      return [
        { type: 'xstate.done.actor.changePhoneNumber', output: { smsVerificationId: 'change-1' } },
        { type: 'xstate.error.actor.changePhoneNumber', error: invalidNumber, label: 'invalid number' },
        { type: 'xstate.error.actor.changePhoneNumber', error: maxAttempts, label: 'max attempts' },
      ]
    if (s.matches('verifying'))
      return [
        { type: 'xstate.done.actor.verifyPhoneSms', output: { status: 'SUCCESS_VERIFY' } },
        { type: 'xstate.error.actor.verifyPhoneSms', error: wrongCode, label: 'wrong code' },
        { type: 'xstate.error.actor.verifyPhoneSms', error: maxAttempts, label: 'max attempts' },
        { type: 'xstate.error.actor.verifyPhoneSms', error: platformDown, label: 'down' },
      ]
    if (s.matches('resending'))
      return [
        { type: 'xstate.done.actor.requestPhoneSms', output: { status: 'SUCESS_SEND', attemptsRemaining: 1 } },
        { type: 'xstate.error.actor.requestPhoneSms', error: gone, label: 'gone' },
        { type: 'xstate.error.actor.requestPhoneSms', error: platformDown, label: 'down' },
      ]
    if (s.matches('editing'))
      return [
        { type: 'phone.submit', prefix: '+64', body: '21 234-5678' },
        { type: 'phone.submit', prefix: '+64', body: ' ', label: 'blank' },
      ]
    if (s.matches('codeEntry'))
      return [
        { type: 'code.submit', code: ' 123456 ' },
        { type: 'code.submit', code: '', label: 'blank' },
        { type: 'code.resend' },
        { type: 'popup.close' },
      ]
    return [{ type: 'phone.edit' }]
  },
  transitions: {
    editing: { 'phone.submit': 'requesting', 'phone.submit (blank)': 'editing' },
    requesting: {
      'done changePhoneNumber': 'codeEntry',
      'error changePhoneNumber (invalid number)': 'editing',
      'error changePhoneNumber (max attempts)': 'editing',
    },
    codeEntry: { 'code.submit': 'verifying', 'code.submit (blank)': 'codeEntry', 'code.resend': 'resending', 'popup.close': 'editing' },
    verifying: {
      'done verifyPhoneSms': 'changed',
      'error verifyPhoneSms (wrong code)': 'codeEntry',
      'error verifyPhoneSms (max attempts)': 'editing',
      'error verifyPhoneSms (down)': 'codeEntry',
    },
    resending: {
      'done requestPhoneSms': 'codeEntry',
      'error requestPhoneSms (gone)': 'editing',
      'error requestPhoneSms (down)': 'codeEntry',
    },
    changed: { 'phone.edit': 'editing' },
  },
  calls: {
    changePhoneNumber: (input) => expect(input).toEqual({ prefix: '+64', body: '212345678' }),
    verifyPhoneSms: (input) => expect(input).toEqual({ smsVerificationId: 'change-1', code: '123456' }),
    requestPhoneSms: (input) => expect(input).toEqual({ smsVerificationId: 'change-1' }),
  },
  effects: { phoneChanged: (params) => expect(params).toBeUndefined() },
  states: {
    editing: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.smsVerificationId).toBeNull()
    },
    requesting: (s) => expect(tagsOf(s)).toEqual(['loading']),
    codeEntry: (s) => {
      expect(tagsOf(s)).toEqual(['popup'])
      expect(s.context.smsVerificationId).toBe('change-1')
    },
    verifying: (s) => expect(tagsOf(s)).toEqual(['loading', 'popup']),
    resending: (s) => expect(tagsOf(s)).toEqual(['loading', 'popup']),
    changed: (s) => {
      expect(s.context).toMatchObject({ prefix: '+64', body: '212345678', smsVerificationId: null, code: '' })
    },
  },
})
