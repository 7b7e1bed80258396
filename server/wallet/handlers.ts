/** Wallet operations: balances, history, net position, withdrawals, the games last played. */
import { defineHandlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { idempotent } from '../ledger/idempotency.ts'
import { walletBalance } from './balance.ts'
import { netPosition, transactionHistory } from './history.ts'
import { lastPlayedGames } from './last-played.ts'
import { moneyPlayer } from './money-player.ts'
import { cancelWithdrawal, pendingWithdrawals, requestWithdrawal, withdrawalCheck } from './withdrawals.ts'

export const walletHandlers = defineHandlers({
  async getWallet(_request, { db, session }) {
    const body = await walletBalance(db, session!.player_id)
    if (!body) throw new ApiProblem(404, 'error.wallet.not.found', 'The player has no wallet yet: no money has moved.')
    return { status: 200, body }
  },

  async listLastPlayedGames(request, { db, session }) {
    return { status: 200, body: await lastPlayedGames(db, session!.player_id, request.query.limit ?? 10) }
  },

  async listTransactions(request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    const { limit = 10, offset = 0, category, status, from, to, hour } = request.query
    const body = await transactionHistory(db, player.id, player.timeZone, { limit, offset, category, status, from, to, hour })
    return { status: 200, body }
  },

  async getNetPosition(request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    const { from, to } = request.query
    if (from && to && from > to) {
      throw new ApiProblem(400, 'error.validation', 'from is after to.', [
        { objectName: 'query', field: 'from', rejectedValue: from, status: 400, message: 'from must not be after to', code: 'error.validation.range' },
      ])
    }
    return { status: 200, body: { ...(await netPosition(db, player.id, player.timeZone, { from, to })), currency: player.currency } }
  },

  async getTransactionSummary(_request, { db, session }) {
    const row = await db.one<{ n: number }>(`select count(*)::int as n from deposits where player_id = $1 and status = 'SUCCESS'`, [session!.player_id])
    return { status: 200, body: { totalDepositsCount: row!.n } }
  },

  async listPendingWithdrawals(_request, { db, session }) {
    return { status: 200, body: await pendingWithdrawals(db, session!.player_id) }
  },

  async checkWithdrawalEligibility(_request, { db, session }) {
    const player = await moneyPlayer(db, session!.player_id)
    const check = await withdrawalCheck(db, player)
    return {
      status: 200,
      body: { result: check.result, limitMinor: check.limitMinor, balanceMinor: check.mainMinor, currency: player.currency, cashierUrl: null },
    }
  },

  // Both inside the idempotency key's transaction (`db` is its handle), which is the movement's own.
  createWithdrawal: idempotent<'createWithdrawal'>(async (request, { db: tx, session }) => {
    const body = await requestWithdrawal(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.body)
    return { status: 201, body }
  }),

  cancelPendingWithdrawal: idempotent<'cancelPendingWithdrawal'>(async (request, { db: tx, session }) => {
    const { pendingWithdrawalId, amountMinor } = request.body
    const body = await cancelWithdrawal(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), { id: pendingWithdrawalId, amountMinor })
    return { status: 200, body }
  }),
})
