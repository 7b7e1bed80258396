import { randomUUID } from 'node:crypto'
/**
 * A slot spin as the server plays it: the market's rules first (spin time, autoplay, stake), then
 * the round drawn with the crypto RNG through the pure engine. In fun mode the virtual balance and
 * the round are recorded in one transaction. In real mode the provider settles with the platform
 * through the seamless wallet, as a provider would: a bet, then a win, each its own transaction
 * keyed by the round's transaction ids (server/wallet/seamless.ts); the wallet records the round.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { freeRoundsFor } from './free-rounds.ts'
import { rulesFor } from './jurisdictions.ts'
import { betLevels, engineOf, lockedSessionWithGame, touch } from './sessions.ts'
import { playRound } from './slot/evaluate.ts'
import { classic20 } from './slot/model.ts'
import { drawStops } from './slot/rng.ts'
import { bet, win, type SeamlessAnswer } from '../wallet/seamless.ts'
import { betTransactionId, finishRound, journalRound, winTransactionId } from './round-journal.ts'

type SlotRound = components['schemas']['SlotRound']

/** A refused real-money bet, as the spin answers it: the balance comes along. */
export function refusal(answer: SeamlessAnswer): ApiProblem {
  const info = { balanceMinor: answer.balanceMinor }
  if (answer.status === 'INSUFFICIENT_FUNDS') return new ApiProblem(400, 'error.game.balance.insufficient', 'The balance does not cover the bet.', undefined, info)
  if (answer.status === 'LIMIT_EXCEEDED') return new ApiProblem(400, 'error.game.limit.exceeded', 'The bet would pass one of your loss or spend limits.', undefined, info)
  if (answer.status === 'SESSION_EXPIRED') return new ApiProblem(400, 'error.game.session.expired', 'The game session has expired.')
  return new ApiProblem(400, 'error.game.bet.invalid', 'The bet was not taken.')
}

type RealRound = {
  roundKey: string
  round: ReturnType<typeof playRound>
  outcome: SlotRound['outcome']
  nextSpinAt: string
  /** A free round: its grant, and the rounds left after this one. */
  free: { code: string; leftAfter: number } | null
}

/**
 * Real money: the provider's bet and win through the seamless wallet, each once per round. The
 * round was drawn and journalled in the spin's transaction, which has committed: a round cut off
 * after the bet is finished with this win on restart (round-journal.ts).
 */
async function realSpin(db: Db, sessionId: string, betMinor: number, { roundKey, round, outcome, nextSpinAt, free }: RealRound): Promise<SlotRound> {
  const taken = await bet(db, { transactionId: betTransactionId(roundKey), sessionId, amountMinor: betMinor, outcome, ...(free ? { partnerBonusCode: free.code } : {}) })
  if (taken.status !== 'OK') {
    await finishRound(db, roundKey, 'refused')
    throw refusal(taken)
  }
  const paid = await win(db, { transactionId: winTransactionId(roundKey), betTransactionId: betTransactionId(roundKey), amountMinor: round.winMinor, outcome })
  await finishRound(db, roundKey, 'settled')
  return { roundId: taken.roundId!, betMinor, winMinor: round.winMinor, balanceMinor: paid.balanceMinor, outcome, nextSpinAt, freeRoundsLeft: free?.leftAfter ?? null }
}

/**
 * The spin's checks and, in fun mode, the whole round, in one transaction on the session's row
 * lock. READ COMMITTED is enough: the lock is taken by the first statement, and every later one
 * sees what the spins before committed (their last_spin_at, the fun balance), so spins of one
 * session run one after another on fresh values; nothing else is read that a concurrent spin
 * writes. SERIALIZABLE would add no guarantee here, only its bookkeeping and retries.
 */
