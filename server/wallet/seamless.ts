/**
 * The seamless wallet, as Hub88- and Evolution-style wallets work: the game provider keeps no
 * money; it asks the platform to take each bet, pay each win and undo (roll back) a bet, every
 * call keyed by the provider's own transaction id.
 *
 * - Each call is one database transaction: the ledger movement, the round for recall and the
 *   answer commit together or not at all.
 * - A replayed transaction id gets the first answer again and moves nothing; two copies sent at
 *   once queue on the id's row, so the second waits for the first and then replays it.
 * - A bet is refused, with the balance, when the money is not there, when a responsible-gambling
 *   limit (loss or spend, any period) would be passed, or when the game session has expired. A
 *   win or a rollback is never refused for an expired session: the money is the player's.
 * - A player's bets run one after another (the player row is locked), so parallel bets cannot
 *   together pass a limit; the ledger's own check means they can never overdraw. Like every money
 *   movement they run at READ COMMITTED on those locks (MONEY_ISOLATION): different players' bets
 *   share no row, so they neither wait for nor fail on each other.
 */
import { randomUUID } from 'node:crypto'
import { returnFreeSpin, takeFreeSpin } from '../bonus/free-spins.ts'
import { recordWagering } from '../bonus/rewards.ts'
import type { Db } from '../db/database.ts'
import { MONEY_ISOLATION } from '../ledger/idempotency.ts'
import { InsufficientFunds, house, player, playerBalances, post, reverse } from '../ledger/ledger.ts'
import { limitedStatesOf } from '../limits/limits.ts'
import { MONEY_PLAYER_COLUMNS, moneyPlayerOf, type MoneyPlayer, type MoneyPlayerRow } from './money-player.ts'

export type SeamlessStatus = 'OK' | 'INSUFFICIENT_FUNDS' | 'LIMIT_EXCEEDED' | 'SESSION_EXPIRED' | 'TRANSACTION_NOT_FOUND' | 'INVALID_REQUEST'

export interface SeamlessAnswer {
  status: SeamlessStatus
  transactionId: string
  balanceMinor: number
  currency: string
  /** The round the bet opened (bets, and wins and rollbacks of it). */
  roundId: string | null
}

export interface BetCall {
  transactionId: string
  sessionId: string
  amountMinor: number
  /** What the provider records about the round so far (GLI-19 recall); completed by the win. */
  outcome: Record<string, unknown>
  /**
   * A further bet on a round an earlier bet of the same session opened and no win has closed yet:
   * a live table takes chips until its deadline, all in one round.
   */
  roundId?: string
  /**
   * A free spin: the grant's code at the provider (the reward's partnerBonusCode). The operator
   * pays the stake, not the player (server/bonus/free-spins.ts).
   */
  partnerBonusCode?: string
}

export interface WinCall {
  transactionId: string
  /** The bet this win settles. */
  betTransactionId: string
  amountMinor: number
  /** The round's outcome as the player saw it. */
  outcome?: Record<string, unknown>
}

export interface RollbackCall {
  transactionId: string
  betTransactionId: string
}

interface SessionRow {
  id: string
  game_id: string
  player_id: string | null
  currency: string
  mode: 'fun' | 'real'
  expires_at: Date | string
  game_type: 'CASINO' | 'LIVE_CASINO'
}

interface StoredCall {
  kind: 'bet' | 'win' | 'rollback'
  session_id: string
  player_id: string
  round_id: string | null
  amount_minor: unknown
  answer: SeamlessAnswer | null
  ledger_transaction_id: unknown
  /** A free spin's grant code (its bet's stake was the operator's). */
  partner_bonus_code: string | null
  /** The session's game and its type, which neither change: read with the call, not again later. */
  game_id: string
  game_type: SessionRow['game_type']
}

const ledgerReference = (transactionId: string) => `seamless:${transactionId}`

async function session(tx: Db, sessionId: string): Promise<SessionRow | null> {
  return tx.one<SessionRow & Record<string, unknown>>(
    `select s.id, s.game_id, s.player_id, s.currency, s.mode, s.expires_at, g.type as game_type
       from game_sessions s join games g on g.id = s.game_id where s.id = $1`,
    [sessionId],
  )
}

