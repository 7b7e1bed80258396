/**
 * Bonus campaigns as visitors and players see and act on them (001 §7 Bonus: campaigns, details,
 * by language, consent, claim, campaign actions, optIn activate / deactivate, sportsbook bonuses,
 * games/{id}/limitations). Visibility follows the audience rule (001 §3): visitors see campaigns
 * for not-authorized or both; players those for authorized or both that target everyone, their
 * deposit-count group or a list naming them. Drafts never. The player's choices (participation.ts)
 * change what they are offered; a claim takes the offer through rewards.ts (the ledger, one active
 * bonus per vertical) inside the caller's transaction, the player locked.
 * docs/decisions.md "Bonus campaigns: audience, opt-in, consent, game contribution".
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { minor } from '../ledger/ledger.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import type { MoneyPlayer } from '../wallet/money-player.ts'
import { answerTerms, dismiss, forPlayer, forVisitors, optIn, optOut, withdrawn } from './participation.ts'
import {
  activate,
  assign,
  byEndDate,
  campaignForCode,
  columns,
  DEPOSIT_TRIGGERS,
  expireDue,
  from,
  live,
  refuseUnlessAllowed,
  rewardOf,
  successfulDeposits,
  targetGroupOf,
  type CampaignToAssign,
  type Reward,
  type Row,
} from './rewards.ts'

type Schemas = components['schemas']
export type Campaign = Schemas['Campaign']
type Participation = Schemas['CampaignParticipation']

/** Who is looking: a visitor, or a player with their deposit-count group. */
export type Viewer = { player: null } | { player: MoneyPlayer; group: string }

export async function viewerOf(db: Db, player: MoneyPlayer | null): Promise<Viewer> {
  return player ? { player, group: targetGroupOf(await successfulDeposits(db, player.id)) } : { player: null }
}

