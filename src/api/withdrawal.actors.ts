/**
 * Call actors of withdrawals: the eligibility check (with the station check), the request, the
 * pending list (TanStack Query options) and the cancellation. Money-moving calls carry a fresh
 * Idempotency-Key per request.
 */
import { queryOptions } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { CreateWithdrawalRequest, PendingWithdrawal } from '../../machines/withdrawal/withdrawal.machine'
import type { WithdrawalEligibility } from '../../machines/withdrawal/withdrawalStatus'
import type { CancelWithdrawalRequest } from '../../machines/withdrawalCancel/withdrawalCancel.machine'
import { api } from './client'
import { unwrap } from './errors'
import { stationCheck } from './station'

export const checkWithdrawal = fromPromise<WithdrawalEligibility, void>(async ({ signal }) =>
  unwrap(await api.POST('/api/v1/player/wallet/withdrawal/request', { body: await stationCheck(signal), signal })),
)

export const requestWithdrawal = fromPromise<PendingWithdrawal, CreateWithdrawalRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/wallet/withdrawals', { params: { header: { 'Idempotency-Key': crypto.randomUUID() } }, body: input, signal })),
)

export const cancelWithdrawal = fromPromise<PendingWithdrawal, CancelWithdrawalRequest>(async ({ input, signal }) =>
  unwrap(
    await api.POST('/api/v1/player/wallet/withdrawal/cancellation', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: input,
      signal,
    }),
  ),
)

/** The player's pending withdrawals, newest first; refetched after a request or a cancellation. */
export const pendingWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'pendingWithdrawals'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/v1/player/wallet/pendingWithdrawal', { signal })),
  })
