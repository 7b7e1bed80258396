/**
 * Call actors of the activity timer (reality check): the timer, the session's summary, the
 * restart and the interval. Each resolves with the platform's answer or rejects with an ApiCallError.
 */
import { fromPromise } from 'xstate'
import type { ActivityCheck, ActivitySettings, RealityCheckSummary } from '../../machines/activityTimer/activityTimer.machine'
import { api } from './client'
import { unwrap } from './errors'

export const checkActivity = fromPromise<ActivityCheck, void>(async ({ signal }) => unwrap(await api.GET('/api/v1/player/activity_check', { signal })))

/** The session's start and length, and its money result since login, read together. */
export const loadSummary = fromPromise<RealityCheckSummary, void>(async ({ signal }) => {
  const [session, result] = await Promise.all([
    api.GET('/api/v1/player/wallet/activity_check', { signal }).then(unwrap),
    api.GET('/api/v1/player/wallet/activity_check/result', { signal }).then(unwrap),
  ])
  return {
    sessionStartedAt: session.sessionStartedAt,
    durationMinutes: session.durationMinutes,
    currency: result.currency,
    turnoverMinor: result.turnoverMinor,
    winningsMinor: result.winningsMinor,
    deltaMinor: result.deltaMinor,
  }
})

export const resetTimer = fromPromise<{ minutesRemaining: number }, void>(async ({ signal }) =>
  unwrap(await api.PATCH('/api/v1/player/activity_check/reset_timer', { signal })),
)

export const saveSettings = fromPromise<ActivitySettings, ActivitySettings>(async ({ input, signal }) =>
  unwrap(await api.PATCH('/api/v1/player/activity_check/settings', { body: input, signal })),
)
