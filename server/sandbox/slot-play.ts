/**
 * A slot spin as the server plays it: the market's rules first (spin time, autoplay, stake), the
 * round drawn with the crypto RNG through the pure engine, then the balance and the round
 * recorded in one transaction. The round is `playRound(model, bet, stops)`: the same function,
 * wired to the seamless wallet later, debits the bet and credits `winMinor`.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { gameById } from '../games/catalogue.ts'
import { rulesFor } from './jurisdictions.ts'
import { betLevels, engineOf, liveSession, touch } from './sessions.ts'
import { playRound } from './slot/evaluate.ts'
import { classic20 } from './slot/model.ts'
import { drawStops } from './slot/rng.ts'

type SlotRound = components['schemas']['SlotRound']

export const walletPending = () =>
  new ApiProblem(501, 'error.not.implemented', 'Real-money rounds need the seamless wallet, which the platform does not have yet: play in fun mode.')

export async function spin(db: Db, sessionId: string, request: { betMinor: number; autoplay: boolean }): Promise<SlotRound> {
  return db.transaction(async (tx) => {
    const session = await liveSession(tx, sessionId, true)
    const game = (await gameById(tx, session.game_id))!
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
    if (session.mode === 'real') throw walletPending()
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
    await tx.query('update game_sessions set fun_balance_minor = $2, last_spin_at = $3 where id = $1', [session.id, balanceAfter, started])
    await touch(tx, session)
    return {
      roundId: row.id,
      betMinor: request.betMinor,
      winMinor: round.winMinor,
      balanceMinor: balanceAfter,
      outcome,
      nextSpinAt: new Date(now + rules.minSpinMs).toISOString(),
    }
  })
}
