/** Call actors of the cookie notification: the player's stored consent, read and stored. */
import { fromPromise } from 'xstate'
import type { CallLogic, ResponseBody } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

export const getCookieConsent = fromPromise<ResponseBody<'getCookieConsent'>, void>(async ({ signal }) =>
  unwrap(await api.GET('/api/v1/player/cookies/consent', { signal })),
)

export const updateCookieConsent: CallLogic<'updateCookieConsent'> = fromPromise(async ({ input, signal }) =>
  unwrap(
    await api.PATCH('/api/v1/player/cookies/consent', {
      body: input,
      signal,
    }),
  ),
)
