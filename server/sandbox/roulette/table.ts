/**
 * A live roulette table as the server deals it. Rounds follow the table's schedule (schedule.ts);
 * a round's result is drawn with the crypto RNG once, at or after its result time, stored, and
 * the same for everyone; bets are taken until the round's deadline by the server's clock and
 * settled with the pure `settle` (wheel.ts) in the transaction that draws — or, when nobody was
 * watching at that moment, by the first call that touches the table afterwards.
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { Db } from '../../db/database.ts'
import type { components } from '../../http/contract-types.ts'
import { ApiProblem } from '../../http/errors.ts'
import { gameNotFound } from '../../games/access.ts'
import { gameById, SEAT_TIMEOUT_SECONDS, type GameRow } from '../../games/catalogue.ts'
import { fromEuroCents } from '../../games/currencies.ts'
import type { RoundRow } from '../../games/rounds.ts'
import { liveSession, touch, type SessionRow } from '../sessions.ts'
import { refusal } from '../slot-play.ts'
import { bet, win } from '../../wallet/seamless.ts'
import { isOpen, phaseAt, roundTimes, scheduleOf, type ScheduleColumns } from './schedule.ts'
import { coveredNumbers, InvalidRouletteBet, POCKETS, settle, type RouletteBet } from './wheel.ts'

type RouletteTable = components['schemas']['RouletteTable']
type RouletteOutcome = components['schemas']['RouletteOutcome']

/** Results shown in a table's history. */
export const HISTORY_LENGTH = 12

interface TableRow extends Record<string, unknown>, ScheduleColumns {
  game_id: string
  table_id: string
  dealer_name: string
  seats: number | null
}

/**
 * The seamless-wallet transaction ids of a session's real-money round at a table: the first chip
 * opens the round, later chips add to it (each its own id), and the win settles it once.
 */
export function walletKeys(sessionId: string, roundNo: number) {
  const round = `sandbox-roulette:${sessionId}:${roundNo}`
  return { firstBet: `${round}:bet:1`, nextBet: () => `${round}:bet:${randomUUID()}`, win: `${round}:win` }
}

/** Draws the result of a round once; later calls (any instance) read the stored one. */
async function resultOf(tx: Db, gameId: string, roundNo: number): Promise<number> {
  await tx.query('insert into roulette_results (game_id, round_no, result) values ($1, $2, $3) on conflict do nothing', [gameId, roundNo, randomInt(POCKETS)])
  return (await tx.one<{ result: number }>('select result from roulette_results where game_id = $1 and round_no = $2', [gameId, roundNo]))!.result
}

/** Settles every open round of the table whose result time has passed; returns nothing new to show. */
async function settleDue(tx: Db, table: TableRow, nowMs: number): Promise<void> {
  const schedule = scheduleOf(table)
  const open = await tx.query<RoundRow>(
    `select * from game_rounds where game_id = $1 and status = 'open' and table_round_no is not null order by table_round_no for update`,
    [table.game_id],
  )
  for (const round of open) {
    const roundNo = Number(round.table_round_no)
    if (roundTimes(schedule, roundNo).resultAt > nowMs) continue
    const result = await resultOf(tx, table.game_id, roundNo)
    const outcome = round.outcome as RouletteOutcome
    const settled = settle(outcome.bets.map(({ returnMinor: _, ...bet }) => bet as RouletteBet), result)
    const bets = settled.bets.map(({ covered: _, ...bet }) => bet)
    const final = { ...outcome, bets, result }
    if (round.mode === 'real') {
      // The wallet pays the return (or closes the round with nothing) once, keyed by the round.
      const keys = walletKeys(round.session_id, roundNo)
      const paid = await win(tx, { transactionId: keys.win, betTransactionId: keys.firstBet, amountMinor: settled.returnMinor, outcome: final })
      if (paid.status !== 'OK') throw new Error(`The wallet did not settle round ${roundNo} of ${table.table_id}: ${paid.status}`)
      continue
    }
    await tx.query(`update game_rounds set status = 'settled', win_minor = $2, settled_at = now(), outcome = $3::jsonb where id = $1`, [
      round.id,
      settled.returnMinor,
      JSON.stringify(final),
    ])
    await tx.query('update game_sessions set fun_balance_minor = fun_balance_minor + $2 where id = $1', [round.session_id, settled.returnMinor])
  }
}

