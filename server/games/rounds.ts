/**
 * Recorded rounds read back for game recall (GLI-19): the last 10 rounds of a game by a player,
 * each with what the player saw — the slot window and wins, or the roulette bets and result.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

export type GameRound = components['schemas']['GameRound']

/** GLI-19 asks for at least the last 10 games to be recallable. */
export const RECALL_LIMIT = 10

export interface RoundRow extends Record<string, unknown> {
  id: string
  session_id: string
  game_id: string
  player_id: string | null
  mode: 'fun' | 'real'
  currency: string
  bet_minor: string | number
  win_minor: string | number | null
  status: 'open' | 'settled'
  outcome: GameRound['outcome']
  table_round_no: string | number | null
  started_at: Date | string
  settled_at: Date | string | null
}

export function toGameRound(row: RoundRow): GameRound {
  return {
    roundId: row.id,
    gameId: row.game_id,
    mode: row.mode,
    currency: row.currency,
    betMinor: Number(row.bet_minor),
    winMinor: row.win_minor === null ? null : Number(row.win_minor),
    status: row.status,
    startedAt: new Date(row.started_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    outcome: row.outcome,
  }
}

/** A player's last rounds of a game (every session, real money), newest first. */
export async function playerRounds(db: Db, playerId: string, gameId: string): Promise<GameRound[]> {
  const rows = await db.query<RoundRow>(
    `select * from game_rounds where player_id = $1 and game_id = $2 and mode = 'real' order by started_at desc, id desc limit ${RECALL_LIMIT}`,
    [playerId, gameId],
  )
  return rows.map(toGameRound)
}

/** A fun session's last rounds, newest first. */
export async function sessionRounds(db: Db, sessionId: string): Promise<GameRound[]> {
  const rows = await db.query<RoundRow>(`select * from game_rounds where session_id = $1 order by started_at desc, id desc limit ${RECALL_LIMIT}`, [sessionId])
  return rows.map(toGameRound)
}
