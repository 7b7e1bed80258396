import { fromPromise } from 'xstate'
import type { CallLogic } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

/**
 * A call cut short because its actor stopped must not report back. @xstate/react stops and
 * restarts the same actor refs under React's strict effects (and Activity); the restarted
 * invocation makes the call again, and the first one's AbortError would otherwise arrive as if
 * the platform had refused (the e-mailed link looked broken on first render).
 */
async function unlessAborted<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (signal.aborted) return new Promise<T>(() => {})
    throw error
  }
}

/** Email step: the platform sends the SMS code and the e-mailed link; the answer names the SMS key. */
export const startPasswordReset: CallLogic<'startPasswordReset'> = fromPromise(({ input, signal }) =>
  unlessAborted(signal, async () => unwrap(await api.POST('/api/v1/player/password_reset', { body: input, signal }))),
)

/** Verification step: a right code is exchanged for the key that authorises the new password. */
export const verifyPasswordResetSms: CallLogic<'verifyPasswordResetSms'> = fromPromise(({ input, signal }) =>
  unlessAborted(signal, async () =>
    unwrap(await api.POST('/api/v1/player/password_reset/sms_verification', { body: input, signal })),
  ),
)

/** Password step after the SMS code. */
export const setNewPassword: CallLogic<'setNewPassword'> = fromPromise(({ input, signal }) =>
  unlessAborted(signal, async () => unwrap(await api.POST('/api/v1/player/password_reset/new_password', { body: input, signal }))),
)

/**
 * The e-mailed link: is its key still good, before the player types a new password? The key goes
 * in the body, never in the request URL (logs, proxies, Referer).
 */
export const checkPasswordResetLink: CallLogic<'checkPasswordResetLink'> = fromPromise(({ input, signal }) =>
  unlessAborted(signal, async () =>
    unwrap(await api.POST('/api/v1/player/password_reset/new_password/email/check', { body: input, signal })),
  ),
)

/** Password step after the e-mailed link. */
export const setNewPasswordFromEmail: CallLogic<'setNewPasswordFromEmail'> = fromPromise(({ input, signal }) =>
  unlessAborted(signal, async () =>
    unwrap(await api.POST('/api/v1/player/password_reset/new_password/email', { body: input, signal })),
  ),
)
