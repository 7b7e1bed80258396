import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { ResponseBody } from '../shared/contract'
import { fieldErrorsOf, hasFieldErrors } from '../shared/fieldErrors'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedCall } from '../shared/provided'

export const PHONE_FIELDS = ['prefix', 'body', 'code'] as const
export type PhoneField = (typeof PHONE_FIELDS)[number]

export interface PhoneChangeInput {
  /** The dialling prefix the form starts with: the player's current one (`+358`). */
  prefix: string
}

export interface PhoneChangeContext {
  prefix: string
  body: string
  /** Spec 000 §3 Account details phone: the id the code is verified with, once the SMS is sent. */
  smsVerificationId: string | null
  /** The code typed in the popup, kept while it is checked. */
  code: string
  /** SMS the player may still ask for, after a resend. */
  attemptsRemaining: number | null
  fieldErrors: Partial<Record<PhoneField, string>>
  error: FlowError | null
}

export type PhoneChangeEvent =
  | { type: 'phone.submit'; prefix: string; body: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'popup.close' }
  | { type: 'phone.edit' }

type NewNumber = { prefix: string; body: string }

/** The change itself is over: too many codes or wrong tries, or the platform no longer knows it. */
const GONE = new Set(['sms.max.attempts.reached', 'error.sms.verification.not_found'])

const blankFields = (n: NewNumber): Partial<Record<PhoneField, string>> =>
  Object.fromEntries((['prefix', 'body'] as const).filter((f) => n[f].trim() === '').map((f) => [f, 'error.field.required']))

/**
 * My account → Account details → phone number (spec 000 §3 Account details phone
 * smsVerificationId, body, prefix; 000 §4 "Phone edit: request sets loader; success opens SMS popup
 * and stores verification id; error closes popup and stores errors; success or close resets";
 * 001 §7 POST phone change, SMS request, SMS verify). The number changes only once the code sent
 * to it is verified.
 */
