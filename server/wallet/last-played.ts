/**
 * The games a player last bet on (listLastPlayedGames), newest first. Every real-money bet the
 * seamless wallet takes records its round in the same transaction as the ledger's BET
 * (seamless.ts), so a player's rounds are exactly their bets by game (a fun round belongs to a
 * session without a player: migration 020's check).
 *
 * The query walks the player's distinct games on the rounds' recall index (player, game, start):
 * one index probe per game played, then that game's latest round, instead of reading every
 * round the player ever played.
 */
import type { Db } from '../db/database.ts'

export interface LastPlayed {
  gameId: string
  playedAt: string
}

export async function lastPlayedGames(db: Db, playerId: string, limit: number): Promise<LastPlayed[]> {
  const rows = await db.query<{ game_id: string; played_at: Date | string }>(
    `with recursive games as (
       (select game_id from game_rounds where player_id = $1 order by game_id limit 1)
       union all
       select (select r.game_id from game_rounds r where r.player_id = $1 and r.game_id > games.game_id order by r.game_id limit 1)
         from games where games.game_id is not null
     )
     select game_id, (select max(r.started_at) from game_rounds r where r.player_id = $1 and r.game_id = games.game_id) as played_at
       from games where game_id is not null
      order by played_at desc, game_id
      limit $2`,
    [playerId, limit],
  )
  return rows.map((r) => ({ gameId: r.game_id, playedAt: new Date(r.played_at).toISOString() }))
}
