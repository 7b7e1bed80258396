/** Deposit (deposit, loss) and spend limits: the responsible-gambling limit operations. */
import { defineHandlers } from '../http/handler.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import { changeLimit, readLimitSet, type LimitKind } from './limits.ts'

const depositKind = (kind: 'deposit' | 'loss' | undefined): LimitKind => kind ?? 'deposit'

export const limitHandlers = defineHandlers({
  async getDepositLimits(request, { db, session }) {
    const body = await db.transaction(async (tx) => readLimitSet(tx, await moneyPlayer(tx, session!.player_id), depositKind(request.query.kind)))
    return { status: 200, body }
  },

  async updateDepositLimit(request, { db, session }) {
    const body = await db.transaction(async (tx) =>
      changeLimit(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), depositKind(request.query.kind), request.body),
    )
    return { status: 200, body }
  },

  async getSpendLimits(_request, { db, session }) {
    const body = await db.transaction(async (tx) => readLimitSet(tx, await moneyPlayer(tx, session!.player_id), 'spend'))
    return { status: 200, body }
  },

  async updateSpendLimit(request, { db, session }) {
    const body = await db.transaction(async (tx) => changeLimit(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), 'spend', request.body))
    return { status: 200, body }
  },
})
