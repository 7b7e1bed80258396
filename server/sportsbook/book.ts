/**
 * The sandbox sportsbook's book: sessions opened with the iframe context's ticket, single bets
 * taken through the seamless wallet, and their settlement when an event's result is drawn.
 *
 * A sportsbook session is a game_sessions row of the sportsbook's own game (migration 045), so the
 * wallet's bet, win and rollback are the casino provider's, unchanged: keyed by transaction id,
 * the player's loss and spend limits enforced, a refusal answered with the balance, the round kept
 * for recall. A result is drawn once with the crypto RNG, weighted by the published odds, at or
 * after the event's result time — by whichever call comes first: a fixtures or bet-history read,
 * or the periodic pass (startSettlement), so a bet settles even when nobody is watching.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { fromEuroCents } from '../games/currencies.ts'
import { launchKey, redeemLaunch } from '../games/launch-tokens.ts'
import { playerBalances } from '../ledger/ledger.ts'
import { startPeriodic } from '../periodic.ts'
import { liveSession, type SessionRow } from '../sandbox/sessions.ts'
import { refusal } from '../sandbox/slot-play.ts'
import { bet, win } from '../wallet/seamless.ts'
import {
  drawOutcome,
  eventAt,
  eventNoOf,
  isOpenForBets,
  lastFinishedEventNo,
  listedEvents,
  phaseOf,
  returnOf,
  SCHEDULE,
  type Schedule,
  type Selection,
  type SportsEvent,
} from './fixtures.ts'

type SportsbookSession = components['schemas']['SportsbookSession']
type SportsbookBet = components['schemas']['SportsbookBet']
type SportsbookFixtures = components['schemas']['SportsbookFixtures']

/** The sportsbook's game and provider rows (migration 045). */
export const SPORTSBOOK_GAME = { id: 'sandbox-sportsbook', provider_id: 'sandbox-sportsbook' } as const

/** A sportsbook session lives this long after it opens; the frame reopens with a new context. */
const SESSION_SECONDS = 2 * 3600
/** Stakes per single, in euro cents: 1 € to 500 €. */
const STAKE_EURO_CENTS = { min: 100, max: 50_000 } as const

interface BetRow extends Record<string, unknown> {
  id: string
  session_id: string
  player_id: string
  event_no: string | number
  selection: Selection
  odds_centi: number
  stake_minor: string | number
  currency: string
  status: 'open' | 'won' | 'lost'
  return_minor: string | number | null
  placed_at: Date | string
  settled_at: Date | string | null
}

const iso = (t: number | Date | string) => new Date(t).toISOString()

/** The wallet's transaction ids of a bet: the stake, and the settlement that closes its round. */
export const walletKeys = (betId: string) => ({ bet: `sandbox-sports:${betId}:bet`, settle: `sandbox-sports:${betId}:settle` })

export const stakeLimits = (currency: string) => ({ min: fromEuroCents(STAKE_EURO_CENTS.min, currency), max: fromEuroCents(STAKE_EURO_CENTS.max, currency) })

async function view(db: Db, session: SessionRow): Promise<SportsbookSession> {
  const limits = stakeLimits(session.currency)
  return {
    sessionId: session.id,
    currency: session.currency,
    balanceMinor: (await playerBalances(db, session.player_id!))?.balances.MAIN ?? 0,
    minStakeMinor: limits.min,
    maxStakeMinor: limits.max,
    expiresAt: iso(session.expires_at),
  }
}

/** A sportsbook session (a real-money session of the sportsbook's game); anything else is not found. */
export async function sportsbookSession(db: Db, id: string, lock = false): Promise<SessionRow> {
  const session = await liveSession(db, id, lock)
  if (session.game_id !== SPORTSBOOK_GAME.id || session.mode !== 'real') throw new ApiProblem(404, 'error.game.session.not.found', 'No such sportsbook session.')
  return session
}

export async function sessionView(db: Db, id: string): Promise<SportsbookSession> {
  return view(db, await sportsbookSession(db, id))
}

