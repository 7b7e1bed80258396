/**
 * The platform calls of the reset flow, typed from openapi/ by operationId: the machine names them
 * (`providedActor`), src/api/passwordReset.actors.ts makes them.
 */
import { assertEvent } from 'xstate'
import type { RequestBody, ResponseBody } from '../shared/contract'
import type { PasswordResetContext, PasswordResetEvent } from './resetForm'
import { invokeError } from '../shared/flowError'
import { onCallError } from '../shared/callState'

/** Email step: POST /player/password_reset. */
export type StartRequest = RequestBody<'startPasswordReset'>
export type ResetStarted = ResponseBody<'startPasswordReset'>

/** Verification step: the SMS code for the key that authorises a new password. */
export type VerifyRequest = RequestBody<'verifyPasswordResetSms'>
export type Verified = ResponseBody<'verifyPasswordResetSms'>

/** The e-mailed link: is its key still good? */
export type LinkCheckRequest = RequestBody<'checkPasswordResetLink'>
export type LinkCheck = ResponseBody<'checkPasswordResetLink'>

/** Password step, after the SMS code (`setNewPassword`) or the link (`setNewPasswordFromEmail`). */
export type NewPasswordRequest = RequestBody<'setNewPassword'>

/** The failed call, handed to guards and actions as `params`. */

/** Both new-password calls (key from the SMS code, key from the e-mailed link) end the same way. */
export const newPasswordCall = {
  input: ({ context, event }: { context: PasswordResetContext; event: PasswordResetEvent }) => {
    assertEvent(event, 'password.submit')
    return { resetKey: context.resetKey, password: event.password }
  },
  onDone: { target: '#passwordReset.open.Complete', description: 'The platform changed the password.' },
  onError: [
    onCallError('editing', 'storePasswordError', 'The platform refused this password (length, or too common); its rule shows under the field.', 'isPasswordRejected'),
    {
      guard: { type: 'isResetKeyRefused', params: invokeError },
      target: '#passwordReset.open.expired',
      description: 'The reset key expired or was used meanwhile: no password is set with it.',
    },
    onCallError('editing', 'storeFormError', 'The platform failed; the password is unchanged and the player may try again.'),
  ],
} as const
