import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { RequestBody } from '../shared/contract'
import { fieldErrorsOf, hasFieldErrors } from '../shared/fieldErrors'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedCall } from '../shared/provided'

/** The form's fields; the platform judges the first two, the confirmation is checked here. */
export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmation'] as const
export type PasswordField = (typeof PASSWORD_FIELDS)[number]

export interface PasswordForm {
  oldPassword: string
  newPassword: string
  confirmation: string
}

export interface ChangePasswordContext {
  /** What is sent; kept only while the call runs (the event log redacts passwords). */
  request: RequestBody<'changePassword'> | null
  /** Message keys under the fields. */
  fieldErrors: Partial<Record<PasswordField, string>>
  /** A failure no field is to blame for (the platform is down, too many tries). */
  error: FlowError | null
}

export type ChangePasswordEvent = { type: 'password.submit' } & PasswordForm

const emptyFields = (form: PasswordForm): Partial<Record<PasswordField, string>> =>
  Object.fromEntries(PASSWORD_FIELDS.filter((f) => form[f] === '').map((f) => [f, 'error.field.required']))

/**
 * My account → Account details → password (spec 000 §3 Account details "password" form with
 * loader and backendErrors; 001 §7 POST password change with the device header; §8
 * error.old_password.incorrect). The platform checks the current password and the sign-up rules;
 * every other session of the player ends, this one stays.
 */
export const changePasswordMachine = setup({
  types: machineTypes<void, ChangePasswordContext, ChangePasswordEvent, 'loading'>(),
  actors: {
    changePassword: providedCall('changePassword'),
  },
  guards: {
    isIncomplete: (_, form: PasswordForm) => Object.keys(emptyFields(form)).length > 0,
    isConfirmationDifferent: (_, form: PasswordForm) => form.newPassword !== form.confirmation,
    isFieldRejected: (_, error: unknown) => hasFieldErrors(error, PASSWORD_FIELDS),
  },
  actions: {
    requireFields: assign({ fieldErrors: (_, form: PasswordForm) => emptyFields(form), error: null }),
    refuseConfirmation: assign({ fieldErrors: { confirmation: 'error.password.mismatch' }, error: null }),
    storeRequest: assign({
      request: (_, form: PasswordForm) => ({ oldPassword: form.oldPassword, newPassword: form.newPassword }),
      fieldErrors: {},
      error: null,
    }),
    storeFieldErrors: assign({ fieldErrors: (_, error: unknown) => fieldErrorsOf(error, PASSWORD_FIELDS), request: null }),
    storeError: storeCallError<ChangePasswordContext, ChangePasswordEvent>(),
    forgetRequest: assign({ request: null }),
    /** src/ tells the rest of the app (nothing to reload today; kept for the toast and analytics). */
    passwordChanged: providedAction('passwordChanged'),
  },
}).createMachine({
  id: 'changePassword',
  description: 'A signed-in player changes the password: the current one, the new one twice.',
  context: { request: null, fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form with the current password, the new password and its confirmation; errors show under their fields.',
      on: {
        'password.submit': [
          {
            guard: { type: 'isIncomplete', params: ({ event }) => event },
            actions: { type: 'requireFields', params: ({ event }) => event },
            description: 'A field is empty: it says it is required; nothing is sent.',
          },
          {
            guard: { type: 'isConfirmationDifferent', params: ({ event }) => event },
            actions: 'refuseConfirmation',
            description: 'The confirmation differs from the new password: the confirmation field says so; nothing is sent.',
          },
          {
            target: 'submitting',
            actions: { type: 'storeRequest', params: ({ event }) => event },
            description: 'The current and the new password are sent to the platform.',
          },
        ],
      },
    },
    submitting: {
      tags: ['loading'],
      description: 'The platform checks the current password and the new one, then sets it and ends the player’s other sessions.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.request!,
        onDone: { target: 'changed', actions: 'forgetRequest', description: 'The password is changed; other devices are signed out.' },
        onError: [
          {
            guard: { type: 'isFieldRejected', params: invokeError },
            target: 'editing',
            actions: { type: 'storeFieldErrors', params: invokeError },
            description: 'The current password is wrong or the new one breaks a rule: the reasons show under their fields.',
          },
          {
            target: 'editing',
            actions: ['forgetRequest', { type: 'storeError', params: invokeError }],
            description: 'The platform failed or refused for another reason (too many tries): the form says so and the player may send again.',
          },
        ],
      },
    },
    changed: {
      type: 'final',
      entry: 'passwordChanged',
      description: 'Done: the success message shows; this device stays signed in.',
    },
  },
})
