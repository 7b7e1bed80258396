/**
 * The platform calls of the reset flow, typed from openapi/ by operationId: the machine names them
 * (`providedCall`), src/api/passwordReset.actors.ts makes them.
 */
import { assertEvent } from 'xstate'
import type { ResponseBody } from '../shared/contract'
import type { PasswordResetContext, PasswordResetEvent } from './resetForm'
import { invokeError } from '../shared/flowError'
import { onCallError } from '../shared/callState'

/** What the machine reads from the answers: the SMS key's id, the key itself, whether a link is still good. */
export type ResetStarted = ResponseBody<'startPasswordReset'>
export type Verified = ResponseBody<'verifyPasswordResetSms'>
export type LinkCheck = ResponseBody<'checkPasswordResetLink'>

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
