/**
 * Time-outs and self-exclusions (spec 000 §4 "Self-exclusion: request (months)", "Timeout: request
 * (value)"; 001 §7 "Exclusion: PATCH with exclusionInMonths and exclusionDelayInHours, or
 * accountDisableIndefinitely"). Each is one transaction on the player's locked row: the status and
 * its end go where login's refusals read them (players.status, restricted_until), every session
 * of the player is ended (its tokens are refused on the next call, wherever they are), and the
 * request is recorded in player_restrictions. A restriction protects from the moment it is asked
 * for; a delay only moves when the counted months begin (docs/decisions.md "Time-out and
 * self-exclusion").
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { playerById } from '../identity/players.ts'
import { refusalOf, restrictionEnded } from '../identity/refusals.ts'

export type ExclusionRequest = components['schemas']['ExclusionRequest']
export type Exclusion = components['schemas']['Exclusion']

/** What a restriction did: its answer and the sessions it ended (their sockets are closed after commit). */
export interface Restricted<T> {
  body: T
  endedSessions: string[]
}

const iso = (v: Date | string) => new Date(v).toISOString()

/**
 * The locked player, refused when a restriction already runs. The caller's own session was live a
 * moment ago, so a running restriction means a second request overtook this one (two tabs, a
 * double click): it is refused with the restriction's own code, as login would refuse it.
 */
async function lockUnrestricted(tx: Db, playerId: string) {
  const p = await playerById(tx, playerId, true)
  if (!p) throw new ApiProblem(401, 'error.token.invalid', 'The player of this session no longer exists.')
  const now = Date.now()
  if (restrictionEnded(p, now)) return p
  const running = refusalOf(p, now)
  if (running) throw new ApiProblem(403, running.code, running.message, undefined, running.additionalInfo)
  return p
}

/** Ends every live session of the player; answers their ids. */
async function endSessions(tx: Db, playerId: string, reason: 'timeout' | 'self_exclusion'): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    'update sessions set revoked_at = now(), ended_reason = $2 where player_id = $1 and revoked_at is null returning id',
    [playerId, reason],
  )
  return rows.map((r) => r.id)
}

/** A break of `days` days from now (the contract bounds it: 1 to 42). */
export async function startTimeout(tx: Db, playerId: string, sessionId: string, days: number): Promise<Restricted<{ timeoutUntil: string }>> {
  await lockUnrestricted(tx, playerId)
  const row = (await tx.one<{ starts_at: Date | string; ends_at: Date | string }>(
    `select now() as starts_at, now() + make_interval(days => $1) as ends_at`,
    [days],
  ))!
  await tx.query(
    `update players set status = 'TIMEOUT', restricted_until = $2, restriction_initiator = 'PLAYER', restriction_is_cooling = false,
            updated_at = now() where id = $1`,
    [playerId, row.ends_at],
  )
  const endedSessions = await endSessions(tx, playerId, 'timeout')
  await tx.query(
    `insert into player_restrictions (player_id, kind, days, starts_at, ends_at, session_id, sessions_ended)
     values ($1, 'TIMEOUT', $2, $3, $4, $5, $6)`,
    [playerId, days, row.starts_at, row.ends_at, sessionId, endedSessions.length],
  )
  return { body: { timeoutUntil: iso(row.ends_at) }, endedSessions }
}

/**
 * A self-exclusion for some months after a delay of some hours, or indefinitely. It cannot be
 * cancelled or shortened: the player is logged out now and login is refused until it ends.
 */
export async function selfExclude(tx: Db, playerId: string, sessionId: string, request: ExclusionRequest): Promise<Restricted<Exclusion>> {
  await lockUnrestricted(tx, playerId)
  const indefinite = 'accountDisableIndefinitely' in request
  const months = indefinite ? null : request.exclusionInMonths
  const delayHours = indefinite ? 0 : request.exclusionDelayInHours
  const row = (await tx.one<{ starts_at: Date | string; ends_at: Date | string | null }>(
    `select now() + make_interval(hours => $2) as starts_at,
            case when $1::int is null then null else now() + make_interval(hours => $2) + make_interval(months => $1::int) end as ends_at`,
    [months, delayHours],
  ))!
  await tx.query(
    `update players set status = 'SELF_EXCLUDED', restricted_until = $2, restriction_initiator = 'PLAYER', restriction_is_cooling = false,
            updated_at = now() where id = $1`,
    [playerId, row.ends_at],
  )
  const endedSessions = await endSessions(tx, playerId, 'self_exclusion')
  await tx.query(
    `insert into player_restrictions (player_id, kind, months, delay_hours, indefinite, starts_at, ends_at, session_id, sessions_ended)
     values ($1, 'SELF_EXCLUSION', $2, $3, $4, $5, $6, $7, $8)`,
    [playerId, months, delayHours, indefinite, row.starts_at, row.ends_at, sessionId, endedSessions.length],
  )
  return { body: { startsAt: iso(row.starts_at), endsAt: row.ends_at === null ? null : iso(row.ends_at), indefinite }, endedSessions }
}