async function mainBalance(tx: Db, playerId: string): Promise<number> {
  return (await playerBalances(tx, playerId))?.balances.MAIN ?? 0
}

/**
 * Claims the transaction id for this call. Null when it was claimed before: the caller answers
 * with the stored first answer. A concurrent claim of the same id waits here until the first
 * commits (or rolls back, and then this one goes ahead).
 *
 * The claim also reads the player's MAIN balance in `currency`: the claim runs after the player's
 * row lock, and at READ COMMITTED each statement sees what committed before it started, so this is
 * the balance every movement of the player (each takes that lock first) has left, and it cannot
 * change before this transaction ends except by this transaction's own movements.
 */
async function claim(
  tx: Db,
  row: {
    transactionId: string
    kind: StoredCall['kind']
    sessionId: string
    playerId: string
    reference: string | null
    amountMinor: number
    currency: string
    partnerBonusCode?: string
  },
): Promise<{ mainMinor: number } | null> {
  const claimed = await tx.one<{ main_minor: unknown }>(
    `insert into seamless_transactions (transaction_id, kind, session_id, player_id, reference_transaction_id, amount_minor, partner_bonus_code)
     values ($1, $2, $3, $4, $5, $6, $8) on conflict (transaction_id) do nothing
     returning (select coalesce(sum(balance_minor), 0) from ledger_accounts where player_id = $4 and kind = 'MAIN' and currency = $7) as main_minor`,
    [row.transactionId, row.kind, row.sessionId, row.playerId, row.reference, row.amountMinor, row.currency, row.partnerBonusCode ?? null],
  )
  return claimed && { mainMinor: Number(claimed.main_minor) }
}

/**
 * A claimed call, with its session's game. `lockPlayer` also takes the call's player's row, as
 * every call does first, before anything that references it: the claim and the round rows'
 * foreign keys take a share lock on it, and a share lock taken before the update lock would let two
 * calls wait for each other. Every call for one player then runs one after another. Only the
 * player's row is locked; the call's own row, once answered, never changes.
 */
async function stored(tx: Db, transactionId: string, lockPlayer = false): Promise<StoredCall | null> {
  return tx.one<StoredCall & Record<string, unknown>>(
    lockPlayer
      ? `select t.*, s.game_id, g.type as game_type
           from seamless_transactions t join game_sessions s on s.id = t.session_id join games g on g.id = s.game_id
           join players p on p.id = t.player_id
          where t.transaction_id = $1 for update of p`
      : `select t.*, s.game_id, g.type as game_type
           from seamless_transactions t join game_sessions s on s.id = t.session_id join games g on g.id = s.game_id
          where t.transaction_id = $1`,
    [transactionId],
  )
}

/**
 * Stores the call's answer. Its `balanceMinor` is the player's MAIN balance as the statement finds
 * it (what `mainBalance` reads), after every movement of the call: the stake's, and a bonus the
 * stake's wagering released into MAIN.
 */
async function answer(
  tx: Db,
  transactionId: string,
  playerId: string,
  value: Omit<SeamlessAnswer, 'balanceMinor'>,
  links: { roundId?: string | null; ledgerTransactionId?: number | null } = {},
  round?: RoundWrite,
): Promise<SeamlessAnswer> {
  // The round's own write, when the call has one, goes in the same statement (a data-modifying
  // WITH), its parameters numbered after the answer's five.
  const write = round && roundWrite(round)
  // Read back as stored, so the first answer and every replay of it are the same to the byte.
  const row = await tx.one<{ answer: SeamlessAnswer }>(
    `${write ? `with round as (${write.sql}) ` : ''}update seamless_transactions
        set answer = jsonb_set($2::jsonb, '{balanceMinor}', to_jsonb((select coalesce(sum(balance_minor), 0) from ledger_accounts where player_id = $5 and kind = 'MAIN'))),
            round_id = coalesce($3, round_id), ledger_transaction_id = coalesce($4, ledger_transaction_id)
      where transaction_id = $1 returning answer`,
    [transactionId, JSON.stringify(value), links.roundId ?? null, links.ledgerTransactionId ?? null, playerId, ...(write?.params ?? [])],
  )
  return row!.answer
}

