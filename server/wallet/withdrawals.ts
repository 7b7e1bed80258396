/**
 * Withdrawals in the ledger: a request moves the amount MAIN → LOCKED and stays PENDING; the
 * player may cancel it (LOCKED → MAIN, a reversal); the payments back office completes it
 * (LOCKED → payout clearing, the money leaves) or rejects it (LOCKED → MAIN). Every step is a new
 * ledger transaction; the withdrawal row only records which step it is at.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { house, InsufficientFunds, player, playerBalances, post, reverse } from '../ledger/ledger.ts'
import { assertDepositWithinLimits } from '../limits/limits.ts'
import { periodWindows } from '../limits/periods.ts'
import type { PaymentMethod } from '../payments/methods.ts'
import type { MoneyPlayer } from './money-player.ts'
import { mayWithdraw, withdrawalDecision, type WithdrawalDecision } from './withdrawal-rules.ts'

type Schemas = components['schemas']
export type PendingWithdrawal = Schemas['PendingWithdrawal']

interface WithdrawalRow extends Record<string, unknown> {
  id: string
  player_id: string
  amount_minor: unknown
  currency: string
  method: PaymentMethod | null
  status: 'PENDING' | 'COMPLETED' | 'REJECTED' | 'CANCELLED'
  request_transaction_id: unknown
  created_at: Date | string
}

/** The withdrawal's state as the history and the pending list name it (TransactionStatus). */
export const historyStatus = { PENDING: 'PENDING', COMPLETED: 'COMPLETED', CANCELLED: 'CANCELLED', REJECTED: 'FAILED' } as const

export const pendingWithdrawalOf = (row: WithdrawalRow): PendingWithdrawal => ({
  pendingWithdrawalId: row.id,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  method: row.method,
  status: historyStatus[row.status],
  createdAt: new Date(row.created_at).toISOString(),
})

/** Methods of the player's market that can receive a payout, the most recently deposited with first. */
async function payoutMethods(db: Db, p: MoneyPlayer): Promise<PaymentMethod[]> {
  const rows = await db.query<{ method: PaymentMethod }>(
    `select m.method from payment_methods m
      where m.market = $1 and m.withdrawal
      order by (select max(d.settled_at) from deposits d where d.player_id = $2 and d.status = 'SUCCESS' and d.method = m.method) desc nulls last,
               m.position`,
    [p.market, p.id],
  )
  return rows.map((r) => r.method)
}

export async function withdrawalCheck(db: Db, p: MoneyPlayer): Promise<WithdrawalDecision & { mainMinor: number; methods: PaymentMethod[] }> {
  const balances = await playerBalances(db, p.id)
  const mainMinor = balances?.balances.MAIN ?? 0
  const { D: today } = await periodWindows(db, p.timeZone)
  const sums = (await db.one<{ today: unknown; ever: unknown }>(
    `select coalesce(sum(amount_minor) filter (where created_at >= $2), 0) as today, coalesce(sum(amount_minor), 0) as ever
       from withdrawals where player_id = $1 and status in ('PENDING', 'COMPLETED')`,
    [p.id, today.start],
  ))!
  const methods = await payoutMethods(db, p)
  const decision = withdrawalDecision(p, {
    mainMinor,
    withdrawnTodayMinor: Number(sums.today),
    withdrawnEverMinor: Number(sums.ever),
    hasPayoutMethod: methods.length > 0,
  })
  return { ...decision, mainMinor, methods }
}

/** Requests a withdrawal; call with the player row locked so checks and the movement see one state. */
export async function requestWithdrawal(tx: Db, p: MoneyPlayer, request: { amountMinor: number; method?: PaymentMethod }): Promise<PendingWithdrawal> {
  const check = await withdrawalCheck(tx, p)
  if (!mayWithdraw(check.result)) {
    throw new ApiProblem(409, 'error.withdrawal.not_allowed', `A withdrawal is not possible now (${check.result}).`, undefined, { result: check.result })
  }
  if (request.method && !check.methods.includes(request.method)) {
    throw new ApiProblem(400, 'error.withdrawal.method.unavailable', `${request.method} cannot receive payouts in the ${p.market} market.`, [
      { objectName: 'withdrawal', field: 'method', rejectedValue: request.method, status: 400, message: 'Choose a method that can receive payouts.', code: 'error.withdrawal.method.unavailable' },
    ])
  }
  if (request.amountMinor > check.limitMinor!) {
    throw new ApiProblem(409, 'error.withdrawal.limit.exceeded', `At most ${check.limitMinor} (minor units) can be withdrawn now.`, undefined, {
      result: check.result,
      limitMinor: check.limitMinor,
    })
  }
  const id = randomUUID()
  let posted
  try {
    posted = await post(tx, {
      reference: `WD-${id}`,
      playerId: p.id,
      type: 'WITHDRAW',
      category: 'PAYMENT',
      currency: p.currency,
      entries: [
        { account: player(p.id, 'MAIN'), amountMinor: -request.amountMinor },
        { account: player(p.id, 'LOCKED'), amountMinor: request.amountMinor },
      ],
      details: { withdrawalId: id },
    })
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      throw new ApiProblem(409, 'error.withdrawal.insufficient_funds', `The main balance (${check.mainMinor}) is less than ${request.amountMinor}.`)
    }
    throw error
  }
  const row = (await tx.one<WithdrawalRow>(
    `insert into withdrawals (id, player_id, amount_minor, currency, method, status, request_transaction_id)
     values ($1, $2, $3, $4, $5, 'PENDING', $6) returning *`,
    [id, p.id, request.amountMinor, p.currency, request.method ?? check.methods[0] ?? null, posted.transactionId],
  ))!
  return pendingWithdrawalOf(row)
}

