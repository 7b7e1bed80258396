/** Call actors of the gambling limits: read and change one family (deposit, loss, spend). */
import { fromPromise } from 'xstate'
import type { LimitChange, LimitFamily, LimitSet } from '../../machines/limits/limits.machine'
import { api } from './client'
import { unwrap } from './errors'

export const loadLimits = fromPromise<LimitSet, { family: LimitFamily }>(async ({ input, signal }) =>
  input.family === 'spend'
    ? unwrap(await api.GET('/api/v1/player/spend-limits', { signal }))
    : unwrap(await api.GET('/api/v1/player/deposit-limits', { params: { query: { kind: input.family } }, signal })),
)

export const changeLimit = fromPromise<LimitSet, { family: LimitFamily; change: LimitChange }>(async ({ input, signal }) =>
  input.family === 'spend'
    ? unwrap(await api.PATCH('/api/v1/player/spend-limits', { body: input.change, signal }))
    : unwrap(await api.PATCH('/api/v1/player/deposit-limits', { params: { query: { kind: input.family } }, body: input.change, signal })),
)
