/**
 * The activity timer (reality check): the interval the player chose, the minutes left until the
 * next check, counted by the platform from the session's login or last restart, and the money
 * result of the session from the ledger (spec 000 §4 "Activity timer", 001 §7 "Activity",
 * DECISIONS.md 20). Elapsed time is always the database's `now()` less a stored instant: a client
 * cannot shorten or stretch its own session.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { minor } from '../ledger/ledger.ts'

type Schemas = components['schemas']
export type ActivityTimer = Schemas['ActivityTimer']
export type ActivitySettings = Schemas['ActivitySettings']

/** 000 §5 / 001 §9: reality checks every 30, 60 or 120 minutes; 120 when the player chose nothing. */
export const ACTIVITY_TIMER_MINUTES: Record<Exclude<ActivityTimer, 'NOT_SET'>, number> = { HALF_AN_HOUR: 30, HOUR: 60, TWO_HOURS: 120 }
export const DEFAULT_ACTIVITY_SETTINGS: ActivitySettings = { activityTimer: 'TWO_HOURS', activityTimerOn: true }

/** The interval in minutes, or null when the check is off. */
export const intervalMinutes = (s: ActivitySettings): number | null =>
  s.activityTimerOn && s.activityTimer !== 'NOT_SET' ? ACTIVITY_TIMER_MINUTES[s.activityTimer] : null

export async function readActivitySettings(db: Db, playerId: string): Promise<ActivitySettings> {
  const row = await db.one<{ activity_timer: ActivityTimer; activity_timer_on: boolean }>(
    'select activity_timer, activity_timer_on from activity_settings where player_id = $1',
    [playerId],
  )
  return row ? { activityTimer: row.activity_timer, activityTimerOn: row.activity_timer_on } : DEFAULT_ACTIVITY_SETTINGS
}

/**
 * Stores the player's choice. A timer switched on needs an interval; switched off, the interval is
 * kept so switching it back on restores it. A new interval counts from now, so shortening it never
 * makes a check fall due in the past.
 */
export async function saveActivitySettings(db: Db, playerId: string, sessionId: string, settings: ActivitySettings): Promise<ActivitySettings> {
  if (settings.activityTimerOn && settings.activityTimer === 'NOT_SET') {
    throw new ApiProblem(400, 'error.validation', 'A reality check that is on needs an interval.', [
      {
        objectName: 'body',
        field: 'activityTimer',
        rejectedValue: settings.activityTimer,
        status: 400,
        message: 'choose 30, 60 or 120 minutes, or switch the reality check off',
        code: 'error.validation.activity.timer.not.set',
      },
    ])
  }
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into activity_settings (player_id, activity_timer, activity_timer_on) values ($1, $2, $3)
       on conflict (player_id) do update set activity_timer = excluded.activity_timer, activity_timer_on = excluded.activity_timer_on, updated_at = now()`,
      [playerId, settings.activityTimer, settings.activityTimerOn],
    )
    await restartTimer(tx, sessionId)
    return { activityTimer: settings.activityTimer, activityTimerOn: settings.activityTimerOn }
  })
}

interface SessionTimes {
  /** When the player logged in. */
  startedAt: Date
  /** Whole minutes since login. */
  sessionMinutes: number
  /** Whole minutes since the timer last started (login or the last "continue"). */
  timerMinutes: number
}

async function sessionTimes(db: Db, sessionId: string): Promise<SessionTimes> {
  const row = await db.one<{ created_at: Date | string; session_seconds: unknown; timer_seconds: unknown }>(
    `select created_at,
            floor(extract(epoch from (now() - created_at)))::bigint as session_seconds,
            floor(extract(epoch from (now() - coalesce(activity_timer_started_at, created_at))))::bigint as timer_seconds
       from sessions where id = $1 and revoked_at is null`,
    [sessionId],
  )
  if (!row) throw new ApiProblem(401, 'error.token.invalid', 'The session has ended.')
  const minutes = (seconds: unknown) => Math.max(0, Math.floor(Number(seconds) / 60))
  return { startedAt: new Date(row.created_at), sessionMinutes: minutes(row.session_seconds), timerMinutes: minutes(row.timer_seconds) }
}

async function restartTimer(db: Db, sessionId: string): Promise<void> {
  await db.query('update sessions set activity_timer_started_at = now() where id = $1', [sessionId])
}

/** Minutes until the next check: zero or less means it is due now; null when the check is off. */
export async function minutesRemaining(db: Db, playerId: string, sessionId: string): Promise<number | null> {
  const interval = intervalMinutes(await readActivitySettings(db, playerId))
  if (interval === null) return null
  return interval - (await sessionTimes(db, sessionId)).timerMinutes
}

/**
 * The player chose to continue: the timer starts again from now. With the check off there is no
 * timer to restart; the answer is then the default interval, which the client does not use.
 */
export async function resetTimer(db: Db, playerId: string, sessionId: string): Promise<number> {
  await sessionTimes(db, sessionId)
  await restartTimer(db, sessionId)
  return intervalMinutes(await readActivitySettings(db, playerId)) ?? ACTIVITY_TIMER_MINUTES.TWO_HOURS
}

export async function sessionActivity(db: Db, sessionId: string): Promise<{ sessionStartedAt: string; durationMinutes: number }> {
  const times = await sessionTimes(db, sessionId)
  return { sessionStartedAt: times.startedAt.toISOString(), durationMinutes: times.sessionMinutes }
}

/**
 * Turnover, winnings and their difference from the ledger since `since`: every play movement of
 * the player's own accounts (not LOCKED, which only holds withdrawals). Turnover is stakes less
 * voided stakes; winnings are everything else play paid (wins less voided wins, cash-outs);
 * delta = winnings - turnover, the player's net win (positive) or loss (negative).
 */
export async function playSummary(db: Db, playerId: string, since: Date): Promise<Omit<Schemas['ActivitySummary'], 'currency'>> {
  const row = (await db.one<{ stakes: unknown; total: unknown }>(
    `select coalesce(sum(e.amount_minor) filter (where t.type in ('BET', 'BET_VOID')), 0) as stakes,
            coalesce(sum(e.amount_minor), 0) as total
       from ledger_entries e
       join ledger_accounts a on a.id = e.account_id
       join ledger_transactions t on t.id = e.transaction_id
      where a.player_id = $1 and a.kind <> 'LOCKED'
        and t.category in ('CASINO', 'LIVE_CASINO', 'SPORTS', 'VIRTUAL_SPORTS')
        and t.created_at >= $2`,
    [playerId, since],
  ))!
  const turnoverMinor = -minor(row.stakes)
  const deltaMinor = minor(row.total)
  return { since: since.toISOString(), turnoverMinor, winningsMinor: deltaMinor + turnoverMinor, deltaMinor }
}

/** The session's result since login (the reality-check dialog and the session summary). */
export async function sessionResult(db: Db, playerId: string, sessionId: string) {
  return playSummary(db, playerId, (await sessionTimes(db, sessionId)).startedAt)
}

/** The result since the timer last started (the last reality check, or login). */
export async function sinceLastCheck(db: Db, playerId: string, sessionId: string) {
  const row = (await db.one<{ at: Date | string }>('select coalesce(activity_timer_started_at, created_at) as at from sessions where id = $1', [sessionId]))!
  return playSummary(db, playerId, new Date(row.at))
}
