import { assertEvent, assign, setup } from 'xstate'
import { providedAction, providedCall, type OpenPage } from '../shared/provided'
import { machineTypes } from '../shared/machineTypes'
import { newPasswordCall } from './resetCalls'
import type { LinkCheck, ResetStarted, Verified } from './resetCalls'
import { codeFieldError, fieldErrorFrom, formError, isCodeFieldError, isMaxAttempts, isResetKeyRefused, type ResetField } from './resetErrors'
import { emptyForm, type PasswordResetContext, type PasswordResetEvent, type PasswordResetInput } from './resetForm'
import { invokeError } from '../shared/flowError'
import { onCallError } from '../shared/callState'

/**
 * Password reset (spec 000 §2 steps Email, Verification, Password, Complete; 001 §5 code errors).
 * The platform calls are named here and made by src/flows/passwordReset.ts.
 */
export const passwordResetMachine = setup({
  types: machineTypes<PasswordResetInput, PasswordResetContext, PasswordResetEvent, 'open' | 'busy' | 'email' | 'verification' | 'password' | 'complete' | 'expired' | 'linkCheck'>(),
  actors: {
    startPasswordReset: providedCall('startPasswordReset'),
    verifyPasswordResetSms: providedCall('verifyPasswordResetSms'),
    checkPasswordResetLink: providedCall('checkPasswordResetLink'),
    setNewPassword: providedCall('setNewPassword'),
    setNewPasswordFromEmail: providedCall('setNewPasswordFromEmail'),
  },
  guards: {
    isBlank: (_, value: string) => value.trim() === '',
    // A password is the player's to choose: only an empty one is refused before the platform judges it.
    isEmpty: (_, value: string) => value === '',
    cameBySms: ({ context }) => context.via === 'sms',
    isLinkValid: (_, link: LinkCheck) => link.valid,
    isEmailRejected: (_, error: unknown) => fieldErrorFrom(error, 'email') !== null,
    isCodeRejected: (_, error: unknown) => isCodeFieldError(error),
    isMaxAttempts: (_, error: unknown) => isMaxAttempts(error),
    isPasswordRejected: (_, error: unknown) => fieldErrorFrom(error, 'password') !== null,
    isResetKeyRefused: (_, error: unknown) => isResetKeyRefused(error),
  },
  actions: {
    clearForm: assign(emptyForm),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    storeEmail: assign({ email: (_, email: string) => email.trim() }),
    storeLinkKey: assign({ resetKey: (_, resetKey: string) => resetKey, via: 'link' }),
    storeSmsResetKeyId: assign({ smsResetKeyId: (_, started: ResetStarted) => started.smsResetKeyId }),
    storeSmsResetKey: assign({ resetKey: (_, verified: Verified) => verified.resetKey, via: 'sms' }),
    forgetResetKey: assign({ resetKey: '', via: null }),
    requireField: assign({ fieldErrors: (_, field: ResetField) => ({ [field]: 'error.field.required' }) }),
    storeEmailError: assign({ fieldErrors: (_, error: unknown) => ({ email: fieldErrorFrom(error, 'email')! }) }),
    storeCodeError: assign({ fieldErrors: (_, error: unknown) => ({ code: codeFieldError(error) }) }),
    storePasswordError: assign({ fieldErrors: (_, error: unknown) => ({ password: fieldErrorFrom(error, 'password')! }) }),
    storeFormError: assign({ error: (_, error: unknown) => formError(error) }),
    openPage: providedAction<OpenPage>('openPage'),
  },
}).createMachine({
  id: 'passwordReset',
  description:
    'A player who forgot their password proves they own the account (SMS code or e-mailed link) and sets a new one.',
  context: ({ input }) => ({ ...emptyForm, langmarket: input.langmarket }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The reset form is not shown; nothing is remembered (closing the form forgets it all).',
      on: {
        'reset.start': { target: 'open', description: 'The player asked to reset a forgotten password.' },
        'reset.linkOpened': {
          target: 'open.checkingLink',
          actions: { type: 'storeLinkKey', params: ({ event }) => event.resetKey },
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
          description: 'The player closed the form; the e-mail and any key are forgotten and a running call is abandoned.',
        },
      },
      states: {
        Email: {
          tags: ['email'],
          description: 'Step 1: the player gives the e-mail of the account.',
          initial: 'editing',
          states: {
            editing: {
              description: 'The player types the e-mail address.',
              on: {
                'email.submit': [
                  {
                    guard: { type: 'isBlank', params: ({ event }) => event.email },
                    actions: { type: 'requireField', params: 'email' },
                    description: 'No e-mail given: the field says it is required; nothing is sent.',
                  },
                  {
                    target: 'sending',
                    actions: ['clearErrors', { type: 'storeEmail', params: ({ event }) => event.email }],
                    description: 'The e-mail (without surrounding spaces) is sent to the platform.',
                  },
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
                  description: 'Code and link are on their way; the player is asked for the code.',
                },
                onError: [
                  onCallError('editing', 'storeEmailError', 'The platform refused the address; its reason shows under the e-mail field.', 'isEmailRejected'),
                  onCallError('editing', 'storeFormError', 'The platform failed or refused for another reason (too many resets); the form says so.'),
                ],
              },
            },
          },
        },
        Verification: {
          tags: ['verification'],
          description: 'Step 2: the player types the code sent by SMS (or follows the e-mailed link instead).',
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
              description: 'The player types the code from the SMS.',
              on: {
                'code.submit': [
                  {
                    guard: { type: 'isBlank', params: ({ event }) => event.smsCode },
                    actions: { type: 'requireField', params: 'code' },
                    description: 'No code given: the field says it is required; nothing is sent.',
                  },
                  { target: 'verifying', actions: 'clearErrors', description: 'The code is sent to the platform to be checked.' },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              description: 'The platform checks the code; a right one is exchanged for the key that allows a new password.',
              invoke: {
                id: 'verifyPasswordResetSms',
                src: 'verifyPasswordResetSms',
                input: ({ context, event }) => {
                  assertEvent(event, 'code.submit')
                  return { smsResetKeyId: context.smsResetKeyId, code: event.smsCode.trim() }
                },
                onDone: {
                  target: '#passwordReset.open.Password',
                  actions: { type: 'storeSmsResetKey', params: ({ event }) => event.output },
                  description: 'The code is right: the player may choose a new password.',
                },
                onError: [
                  onCallError('#passwordReset.open.Email', 'storeFormError', 'Too many wrong codes: this code can no longer be used; the player starts again.', 'isMaxAttempts'),
                  onCallError('editing', 'storeCodeError', 'A wrong, expired or refused code is shown under the code field (spec 001 §5).', 'isCodeRejected'),
                  onCallError('editing', 'storeFormError', 'The platform could not be reached; the form says so and the player may try again.'),
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
            input: ({ context }) => ({ resetKey: context.resetKey }),
            onDone: [
              {
                guard: { type: 'isLinkValid', params: ({ event }) => event.output },
                target: 'Password',
                description: 'The link is good: the player may choose a new password.',
              },
              { target: 'expired', description: 'The platform says the link is no longer valid.' },
            ],
            onError: [
              {
                guard: { type: 'isResetKeyRefused', params: invokeError },
                target: 'expired',
                description: 'The platform does not know the link, or it was used or has expired.',
              },
              onCallError('linkCheckFailed', 'storeFormError', 'The platform could not be reached to check the link.'),
            ],
          },
        },
        linkCheckFailed: {
          tags: ['linkCheck'],
          description: 'The link could not be checked (the platform did not answer); the player may try again.',
          on: {
            'link.retry': { target: 'checkingLink', actions: 'clearErrors', description: 'The player asks to check the same link again.' },
            'reset.restart': { target: 'Email', actions: 'clearForm', description: 'The player gives up the link and starts from the e-mail step.' },
          },
        },
        expired: {
          tags: ['expired'],
          description: 'The link or key is unknown, used or expired: no password can be set with it.',
          on: { 'reset.restart': { target: 'Email', actions: 'clearForm', description: 'The player starts a new reset from the e-mail step.' } },
        },
        Password: {
          tags: ['password'],
          description: 'Step 3: the player chooses a new password; the platform judges its strength.',
          initial: 'editing',
          on: {
            'step.back': {
              guard: 'cameBySms',
              target: 'Verification',
              actions: ['clearErrors', 'forgetResetKey'],
              description: 'Back one step, to the code; its key is dropped. A player who came by the e-mailed link has no earlier step.',
            },
          },
          states: {
            editing: {
              description: 'The player types the new password.',
              on: {
                'password.submit': [
                  {
                    guard: { type: 'isEmpty', params: ({ event }) => event.password },
                    actions: { type: 'requireField', params: 'password' },
                    description: 'No password given: the field says it is required; nothing is sent.',
                  },
                  { guard: 'cameBySms', target: 'saving', actions: 'clearErrors', description: 'Sent with the key from the SMS code.' },
                  { target: 'savingFromLink', actions: 'clearErrors', description: 'Sent with the key from the e-mailed link.' },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              description: 'The new password is sent with the key the SMS code gave.',
              invoke: { id: 'setNewPassword', src: 'setNewPassword', ...newPasswordCall },
            },
            savingFromLink: {
              tags: ['busy'],
              description: 'The new password is sent with the key from the e-mailed link.',
              invoke: { id: 'setNewPasswordFromEmail', src: 'setNewPasswordFromEmail', ...newPasswordCall },
            },
          },
        },
        Complete: {
          tags: ['complete'],
          description: 'The password is changed; the old one no longer works.',
          on: { 'reset.finish': { target: '#passwordReset.finished', description: 'The player continues to the home page (spec 000 §2).' } },
        },
      },
    },
    finished: {
      type: 'final',
      description: 'The flow is over; the player is taken to the home page, which replaces the reset page in the history.',
      entry: { type: 'openPage', params: ({ context }) => ({ href: `/${context.langmarket}`, replace: true }) },
    },
  },
})
