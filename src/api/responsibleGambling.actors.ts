/** Call actors of the time-out and the self-exclusion: each ends every session of the player. */
import { fromPromise } from 'xstate'
import type { CallLogic } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

/** POST /player/timeout: a break of `value` days. */
export const startTimeout: CallLogic<'startTimeout'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/timeout', { body: input, signal })),
)

/** PATCH /player/exclusion: months after a delay, or indefinitely. */
export const selfExclude: CallLogic<'selfExclude'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.PATCH('/api/v1/player/exclusion', { body: input, signal })),
)
