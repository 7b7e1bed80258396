/** Bonus operations: the player's rewards, claims (by offer or by code), forfeits. */
import { defineHandlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { MONEY_ISOLATION } from '../ledger/idempotency.ts'
import { moneyPlayer } from '../wallet/money-player.ts'
import { campaignDetails, claimCampaign, consent, dismissCampaign, gameLimitations, listCampaigns, optInto, optOutOf, sportsbookBonuses, viewerOf } from './campaign-offers.ts'
import { activate, bonusProgress, claimCode, claimFreeSpins, claimQueuedFreeSpins, forfeit, listRewards, manualClaimAllowed, validateCode, type FreeSpinHandOver } from './rewards.ts'

/** A refused hand-over still commits the queue entry it made: the refusal is answered after the commit. */
function handedOver(answer: FreeSpinHandOver) {
  if ('refused' in answer) throw answer.refused
  return { status: 200 as const, body: answer.granted }
}

export const bonusHandlers = defineHandlers({
  async listPlayerRewards(request, { db, session }) {
    // Listing offers assigns them (once per campaign and player): a write, with the player locked.
    const body = await db.transaction(async (tx) => listRewards(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.query), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  async listPlayerRewardsByLanguage(request, { db, session }) {
    // As listPlayerRewards, with each reward's texts in the catalog's language.
    const body = await db.transaction(
      async (tx) => listRewards(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.query, request.params.language),
      { isolation: MONEY_ISOLATION },
    )
    return { status: 200, body }
  },

  async claimReward(request, { db, session }) {
    const body = await db.transaction(async (tx) => activate(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.body.bonusAssignmentId), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  async setRewardState(request, { db, session }) {
    const { assignmentId } = request.params
    if (request.body.bonusAssignmentId !== assignmentId) {
      throw new ApiProblem(400, 'error.validation', 'The body names another assignment than the path.', [
        { objectName: 'body', field: 'bonusAssignmentId', rejectedValue: request.body.bonusAssignmentId, status: 400, message: 'must equal the path’s assignmentId', code: 'error.validation.mismatch' },
      ])
    }
    const body = await db.transaction(async (tx) => activate(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), assignmentId), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async forfeitBonusAssignment(request, { db, session }) {
    const body = await db.transaction(
      async (tx) => forfeit(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.params.assignmentId, request.body.wageringProgress),
      { isolation: MONEY_ISOLATION },
    )
    return { status: 200, body }
  },

  async claimFreeSpins(request, { db, session }) {
    const { bonusAssignmentId, partnerBonusCode } = request.body
    return handedOver(
      await db.transaction(async (tx) => claimFreeSpins(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), bonusAssignmentId, partnerBonusCode), {
        isolation: MONEY_ISOLATION,
      }),
    )
  },

  async claimQueuedBonus(request, { db, session }) {
    const { campaignId, queuedPlayerBonusId } = request.body
    return handedOver(
      await db.transaction(async (tx) => claimQueuedFreeSpins(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), campaignId, queuedPlayerBonusId), {
        isolation: MONEY_ISOLATION,
      }),
    )
  },

  async getBonusProgress(_request, { db, session }) {
    // Reading runs the expiry of bonuses whose time ran out (their money goes back): the player locked.
    const body = await db.transaction(async (tx) => bonusProgress(tx, await moneyPlayer(tx, session!.player_id, { lock: true })), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async getManualClaimAvailability(_request, { db, session }) {
    return { status: 200, body: { isAvailable: manualClaimAllowed(await moneyPlayer(db, session!.player_id)) } }
  },

  async validateBonusCode(request, { db, session }) {
    const body = await db.transaction(async (tx) => validateCode(tx, await moneyPlayer(tx, session!.player_id), request.body.bonusCode))
    return { status: 200, body }
  },

  async claimBonusCode(request, { db, session }) {
    const body = await db.transaction(async (tx) => claimCode(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.body.bonusCode), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  // Campaigns (campaign-offers.ts): visitors see the public ones; a player's actions run with the player locked.
  async listCampaigns(request, { db, session }) {
    const viewer = await viewerOf(db, session ? await moneyPlayer(db, session.player_id) : null)
    return { status: 200, body: await listCampaigns(db, viewer, { category: request.query.category }) }
  },

  async listCampaignsByLanguage(request, { db, session }) {
    const viewer = await viewerOf(db, session ? await moneyPlayer(db, session.player_id) : null)
    return { status: 200, body: await listCampaigns(db, viewer, { language: request.params.language }) }
  },

  async getCampaignDetails(request, { db, session }) {
    const viewer = await viewerOf(db, session ? await moneyPlayer(db, session.player_id) : null)
    return { status: 200, body: await campaignDetails(db, viewer, request.query.campaignIds.split(',')) }
  },

  async consentToCampaign(request, { db, session }) {
    const body = await db.transaction(async (tx) => consent(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.body), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async claimCampaign(request, { db, session }) {
    const body = await db.transaction(async (tx) => claimCampaign(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.params.campaignId), {
      isolation: MONEY_ISOLATION,
    })
    return { status: 200, body }
  },

  async performCampaignAction(request, { db, session }) {
    const { campaignId, action } = request.params
    const act = action === 'activate' ? optInto : action === 'deactivate' ? optOutOf : dismissCampaign
    const body = await db.transaction(async (tx) => act(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), campaignId), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async activateOptIn(request, { db, session }) {
    const body = await db.transaction(async (tx) => optInto(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.params.id), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async deactivateOptIn(request, { db, session }) {
    const body = await db.transaction(async (tx) => optOutOf(tx, await moneyPlayer(tx, session!.player_id, { lock: true }), request.params.id), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async listSportsbookBonuses(_request, { db, session }) {
    // Reading applies the expiry of bonuses whose time ran out, as every read of the rewards does.
    const body = await db.transaction(async (tx) => sportsbookBonuses(tx, await moneyPlayer(tx, session!.player_id, { lock: true })), { isolation: MONEY_ISOLATION })
    return { status: 200, body }
  },

  async getGameBonusLimitations(request, { db, session }) {
    return { status: 200, body: await gameLimitations(db, request.params.id, session ? await moneyPlayer(db, session.player_id) : null) }
  },
})
