import { assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import {
  checkPasswordResetLink,
  setNewPassword,
  setNewPasswordFromEmail,
  startPasswordReset,
  verifyPasswordResetSms,
  type PasswordResetStarted,
} from '../../src/api/passwordReset.actors'
import type { FlowError } from '../shared/flowError'
import {
  codeFieldError,
  fieldErrorFrom,
  formError,
  isCodeFieldError,
  isMaxAttempts,
  isResetKeyRefused,
  type FieldErrors,
} from './resetErrors'

/** Spec "reset password form": email, resetKey, smsResetKeyId; plus how the key was obtained. */
export interface PasswordResetContext {
  email: string
  resetKey: string | null
  smsResetKeyId: string | null
  /** The SMS code and the e-mailed link lead to different new-password calls. */
  via: 'sms' | 'link' | null
  fieldErrors: FieldErrors
  error: FlowError | null
}

export type PasswordResetEvent =
  | { type: 'reset.start' }
  | { type: 'reset.linkOpened'; resetKey: string }
  | { type: 'reset.close' }
  | { type: 'reset.restart' }
  | { type: 'reset.finish' }
  | { type: 'email.submit'; email: string }
  | { type: 'code.submit'; smsCode: string }
  | { type: 'password.submit'; password: string }
  | { type: 'link.retry' }
  | { type: 'step.back' }

/** Where the view goes when the flow ends; the machine never navigates itself. */
export interface PasswordResetOutput {
  destination: 'home'
}

// Invocation results arrive as xstate.done/error events outside the declared event union.
const outputOf = <T>(event: { type: string }) => (event as unknown as DoneActorEvent<T>).output
const errorOf = (event: { type: string }) => (event as unknown as ErrorActorEvent).error
type Submitted<T extends PasswordResetEvent['type']> = Extract<PasswordResetEvent, { type: T }>

const emptyForm = { email: '', resetKey: null, smsResetKeyId: null, via: null, fieldErrors: {}, error: null } as const

const isBlank = (value: string) => value.trim() === ''

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    output: {} as PasswordResetOutput,
    tags: {} as 'open' | 'busy' | 'email' | 'verification' | 'password' | 'complete' | 'expired' | 'linkCheck',
  },
  actors: { startPasswordReset, verifyPasswordResetSms, setNewPassword, checkPasswordResetLink, setNewPasswordFromEmail },
  guards: {
    isEmailBlank: ({ event }) => isBlank((event as Submitted<'email.submit'>).email),
    isCodeBlank: ({ event }) => isBlank((event as Submitted<'code.submit'>).smsCode),
    isPasswordBlank: ({ event }) => (event as Submitted<'password.submit'>).password === '',
    cameBySms: ({ context }) => context.via === 'sms',
    isLinkValid: ({ event }) => outputOf<{ valid: boolean }>(event).valid,
    isEmailRejected: ({ event }) => fieldErrorFrom(errorOf(event), 'email') !== null,
    isCodeRejected: ({ event }) => isCodeFieldError(errorOf(event)),
    isMaxAttempts: ({ event }) => isMaxAttempts(errorOf(event)),
    isPasswordRejected: ({ event }) => fieldErrorFrom(errorOf(event), 'password') !== null,
    isResetKeyRefused: ({ event }) => isResetKeyRefused(errorOf(event)),
  },
  actions: {
    clearForm: assign(() => ({ ...emptyForm, fieldErrors: {} })),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    storeEmail: assign({ email: ({ event }) => (event as Submitted<'email.submit'>).email.trim() }),
    storeLinkKey: assign({ resetKey: ({ event }) => (event as Submitted<'reset.linkOpened'>).resetKey, via: 'link' }),
    storeSmsResetKeyId: assign({ smsResetKeyId: ({ event }) => outputOf<PasswordResetStarted>(event).smsResetKeyId }),
    storeSmsResetKey: assign({ resetKey: ({ event }) => outputOf<{ resetKey: string }>(event).resetKey, via: 'sms' }),
    forgetResetKey: assign({ resetKey: null }),
    requireEmail: assign({ fieldErrors: { email: 'error.field.required' } }),
    requireCode: assign({ fieldErrors: { code: 'error.field.required' } }),
    requirePassword: assign({ fieldErrors: { password: 'error.field.required' } }),
    storeEmailError: assign({ fieldErrors: ({ event }) => ({ email: fieldErrorFrom(errorOf(event), 'email')! }) }),
    storeCodeError: assign({ fieldErrors: ({ event }) => ({ code: codeFieldError(errorOf(event)) }) }),
    storePasswordError: assign({
      fieldErrors: ({ event }) => ({ password: fieldErrorFrom(errorOf(event), 'password')! }),
    }),
    storeFormError: assign({ error: ({ event }) => formError(errorOf(event)) }),
  },
}).createMachine({
  id: 'passwordReset',
  description:
    'A player who forgot their password proves they own the account (SMS code or e-mailed link) and sets a new one.',
  context: { ...emptyForm, fieldErrors: {} },
  initial: 'closed',
  output: { destination: 'home' },
  states: {
    closed: {
      description: 'The reset form is not shown (the popup is closed); nothing is remembered.',
      on: {
        'reset.start': { target: 'open', actions: 'clearForm', description: 'The player asked to reset a forgotten password.' },
        'reset.linkOpened': {
          target: 'open.checkingLink',
          actions: ['clearForm', 'storeLinkKey'],
          description: 'The player followed the link from the reset e-mail.',
        },
      },
    },
    open: {
      tags: ['open'],
      description: 'The reset form is shown, one step at a time.',
      initial: 'Email',
      on: {
        'reset.close': {
          target: 'closed',
          actions: 'clearForm',
          description: 'The player closed the form; the e-mail and any key are forgotten.',
        },
      },
      states: {
        Email: {
          tags: ['email'],
          description: 'The player gives the e-mail of the account.',
          initial: 'editing',
          states: {
            editing: {
              on: {
                'email.submit': [
                  { guard: 'isEmailBlank', actions: 'requireEmail' },
                  { target: 'sending', actions: ['clearErrors', 'storeEmail'] },
                ],
              },
            },
            sending: {
              tags: ['busy'],
              description:
                'Asking the platform to send a code by SMS and a link by e-mail. Unknown e-mails get the same answer, so the form cannot be used to find out who has an account.',
              invoke: {
                id: 'startPasswordReset',
                src: 'startPasswordReset',
                input: ({ context }) => ({ email: context.email }),
                onDone: { target: '#passwordReset.open.Verification', actions: 'storeSmsResetKeyId' },
                onError: [
                  { guard: 'isEmailRejected', target: 'editing', actions: 'storeEmailError' },
                  { target: 'editing', actions: 'storeFormError' },
                ],
              },
            },
          },
        },
        Verification: {
          tags: ['verification'],
          description: 'The player types the code sent by SMS (or follows the e-mailed link instead).',
          initial: 'editing',
          on: {
            'step.back': {
              target: 'Email',
              actions: 'clearErrors',
              description: 'Back one step: the player can correct the e-mail and ask for a new code.',
            },
          },
          states: {
            editing: {
              on: {
                'code.submit': [{ guard: 'isCodeBlank', actions: 'requireCode' }, { target: 'verifying', actions: 'clearErrors' }],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyPasswordResetSms',
                src: 'verifyPasswordResetSms',
                input: ({ context, event }) => ({
                  smsResetKeyId: context.smsResetKeyId ?? '',
                  code: (event as Submitted<'code.submit'>).smsCode.trim(),
                }),
                onDone: { target: '#passwordReset.open.Password', actions: 'storeSmsResetKey' },
                onError: [
                  {
                    guard: 'isMaxAttempts',
                    target: '#passwordReset.open.Email',
                    actions: 'storeFormError',
                    description: 'Too many wrong codes: this code can no longer be used; the player starts again.',
                  },
                  {
                    guard: 'isCodeRejected',
                    target: 'editing',
                    actions: 'storeCodeError',
                    description: 'A wrong, expired or refused code is shown under the code field (spec 001 §5).',
                  },
                  { target: 'editing', actions: 'storeFormError' },
                ],
              },
            },
          },
        },
        checkingLink: {
          tags: ['busy', 'linkCheck'],
          description: 'Checking that the e-mailed link is genuine and unexpired before asking for a password.',
          invoke: {
            id: 'checkPasswordResetLink',
            src: 'checkPasswordResetLink',
            input: ({ context }) => ({ resetKey: context.resetKey ?? '' }),
            onDone: [{ guard: 'isLinkValid', target: 'Password' }, { target: 'expired' }],
            onError: [
              { guard: 'isResetKeyRefused', target: 'expired' },
              { target: 'linkCheckFailed', actions: 'storeFormError' },
            ],
          },
        },
        linkCheckFailed: {
          tags: ['linkCheck'],
          description: 'The link could not be checked (the platform did not answer); the player may try again.',
          on: {
            'link.retry': { target: 'checkingLink', actions: 'clearErrors' },
            'reset.restart': { target: 'Email', actions: 'clearForm' },
          },
        },
        expired: {
          tags: ['expired'],
          description: 'The link or key is unknown, used or expired: no password can be set with it.',
          on: {
            'reset.restart': {
              target: 'Email',
              actions: 'clearForm',
              description: 'The player starts a new reset from the e-mail step.',
            },
          },
        },
        Password: {
          tags: ['password'],
          description: 'The player chooses a new password; the platform judges its strength.',
          initial: 'editing',
          on: {
            'step.back': {
              guard: 'cameBySms',
              target: 'Verification',
              actions: ['clearErrors', 'forgetResetKey'],
              description: 'Back one step, to the code. A player who came by the e-mailed link has no earlier step.',
            },
          },
          states: {
            editing: {
              on: {
                'password.submit': [
                  { guard: 'isPasswordBlank', actions: 'requirePassword' },
                  { guard: 'cameBySms', target: 'saving', actions: 'clearErrors' },
                  { target: 'savingFromLink', actions: 'clearErrors' },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'setNewPassword',
                src: 'setNewPassword',
                input: ({ context, event }) => ({
                  resetKey: context.resetKey ?? '',
                  password: (event as Submitted<'password.submit'>).password,
                }),
                onDone: { target: '#passwordReset.open.Complete' },
                onError: [
                  { guard: 'isPasswordRejected', target: 'editing', actions: 'storePasswordError' },
                  { guard: 'isResetKeyRefused', target: '#passwordReset.open.expired' },
                  { target: 'editing', actions: 'storeFormError' },
                ],
              },
            },
            savingFromLink: {
              tags: ['busy'],
              invoke: {
                id: 'setNewPasswordFromEmail',
                src: 'setNewPasswordFromEmail',
                input: ({ context, event }) => ({
                  resetKey: context.resetKey ?? '',
                  password: (event as Submitted<'password.submit'>).password,
                }),
                onDone: { target: '#passwordReset.open.Complete' },
                onError: [
                  { guard: 'isPasswordRejected', target: 'editing', actions: 'storePasswordError' },
                  { guard: 'isResetKeyRefused', target: '#passwordReset.open.expired' },
                  { target: 'editing', actions: 'storeFormError' },
                ],
              },
            },
          },
        },
        Complete: {
          tags: ['complete'],
          description: 'The password is changed; the old one no longer works.',
          on: {
            'reset.finish': {
              target: '#passwordReset.finished',
              description: 'A successful password reset goes home (spec 000 §2).',
            },
          },
        },
      },
    },
    finished: {
      type: 'final',
      description: 'The flow is over; the view takes the player to the home page.',
    },
  },
})