/** Opens a session with the context's one-time ticket: the player, market and currency are the ticket's. */
export async function openSession(db: Db, request: { ticket: string; lang: string; channel: 'web' | 'mobile' }): Promise<SportsbookSession> {
  const key = await launchKey(db)
  const row = await db.transaction(async (tx) => {
    const launch = await redeemLaunch(tx, key, request.ticket, SPORTSBOOK_GAME)
    return (await tx.one<SessionRow>(
      `insert into game_sessions (id, game_id, mode, player_id, launch_token_id, jurisdiction, currency, language, channel, expires_at)
       values ($1, $2, 'real', $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9)) returning *`,
      [randomBytes(32).toString('base64url'), SPORTSBOOK_GAME.id, launch.player_id, launch.id, launch.jurisdiction, launch.currency, request.lang, request.channel, SESSION_SECONDS],
    ))!
  })
  return view(db, row)
}

const betView = (row: BetRow, schedule: Schedule): SportsbookBet => {
  const event = eventAt(schedule, Number(row.event_no))
  return {
    betId: row.id,
    eventId: event.eventId,
    home: event.home,
    away: event.away,
    selection: row.selection,
    oddsCenti: row.odds_centi,
    stakeMinor: Number(row.stake_minor),
    currency: row.currency,
    status: row.status,
    returnMinor: row.return_minor === null ? null : Number(row.return_minor),
    placedAt: iso(row.placed_at),
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
  }
}

export interface BetSlip {
  requestId: string
  eventId: string
  selection: Selection
  oddsCenti: number
  stakeMinor: number
}

/**
 * Takes a single bet: checks the event is open, the odds are the slip's and the stake within the
 * limits, then the wallet takes the stake — all in one transaction with the bet's row, so a refused
 * stake leaves no bet. The slip's request id is the bet's key: sent again, it answers the same bet.
 */
export async function placeBet(db: Db, sessionId: string, slip: BetSlip, nowMs = Date.now(), schedule: Schedule = SCHEDULE): Promise<{ bet: SportsbookBet; balanceMinor: number }> {
  return db.transaction(async (tx) => {
    const session = await sportsbookSession(tx, sessionId, true)
    const playerId = session.player_id!
    const earlier = await tx.one<BetRow>('select * from sportsbook_bets where player_id = $1 and request_id = $2', [playerId, slip.requestId])
    if (earlier) return { bet: betView(earlier, schedule), balanceMinor: (await playerBalances(tx, playerId))?.balances.MAIN ?? 0 }

    const eventNo = eventNoOf(slip.eventId)
    if (eventNo === null || !isOpenForBets(schedule, eventNo, nowMs)) {
      throw new ApiProblem(409, 'error.sportsbook.event.closed', `Bets on ${slip.eventId} are closed.`)
    }
    const event = eventAt(schedule, eventNo)
    const odds = event.odds[slip.selection]
    if (odds === undefined) throw new ApiProblem(400, 'error.game.bet.invalid', `${slip.selection} is not a selection of ${event.eventId}.`)
    if (odds !== slip.oddsCenti) throw new ApiProblem(400, 'error.sportsbook.odds.changed', 'The odds have changed.', undefined, { oddsCenti: odds })
    const limits = stakeLimits(session.currency)
    if (slip.stakeMinor < limits.min || slip.stakeMinor > limits.max) {
      throw new ApiProblem(400, 'error.game.bet.invalid', `A stake is from ${limits.min} to ${limits.max} ${session.currency}.`, undefined, { minStakeMinor: limits.min, maxStakeMinor: limits.max })
    }
    const row = (await tx.one<BetRow>(
      `insert into sportsbook_bets (session_id, player_id, request_id, event_no, selection, odds_centi, stake_minor, currency, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'open') returning *`,
      [session.id, playerId, slip.requestId, eventNo, slip.selection, odds, slip.stakeMinor, session.currency],
    ))!
    const outcome = { kind: 'sports', eventId: event.eventId, home: event.home, away: event.away, selection: slip.selection, oddsCenti: odds, result: null }
    const taken = await bet(tx, { transactionId: walletKeys(row.id).bet, sessionId: session.id, amountMinor: slip.stakeMinor, outcome })
    if (taken.status !== 'OK') throw refusal(taken)
    await tx.query('update sportsbook_bets set round_id = $2 where id = $1', [row.id, taken.roundId])
    return { bet: betView(row, schedule), balanceMinor: taken.balanceMinor }
  })
}

