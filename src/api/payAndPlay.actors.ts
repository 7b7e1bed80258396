/**
 * Call actors of Pay N Play (openapi/areas/paynplay.yaml): authorize, verify the bank's one-time
 * code (with the device's ipAddress and blackbox), complete the player's details, log in. Each
 * rejects with an ApiCallError on a refusal.
 */
import { fromPromise } from 'xstate'
import type {
  Authorization,
  AuthorizeRequest,
  LoginRequest,
  LoginResult,
  UpdatePlayerRequest,
  VerifiedPlayer,
  VerifyCodeRequest,
} from '../../machines/payAndPlay/payAndPlay.machine'
import { api } from './client'
import { unwrap } from './errors'
import { stationCheck } from './station'

export const authorizePayNPlay = fromPromise<Authorization, AuthorizeRequest>(async ({ input, signal }) =>
  unwrap(await api.GET('/api/v1/paynplay/authorize', { params: { query: input }, signal })),
)

export const verifyPayNPlayCode = fromPromise<VerifiedPlayer, VerifyCodeRequest>(async ({ input, signal }) => {
  const station = await stationCheck(signal)
  return unwrap(await api.POST('/api/v1/paynplay/player/code', { body: { ...input, ...station }, signal }))
})

export const updatePayNPlayPlayer = fromPromise<{ playerId: string }, UpdatePlayerRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/paynplay/player/update', { body: input, signal })),
)

/** Like password login, the refresh token comes back as an HttpOnly cookie. */
export const loginPayNPlay = fromPromise<LoginResult, LoginRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/paynplay/player/login', { body: input, credentials: 'same-origin', signal })),
)