interface CampaignRow extends CampaignToAssign {
  title: string
  description: string
  category: Schemas['CampaignCategory']
  bonus_type: Schemas['BonusType']
  trigger_event: Schemas['TriggerEvent']
  bonus_code: string | null
  status: Schemas['CampaignStatus']
  starts_at: Date | string | null
  ends_at: Date | string | null
  steps: number
  valid_days: number
  audience: 'authorized' | 'not-authorized' | 'both'
  target_group: 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1' | null
  target_player_ids: string[] | null
  requires_opt_in: boolean
  /** The player's (null for visitors, or without a row). */
  opted_in: boolean | null
  consent: boolean | null
  dismissed_at: Date | string | null
  assignment_id: string | null
  assignment_state: 'ACTIVATED' | 'COMPLETED' | 'FORFEITED' | null
  bonus_minor: unknown
  assignment_currency: string | null
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/**
 * The campaigns the viewer may see, with the player's standing; `texts` is a language whose
 * translations replace the operator's texts where there are any.
 */
async function campaignRows(db: Db, viewer: Viewer, where: string, params: unknown[], language: string | null = null): Promise<CampaignRow[]> {
  // $1 the player (null for a visitor), $2 their group, $3 the language; the caller's from $4.
  // One statement text for both (each parameter named in it, whoever looks).
  const audience = `(case when $1::uuid is null then ${forVisitors} else ${forPlayer('$1::uuid', '$2::text')} end)`
  return db.query<CampaignRow>(
    `select c.id, coalesce(t.title, c.title) as title, coalesce(t.description, c.description) as description, c.category, c.bonus_type,
            c.vertical, c.trigger_event, c.bonus_code, c.status, c.starts_at, c.ends_at, c.steps, c.valid_days, c.audience, c.target_group,
            c.target_player_ids, c.requires_opt_in, c.amount_euro_minor, c.wr_multiplier, c.free_spins, c.free_spin_game_ids,
            cp.opted_in, cp.consent, cp.dismissed_at, a.id as assignment_id, a.state as assignment_state, a.bonus_minor, a.currency as assignment_currency
       from bonus_campaigns c
       left join bonus_campaign_texts t on t.campaign_id = c.id and t.language = $3::text
       left join bonus_campaign_players cp on cp.campaign_id = c.id and cp.player_id = $1::uuid
       left join bonus_assignments a on a.campaign_id = c.id and a.player_id = $1::uuid
      where c.status <> 'DRAFT' and ${audience} and (${where})
      order by c.position, c.id`,
    [viewer.player?.id ?? null, viewer.player ? (viewer as { group: string }).group : null, language, ...params],
  )
}

function stateOf(row: CampaignRow): Participation['state'] {
  if (row.assignment_state === 'ACTIVATED') return 'ACTIVE'
  if (row.assignment_state === 'COMPLETED' || row.assignment_state === 'FORFEITED') return row.assignment_state
  if (row.dismissed_at !== null) return 'DISMISSED'
  if (row.opted_in === true) return 'OPTED_IN'
  if (row.consent === false) return 'DECLINED'
  if (row.opted_in === false) return 'OPTED_OUT'
  return 'AVAILABLE'
}

/** The campaign's bonus in the player's currency: the assignment's, else the campaign's scaled (free spins: null). */
function bonusOf(row: CampaignRow, p: MoneyPlayer): number | null {
  if (row.assignment_id !== null) return row.vertical === 'FREE_SPINS' ? null : minor(row.bonus_minor)
  return row.vertical === 'FREE_SPINS' ? null : fromEuroMinor(minor(row.amount_euro_minor), p.currency)
}

function campaignOf(row: CampaignRow, viewer: Viewer): Campaign {
  const ended = row.ends_at !== null && new Date(row.ends_at).getTime() <= Date.now()
  const mode = row.target_player_ids !== null ? 'player CSV' : row.target_group !== null ? 'group' : 'no-limit'
  return {
    campaignId: row.id,
    title: row.title,
    description: row.description,
    termsUrl: null,
    imageUrl: null,
    campaignCategory: row.category,
    campaignStatus: row.status === 'ACTIVE' && ended ? 'EXPIRED' : row.status,
    bonusType: row.bonus_type,
    vertical: row.vertical,
    triggerEvent: row.trigger_event,
    hasBonusCode: row.bonus_code !== null,
    startedAt: iso(row.starts_at),
    endedAt: iso(row.ends_at),
    steps: row.steps,
    // Which players a list names is theirs to know only: the mode is shown, never the ids.
    audience: { authorization: row.audience, mode, ...(row.target_group ? { targetGroups: [row.target_group] } : {}) },
    requiresOptIn: row.requires_opt_in,
    wrMultiplier: row.wr_multiplier,
    validDays: row.valid_days,
    ...(viewer.player
      ? {
          participation: {
            state: stateOf(row),
            optedIn: row.opted_in,
            consent: row.consent,
            assignmentId: row.assignment_id,
            bonusAmountMinor: bonusOf(row, viewer.player),
            currency: row.assignment_currency ?? viewer.player.currency,
          },
        }
      : {}),
  }
}

/**
 * The live campaigns the viewer may see (GET /bonus/campaigns): a player's dismissed ones are
 * left out. `language` reads translated texts where the operator has them.
 */
export async function listCampaigns(db: Db, viewer: Viewer, options: { category?: Schemas['CampaignCategory']; language?: string } = {}): Promise<Campaign[]> {
  const rows = await campaignRows(db, viewer, `${live} and ($4::text is null or c.category = $4::text) and ($1::uuid is null or cp.dismissed_at is null)`, [
    options.category ?? null,
  ], options.language ?? null)
  return rows.map((row) => campaignOf(row, viewer))
}

/** Several campaigns by id, in the order asked, each once; unknown, draft or unseen ones are left out (ended ones are not). */
export async function campaignDetails(db: Db, viewer: Viewer, ids: readonly string[]): Promise<Campaign[]> {
  const rows = await campaignRows(db, viewer, 'c.id = any($4::text[])', [ids])
  const byId = new Map(rows.map((row) => [row.id, row]))
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [campaignOf(byId.get(id)!, viewer)] : []))
}

/** The live campaign the player may see, with their standing (the caller holds the player's lock); else 404. */
async function playerCampaign(tx: Db, p: MoneyPlayer, campaignId: string): Promise<CampaignRow> {
  const [row] = await campaignRows(tx, await viewerOf(tx, p), `c.id = $4::text and ${live}`, [campaignId])
  if (!row) throw new ApiProblem(404, 'error.campaign.not.found', 'There is no such campaign for you.')
  return row
}

