/**
 * The platform's side of free spins (docs/decisions.md, "Free spins").
 *
 * - A spin is worth one of the game's own stakes in the player's currency and market, the one
 *   nearest the campaign's value, so the game can play it like any round.
 * - The provider holds the grant (server/sandbox/free-rounds.ts is the sandbox provider; these
 *   are the calls an operator makes to it).
 * - Each free spin reaches the wallet as a bet naming the grant's code: the platform checks it
 *   against the player's active reward, counts the spin down and pays the stake from the house's
 *   BONUS_FUNDING, never from the player; what the spin wins is paid like any win, as cash.
 */
import type { Db } from '../db/database.ts'
import { assertPlayable } from '../games/access.ts'
import { gameById, type GameRow } from '../games/catalogue.ts'
import { ApiProblem } from '../http/errors.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import { betLevels } from '../sandbox/sessions.ts'
import type { MoneyPlayer } from '../wallet/money-player.ts'

export { cancelFreeRounds, grantFreeRounds } from '../sandbox/free-rounds.ts'

/** A free-spin game as the client links it. */
export interface FreeSpinGame {
  gameId: string
  name: string
  slug: string
  providerId: string
}

/**
 * The stake all the games offer in the player's market and currency nearest `euroMinor`; null when
 * one of them is not offered to the player (disabled, restricted in their country, not in their
 * market) or they share no stake: such free spins are not offered at all.
 */
export async function freeSpinValue(tx: Db, gameIds: string[], p: MoneyPlayer, euroMinor: number): Promise<number | null> {
  let common: number[] | null = null
  for (const id of gameIds) {
    const game = await gameById(tx, id)
    if (!game || !offeredTo(game, p)) return null
    const levels = betLevels(game, p.market, p.currency)
    common = common === null ? levels : common.filter((l) => levels.includes(l))
  }
  if (!common?.length) return null
  const target = fromEuroMinor(euroMinor, p.currency)
  return common.reduce((best, l) => (Math.abs(l - target) < Math.abs(best - target) ? l : best))
}

function offeredTo(game: GameRow, p: MoneyPlayer): boolean {
  try {
    assertPlayable(game, { player: null, countries: [p.countryCode], market: p.market })
    return true
  } catch (error) {
    if (error instanceof ApiProblem) return false
    throw error
  }
}

/**
 * A free spin's bet, inside the wallet's transaction (the player locked): the player's active,
 * granted reward with this code, on one of its games, at its stake, with a spin left. Counts the
 * spin down (the reward is COMPLETED with its last) and answers false when any of that fails.
 */
export async function takeFreeSpin(tx: Db, call: { playerId: string; code: string; gameId: string; amountMinor: number }): Promise<boolean> {
  const taken = await tx.one<{ spins_left: number }>(
    `update bonus_assignments a set spins_left = a.spins_left - 1,
            state = case when a.spins_left = 1 then 'COMPLETED' else a.state end,
            finished_at = case when a.spins_left = 1 then now() else a.finished_at end
       from bonus_campaigns c
      where c.id = a.campaign_id and a.partner_bonus_code = $1 and a.player_id = $2 and a.state = 'ACTIVATED'
        and a.granted_at is not null and a.expires_at > now() and a.spins_left > 0
        and $3 = any(c.free_spin_game_ids) and a.spin_value_minor = $4
      returning a.spins_left`,
    [call.code, call.playerId, call.gameId, call.amountMinor],
  )
  return taken !== null
}

/** A rolled-back free spin is the player's again (and its reward active again, if it had ended with it). */
export async function returnFreeSpin(tx: Db, playerId: string, code: string): Promise<void> {
  await tx.query(
    `update bonus_assignments set spins_left = spins_left + 1, state = 'ACTIVATED', finished_at = null
      where partner_bonus_code = $1 and player_id = $2 and (state = 'ACTIVATED' or (state = 'COMPLETED' and expires_at > now()))`,
    [code, playerId],
  )
}