/** What a call writes to its round for recall (GLI-19): opens it, adds a stake to it, or settles it. */
type RoundWrite =
  | { open: { id: string; sessionId: string; gameId: string; playerId: string; currency: string; betMinor: number; outcome: Record<string, unknown> } }
  | { stake: { id: string; betMinor: number; outcome: Record<string, unknown> } }
  | { settle: { id: string; winMinor: number; outcome: Record<string, unknown> | undefined } }

function roundWrite(round: RoundWrite): { sql: string; params: unknown[] } {
  if ('open' in round) {
    const r = round.open
    return {
      sql: `insert into game_rounds (id, session_id, game_id, player_id, mode, currency, bet_minor, status, outcome)
            values ($6, $7, $8, $9, 'real', $10, $11, 'open', $12::jsonb)`,
      params: [r.id, r.sessionId, r.gameId, r.playerId, r.currency, r.betMinor, JSON.stringify(r.outcome)],
    }
  }
  if ('stake' in round) {
    return { sql: 'update game_rounds set bet_minor = bet_minor + $7, outcome = $8::jsonb where id = $6', params: [round.stake.id, round.stake.betMinor, JSON.stringify(round.stake.outcome)] }
  }
  const r = round.settle
  return {
    sql: `update game_rounds set win_minor = coalesce(win_minor, 0) + $7, status = 'settled', settled_at = now(), outcome = coalesce($8::jsonb, outcome) where id = $6`,
    params: [r.id, r.winMinor, r.outcome ? JSON.stringify(r.outcome) : null],
  }
}

/** The first answer to a replayed id. */
const replayed = (call: StoredCall | null): SeamlessAnswer => {
  if (!call?.answer) throw new Error('A claimed seamless transaction has no answer: its transaction did not commit it.')
  return call.answer
}

/** The loss and spend limits the bet would pass, if any. */
async function limitPassed(tx: Db, who: MoneyPlayer, amountMinor: number): Promise<boolean> {
  const passed = (states: { remainingMinor: number }[]) => states.some((s) => s.remainingMinor < amountMinor)
  return (await limitedStatesOf(tx, who, ['loss', 'spend'], passed)).some(passed)
}