/** The player's reward of the campaign: their assignment, or the campaign as it would be offered (no assignment yet). */
async function rewardFor(tx: Db, p: MoneyPlayer, campaignId: string): Promise<Reward> {
  const row = await tx.one<Row>(`select ${columns} ${from} where a.player_id = $1 and a.campaign_id = $2`, [p.id, campaignId])
  if (row) return rewardOf(row)
  const c = (await tx.one<CampaignRow>(
    `select c.id, c.title, c.description, c.category, c.bonus_type, c.vertical, c.trigger_event, c.bonus_code, c.status, c.starts_at, c.ends_at,
            c.amount_euro_minor, c.wr_multiplier from bonus_campaigns c where c.id = $1`,
    [campaignId],
  ))!
  const bonus = c.vertical === 'FREE_SPINS' ? null : fromEuroMinor(minor(c.amount_euro_minor), p.currency)
  return {
    campaignId: c.id,
    assignmentId: null,
    title: c.title,
    description: c.description,
    vertical: c.vertical,
    campaignStatus: c.status,
    campaignCategory: c.category,
    triggerEvent: c.trigger_event,
    bonusType: c.bonus_type,
    betBonusType: 'NON_STICKY',
    state: null,
    hasBonusCode: c.bonus_code !== null,
    partnerBonusCode: null,
    wrMultiplier: c.wr_multiplier,
    bonusAmountMinor: bonus,
    wageringAmountMinor: bonus === null ? null : bonus * c.wr_multiplier,
    wageringProgress: 0,
    currency: p.currency,
    startedAt: iso(c.starts_at),
    endedAt: iso(c.ends_at),
    expiresAt: null,
    cashbackInfo: null,
    cashbackActivated: false,
    cashbackBooster: null,
    cashbackProgress: null,
    freeSpinDetail: null,
    queuedPlayerBonusId: null,
  }
}

const taken = (row: CampaignRow) => row.assignment_state !== null

/**
 * Opts the player in (optIn/{id}/activate, campaign action activate): the campaign is offered to
 * them from now on, and back in their list if they had dismissed it. Again answers the same; a
 * campaign whose bonus they already took cannot be opted in to again, nor one taken by its code.
 */
export async function optInto(tx: Db, p: MoneyPlayer, campaignId: string): Promise<Reward> {
  refuseUnlessAllowed(p)
  const row = await playerCampaign(tx, p, campaignId)
  if (taken(row)) throw new ApiProblem(409, 'error.optin.already.active', 'You have already taken this bonus.')
  if (row.bonus_code !== null) throw new ApiProblem(400, 'error.campaign.action.invalid', 'This campaign is taken with its bonus code.')
  await optIn(tx, p.id, campaignId)
  // Offered now: an assignment in state null, as listing the rewards makes for the other campaigns.
  if (row.assignment_id === null) await assign(tx, p, row)
  return rewardFor(tx, p, campaignId)
}

/**
 * Opts the player out (optIn/{id}/deactivate, campaign action deactivate): the offer leaves their
 * rewards. A campaign that needs an opt-in they never gave answers 409 error.optin.not.active;
 * an active bonus is forfeited, not opted out of. Again answers the same.
 */
export async function optOutOf(tx: Db, p: MoneyPlayer, campaignId: string): Promise<Reward> {
  refuseUnlessAllowed(p)
  const row = await playerCampaign(tx, p, campaignId)
  if (taken(row)) throw new ApiProblem(400, 'error.campaign.action.invalid', 'This bonus is already taken: forfeit it instead.')
  if (row.opted_in !== false) {
    if (row.requires_opt_in && row.opted_in !== true) throw new ApiProblem(409, 'error.optin.not.active', 'You are not opted in to this campaign.')
    await optOut(tx, p.id, campaignId)
  }
  return rewardFor(tx, p, campaignId)
}

/** Hides the campaign from the player's list and its offer from their rewards; an active bonus is forfeited instead. */
export async function dismissCampaign(tx: Db, p: MoneyPlayer, campaignId: string): Promise<Reward> {
  const row = await playerCampaign(tx, p, campaignId)
  if (row.assignment_state === 'ACTIVATED') throw new ApiProblem(400, 'error.campaign.action.invalid', 'This bonus is active: forfeit it instead.')
  await dismiss(tx, p.id, campaignId)
  return rewardFor(tx, p, campaignId)
}

/**
 * Claims the campaign's bonus (POST /bonus/campaigns/{id}/claim): claiming is agreeing to its
 * terms (kept), then the offer is assigned if it was not and activated — the bonus money credited
 * through the ledger, in the caller's transaction. Claiming the active bonus again answers it.
 */
export async function claimCampaign(tx: Db, p: MoneyPlayer, campaignId: string): Promise<Reward> {
  refuseUnlessAllowed(p)
  const row = await playerCampaign(tx, p, campaignId)
  if (row.assignment_state === 'ACTIVATED') return rewardFor(tx, p, campaignId)
  if (taken(row)) throw new ApiProblem(403, 'error.campaign.not.eligible', 'You have already taken this bonus.')
  if (row.bonus_code !== null) throw new ApiProblem(403, 'error.campaign.not.eligible', 'This campaign is taken with its bonus code.')
  if (row.requires_opt_in && row.opted_in !== true) throw new ApiProblem(403, 'error.campaign.not.eligible', 'Opt in to this campaign first.')
  return take(tx, p, row, null)
}

