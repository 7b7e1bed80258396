/**
 * The sandbox provider's journal of real-money rounds (migration 027). A slot round is decided
 * before the wallet is asked for the bet; the journal keeps that decision until the win is
 * answered, so a round cut off between bet and win — a crash, a deploy — is finished on restart
 * with the win it had, in the player's favour, never played again or lost. The wallet answers
 * each transaction id once, so finishing a round twice pays it once.
 */
import type { Db } from '../db/database.ts'
import { startPeriodic } from '../periodic.ts'
import { win } from '../wallet/seamless.ts'

export type RoundState = 'settled' | 'refused' | 'void'

export interface JournalEntry {
  roundKey: string
  sessionId: string
  betMinor: number
  winMinor: number
  outcome: Record<string, unknown>
  /** A free round: the grant it uses (free-rounds.ts counts a grant's rounds from here). */
  freeRoundCode?: string
}

/** The wallet transaction ids of a journalled round. */
export const betTransactionId = (roundKey: string) => `${roundKey}:bet`
export const winTransactionId = (roundKey: string) => `${roundKey}:win`

/** A round older than this with no answered win was cut off: no spin takes half a minute. */
export const INTERRUPTED_AFTER_MS = 30_000

export async function journalRound(db: Db, entry: JournalEntry): Promise<void> {
  await db.query(
    `insert into sandbox_provider_rounds (round_key, session_id, bet_minor, win_minor, outcome, free_round_code) values ($1, $2, $3, $4, $5::jsonb, $6)`,
    [entry.roundKey, entry.sessionId, entry.betMinor, entry.winMinor, JSON.stringify(entry.outcome), entry.freeRoundCode ?? null],
  )
}

export async function finishRound(db: Db, roundKey: string, state: RoundState): Promise<void> {
  await db.query(`update sandbox_provider_rounds set state = $2, finished_at = now() where round_key = $1`, [roundKey, state])
}

/**
 * Finishes every journalled round started more than `olderThanMs` ago whose win was never
 * answered: sends the win it had decided. Returns what became of them.
 */
export async function finishInterruptedRounds(db: Db, olderThanMs = INTERRUPTED_AFTER_MS): Promise<Record<RoundState, number>> {
  const rows = await db.query<{ round_key: string; win_minor: unknown; outcome: Record<string, unknown> }>(
    `select round_key, win_minor, outcome from sandbox_provider_rounds
      where state = 'betting' and created_at <= now() - make_interval(secs => $1) order by created_at limit 100`,
    [olderThanMs / 1000],
  )
  const finished: Record<RoundState, number> = { settled: 0, refused: 0, void: 0 }
  for (const row of rows) {
    const paid = await win(db, {
      transactionId: winTransactionId(row.round_key),
      betTransactionId: betTransactionId(row.round_key),
      amountMinor: Number(row.win_minor),
      outcome: row.outcome,
    })
    // OK: paid now or before. Not found: the bet never reached the wallet. Invalid: it was refused.
    const state: RoundState = paid.status === 'OK' ? 'settled' : paid.status === 'TRANSACTION_NOT_FOUND' ? 'void' : 'refused'
    await finishRound(db, row.round_key, state)
    finished[state]++
  }
  return finished
}

/** Finishes interrupted rounds now and every `intervalMs`; a failing pass is logged and the next runs. */
export function startRoundRecovery(db: Db, onError: (error: unknown) => void, intervalMs = INTERRUPTED_AFTER_MS): () => Promise<void> {
  return startPeriodic(() => finishInterruptedRounds(db).catch(onError), intervalMs, { immediately: true })
}
