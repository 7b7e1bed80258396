/**
 * The sandbox provider's free rounds, as Pragmatic's or Relax's free-round bonuses work: the
 * operator grants a player a number of rounds at a fixed stake on some games under a code; the
 * provider offers them when the player opens one of those games, plays them one by one and asks
 * the operator's wallet for each stake with the code (the operator pays it, not the player).
 *
 * The provider runs one grant per player and game at a time: a second grant on a game whose
 * earlier one still has rounds is refused (the operator queues it). The rounds used are the
 * provider's own journalled rounds under the grant the wallet took (round-journal.ts), so the
 * journal is the one count: a round cut off and finished on restart counts once, a void or refused
 * one gives the round back.
 */
import type { Db } from '../db/database.ts'

export interface FreeRoundGrant {
  code: string
  playerId: string
  gameIds: string[]
  spins: number
  spinValueMinor: number
  currency: string
  expiresAt: Date
}

/** A grant's rounds as a session offers them. */
export interface FreeRounds {
  code: string
  left: number
  spinValueMinor: number
}

/**
 * Rounds of a grant not used yet: `spins` less its journalled rounds the wallet took or may still
 * take (betting, settled). A void round (the bet never reached the wallet) or a refused one gives
 * the round back.
 */
const left = `g.spins - (select count(*)::int from sandbox_provider_rounds r where r.free_round_code = g.code and r.state in ('betting', 'settled'))`
/** A grant that can still be played. */
const live = `g.cancelled_at is null and g.expires_at > now() and ${left} > 0`

/**
 * Takes a grant. The same code again is taken once (the operator may retry the call); a grant on
 * a game the player still has live rounds on is refused with the code of the one in the way.
 */
export async function grantFreeRounds(tx: Db, grant: FreeRoundGrant): Promise<{ granted: string } | { busyWith: string }> {
  // Grants of one player are decided one after another, so two cannot both pass the check below.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`free-rounds:${grant.playerId}`])
  const known = await tx.one<{ code: string }>('select code from sandbox_free_rounds where code = $1', [grant.code])
  if (known) return { granted: known.code }
  const busy = await tx.one<{ code: string }>(
    `select g.code from sandbox_free_rounds g where g.player_id = $1 and g.game_ids && $2::text[] and ${live} order by g.created_at limit 1`,
    [grant.playerId, grant.gameIds],
  )
  if (busy) return { busyWith: busy.code }
  await tx.query(
    `insert into sandbox_free_rounds (code, player_id, game_ids, spins, spin_value_minor, currency, expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [grant.code, grant.playerId, grant.gameIds, grant.spins, grant.spinValueMinor, grant.currency, grant.expiresAt.toISOString()],
  )
  return { granted: grant.code }
}

/** The operator takes a grant back (the player forfeited it, or it expired): no round of it is offered again. */
export async function cancelFreeRounds(tx: Db, code: string): Promise<void> {
  await tx.query('update sandbox_free_rounds set cancelled_at = coalesce(cancelled_at, now()) where code = $1', [code])
}

/**
 * The player's live grant on this game, oldest first, with the rounds left; `lock` holds the grant
 * row so two sessions cannot both play its last round.
 */
export async function freeRoundsFor(db: Db, playerId: string, gameId: string, currency: string, lock = false): Promise<FreeRounds | null> {
  const row = await db.one<{ code: string; left: number; spin_value_minor: unknown }>(
    `select g.code, ${left} as left, g.spin_value_minor from sandbox_free_rounds g
      where g.player_id = $1 and $2 = any(g.game_ids) and g.currency = $3 and ${live}
      order by g.created_at limit 1${lock ? ' for update of g' : ''}`,
    [playerId, gameId, currency],
  )
  return row ? { code: row.code, left: row.left, spinValueMinor: Number(row.spin_value_minor) } : null
}
