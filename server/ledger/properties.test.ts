/**
 * Property: after any sequence of money operations — deposits settled, declined or left pending
 * (and callbacks repeated), withdrawals requested, cancelled, completed or rejected, stakes and
 * wins, overdrafts refused — debits equal credits, every balance equals the sum of its entries
 * (every invariant of invariants.ts holds), and each player's balances equal a simple model's.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { settleDeposit } from '../payments/deposits.ts'
import { withSeededTestDatabase } from '../testing/database.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import { createPlayer, mainBalance } from '../wallet/test-support.ts'
import { cancelWithdrawal, completeWithdrawal, rejectWithdrawal, requestWithdrawal } from '../wallet/withdrawals.ts'
import { MONEY_ISOLATION } from './idempotency.ts'
import { checkLedger } from './invariants.ts'
import { house, InsufficientFunds, player, post } from './ledger.ts'

let db: Db
withSeededTestDatabase((opened) => (db = opened))

const who = fc.integer({ min: 0, max: 1 })
const deposited = fc.integer({ min: 1, max: 40_000 })
const spent = fc.integer({ min: 1, max: 15_000 })
// Weighted so that most sequences build balances and then move them, rather than being refused.
const operation = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit' as const), who, amount: deposited, outcome: fc.constantFrom('SETTLED' as const, 'SETTLED' as const, 'DECLINED' as const, 'PENDING' as const), repeats: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('settlePending' as const), who, pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('withdraw' as const), who, amount: spent }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('cancel' as const, 'complete' as const, 'reject' as const), who, pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('stake' as const, 'win' as const), who, amount: spent }) },
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

interface Model {
  id: string
  main: number
  locked: number
  pendingWithdrawals: { id: string; amount: number }[]
  pendingDeposits: { id: string; amount: number }[]
}

const money = <T>(fn: (tx: Db) => Promise<T>) => db.transaction(fn, { isolation: MONEY_ISOLATION })
let sequence = 0

async function apply(step: Operation, players: Model[]): Promise<void> {
  const m = players[step.who]!
  const ref = `${m.id}-${++sequence}`
  switch (step.op) {
    case 'deposit': {
      const deposit = (await db.one<{ id: string }>(
        `insert into deposits (player_id, method, amount_minor, currency, status, psp_reference) values ($1, 'SKRILL', $2, 'NOK', 'PENDING', $3) returning id`,
        [m.id, step.amount, `prop-${ref}`],
      ))!
      // The provider may say the same thing several times; only the first changes anything.
      for (let i = 0; i < step.repeats; i++) await money((tx) => settleDeposit(tx, { depositId: deposit.id, status: step.outcome }))
      if (step.outcome === 'SETTLED') m.main += step.amount
      if (step.outcome === 'PENDING') m.pendingDeposits.push({ id: deposit.id, amount: step.amount })
      return
    }
    case 'settlePending': {
      const deposit = m.pendingDeposits.splice(step.pick % Math.max(1, m.pendingDeposits.length), 1)[0]
      if (!deposit) return
      expect(await money((tx) => settleDeposit(tx, { depositId: deposit.id, status: 'SETTLED' }))).toBe('CREDITED')
      m.main += deposit.amount
      return
    }
    case 'withdraw': {
      const outcome = await money(async (tx) => requestWithdrawal(tx, await moneyPlayer(tx, m.id, { lock: true }), { amountMinor: step.amount })).catch((e: unknown) => e)
      if (step.amount <= m.main) {
        expect(outcome).not.toBeInstanceOf(Error)
        m.main -= step.amount
        m.locked += step.amount
        m.pendingWithdrawals.push({ id: (outcome as { pendingWithdrawalId: string }).pendingWithdrawalId, amount: step.amount })
      } else {
        expect((outcome as ApiProblem).code).toBe(m.main === 0 ? 'error.withdrawal.not_allowed' : 'error.withdrawal.insufficient_funds')
      }
      return
    }
    case 'cancel':
    case 'complete':
    case 'reject': {
      const withdrawal = m.pendingWithdrawals.splice(step.pick % Math.max(1, m.pendingWithdrawals.length), 1)[0]
      if (!withdrawal) return
      if (step.op === 'cancel') await money(async (tx) => cancelWithdrawal(tx, await moneyPlayer(tx, m.id, { lock: true }), { id: withdrawal.id, amountMinor: withdrawal.amount }))
      else if (step.op === 'complete') await money((tx) => completeWithdrawal(tx, withdrawal.id))
      else await money((tx) => rejectWithdrawal(tx, withdrawal.id, 'property test'))
      m.locked -= withdrawal.amount
      if (step.op !== 'complete') m.main += withdrawal.amount
      return
    }
    case 'stake':
    case 'win': {
      const sign = step.op === 'stake' ? -1 : 1
      const posted = await money((tx) =>
        post(tx, {
          reference: `${step.op.toUpperCase()}-${ref}`, playerId: m.id, type: step.op === 'stake' ? 'BET' : 'WIN', category: 'CASINO', currency: 'NOK',
          entries: [{ account: player(m.id, 'MAIN'), amountMinor: sign * step.amount }, { account: house('GAME_HOUSE'), amountMinor: -sign * step.amount }],
        }),
      ).catch((e: unknown) => e)
      if (step.op === 'stake' && step.amount > m.main) expect(posted).toBeInstanceOf(InsufficientFunds)
      else m.main += sign * step.amount
      return
    }
  }
}

describe('the ledger under any sequence of operations', () => {
  it('keeps debits equal to credits and every balance equal to its entries', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 30, size: 'max' }), async (steps) => {
        runs++
        const players: Model[] = []
        for (let i = 0; i < 2; i++) players.push({ id: await createPlayer(db), main: 0, locked: 0, pendingWithdrawals: [], pendingDeposits: [] })
        for (const step of steps) await apply(step, players)
        for (const m of players) expect(await mainBalance(db, m.id)).toEqual({ main: m.main, locked: m.locked })
        expect((await checkLedger(db)).violations).toEqual([])
      }),
      { numRuns: 40 },
    )
    const totals = (await db.one<{ t: number; e: number }>('select (select count(*)::int from ledger_transactions) as t, (select count(*)::int from ledger_entries) as e'))!
    console.log(`property: ${runs} sequences, ${sequence} operations; ledger now ${totals.t} transactions, ${totals.e} entries`)
    // The generated sequences really moved money, not only refusals.
    expect(totals.t).toBeGreaterThan(runs * 3)
  }, 600_000)
})
