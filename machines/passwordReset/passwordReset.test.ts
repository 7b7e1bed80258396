import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { stateNodesOf, transitionsOf } from '../tooling/definition'
import { describeModel } from '../tooling/model'
import { passwordResetMachine } from './passwordReset.machine'
import { emptyForm } from './resetForm'
import { input, key, offers } from './passwordReset.fixtures'

const bySms = (s: AnyMachineSnapshot) => s.context.via === 'sms'

/** Only the given field may carry an error, with one of these message keys. */
const fieldErrorsOnly = (s: AnyMachineSnapshot, field: string, codes: string[]) => {
  expect(Object.keys(s.context.fieldErrors).filter((f) => f !== field)).toEqual([])
  if (s.context.fieldErrors[field]) expect(codes).toContain(s.context.fieldErrors[field])
}

const noErrors = (s: AnyMachineSnapshot) => {
  expect(s.context.fieldErrors).toEqual({})
  expect(s.context.error).toBeNull()
}

describeModel('passwordReset', passwordResetMachine, {
  input,
  events: (s) => offers[key(s.value)] ?? [],
  // One vertex per state and way in (SMS code or e-mailed link): the payload variants above
  // differ in what they lead to, not in what comes after.
  contextKey: (c) => c.via,
  // Spec 000 §2 (steps Email, Verification, Password, Complete; back one step; the popup opens
  // and closes; a successful reset goes home), 001 §5 (code errors under the code field) and the
  // openapi descriptions of the five reset calls.
  transitions: {
    closed: { 'reset.start': 'open.Email.editing', 'reset.linkOpened': 'open.checkingLink' },
    'open.Email.editing': { 'email.submit': 'open.Email.sending', 'email.submit (blank)': 'open.Email.editing', 'reset.close': 'closed' },
    'open.Email.sending': {
      'done startPasswordReset': 'open.Verification.editing',
      'error startPasswordReset (invalid e-mail)': 'open.Email.editing',
      'error startPasswordReset (server down)': 'open.Email.editing',
    },
    'open.Verification.editing': {
      'code.submit': 'open.Verification.verifying',
      'code.submit (blank)': 'open.Verification.editing',
      'step.back': 'open.Email.editing',
    },
    'open.Verification.verifying': {
      'done verifyPasswordResetSms': 'open.Password.editing',
      'error verifyPasswordResetSms (wrong code)': 'open.Verification.editing',
      'error verifyPasswordResetSms (too many codes)': 'open.Email.editing',
      'error verifyPasswordResetSms (offline)': 'open.Verification.editing',
      'reset.close': 'closed',
    },
    'open.checkingLink': {
      'done checkPasswordResetLink (valid)': 'open.Password.editing',
      'done checkPasswordResetLink (not valid)': 'open.expired',
      'error checkPasswordResetLink (key refused)': 'open.expired',
      'error checkPasswordResetLink (server down)': 'open.linkCheckFailed',
    },
    'open.linkCheckFailed': { 'link.retry': 'open.checkingLink', 'reset.restart': 'open.Email.editing' },
    'open.expired': { 'reset.restart': 'open.Email.editing' },
    'open.Password.editing': {
      'password.submit': (s) => (bySms(s) ? 'open.Password.saving' : 'open.Password.savingFromLink'),
      'password.submit (blank)': 'open.Password.editing',
      // A player who came by the e-mailed link has no earlier step.
      'step.back': (s) => (bySms(s) ? 'open.Verification.editing' : 'open.Password.editing'),
    },
    'open.Password.saving': {
      'done setNewPassword': 'open.Complete',
      'error setNewPassword (too short)': 'open.Password.editing',
      'error setNewPassword (key refused)': 'open.expired',
      'error setNewPassword (server down)': 'open.Password.editing',
    },
    'open.Password.savingFromLink': {
      'done setNewPasswordFromEmail': 'open.Complete',
      'error setNewPasswordFromEmail (too short)': 'open.Password.editing',
      'error setNewPasswordFromEmail (key refused)': 'open.expired',
      'error setNewPasswordFromEmail (server down)': 'open.Password.editing',
    },
    'open.Complete': { 'reset.finish': 'finished' },
  },
  calls: {
    startPasswordReset: (body) => expect(body).toEqual({ email: 'player@croupier.test' }),
    verifyPasswordResetSms: (body) => expect(body).toEqual({ smsResetKeyId: 'sms-key-1', code: '123456' }),
    checkPasswordResetLink: (query) => expect(query).toEqual({ resetKey: 'reset-key-link' }),
    // The password goes as typed: spaces are the player's choice.
    setNewPassword: (body) => expect(body).toEqual({ resetKey: 'reset-key-sms', password: ' N3w-password! ' }),
    setNewPasswordFromEmail: (body) => expect(body).toEqual({ resetKey: 'reset-key-link', password: ' N3w-password! ' }),
  },
  effects: { openPage: (page) => expect(page).toEqual({ href: '/fi-FI', replace: true }) },
  states: {
    closed: (s) => {
      expect(s.hasTag('open')).toBe(false)
      expect(s.context).toEqual({ ...emptyForm, langmarket: 'fi-FI' })
    },
    'open.Email.editing': (s) => {
      expect([s.hasTag('open'), s.hasTag('email'), s.hasTag('busy')]).toEqual([true, true, false])
      fieldErrorsOnly(s, 'email', ['error.field.required', 'error.validation.format'])
    },
    'open.Email.sending': (s) => {
      expect([s.hasTag('email'), s.hasTag('busy')]).toEqual([true, true])
      noErrors(s)
    },
    'open.Verification.editing': (s) => {
      expect([s.hasTag('verification'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context).toMatchObject({ email: 'player@croupier.test', smsResetKeyId: 'sms-key-1', resetKey: '', via: null })
      fieldErrorsOnly(s, 'code', ['error.field.required', 'sms.code.invalid'])
    },
    'open.Verification.verifying': (s) => {
      expect([s.hasTag('verification'), s.hasTag('busy')]).toEqual([true, true])
      noErrors(s)
    },
    'open.checkingLink': (s) => {
      expect([s.hasTag('linkCheck'), s.hasTag('busy')]).toEqual([true, true])
      expect(s.context).toMatchObject({ resetKey: 'reset-key-link', via: 'link' })
      noErrors(s)
    },
    'open.linkCheckFailed': (s) => {
      expect([s.hasTag('linkCheck'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context.error).toEqual({ code: 'error.system.error', message: 'error.system.error', status: 503 })
    },
    'open.expired': (s) => {
      expect([s.hasTag('expired'), s.hasTag('busy')]).toEqual([true, false])
      noErrors(s)
    },
    'open.Password.editing': (s) => {
      expect([s.hasTag('password'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context.resetKey).toBe(bySms(s) ? 'reset-key-sms' : 'reset-key-link')
      fieldErrorsOnly(s, 'password', ['error.field.required', 'error.password.too_short'])
    },
    'open.Password.saving': (s) => {
      expect([s.hasTag('password'), s.hasTag('busy'), s.context.via]).toEqual([true, true, 'sms'])
      noErrors(s)
    },
    'open.Password.savingFromLink': (s) => {
      expect([s.hasTag('password'), s.hasTag('busy'), s.context.via]).toEqual([true, true, 'link'])
      noErrors(s)
    },
    'open.Complete': (s) => {
      expect([s.hasTag('complete'), s.hasTag('busy')]).toEqual([true, false])
      noErrors(s)
    },
    finished: (s) => expect(s.status).toBe('done'),
  },
})

describe('passwordReset: the statechart a compliance reviewer reads', () => {
  it('says in words what every state and every transition means', () => {
    const undescribed = [
      ...stateNodesOf(passwordResetMachine).filter((node) => !node.description?.trim()).map((node) => `state ${node.id}`),
      ...transitionsOf(passwordResetMachine).filter((t) => !t.description?.trim()).map((t) => `transition ${t.key}`),
    ]
    expect(undescribed).toEqual([])
  })
})
