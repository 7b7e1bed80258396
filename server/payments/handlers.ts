/** Deposit operations: methods, eligibility, the limit notice, opening a deposit and reading it back. */
import { defineHandlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { idempotent } from '../ledger/idempotency.ts'
import { depositLimitNotice } from '../limits/limits.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import { depositEligibility, depositOf, findDeposit, openDeposit } from './deposits.ts'
import { marketMethods, type PaymentMethod } from './methods.ts'
import { paymentProvider } from './provider.ts'

export const paymentHandlers = defineHandlers({
  async listDepositMethods(_request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    const methods = await marketMethods(db, player.market)
    return { status: 200, body: methods.map((m) => ({ ...m, currency: player.currency })) }
  },

  async listRecentDepositMethods(_request, { db, session }) {
    const rows = await db.query<{ method: PaymentMethod; last_used_at: Date | string; masked_account: string | null }>(
      `select method, max(settled_at) as last_used_at, (array_agg(masked_account order by settled_at desc))[1] as masked_account
         from deposits where player_id = $1 and status = 'SUCCESS'
        group by method order by last_used_at desc`,
      [session!.player_id],
    )
    return {
      status: 200,
      body: rows.map((r) => ({ method: r.method, lastUsedAt: new Date(r.last_used_at).toISOString(), maskedAccount: r.masked_account })),
    }
  },

  async checkDepositEligibility(request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    return { status: 200, body: depositEligibility(player, request.query.later ?? false, new Date()) }
  },

  async checkDepositLimit(_request, { db, session }) {
    const body = await db.transaction(async (tx) => depositLimitNotice(tx, await moneyPlayer(tx, session!.player_id)))
    return { status: 200, body }
  },

  // Inside the idempotency key's transaction (`db` is its handle), which is the deposit's own.
  createDeposit: idempotent<'createDeposit'>(async (request, { db: tx, session, config }) => {
    const provider = paymentProvider(config)
    if (!provider) throw new ApiProblem(503, 'error.payment.provider.unavailable', 'No payment provider is configured on this platform.')
    const body = await openDeposit(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.body, provider, new Date())
    return { status: 201, body }
  }),

  async getDeposit(request, { db, session, config }) {
    const row = await findDeposit(db, session!.player_id, request.params.depositId)
    if (!row) throw new ApiProblem(404, 'error.deposit.not.found', `No deposit ${request.params.depositId}.`)
    return { status: 200, body: depositOf(row, paymentProvider(config)) }
  },
})
