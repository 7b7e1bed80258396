/** Call actors of the bonus-code flow: may this account claim by code, check a code, claim it. */
import { fromPromise } from 'xstate'
import type { ClaimBonusCodeRequest, ValidateBonusCodeRequest } from '../../machines/bonusCode/bonusCode.machine'
import type { ResponseBody } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

export const checkAvailability = fromPromise<ResponseBody<'getManualClaimAvailability'>, void>(async ({ signal }) =>
  unwrap(await api.GET('/api/v1/bonus/bonus-code/manual-claim/available', { signal })),
)

export const validateBonusCode = fromPromise<ResponseBody<'validateBonusCode'>, ValidateBonusCodeRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/bonus-code/validate', { body: input, signal })),
)

export const claimBonusCode = fromPromise<ResponseBody<'claimBonusCode'>, ClaimBonusCodeRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/bonus-code/manual-claim', { body: input, signal })),
)
