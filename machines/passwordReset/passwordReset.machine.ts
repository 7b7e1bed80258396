import { assign, setup } from 'xstate'
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

/** The failed call, handed to guards and actions as `params`. */
const failure = ({ event }: { event: { error: unknown } }) => event.error

/** Both new-password calls (key from the SMS code, key from the link) end the same way. */
const newPasswordCall = {
  input: ({ context, event }: { context: PasswordResetContext; event: PasswordResetEvent }) => ({
    resetKey: context.resetKey ?? '',
    password: (event as Submitted<'password.submit'>).password,
  }),
  onDone: { target: '#passwordReset.open.Complete' },
  onError: [
    { guard: { type: 'isPasswordRejected', params: failure }, target: 'editing', actions: { type: 'storePasswordError', params: failure } },
    { guard: { type: 'isResetKeyRefused', params: failure }, target: '#passwordReset.open.expired' },
    { target: 'editing', actions: { type: 'storeFormError', params: failure } },
  ],
} as const
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
    isLinkValid: (_, valid: boolean) => valid,
    isEmailRejected: (_, error: unknown) => fieldErrorFrom(error, 'email') !== null,
    isCodeRejected: (_, error: unknown) => isCodeFieldError(error),
    isMaxAttempts: (_, error: unknown) => isMaxAttempts(error),
    isPasswordRejected: (_, error: unknown) => fieldErrorFrom(error, 'password') !== null,
    isResetKeyRefused: (_, error: unknown) => isResetKeyRefused(error),
  },
  actions: {
    clearForm: assign(() => ({ ...emptyForm, fieldErrors: {} })),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    storeEmail: assign({ email: ({ event }) => (event as Submitted<'email.submit'>).email.trim() }),
    storeLinkKey: assign({ resetKey: ({ event }) => (event as Submitted<'reset.linkOpened'>).resetKey, via: 'link' }),
    storeSmsResetKeyId: assign({ smsResetKeyId: (_, started: PasswordResetStarted) => started.smsResetKeyId }),
    storeSmsResetKey: assign({ resetKey: (_, verified: { resetKey: string }) => verified.resetKey, via: 'sms' }),
    forgetResetKey: assign({ resetKey: null }),
    requireEmail: assign({ fieldErrors: { email: 'error.field.required' } }),
    requireCode: assign({ fieldErrors: { code: 'error.field.required' } }),
    requirePassword: assign({ fieldErrors: { password: 'error.field.required' } }),
    storeEmailError: assign({ fieldErrors: (_, error: unknown) => ({ email: fieldErrorFrom(error, 'email')! }) }),
    storeCodeError: assign({ fieldErrors: (_, error: unknown) => ({ code: codeFieldError(error) }) }),
    storePasswordError: assign({ fieldErrors: (_, error: unknown) => ({ password: fieldErrorFrom(error, 'password')! }) }),
    storeFormError: assign({ error: (_, error: unknown) => formError(error) }),
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
                onDone: {
                  target: '#passwordReset.open.Verification',
                  actions: { type: 'storeSmsResetKeyId', params: ({ event }) => event.output },
                },
                onError: [
                  { guard: { type: 'isEmailRejected', params: failure }, target: 'editing', actions: { type: 'storeEmailError', params: failure } },
                  { target: 'editing', actions: { type: 'storeFormError', params: failure } },
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
                onDone: {
                  target: '#passwordReset.open.Password',
                  actions: { type: 'storeSmsResetKey', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'isMaxAttempts', params: failure },
                    target: '#passwordReset.open.Email',
                    actions: { type: 'storeFormError', params: failure },
                    description: 'Too many wrong codes: this code can no longer be used; the player starts again.',
                  },
                  {
                    guard: { type: 'isCodeRejected', params: failure },
                    target: 'editing',
                    actions: { type: 'storeCodeError', params: failure },
                    description: 'A wrong, expired or refused code is shown under the code field (spec 001 §5).',
                  },
                  { target: 'editing', actions: { type: 'storeFormError', params: failure } },
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
            onDone: [{ guard: { type: 'isLinkValid', params: ({ event }) => event.output.valid }, target: 'Password' }, { target: 'expired' }],
            onError: [
              { guard: { type: 'isResetKeyRefused', params: failure }, target: 'expired' },
              { target: 'linkCheckFailed', actions: { type: 'storeFormError', params: failure } },
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
                ...newPasswordCall,
              },
            },
            savingFromLink: {
              tags: ['busy'],
              invoke: {
                id: 'setNewPasswordFromEmail',
                src: 'setNewPasswordFromEmail',
                ...newPasswordCall,
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
