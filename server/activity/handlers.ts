/** The activity timer (responsible gambling) and the session summary (wallet): DECISIONS.md 20. */
import { defineHandlers } from '../http/handler.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import {
  ACTIVITY_TIMER_MINUTES,
  minutesRemaining,
  readActivitySettings,
  resetTimer,
  saveActivitySettings,
  sessionActivity,
  sessionResult,
  sinceLastCheck,
} from './activity.ts'

export const activityHandlers = defineHandlers({
  async getActivityCheck(_request, { db, session }) {
    const settings = await readActivitySettings(db, session!.player_id)
    return { status: 200, body: { ...settings, minutesRemaining: await minutesRemaining(db, session!.player_id, session!.player_access_id) } }
  },

  async getActivitySettings(_request, { db, session }) {
    return { status: 200, body: await readActivitySettings(db, session!.player_id) }
  },

  async updateActivitySettings(request, { db, session }) {
    return { status: 200, body: await saveActivitySettings(db, session!.player_id, session!.player_access_id, request.body) }
  },

  async getActivityMinutesRemaining(_request, { db, session }) {
    const left = await minutesRemaining(db, session!.player_id, session!.player_access_id)
    // The check is off: nothing is ever due, so the whole default interval is always left
    // (this answer has no null; getActivityCheck says "off" outright).
    return { status: 200, body: { minutesRemaining: left ?? ACTIVITY_TIMER_MINUTES.TWO_HOURS } }
  },

  async resetActivityTimer(_request, { db, session }) {
    return { status: 200, body: { minutesRemaining: await resetTimer(db, session!.player_id, session!.player_access_id) } }
  },

  async getActivitySummary(_request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    return { status: 200, body: { ...(await sinceLastCheck(db, player.id, session!.player_access_id)), currency: player.currency } }
  },

  async getSessionActivity(_request, { db, session }) {
    return { status: 200, body: await sessionActivity(db, session!.player_access_id) }
  },

  async getSessionResult(_request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    return { status: 200, body: { ...(await sessionResult(db, player.id, session!.player_access_id)), currency: player.currency } }
  },
})