/**
 * The results of the table's recent rounds that have passed their result time, drawn where
 * missing: a round nobody watched was still dealt, and its result is as random drawn now as then
 * (bets on it closed long ago).
 */
async function recentResults(tx: Db, table: TableRow, nowMs: number): Promise<{ roundNo: number; result: number }[]> {
  const schedule = scheduleOf(table)
  const { round } = phaseAt(schedule, nowMs)
  const dealt: number[] = []
  for (let n = round.roundNo; n >= 0 && dealt.length < HISTORY_LENGTH && n > round.roundNo - HISTORY_LENGTH * 3; n--) {
    const times = roundTimes(schedule, n)
    if (times.resultAt <= nowMs && isOpen(schedule, times.opensAt)) dealt.push(n)
  }
  const read = async () =>
    new Map(
      (await tx.query<{ round_no: string; result: number }>('select round_no, result from roulette_results where game_id = $1 and round_no = any($2::bigint[])', [table.game_id, dealt])).map((r) => [
        Number(r.round_no),
        r.result,
      ]),
    )
  let results = await read()
  const missing = dealt.filter((n) => !results.has(n))
  if (missing.length) {
    await tx.query(
      'insert into roulette_results (game_id, round_no, result) select $1, n, r from unnest($2::bigint[], $3::smallint[]) as t(n, r) on conflict do nothing',
      [table.game_id, missing, missing.map(() => randomInt(POCKETS))],
    )
    results = await read()
  }
  return dealt.map((n) => ({ roundNo: n, result: results.get(n)! }))
}

async function tableByCode(db: Db, tableId: string): Promise<{ table: TableRow; game: GameRow }> {
  const table = await db.one<TableRow>('select * from live_tables where table_id = $1', [tableId])
  const game = table ? await gameById(db, table.game_id) : null
  if (!table || !game || !game.enabled || !game.feature_on) throw gameNotFound(`table ${tableId}`)
  return { table, game }
}

export async function tableState(db: Db, tableId: string): Promise<RouletteTable> {
  const { table, game } = await tableByCode(db, tableId)
  const nowMs = Date.now()
  return db.transaction(async (tx) => {
    await settleDue(tx, table, nowMs)
    const history = await recentResults(tx, table, nowMs)
    const { phase, round } = phaseAt(scheduleOf(table), nowMs)
    const shown = history.find((h) => h.roundNo === round.roundNo)
    const taken = (await tx.one<{ n: number }>(
      `select count(*)::int as n from table_seats where game_id = $1 and last_seen_at > now() - make_interval(secs => ${SEAT_TIMEOUT_SECONDS})`,
      [table.game_id],
    ))!.n
    const iso = (ms: number) => new Date(ms).toISOString()
    return {
      tableId: table.table_id,
      gameId: game.id,
      name: game.name,
      dealerName: table.dealer_name,
      phase,
      round: { roundNo: round.roundNo, opensAt: iso(round.opensAt), closesAt: iso(round.closesAt), resultAt: iso(round.resultAt), endsAt: iso(round.endsAt), result: shown?.result ?? null },
      serverTime: iso(nowMs),
      history,
      seats: table.seats,
      seatsTaken: taken,
      betMinMinor: Number(game.bet_min_minor),
      betMaxMinor: Number(game.bet_max_minor),
      currency: game.bet_currency,
    }
  })
}

async function sessionTable(tx: Db, session: SessionRow): Promise<{ table: TableRow; game: GameRow }> {
  const table = await tx.one<TableRow>('select * from live_tables where game_id = $1', [session.game_id])
  if (!table) throw new ApiProblem(400, 'error.game.bet.invalid', 'This game session is not at a live table.')
  return { table, game: (await gameById(tx, session.game_id))! }
}