/** Takes a bet: debits the player's cash to the game house and opens the round. */
export async function bet(db: Db, call: BetCall): Promise<SeamlessAnswer> {
  return db.transaction(async (tx) => {
    // The session with its player, whose row is locked (see `stored`) and read for what the limit
    // check needs to know. A session without a player (fun play) finds no row here, and its
    // refusal still names the session's currency.
    const found = await tx.one<SessionRow & MoneyPlayerRow>(
      `select s.id as session_id, s.game_id, s.player_id, s.currency, s.mode, s.expires_at, g.type as game_type, ${MONEY_PLAYER_COLUMNS}
         from game_sessions s join games g on g.id = s.game_id join players p on p.id = s.player_id
        where s.id = $1 for update of p`,
      [call.sessionId],
    )
    if (!found || found.mode !== 'real' || !Number.isSafeInteger(call.amountMinor) || call.amountMinor <= 0) {
      const currency = found?.currency ?? (await session(tx, call.sessionId))?.currency ?? ''
      return { status: 'INVALID_REQUEST', transactionId: call.transactionId, balanceMinor: 0, currency, roundId: null }
    }
    const s: SessionRow = { id: found.session_id as string, game_id: found.game_id, player_id: found.player_id, currency: found.currency, mode: found.mode, expires_at: found.expires_at, game_type: found.game_type }
    const playerId = found.player_id!
    const who = moneyPlayerOf(found)
    const code = call.partnerBonusCode
    const claimed = await claim(tx, {
      transactionId: call.transactionId, kind: 'bet', sessionId: s.id, playerId, reference: null, amountMinor: call.amountMinor, currency: s.currency, partnerBonusCode: code,
    })
    if (!claimed) return replayed(await stored(tx, call.transactionId))
    const refused = (status: SeamlessStatus) => answer(tx, call.transactionId, playerId, { status, transactionId: call.transactionId, currency: s.currency, roundId: null })

    // A free spin's stake is not the player's money: no loss or spend limit counts it.
    if (code === undefined && (await limitPassed(tx, who, call.amountMinor))) return refused('LIMIT_EXCEEDED')
    if (new Date(s.expires_at).getTime() <= Date.now()) return refused('SESSION_EXPIRED')
    // A free spin must be one of the player's granted spins on this game, at its stake: counted down here.
    if (code !== undefined && (call.roundId !== undefined || !(await takeFreeSpin(tx, { playerId, code, gameId: s.game_id, amountMinor: call.amountMinor })))) {
      return refused('INVALID_REQUEST')
    }
    if (call.roundId !== undefined) {
      const open = await tx.one('select id from game_rounds where id = $1 and session_id = $2 and mode = $3 and status = $4 for update', [call.roundId, s.id, 'real', 'open'])
      if (!open) return refused('INVALID_REQUEST')
    }
    let ledgerTransactionId: number
    try {
      // The claim read the balance under the player's lock: when it covers the stake, the movement
      // needs no savepoint. When it does not, the ledger refuses it (InsufficientFunds) as before.
      const posted = await post(tx, {
        reference: ledgerReference(call.transactionId),
        playerId,
        type: 'BET',
        category: s.game_type,
        currency: s.currency,
        entries: [
          // A free spin's stake is the operator's (BONUS_FUNDING), never the player's.
          { account: code === undefined ? player(playerId, 'MAIN') : house('BONUS_FUNDING'), amountMinor: -call.amountMinor },
          { account: house('GAME_HOUSE'), amountMinor: call.amountMinor },
        ],
        details: { gameId: s.game_id, sessionId: s.id, providerTransactionId: call.transactionId, ...(code === undefined ? {} : { partnerBonusCode: code }) },
      }, { fundsChecked: code !== undefined || claimed.mainMinor >= call.amountMinor })
      ledgerTransactionId = posted.transactionId
      // A real-money stake counts towards the vertical's active bonus (rewards.ts); a free spin's does not.
      if (code === undefined) await recordWagering(tx, playerId, s.game_type, call.amountMinor, s.game_id)
    } catch (error) {
      if (error instanceof InsufficientFunds) return refused('INSUFFICIENT_FUNDS')
      throw error
    }
    // A new round's id is chosen here, so the round and the answer naming it are one statement.
    const roundId = call.roundId ?? randomUUID()
    const round: RoundWrite = call.roundId !== undefined
      ? { stake: { id: roundId, betMinor: call.amountMinor, outcome: call.outcome } }
      : { open: { id: roundId, sessionId: s.id, gameId: s.game_id, playerId, currency: s.currency, betMinor: call.amountMinor, outcome: call.outcome } }
    return answer(tx, call.transactionId, playerId, { status: 'OK', transactionId: call.transactionId, currency: s.currency, roundId }, { roundId, ledgerTransactionId }, round)
  }, { isolation: MONEY_ISOLATION })
}

/**
 * The bet a win or rollback refers to, as it was answered; null when the platform never took it.
 * Its player's row is locked with it (see `stored`).
 */
async function takenBet(tx: Db, betTransactionId: string): Promise<(StoredCall & { answer: SeamlessAnswer }) | null> {
  const found = await stored(tx, betTransactionId, true)
  return found && found.kind === 'bet' && found.answer ? (found as StoredCall & { answer: SeamlessAnswer }) : null
}