export const phoneChangeMachine = setup({
  types: machineTypes<PhoneChangeInput, PhoneChangeContext, PhoneChangeEvent, 'loading' | 'popup'>(),
  actors: {
    changePhoneNumber: providedCall('changePhoneNumber'),
    requestPhoneSms: providedCall('requestPhoneSms'),
    verifyPhoneSms: providedCall('verifyPhoneSms'),
  },
  guards: {
    isNumberIncomplete: (_, n: NewNumber) => Object.keys(blankFields(n)).length > 0,
    isCodeBlank: (_, code: string) => code.trim() === '',
    isNumberRejected: (_, error: unknown) => hasFieldErrors(error, ['prefix', 'body']),
    isCodeRejected: (_, error: unknown) => hasFieldErrors(error, ['code']) || toFlowError(error).code === 'sms.code.invalid',
    isChangeGone: (_, error: unknown) => GONE.has(toFlowError(error).code),
  },
  actions: {
    requireNumber: assign({ fieldErrors: (_, n: NewNumber) => blankFields(n), error: null }),
    storeNumber: assign({ prefix: (_, n: NewNumber) => n.prefix.trim(), body: (_, n: NewNumber) => n.body.replace(/[\s-]/g, ''), fieldErrors: {}, error: null }),
    storeNumberErrors: assign({ fieldErrors: (_, error: unknown) => fieldErrorsOf(error, ['prefix', 'body']) }),
    storeVerificationId: assign({ smsVerificationId: (_, started: ResponseBody<'changePhoneNumber'>) => started.smsVerificationId, attemptsRemaining: null }),
    requireCode: assign({ fieldErrors: { code: 'error.field.required' }, error: null }),
    storeCode: assign({ code: (_, code: string) => code.trim(), fieldErrors: {}, error: null }),
    storeCodeError: assign({
      fieldErrors: (_, error: unknown) => ({ code: fieldErrorsOf(error, ['code']).code ?? 'sms.code.invalid' }),
      code: '',
    }),
    storeAttempts: assign({ attemptsRemaining: (_, sent: ResponseBody<'requestPhoneSms'>) => sent.attemptsRemaining, fieldErrors: {}, error: null }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    storeError: storeCallError<PhoneChangeContext, PhoneChangeEvent>(),
    /** Success or close resets (000 §4): the popup's id, code and count are forgotten. */
    resetVerification: assign({ smsVerificationId: null, code: '', attemptsRemaining: null }),
    forgetCode: assign({ code: '' }),
    /** src/ reads the profile again, so the new number shows wherever the profile does. */
    phoneChanged: providedAction('phoneChanged'),
  },
}).createMachine({
  id: 'phoneChange',
  description: 'A signed-in player changes the phone number and proves it with the code sent to the new number.',
  context: ({ input }) => ({ prefix: input.prefix, body: '', smsVerificationId: null, code: '', attemptsRemaining: null, fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The new number: its dialling prefix and the national number; errors show under their fields.',
      on: {
        'phone.submit': [
          {
            guard: { type: 'isNumberIncomplete', params: ({ event }) => event },
            actions: { type: 'requireNumber', params: ({ event }) => event },
            description: 'A part of the number is missing: it says it is required; nothing is sent.',
          },
          {
            target: 'requesting',
            actions: { type: 'storeNumber', params: ({ event }) => event },
            description: 'The number (without spaces or dashes) is sent; the platform will text a code to it.',
          },
        ],
      },
    },
    requesting: {
      tags: ['loading'],
      description: 'The request sets the loader: the platform checks the number and sends the code by SMS.',
      invoke: {
        id: 'changePhoneNumber',
        src: 'changePhoneNumber',
        input: ({ context }) => ({ prefix: context.prefix, body: context.body }),
        onDone: {
          target: 'codeEntry',
          actions: { type: 'storeVerificationId', params: ({ event }) => event.output },
          description: 'Success opens the SMS popup and stores the verification id.',
        },
        onError: [
          {
            guard: { type: 'isNumberRejected', params: invokeError },
            target: 'editing',
            actions: { type: 'storeNumberErrors', params: invokeError },
            description: 'The number is not valid for the player’s country, or is already theirs: the reason shows under the number.',
          },
          {
            target: 'editing',
            actions: { type: 'storeError', params: invokeError },
            description: 'Another failure (too many codes this hour, the platform down): the popup stays closed and the form says why.',
          },
        ],
      },
    },
    codeEntry: {
      tags: ['popup'],
      description: 'The SMS popup: the code sent to the new number, with a way to send it again.',
      on: {
        'code.submit': [
          {
            guard: { type: 'isCodeBlank', params: ({ event }) => event.code },
            actions: 'requireCode',
            description: 'No code typed: the field says it is required; nothing is sent.',
          },
          {
            target: 'verifying',
            actions: { type: 'storeCode', params: ({ event }) => event.code },
            description: 'The code is sent to be checked.',
          },
        ],
        'code.resend': { target: 'resending', actions: 'clearErrors', description: 'The player asks for a new code.' },
        'popup.close': {
          target: 'editing',
          actions: ['resetVerification', 'clearErrors'],
          description: 'Close resets: the popup shuts, the change is abandoned and the number stays as it was.',
        },
      },
    },
    verifying: {
      tags: ['popup', 'loading'],
      description: 'The platform checks the code and, when it is right, sets the new number.',
      invoke: {
        id: 'verifyPhoneSms',
        src: 'verifyPhoneSms',
        input: ({ context }) => ({ smsVerificationId: context.smsVerificationId!, code: context.code }),
        onDone: { target: 'changed', actions: 'resetVerification', description: 'Success resets: the number is changed and the popup closes.' },
        onError: [
          {
            guard: { type: 'isCodeRejected', params: invokeError },
            target: 'codeEntry',
            actions: { type: 'storeCodeError', params: invokeError },
            description: 'A wrong or expired code: the reason shows under the code field and the player tries again.',
          },
          {
            guard: { type: 'isChangeGone', params: invokeError },
            target: 'editing',
            actions: ['resetVerification', { type: 'storeError', params: invokeError }],
            description: 'Too many wrong codes, or the change is no longer known: the error closes the popup and the form says why.',
          },
          {
            target: 'codeEntry',
            actions: ['forgetCode', { type: 'storeError', params: invokeError }],
            description: 'The platform failed: the popup says so and the player may send the code again.',
          },
        ],
      },
    },
    resending: {
      tags: ['popup', 'loading'],
      description: 'The platform sends a new code to the new number; the older one stops working.',
      invoke: {
        id: 'requestPhoneSms',
        src: 'requestPhoneSms',
        input: ({ context }) => ({ smsVerificationId: context.smsVerificationId! }),
        onDone: {
          target: 'codeEntry',
          actions: { type: 'storeAttempts', params: ({ event }) => event.output },
          description: 'A new code is on its way; the popup says how many more can be sent.',
        },
        onError: [
          {
            guard: { type: 'isChangeGone', params: invokeError },
            target: 'editing',
            actions: ['resetVerification', { type: 'storeError', params: invokeError }],
            description: 'No more codes this hour (smsMaxAttempts), or the change is gone: the error closes the popup and the form says why.',
          },
          {
            target: 'codeEntry',
            actions: { type: 'storeError', params: invokeError },
            description: 'The platform failed: the popup says so; the earlier code still works.',
          },
        ],
      },
    },
    changed: {
      entry: 'phoneChanged',
      description: 'The number is changed: the success message shows the new number.',
      on: {
        'phone.edit': { target: 'editing', actions: 'clearErrors', description: 'The player changes the number again.' },
      },
    },
  },
})