export async function takeSeat(db: Db, sessionId: string): Promise<{ tableId: string; seatNo: number | null }> {
  return db.transaction(async (tx) => {
    const session = await liveSession(tx, sessionId, true)
    const { table } = await sessionTable(tx, session)
    if (phaseAt(scheduleOf(table), Date.now()).phase === 'closed') throw new ApiProblem(409, 'error.game.table.closed', 'The table is closed now.')
    // Seats whose session stopped calling are free again.
    await tx.query(`delete from table_seats where game_id = $1 and last_seen_at <= now() - make_interval(secs => ${SEAT_TIMEOUT_SECONDS})`, [table.game_id])
    const mine = await tx.one<{ seat_no: number | null }>('select seat_no from table_seats where game_id = $1 and session_id = $2', [table.game_id, session.id])
    if (mine) {
      await tx.query('update table_seats set last_seen_at = now() where game_id = $1 and session_id = $2', [table.game_id, session.id])
      return { tableId: table.table_id, seatNo: mine.seat_no }
    }
    let seatNo: number | null = null
    if (table.seats !== null) {
      const taken = new Set((await tx.query<{ seat_no: number }>('select seat_no from table_seats where game_id = $1 for update', [table.game_id])).map((r) => r.seat_no))
      seatNo = Array.from({ length: table.seats }, (_, i) => i + 1).find((n) => !taken.has(n)) ?? null
      if (seatNo === null) throw new ApiProblem(409, 'error.game.table.full', `All ${table.seats} seats are taken.`)
    }
    await tx.query('insert into table_seats (game_id, session_id, seat_no) values ($1, $2, $3)', [table.game_id, session.id, seatNo])
    await touch(tx, session)
    return { tableId: table.table_id, seatNo }
  })
}

export async function leaveSeat(db: Db, sessionId: string): Promise<void> {
  const session = await liveSession(db, sessionId)
  await db.query('delete from table_seats where session_id = $1', [session.id])
}

/** A session's seat stays taken while the session keeps calling. */
export async function keepSeat(db: Db, session: SessionRow): Promise<void> {
  await db.query('update table_seats set last_seen_at = now() where session_id = $1', [session.id])
}

export interface BetReceipt {
  roundId: string
  roundNo: number
  stakeMinor: number
  balanceMinor: number | null
  closesAt: string
}

