import { normaliseCountryCode, profileRequest } from './registrationBody'
import { failureOn, registrationSetup } from './registration.setup'
import type { CodeChannel, PhoneNumber } from './registration.types'
import { invokeError } from '../shared/flowError'

const MAX_ATTEMPTS = '#registration.Verification.maxAttempts'
const NEXT_CHANNEL = '#registration.Verification.choosing'

const words = {
  sms: { id: 'Sms', medium: 'SMS', proof: 'phone' },
  email: { id: 'Email', medium: 'e-mail', proof: 'e-mail address' },
} as const

/**
 * Verifying one channel, the same for SMS and e-mail: the player asks for a code, the platform
 * sends it, the player types it and the platform checks it. SMS adds its attempt limit
 * (smsMaxAttempts from the content, the platform's sms.max.attempts.reached) and the chance to
 * correct the phone number (`extraStates`: changingNumber); the e-mail limit is an error on the code.
 */
export function codeChannel<TExtra extends object>(channel: CodeChannel, extraStates: TExtra) {
  const { id, medium, proof } = words[channel]
  const sms = channel === 'sms'
  const requestCode = [
    ...(sms ? [{ guard: 'isSmsRequestOverLimit', target: MAX_ATTEMPTS, description: 'smsMaxAttempts codes were already sent: no more are sent.' } as const] : []),
    { guard: { type: 'isForChannel', params: { channel } }, target: 'requesting', actions: 'clearErrors', description: `The player asks for a code by ${medium}.` } as const,
  ]
  const changeNumber = sms
    ? {
        'phone.change': {
          target: 'changingNumber',
          actions: ['clearErrors', { type: 'holdPhone', params: ({ event }: { event: PhoneNumber }) => ({ phonePrefix: event.phonePrefix, phoneBody: event.phoneBody }) }],
          description: 'The player corrects the phone number the codes go to.',
        } as const,
      }
    : {}
  const limitReached = (description: string) =>
    sms ? [{ guard: { type: 'isAttemptLimitFailure', params: invokeError }, target: MAX_ATTEMPTS, actions: 'dropCode', description } as const] : []

  return registrationSetup.createStateConfig({
    description: `The player proves they own the ${proof} with a code sent by ${medium}.`,
    initial: 'idle',
    states: {
      idle: {
        description: `No ${medium} code is waiting to be typed: the player may ask for one.`,
        on: { 'code.request': requestCode, ...changeNumber },
      },
      requesting: {
        tags: ['loading'],
        description: `The platform sends a code by ${medium}.`,
        invoke: {
          id: `request${id}Code`,
          src: 'requestCode',
          input: ({ context }) => ({ channel, playerId: context.playerId!, countryCode: normaliseCountryCode(context.details!.countryCode) }),
          onDone: {
            target: 'awaitingCode',
            actions: [{ type: 'setCodeState', params: { channel, state: 'SUCESS_SEND' } }, ...(sms ? (['countSmsAttempt'] as const) : [])],
            description: `The ${medium} code is on its way (SUCESS_SEND): the player types it.`,
          },
          onError: [
            ...limitReached('The platform refuses more SMS codes for this registration (sms.max.attempts.reached).'),
            {
              target: 'idle',
              actions: [{ type: 'setCodeState', params: { channel, state: 'FAIL_SEND' } }, { type: 'storeCodeFailure', params: invokeError }],
              description: 'The code could not be sent (FAIL_SEND): the player sees why and may ask again.',
            },
          ],
        },
      },
      awaitingCode: {
        tags: ['codeEntry'],
        description: `A ${medium} code was sent; the player types it or asks for a new one.`,
        on: {
          'code.verify': {
            guard: { type: 'isForChannel', params: { channel } },
            target: 'verifying',
            actions: ['clearErrors', { type: 'holdCode', params: ({ event }) => event.code }],
            description: `The player submits the code from the ${medium}.`,
          },
          'code.request': requestCode,
          ...changeNumber,
        },
      },
      verifying: {
        tags: ['loading'],
        description: `The platform checks the ${medium} code.`,
        invoke: {
          id: `verify${id}Code`,
          src: 'verifyCode',
          input: ({ context }) => ({ channel, playerId: context.playerId!, code: context.pendingCode! }),
          onDone: {
            target: NEXT_CHANNEL,
            actions: ['dropCode', { type: 'setCodeState', params: { channel, state: 'SUCCESS_VERIFY' } }],
            description: `The ${proof} is verified (SUCCESS_VERIFY): on to the next channel, or to the login.`,
          },
          onError: [
            ...limitReached('The platform refuses more SMS attempts for this registration (sms.max.attempts.reached).'),
            {
              target: 'awaitingCode',
              actions: ['dropCode', { type: 'setCodeState', params: { channel, state: 'FAIL_VERIFY' } }, { type: 'storeCodeFailure', params: invokeError }],
              description: 'The code is wrong or expired (FAIL_VERIFY): the player may type it again or ask for a new one.',
            },
          ],
        },
      },
      ...extraStates,
    },
  })
}

/** mobileNumberChanged: the player corrects the phone number while verifying it. */
export const changingNumber = registrationSetup.createStateConfig({
  tags: ['loading'],
  description: 'The player corrected the phone number the SMS codes go to; the profile is updated first.',
  invoke: {
    id: 'changeMobileNumber',
    src: 'updateRegistrationProfile',
    input: ({ context }) => ({
      body: profileRequest(context.playerId!, { ...context.details!, ...context.pendingPhone! }, context.profile!, context.catalog),
    }),
    onDone: {
      target: 'idle',
      actions: ['storeChangedNumber', { type: 'setCodeState', params: { channel: 'sms', state: 'UNINITIALIZE' } }],
      description: 'mobileNumberChanged: the new number is saved and the SMS code starts over for it.',
    },
    onError: [
      {
        guard: { type: 'isDuplicate', params: invokeError },
        target: '#registration.Duplicated',
        description: 'The new number belongs to an existing player: same customer info, no second account.',
      },
      {
        target: 'idle',
        actions: [{ type: 'storeFailure', params: failureOn('Verification') }, 'dropPendingPhone'],
        description: 'The number is refused: the player sees a phone error and the code state is kept.',
      },
    ],
  },
})
