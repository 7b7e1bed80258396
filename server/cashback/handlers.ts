/** Cashback operations: by campaign (list, activate, deactivate, progress, claim) and loyalty cashback. */
import { defineHandlers } from '../http/handler.ts'
import { MONEY_ISOLATION } from '../ledger/idempotency.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import { activateCashback, cashbackProgress, claimCashback, claimLoyaltyCashback, deactivateCashback, listCashback, loyaltyCashbackProgress } from './cashback.ts'

/** Every change with the player's row locked: it queues behind (and ahead of) the player's bets. */
const locked = { lock: true }

export const cashbackHandlers = defineHandlers({
  async listCashbackCampaigns(_request, { db, session }) {
    return { status: 200, body: await listCashback(db, await moneyPlayer(db, session!.player_id)) }
  },

  async listCashbackCampaignsByLanguage(request, { db, session }) {
    return { status: 200, body: await listCashback(db, await moneyPlayer(db, session!.player_id), request.params.language) }
  },

  async getCashbackProgress(request, { db, session }) {
    return { status: 200, body: await cashbackProgress(db, await moneyPlayer(db, session!.player_id), request.params.campaignId) }
  },

  async activateCashback(request, { db, session }) {
    const body = await db.transaction(async (tx) => activateCashback(tx, await moneyPlayer(tx, session!.player_id, locked), request.params.campaignId), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  async deactivateCashback(request, { db, session }) {
    const body = await db.transaction(async (tx) => deactivateCashback(tx, await moneyPlayer(tx, session!.player_id, locked), request.params.campaignId), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  async claimCashback(request, { db, session }) {
    const body = await db.transaction(async (tx) => claimCashback(tx, await moneyPlayer(tx, session!.player_id, locked), request.params.campaignId), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  async getLoyaltyCashbackProgress(_request, { db, session }) {
    return { status: 200, body: await loyaltyCashbackProgress(db, await moneyPlayer(db, session!.player_id)) }
  },

  async claimLoyaltyCashback(_request, { db, session }) {
    const body = await db.transaction(async (tx) => claimLoyaltyCashback(tx, await moneyPlayer(tx, session!.player_id, locked)), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },
})