/** The event's result, drawn once with the crypto RNG weighted by its odds; later calls read it. */
async function resultOf(tx: Db, event: SportsEvent): Promise<Selection> {
  await tx.query('insert into sportsbook_results (event_no, outcome) values ($1, $2) on conflict do nothing', [event.eventNo, drawOutcome(event.odds, (max) => randomInt(max))])
  return (await tx.one<{ outcome: Selection }>('select outcome from sportsbook_results where event_no = $1', [event.eventNo]))!.outcome
}

/**
 * Settles every open bet whose event's result time has passed: the result is drawn, then the
 * wallet pays each winning single its return (or closes a losing one's round with nothing), once
 * per bet. Bets already being settled by another call are skipped, not waited for.
 */
export async function settleDue(db: Db, nowMs = Date.now(), schedule: Schedule = SCHEDULE): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<BetRow>(
      `select * from sportsbook_bets where status = 'open' and event_no <= $1 order by event_no, placed_at for update skip locked`,
      [lastFinishedEventNo(schedule, nowMs)],
    )
    for (const row of due) {
      const event = eventAt(schedule, Number(row.event_no))
      const result = await resultOf(tx, event)
      const won = result === row.selection
      const returnMinor = won ? returnOf(Number(row.stake_minor), row.odds_centi) : 0
      const keys = walletKeys(row.id)
      const outcome = { kind: 'sports', eventId: event.eventId, home: event.home, away: event.away, selection: row.selection, oddsCenti: row.odds_centi, result }
      const paid = await win(tx, { transactionId: keys.settle, betTransactionId: keys.bet, amountMinor: returnMinor, outcome })
      if (paid.status !== 'OK') throw new Error(`The wallet did not settle sportsbook bet ${row.id}: ${paid.status}`)
      await tx.query(`update sportsbook_bets set status = $2, return_minor = $3, settled_at = now() where id = $1`, [row.id, won ? 'won' : 'lost', returnMinor])
    }
    return due.length
  })
}

export async function fixtures(db: Db, nowMs = Date.now(), schedule: Schedule = SCHEDULE): Promise<SportsbookFixtures> {
  await settleDue(db, nowMs, schedule)
  const events = listedEvents(schedule, nowMs)
  const finished = events.filter((e) => phaseOf(e, nowMs) === 'finished')
  // A finished event nobody bet on still has its result, drawn now as randomly as then.
  const results = new Map<number, Selection>()
  if (finished.length) {
    await db.transaction(async (tx) => {
      for (const e of finished) results.set(e.eventNo, await resultOf(tx, e))
    })
  }
  return {
    serverTime: iso(nowMs),
    events: events.map((e) => ({
      eventId: e.eventId,
      sport: e.sport,
      region: e.region,
      competition: e.competition,
      competitionName: e.competitionName,
      home: e.home,
      away: e.away,
      kickoffAt: iso(e.kickoffAt),
      resultAt: iso(e.resultAt),
      phase: phaseOf(e, nowMs),
      odds: { home: e.odds.home!, away: e.odds.away!, ...(e.odds.draw === undefined ? {} : { draw: e.odds.draw }) },
      result: results.get(e.eventNo) ?? null,
    })),
  }
}

/** The session's player's last 20 bets, newest first, after settling what is due. */
export async function betHistory(db: Db, sessionId: string, nowMs = Date.now(), schedule: Schedule = SCHEDULE): Promise<SportsbookBet[]> {
  const session = await sportsbookSession(db, sessionId)
  await settleDue(db, nowMs, schedule)
  const rows = await db.query<BetRow>('select * from sportsbook_bets where player_id = $1 order by placed_at desc, id limit 20', [session.player_id])
  return rows.map((row) => betView(row, schedule))
}

/** Settles due bets now and every `intervalMs`; a failing pass is logged and the next runs. */
export function startSettlement(db: Db, onError: (error: unknown) => void, schedule: Schedule = SCHEDULE, intervalMs = 5_000): () => Promise<void> {
  return startPeriodic(() => settleDue(db, Date.now(), schedule).catch(onError), intervalMs)
}
