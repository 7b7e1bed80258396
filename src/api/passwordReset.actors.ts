import { fromPromise } from 'xstate'
import type { components } from './schema'
import { api } from './client'
import { unwrap } from './errors'

export type PasswordResetStarted = components['schemas']['PasswordResetStarted']
export type NewPasswordRequest = components['schemas']['NewPasswordRequest']

/** Email step: the platform sends the SMS code and the e-mailed link; the answer names the SMS key. */
export const startPasswordReset = fromPromise<PasswordResetStarted, { email: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/password_reset', { body: { email: input.email }, signal })),
)

/** Verification step: a right code is exchanged for the key that authorises the new password. */
export const verifyPasswordResetSms = fromPromise<{ resetKey: string }, { smsResetKeyId: string; code: string }>(
  async ({ input, signal }) =>
    unwrap(
      await api.POST('/api/v1/player/password_reset/sms_verification', {
        body: { smsResetKeyId: input.smsResetKeyId, code: input.code },
        signal,
      }),
    ),
)

/** Password step after the SMS code. */
export const setNewPassword = fromPromise<void, NewPasswordRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/password_reset/new_password', { body: input, signal })),
)

/** The e-mailed link: is its key still good, before the player types a new password? */
export const checkPasswordResetLink = fromPromise<{ valid: boolean; expiresAt: string }, { resetKey: string }>(
  async ({ input, signal }) =>
    unwrap(
      await api.GET('/api/v1/player/password_reset/new_password/email', {
        params: { query: { resetKey: input.resetKey } },
        signal,
      }),
    ),
)

/** Password step after the e-mailed link. */
export const setNewPasswordFromEmail = fromPromise<void, NewPasswordRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/password_reset/new_password/email', { body: input, signal })),
)