export async function pendingWithdrawals(db: Db, playerId: string): Promise<PendingWithdrawal[]> {
  const rows = await db.query<WithdrawalRow>(`select * from withdrawals where player_id = $1 and status = 'PENDING' order by created_at desc, id`, [playerId])
  return rows.map(pendingWithdrawalOf)
}

const notPending = (id: string) => new ApiProblem(404, 'error.withdrawal.not.found', `No pending withdrawal ${id}.`)

async function lockPending(tx: Db, id: string, playerId?: string): Promise<WithdrawalRow> {
  const row = await tx.one<WithdrawalRow>(
    `select * from withdrawals where id = $1${playerId ? ' and player_id = $2' : ''} for update`,
    playerId ? [id, playerId] : [id],
  )
  if (!row || row.status !== 'PENDING') throw notPending(id)
  return row
}

/** The player takes a pending withdrawal back: the money returns to play, so it counts like a deposit against deposit limits. */
export async function cancelWithdrawal(tx: Db, p: MoneyPlayer, request: { id: string; amountMinor: number }): Promise<PendingWithdrawal> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(request.id)) throw notPending(request.id)
  const row = await lockPending(tx, request.id, p.id)
  if (Number(row.amount_minor) !== request.amountMinor) {
    throw new ApiProblem(409, 'error.withdrawal.amount.mismatch', `Withdrawal ${row.id} is for ${Number(row.amount_minor)}, not ${request.amountMinor}.`)
  }
  await assertDepositWithinLimits(tx, p, request.amountMinor, 'error.withdrawal.cancel.limit_reached')
  return decide(tx, row, 'CANCELLED', 'PLAYER')
}

export async function completeWithdrawal(tx: Db, id: string): Promise<PendingWithdrawal> {
  return decide(tx, await lockPending(tx, id), 'COMPLETED', 'OPERATOR')
}

export async function rejectWithdrawal(tx: Db, id: string, reason: string): Promise<PendingWithdrawal> {
  return decide(tx, await lockPending(tx, id), 'REJECTED', 'OPERATOR', reason)
}

async function decide(tx: Db, row: WithdrawalRow, status: 'COMPLETED' | 'CANCELLED' | 'REJECTED', by: 'PLAYER' | 'OPERATOR', reason?: string) {
  const amountMinor = Number(row.amount_minor)
  const posted =
    status === 'COMPLETED'
      ? await post(tx, {
          reference: `WDC-${row.id}`,
          playerId: row.player_id,
          type: 'WITHDRAW',
          category: 'PAYMENT',
          currency: row.currency,
          entries: [
            { account: player(row.player_id, 'LOCKED'), amountMinor: -amountMinor },
            { account: house('PAYOUT_CLEARING'), amountMinor },
          ],
          details: { withdrawalId: row.id },
        })
      : await reverse(tx, Number(row.request_transaction_id), {
          reference: `${status === 'CANCELLED' ? 'WDX' : 'WDR'}-${row.id}`,
          type: status === 'CANCELLED' ? 'CANCELED' : 'REVERSAL',
          details: { withdrawalId: row.id, ...(reason ? { reason } : {}) },
        })
  const updated = (await tx.one<WithdrawalRow>(
    `update withdrawals set status = $2, outcome_transaction_id = $3, decided_by = $4, reason = $5, decided_at = now()
      where id = $1 returning *`,
    [row.id, status, posted.transactionId, by, reason ?? null],
  ))!
  return pendingWithdrawalOf(updated)
}