/** Pays a win on a bet's round, whether or not the session has since expired. */
export async function win(db: Db, call: WinCall): Promise<SeamlessAnswer> {
  return db.transaction(async (tx) => {
    const taken = await takenBet(tx, call.betTransactionId)
    if (!taken || taken.answer.status !== 'OK' || !Number.isSafeInteger(call.amountMinor) || call.amountMinor < 0) {
      const playerId = taken?.player_id
      return {
        status: taken ? 'INVALID_REQUEST' : 'TRANSACTION_NOT_FOUND',
        transactionId: call.transactionId,
        balanceMinor: playerId ? await mainBalance(tx, playerId) : 0,
        currency: taken?.answer.currency ?? '',
        roundId: taken?.round_id ?? null,
      }
    }
    const { player_id: playerId, session_id: sessionId, round_id: roundId } = taken
    const currency = taken.answer.currency
    if (!(await claim(tx, { transactionId: call.transactionId, kind: 'win', sessionId, playerId, reference: call.betTransactionId, amountMinor: call.amountMinor, currency }))) {
      return replayed(await stored(tx, call.transactionId))
    }
    let ledgerTransactionId: number | null = null
    if (call.amountMinor > 0) {
      const posted = await post(tx, {
        reference: ledgerReference(call.transactionId),
        playerId,
        type: 'WIN',
        category: taken.game_type,
        currency,
        entries: [
          { account: house('GAME_HOUSE'), amountMinor: -call.amountMinor },
          { account: player(playerId, 'MAIN'), amountMinor: call.amountMinor },
        ],
        details: { gameId: taken.game_id, sessionId, providerTransactionId: call.transactionId, betTransactionId: call.betTransactionId },
      })
      ledgerTransactionId = posted.transactionId
    }
    return answer(tx, call.transactionId, playerId, { status: 'OK', transactionId: call.transactionId, currency, roundId }, { roundId, ledgerTransactionId }, {
      settle: { id: roundId!, winMinor: call.amountMinor, outcome: call.outcome },
    })
  }, { isolation: MONEY_ISOLATION })
}

/** Undoes a bet (the stake goes back), once, whether or not the session has since expired. */
export async function rollback(db: Db, call: RollbackCall): Promise<SeamlessAnswer> {
  return db.transaction(async (tx) => {
    const taken = await takenBet(tx, call.betTransactionId)
    if (!taken) return { status: 'TRANSACTION_NOT_FOUND', transactionId: call.transactionId, balanceMinor: 0, currency: '', roundId: null }
    const { player_id: playerId, session_id: sessionId, round_id: roundId } = taken
    const currency = taken.answer.currency
    if (!(await claim(tx, { transactionId: call.transactionId, kind: 'rollback', sessionId, playerId, reference: call.betTransactionId, amountMinor: Number(taken.amount_minor), currency }))) {
      return replayed(await stored(tx, call.transactionId))
    }
    const earlier = await tx.one(
      `select 1 from seamless_transactions where kind = 'rollback' and reference_transaction_id = $1 and transaction_id <> $2 and answer is not null`,
      [call.betTransactionId, call.transactionId],
    )
    let ledgerTransactionId: number | null = null
    // A refused bet moved nothing, and a bet is undone once: either way there is nothing to move.
    if (taken.answer.status === 'OK' && !earlier) {
      const reversed = await reverse(tx, Number(taken.ledger_transaction_id), { reference: ledgerReference(call.transactionId), type: 'BET_VOID' })
      ledgerTransactionId = reversed.transactionId
      if (taken.partner_bonus_code) {
        // A voided free spin is the player's again.
        await returnFreeSpin(tx, playerId, taken.partner_bonus_code)
      } else {
        const voided = await tx.one<{ category: string; game_id: string | null }>(`select category, details->>'gameId' as game_id from ledger_transactions where id = $1`, [
          taken.ledger_transaction_id,
        ])
        await recordWagering(tx, playerId, voided!.category, -Number(taken.amount_minor), voided!.game_id)
      }
      await tx.query(`update game_rounds set win_minor = coalesce(win_minor, 0), status = 'settled', settled_at = now() where id = $1`, [roundId])
    }
    return answer(tx, call.transactionId, playerId, { status: 'OK', transactionId: call.transactionId, currency, roundId }, { roundId, ledgerTransactionId })
  }, { isolation: MONEY_ISOLATION })
}
