/**
 * A player's own choices about a campaign (migration 049): opted in or out, dismissed, and their
 * answers to its terms. What they change: which campaigns the player is offered (rewards.ts
 * offers and lists only what `withdrawn` lets through) and what the campaign list shows them.
 * docs/decisions.md "Bonus campaigns: audience, opt-in, consent, game contribution".
 */
import type { Db } from '../db/database.ts'

/**
 * SQL: the player (`player`, a parameter) keeps the campaign `c` from themselves — an opt-in
 * campaign they are not opted in to, or one they opted out of, dismissed or declined the terms of.
 */
export const withdrawn = (player: string) => `((c.requires_opt_in and not exists (select 1 from bonus_campaign_players cp
      where cp.player_id = ${player} and cp.campaign_id = c.id and cp.opted_in))
  or exists (select 1 from bonus_campaign_players cp where cp.player_id = ${player} and cp.campaign_id = c.id
      and (cp.opted_in = false or cp.dismissed_at is not null or (cp.consent = false and cp.opted_in is not true))))`

/**
 * SQL: the campaign `c` is for this signed-in player (001 §3 audience rule): authorized or both,
 * then everyone, their deposit-count group (`group`) or a list naming them (`player`).
 */
export const forPlayer = (player: string, group: string) =>
  `(c.audience in ('authorized', 'both') and (c.target_group is null or c.target_group = ${group})
    and (c.target_player_ids is null or ${player} = any(c.target_player_ids)))`

/** SQL: the campaign `c` is for visitors (not-authorized or both). */
export const forVisitors = `(c.audience in ('not-authorized', 'both'))`

async function choose(tx: Db, playerId: string, campaignId: string, set: string): Promise<void> {
  await tx.query(
    `insert into bonus_campaign_players as cp (player_id, campaign_id) values ($1, $2) on conflict (player_id, campaign_id) do nothing`,
    [playerId, campaignId],
  )
  await tx.query(`update bonus_campaign_players as cp set ${set} where player_id = $1 and campaign_id = $2`, [playerId, campaignId])
}

/** Opted in: offered again, back in the list if it was dismissed. */
export const optIn = (tx: Db, playerId: string, campaignId: string) =>
  choose(tx, playerId, campaignId, `opted_in = true, opted_at = now(), dismissed_at = null`)

export const optOut = (tx: Db, playerId: string, campaignId: string) => choose(tx, playerId, campaignId, `opted_in = false, opted_at = now()`)

export const dismiss = (tx: Db, playerId: string, campaignId: string) => choose(tx, playerId, campaignId, `dismissed_at = coalesce(dismissed_at, now())`)

/**
 * The player's answer to the campaign's terms, kept with every earlier one. Agreeing (claiming,
 * consenting, entering its code) takes the campaign back if it was dismissed, declined or opted
 * out of, and opts in where opting in is how it is taken; declining opts out where they were in.
 */
export async function answerTerms(tx: Db, playerId: string, campaignId: string, agreed: boolean, bonusCode: string | null = null): Promise<void> {
  await tx.query('insert into bonus_campaign_consents (player_id, campaign_id, agreed, bonus_code) values ($1, $2, $3, $4)', [playerId, campaignId, agreed, bonusCode])
  await choose(
    tx,
    playerId,
    campaignId,
    agreed
      ? `consent = true, consented_at = now(), dismissed_at = null,
         opted_in = case when cp.opted_in = false or (select requires_opt_in from bonus_campaigns where id = cp.campaign_id) then true else cp.opted_in end,
         opted_at = case when cp.opted_in = false or (select requires_opt_in from bonus_campaigns where id = cp.campaign_id) then now() else cp.opted_at end`
      : `consent = false, consented_at = now(), opted_in = case when cp.opted_in then false else cp.opted_in end,
         opted_at = case when cp.opted_in then now() else cp.opted_at end`,
  )
}