async function take(tx: Db, p: MoneyPlayer, row: CampaignToAssign, bonusCode: string | null): Promise<Reward> {
  if (DEPOSIT_TRIGGERS.includes((row as CampaignRow).trigger_event)) {
    throw new ApiProblem(400, 'error.bonus.deposit.required', 'This bonus comes with a deposit: choose it in the cashier.')
  }
  await answerTerms(tx, p.id, row.id, true, bonusCode)
  const assignmentId = await assign(tx, p, row)
  if (assignmentId === null) throw new ApiProblem(403, 'error.campaign.not.eligible', 'These free spins are for games you cannot play.')
  return activate(tx, p, assignmentId)
}

export interface ConsentRequest {
  campaignId?: string
  bonusCode?: string
  agreed: boolean
}

/**
 * The player's answer to a campaign's terms (POST /bonus/campaigns/consent), by its id or its
 * bonus code, kept with every earlier answer. Agreeing takes the bonus as a claim does (with
 * the code, as a manual claim does); declining opts the player out and hides the offer.
 */
export async function consent(tx: Db, p: MoneyPlayer, request: ConsentRequest): Promise<Reward> {
  refuseUnlessAllowed(p)
  const { campaignId, bonusCode, agreed } = request
  if (campaignId === undefined && bonusCode === undefined) {
    throw new ApiProblem(400, 'error.validation', 'Name the campaign or give its bonus code.', [
      { objectName: 'consent', field: 'campaignId', rejectedValue: null, status: 400, message: 'campaignId or bonusCode is required', code: 'error.validation.required' },
    ])
  }
  let row: CampaignRow
  if (bonusCode !== undefined) {
    const coded = await campaignForCode(tx, p, bonusCode)
    if (campaignId !== undefined && coded.id !== campaignId) throw new ApiProblem(400, 'error.bonus_code.invalid', 'This bonus code is for another campaign.')
    row = await playerCampaign(tx, p, coded.id)
  } else {
    row = await playerCampaign(tx, p, campaignId!)
    if (agreed && row.bonus_code !== null && row.assignment_state === null) throw new ApiProblem(400, 'error.bonus_code.invalid', 'This campaign is taken with its bonus code.')
  }
  if (!agreed) {
    if (row.assignment_state === 'ACTIVATED') throw new ApiProblem(400, 'error.campaign.action.invalid', 'This bonus is active: forfeit it instead.')
    await answerTerms(tx, p.id, row.id, false, bonusCode ?? null)
    return rewardFor(tx, p, row.id)
  }
  if (row.assignment_state === 'ACTIVATED') return rewardFor(tx, p, row.id)
  if (taken(row)) throw new ApiProblem(403, 'error.campaign.not.eligible', 'You have already taken this bonus.')
  return take(tx, p, row, bonusCode ?? null)
}

/**
 * The player's sportsbook bonuses (GET /bonus/sportsbook): their free bets offered (not withdrawn
 * by their choices) or active — SPORTS rewards, by end date. Empty when they have none.
 */
export async function sportsbookBonuses(tx: Db, p: MoneyPlayer): Promise<Reward[]> {
  await expireDue(tx, p.id)
  const rows = await tx.query<Row>(
    `select ${columns} ${from} where a.player_id = $1 and a.vertical in ('SPORTS', 'FREE_BET')
        and (a.state = 'ACTIVATED' or (a.state is null and ${live} and not ${withdrawn('$1')}))
      ${byEndDate}`,
    [p.id],
  )
  return rows.map(rewardOf)
}

export type GameLimitations = { gameId: string; bonusMoneyAllowed: boolean; wageringContributionPercent: number; maxBetMinor: null; currency: string | null }

/** How the game counts towards wagering (bonus_wagering_percent, migration 049), for the player's currency if signed in. */
export async function gameLimitations(db: Db, gameId: string, player: MoneyPlayer | null): Promise<GameLimitations> {
  const row = await db.one<{ percent: number }>('select bonus_wagering_percent(id) as percent from games where id = $1 and enabled', [gameId])
  if (!row) throw new ApiProblem(404, 'error.game.not.found', 'There is no such game.')
  return { gameId, bonusMoneyAllowed: row.percent > 0, wageringContributionPercent: row.percent, maxBetMinor: null, currency: player?.currency ?? null }
}