export async function placeBets(db: Db, sessionId: string, request: { roundNo: number; bets: RouletteBet[] }): Promise<BetReceipt> {
  return db.transaction(async (tx) => {
    const session = await liveSession(tx, sessionId, true)
    const { table, game } = await sessionTable(tx, session)
    const nowMs = Date.now()
    const { phase, round } = phaseAt(scheduleOf(table), nowMs)
    if (phase !== 'betting' || round.roundNo !== request.roundNo) {
      throw new ApiProblem(409, 'error.game.betting.closed', `Bets on round ${request.roundNo} are closed.`, undefined, {
        roundNo: round.roundNo,
        phase,
        closesAt: new Date(round.closesAt).toISOString(),
      })
    }
    const seated = await tx.one('select 1 as yes from table_seats where game_id = $1 and session_id = $2', [table.game_id, session.id])
    if (!seated) throw new ApiProblem(409, 'error.game.seat.required', 'Take a seat at the table to bet.')
    const min = fromEuroCents(Number(game.bet_min_minor), session.currency)
    const max = fromEuroCents(Number(game.bet_max_minor), session.currency)
    for (const bet of request.bets) {
      try {
        coveredNumbers(bet)
      } catch (error) {
        if (error instanceof InvalidRouletteBet) throw new ApiProblem(400, 'error.game.bet.invalid', error.message)
        throw error
      }
      if (bet.amountMinor < min) throw new ApiProblem(400, 'error.game.bet.invalid', `The table minimum is ${min} per bet.`)
    }
    const stake = request.bets.reduce((sum, b) => sum + b.amountMinor, 0)
    const existing = await tx.one<RoundRow>('select * from game_rounds where session_id = $1 and table_round_no = $2 for update', [session.id, round.roundNo])
    if (Number(existing?.bet_minor ?? 0) + stake > max) throw new ApiProblem(400, 'error.game.bet.invalid', `The table maximum is ${max} per round.`)
    if (session.mode === 'real') return realBets(tx, session, table, round, existing, request.bets, stake)
    const balance = Number(session.fun_balance_minor)
    if (balance < stake) throw new ApiProblem(400, 'error.game.balance.insufficient', 'The balance does not cover the bets.')

    const newBets = request.bets.map((b) => ({ ...b, returnMinor: null }))
    let roundId: string
    if (existing) {
      const outcome = existing.outcome as RouletteOutcome
      await tx.query('update game_rounds set bet_minor = bet_minor + $2, outcome = $3::jsonb where id = $1', [existing.id, stake, JSON.stringify({ ...outcome, bets: [...outcome.bets, ...newBets] })])
      roundId = existing.id
    } else {
      const outcome: RouletteOutcome = { kind: 'roulette', tableId: table.table_id, roundNo: round.roundNo, bets: newBets, result: null }
      roundId = (await tx.one<{ id: string }>(
        `insert into game_rounds (session_id, game_id, player_id, mode, currency, bet_minor, status, outcome, table_round_no)
         values ($1, $2, $3, $4, $5, $6, 'open', $7::jsonb, $8) returning id`,
        [session.id, game.id, session.player_id, session.mode, session.currency, stake, JSON.stringify(outcome), round.roundNo],
      ))!.id
    }
    await tx.query('update game_sessions set fun_balance_minor = fun_balance_minor - $2 where id = $1', [session.id, stake])
    await tx.query('update table_seats set last_seen_at = now() where session_id = $1', [session.id])
    await touch(tx, session)
    return { roundId, roundNo: round.roundNo, stakeMinor: stake, balanceMinor: balance - stake, closesAt: new Date(round.closesAt).toISOString() }
  })
}

/**
 * Real money: the chips go to the seamless wallet as bets on one round per table round — the
 * first opens it, every later chip adds to it — and the table's round is the wallet's round.
 */
async function realBets(
  tx: Db,
  session: SessionRow,
  table: TableRow,
  round: { roundNo: number; closesAt: number },
  existing: RoundRow | null,
  placed: RouletteBet[],
  stake: number,
): Promise<BetReceipt> {
  const keys = walletKeys(session.id, round.roundNo)
  const newBets = placed.map((b) => ({ ...b, returnMinor: null }))
  const before = existing ? (existing.outcome as RouletteOutcome) : { kind: 'roulette' as const, tableId: table.table_id, roundNo: round.roundNo, bets: [], result: null }
  const outcome: RouletteOutcome = { ...before, bets: [...before.bets, ...newBets] }
  const taken = await bet(tx, {
    transactionId: existing ? keys.nextBet() : keys.firstBet,
    sessionId: session.id,
    amountMinor: stake,
    outcome,
    ...(existing ? { roundId: existing.id } : {}),
  })
  if (taken.status !== 'OK') throw refusal(taken)
  if (!existing) await tx.query('update game_rounds set table_round_no = $2 where id = $1', [taken.roundId, round.roundNo])
  await tx.query('update table_seats set last_seen_at = now() where session_id = $1', [session.id])
  await touch(tx, session)
  return { roundId: taken.roundId!, roundNo: round.roundNo, stakeMinor: stake, balanceMinor: taken.balanceMinor, closesAt: new Date(round.closesAt).toISOString() }
}

/** Settles what is due at the session's table, so a session read shows its balance after the spin. */
export async function settleSessionTable(db: Db, session: SessionRow): Promise<void> {
  const table = await db.one<TableRow>('select * from live_tables where game_id = $1', [session.game_id])
  if (table) await db.transaction((tx) => settleDue(tx, table, Date.now()))
}
