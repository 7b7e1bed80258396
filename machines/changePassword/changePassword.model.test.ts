import { expect } from 'vitest'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { changePasswordMachine } from './changePassword.machine'

const form = { oldPassword: 'Correct-Horse-42', newPassword: 'Brand-New-Secret-7', confirmation: 'Brand-New-Secret-7' }
const wrongOld = new ApiCallError(400, {
  status: 400,
  code: 'error.old_password.incorrect',
  message: 'The current password is not correct.',
  errors: [{ objectName: 'changePassword', field: 'oldPassword', status: 400, message: 'The current password is not correct.', code: 'error.old_password.incorrect' }],
})
const rateLimited = apiFailure(429, 'error.rate.limited', 'Too many requests')

describeModel('changePassword', changePasswordMachine, {
  contextKey: (c) => [Object.keys(c.fieldErrors).sort().join(','), c.error?.code ?? ''].join('|'),
  events: (s) =>
    s.matches('submitting')
      ? [
          { type: 'xstate.done.actor.changePassword', output: undefined },
          { type: 'xstate.error.actor.changePassword', error: wrongOld, label: 'wrong current password' },
          { type: 'xstate.error.actor.changePassword', error: rateLimited, label: 'rate limited' },
          { type: 'xstate.error.actor.changePassword', error: platformDown, label: 'down' },
        ]
      : [
          { type: 'password.submit', ...form },
          { type: 'password.submit', ...form, oldPassword: '', label: 'incomplete' },
          { type: 'password.submit', ...form, confirmation: 'Brand-New-Secret-8', label: 'confirmation differs' },
        ],
  transitions: {
    editing: { 'password.submit': 'submitting', 'password.submit (incomplete)': 'editing', 'password.submit (confirmation differs)': 'editing' },
    submitting: {
      'done changePassword': 'changed',
      'error changePassword (wrong current password)': 'editing',
      'error changePassword (rate limited)': 'editing',
      'error changePassword (down)': 'editing',
    },
  },
  calls: { changePassword: (input) => expect(input).toEqual({ oldPassword: 'Correct-Horse-42', newPassword: 'Brand-New-Secret-7' }) },
  effects: { passwordChanged: (params) => expect(params).toBeUndefined() },
  states: {
    editing: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.request).toBeNull()
    },
    submitting: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.fieldErrors).toEqual({})
      expect(s.context.error).toBeNull()
    },
    changed: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.request).toBeNull()
    },
  },
})