export async function spin(db: Db, sessionId: string, request: { betMinor: number; autoplay: boolean; freeRound?: boolean }): Promise<SlotRound> {
  const played = await db.transaction(async (tx): Promise<SlotRound | { real: RealRound }> => {
    const { session, game } = await lockedSessionWithGame(tx, sessionId)
    if (engineOf(game) !== 'slot') throw new ApiProblem(400, 'error.game.bet.invalid', `${game.name} is not a slot.`)
    const rules = rulesFor(session.jurisdiction, session.currency)
    if (request.autoplay && !rules.autoplay) {
      throw new ApiProblem(400, 'error.game.autoplay.forbidden', `Autoplay is not allowed in market ${session.jurisdiction}.`)
    }
    const now = Date.now()
    const last = session.last_spin_at ? new Date(session.last_spin_at).getTime() : null
    if (last !== null && now - last < rules.minSpinMs) {
      const retryAfterMs = rules.minSpinMs - (now - last)
      throw new ApiProblem(429, 'error.game.spin.too.early', `A spin lasts at least ${rules.minSpinMs / 1000} s here: wait ${retryAfterMs} ms.`, undefined, { retryAfterMs })
    }
    if (!betLevels(game, session.jurisdiction, session.currency).includes(request.betMinor)) {
      throw new ApiProblem(400, 'error.game.bet.invalid', `${request.betMinor} is not one of this game's stakes in ${session.currency}.`)
    }
    // A free round is one of the operator's grant on this game (the grant's row is held until this
    // commits, so two sessions cannot both play its last round), at the grant's stake.
    const grant = request.freeRound && session.mode === 'real' && session.player_id ? await freeRoundsFor(tx, session.player_id, game.id, session.currency, true) : null
    if (request.freeRound && !grant) throw new ApiProblem(400, 'error.game.free.rounds.none', 'There are no free spins for you on this game.')
    if (grant && request.betMinor !== grant.spinValueMinor) {
      throw new ApiProblem(400, 'error.game.bet.invalid', `A free spin here is played at ${grant.spinValueMinor}, not ${request.betMinor}.`)
    }
    if (session.mode === 'real') {
      // The spin time starts now; the money moves in the wallet's own transactions.
      await touch(tx, session, { last_spin_at: new Date(now).toISOString() })
      const round = playRound(classic20, request.betMinor, () => drawStops(classic20))
      const outcome = { kind: 'slot' as const, model: classic20.id, base: round.base, freeSpins: round.freeSpins }
      const roundKey = `sandbox-slot:${randomUUID()}`
      // Written down before the wallet hears of it, committed with the spin's start.
      await journalRound(tx, { roundKey, sessionId: session.id, betMinor: request.betMinor, winMinor: round.winMinor, outcome, freeRoundCode: grant?.code })
      const free = grant && { code: grant.code, leftAfter: grant.left - 1 }
      return { real: { roundKey, round, outcome, nextSpinAt: new Date(now + rules.minSpinMs).toISOString(), free } }
    }
    const balance = Number(session.fun_balance_minor)
    if (balance < request.betMinor) throw new ApiProblem(400, 'error.game.balance.insufficient', 'The balance does not cover the bet.')

    const round = playRound(classic20, request.betMinor, () => drawStops(classic20))
    const balanceAfter = balance - request.betMinor + round.winMinor
    const outcome = { kind: 'slot' as const, model: classic20.id, base: round.base, freeSpins: round.freeSpins }
    const started = new Date(now).toISOString()
    const row = (await tx.one<{ id: string }>(
      `insert into game_rounds (session_id, game_id, player_id, mode, currency, bet_minor, win_minor, status, outcome, started_at, settled_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'settled', $8::jsonb, $9, $9) returning id`,
      [session.id, game.id, session.player_id, session.mode, session.currency, request.betMinor, round.winMinor, JSON.stringify(outcome), started],
    ))!
    await touch(tx, session, { fun_balance_minor: balanceAfter, last_spin_at: started })
    return {
      roundId: row.id,
      betMinor: request.betMinor,
      winMinor: round.winMinor,
      balanceMinor: balanceAfter,
      outcome,
      nextSpinAt: new Date(now + rules.minSpinMs).toISOString(),
      freeRoundsLeft: null,
    }
  }, { isolation: 'read committed' })
  return 'real' in played ? realSpin(db, sessionId, request.betMinor, played.real) : played
}
