/**
 * A player's rewards: what they are offered, claiming one (the bonus money is credited to the
 * vertical's BONUS account), wagering it (real-money stakes in its vertical count; once the
 * requirement is met the bonus becomes cash on MAIN), and forfeiting it (the bonus money goes
 * back). At most one active bonus per vertical; a second claim is a conflict that names the active
 * one, so the client can offer to forfeit it first (DECISIONS.md 12). docs/decisions.md, "Bonuses".
 *
 * Every change runs in the caller's transaction with the player's row locked (moneyPlayer's
 * `lock`), so two claims of one player queue instead of both passing the conflict check; the
 * unique index on active assignments (migration 028) backs that up.
 */
import type { Db } from '../db/database.ts'
import type { components, operations } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { house, minor, player, post, type PlayerAccountKind } from '../ledger/ledger.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import { moneyPlayer, type MoneyPlayer } from '../wallet/money-player.ts'
import { cancelFreeRounds, freeSpinValue, grantFreeRounds, type FreeSpinGame } from './free-spins.ts'
import { answerTerms, forPlayer, withdrawn } from './participation.ts'

type Schemas = components['schemas']
export type Reward = Schemas['Reward']
type Vertical = 'CASINO' | 'LIVE_CASINO' | 'SPORTS' | 'FREE_SPINS'
type MoneyVertical = Exclude<Vertical, 'FREE_SPINS'>

/** Free spins hold no bonus money: their stakes are the operator's and their wins cash (free-spins.ts). */
const bonusAccount: Record<MoneyVertical, PlayerAccountKind> = { CASINO: 'BONUS_CASINO', LIVE_CASINO: 'BONUS_LIVE_CASINO', SPORTS: 'BONUS_SPORTS' }

export interface Row extends Record<string, unknown> {
  assignment_id: string
  campaign_id: string
  title: string
  description: string
  category: Schemas['CampaignCategory']
  bonus_type: Schemas['BonusType']
  vertical: Vertical
  trigger_event: Schemas['TriggerEvent']
  bonus_code: string | null
  status: Schemas['CampaignStatus']
  wr_multiplier: number
  starts_at: Date | string | null
  ends_at: Date | string | null
  state: 'ACTIVATED' | 'COMPLETED' | 'FORFEITED' | null
  currency: string
  bonus_minor: unknown
  wagering_minor: unknown
  wagered_minor: unknown
  expires_at: Date | string | null
  free_spins: number | null
  free_spin_game_ids: string[] | null
  spins_left: number | null
  spin_value_minor: unknown
  partner_bonus_code: string | null
  granted_at: Date | string | null
  queued_player_bonus_id: string | null
  /** The free-spin games as the client links them (FREE_SPINS only). */
  free_spin_games: FreeSpinGame[] | null
}

/** A reward's texts are its campaign's; `t` is a joined bonus_campaign_texts row whose translation replaces them where there is one. */
const translatedTexts = 'coalesce(t.title, c.title) as title, coalesce(t.description, c.description) as description'
const rewardColumns = (texts: string) => `a.id as assignment_id, c.id as campaign_id, ${texts}, c.category, c.bonus_type, c.vertical,
  c.trigger_event, c.bonus_code, c.status, c.wr_multiplier, c.starts_at, c.ends_at, a.state, a.currency, a.bonus_minor,
  a.wagering_minor, a.wagered_minor, a.expires_at, c.free_spins, c.free_spin_game_ids, a.spins_left, a.spin_value_minor,
  a.partner_bonus_code, a.granted_at, a.queued_player_bonus_id,
  (select json_agg(json_build_object('gameId', g.id, 'name', g.name, 'slug', g.slug, 'providerId', g.provider_id) order by g.name)
     from games g where g.id = any(c.free_spin_game_ids)) as free_spin_games`
export const columns = rewardColumns('c.title, c.description')
export const from = 'from bonus_assignments a join bonus_campaigns c on c.id = a.campaign_id'
/** Rewards by end date, open-ended last (001 §9), then the operator's order. */
export const byEndDate = 'order by coalesce(a.expires_at, c.ends_at) asc nulls last, c.position, a.id'
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/** Percent of the wagering requirement met, 0–100 (a bonus without one is wagered from the start). */
export function wageringProgress(wageredMinor: number, wageringMinor: number): number {
  if (wageringMinor <= 0) return 100
  return Math.min(100, Math.floor((wageredMinor * 100) / wageringMinor))
}

export function rewardOf(row: Row): Reward {
  const wagering = minor(row.wagering_minor)
  return {
    campaignId: row.campaign_id,
    assignmentId: row.assignment_id,
    title: row.title,
    description: row.description,
    vertical: row.vertical,
    campaignStatus: row.status,
    campaignCategory: row.category,
    triggerEvent: row.trigger_event,
    bonusType: row.bonus_type,
    betBonusType: 'NON_STICKY',
    state: row.state === 'ACTIVATED' || row.state === 'FORFEITED' ? row.state : null,
    hasBonusCode: row.bonus_code !== null,
    partnerBonusCode: row.partner_bonus_code,
    wrMultiplier: row.wr_multiplier,
    bonusAmountMinor: minor(row.bonus_minor),
    wageringAmountMinor: wagering,
    wageringProgress: wageringProgress(minor(row.wagered_minor), wagering),
    currency: row.currency,
    startedAt: iso(row.starts_at),
    endedAt: iso(row.ends_at),
    expiresAt: iso(row.expires_at),
    cashbackInfo: null,
    cashbackActivated: false,
    cashbackBooster: null,
    cashbackProgress: null,
    freeSpinDetail:
      row.vertical === 'FREE_SPINS'
        ? {
            gameIds: row.free_spin_game_ids ?? [],
            games: row.free_spin_games ?? [],
            spins: row.free_spins!,
            spinsLeft: row.state === null ? row.free_spins! : row.spins_left!,
            spinValueMinor: minor(row.spin_value_minor),
            currency: row.currency,
            granted: row.granted_at !== null,
          }
        : null,
    queuedPlayerBonusId: row.queued_player_bonus_id,
  }
}

/** Campaigns a deposit triggers: offered in the cashier and activated by the deposit, not claimed on their own. */
export const DEPOSIT_TRIGGERS: readonly string[] = ['FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT', 'NEXT_DEPOSIT']
const isDepositTrigger = (trigger: string) => DEPOSIT_TRIGGERS.includes(trigger)

/** Whether the player may take bonuses at all: the bonuses flag, and no risk or sister-brand block. */
export function bonusesAllowed(p: MoneyPlayer): boolean {
  return p.permissions.bonuses && !p.permissions.riskPayout && !p.permissions.multibrandSuspended
}

/** Whether the player may claim bonuses by code now (GET …/manual-claim/available). */
export function manualClaimAllowed(p: MoneyPlayer): boolean {
  return bonusesAllowed(p) && p.permissions.manualClaimAllowed
}

export function refuseUnlessAllowed(p: MoneyPlayer): void {
  if (!bonusesAllowed(p)) throw new ApiProblem(403, 'error.bonus.not.allowed', 'Bonuses are not available on this account.')
}

/** The campaign is live: published, started, not ended. */
export const live = `c.status = 'ACTIVE' and (c.starts_at is null or c.starts_at <= now()) and (c.ends_at is null or c.ends_at > now())`

export async function successfulDeposits(db: Db, playerId: string): Promise<number> {
  const row = await db.one<{ n: number }>(`select count(*)::int as n from deposits where player_id = $1 and status = 'SUCCESS'`, [playerId])
  return row!.n
}

export const targetGroupOf = (deposits: number) => (deposits === 0 ? 'DEPOSIT_COUNT_0' : deposits === 1 ? 'DEPOSIT_COUNT_1' : 'DEPOSIT_COUNT_MORE_THAN_1')

/**
 * Gives back the bonus money of the player's active bonuses whose time ran out (FORFEITED, as the
 * player's own forfeit does). Run before anything reads or changes the player's rewards.
 */
export async function expireDue(tx: Db, playerId: string): Promise<void> {
  const due = await tx.query<Row>(`select ${columns} ${from} where a.player_id = $1 and a.state = 'ACTIVATED' and a.expires_at <= now() for update of a`, [playerId])
  for (const row of due) await giveBack(tx, playerId, row, 'expired')
}

/** Bonus money of the vertical back to the house, and the assignment FORFEITED. */
async function giveBack(tx: Db, playerId: string, row: Row, why: 'forfeited' | 'expired'): Promise<void> {
  // Free spins hold no money: the provider is told to take back what is left of the grant.
  if (row.vertical === 'FREE_SPINS') {
    if (row.partner_bonus_code) await cancelFreeRounds(tx, row.partner_bonus_code)
    await tx.query(`update bonus_assignments set state = 'FORFEITED', finished_at = now() where id = $1`, [row.assignment_id])
    return
  }
  const balance = await bonusBalance(tx, playerId, row.vertical, row.currency)
  if (balance > 0) {
    await post(tx, {
      reference: `BONUS-FORFEIT-${row.assignment_id}`,
      playerId,
      type: 'FORFEIT',
      category: 'BONUS',
      currency: row.currency,
      entries: [
        { account: player(playerId, bonusAccount[row.vertical]), amountMinor: -balance },
        { account: house('BONUS_FUNDING'), amountMinor: balance },
      ],
      details: { campaignId: row.campaign_id, assignmentId: row.assignment_id, why },
    })
  }
  await tx.query(`update bonus_assignments set state = 'FORFEITED', finished_at = now() where id = $1`, [row.assignment_id])
}

async function bonusBalance(tx: Db, playerId: string, vertical: MoneyVertical, currency: string): Promise<number> {
  const row = await tx.one<{ balance_minor: unknown }>('select balance_minor from ledger_accounts where player_id = $1 and kind = $2 and currency = $3', [
    playerId, bonusAccount[vertical], currency,
  ])
  return row ? minor(row.balance_minor) : 0
}

/**
 * Offers the player every live campaign that targets them and needs no code: an assignment in
 * state null, made once per campaign and player.
 */
async function offerEligible(tx: Db, p: MoneyPlayer): Promise<void> {
  const group = targetGroupOf(await successfulDeposits(tx, p.id))
  const offered = await tx.query<CampaignToAssign>(
    `select c.id, c.vertical, c.amount_euro_minor, c.wr_multiplier, c.free_spins, c.free_spin_game_ids from bonus_campaigns c
      where ${live} and c.bonus_code is null and ${forPlayer('$1', '$2')} and not ${withdrawn('$1')}
        and not exists (select 1 from bonus_assignments a where a.campaign_id = c.id and a.player_id = $1)`,
    [p.id, group],
  )
  for (const c of offered) await assign(tx, p, c)
}

export interface CampaignToAssign extends Record<string, unknown> {
  id: string
  vertical: Vertical
  amount_euro_minor: unknown
  wr_multiplier: number
  free_spins: number | null
  free_spin_game_ids: string[] | null
}

/**
 * The player's assignment of the campaign, made once. Null for free spins on a game this player
 * cannot play (freeSpinValue): those are not theirs to take.
 */
export async function assign(tx: Db, p: MoneyPlayer, c: CampaignToAssign): Promise<string | null> {
  const spinValue = c.vertical === 'FREE_SPINS' ? await freeSpinValue(tx, c.free_spin_game_ids!, p, minor(c.amount_euro_minor)) : null
  if (c.vertical === 'FREE_SPINS' && spinValue === null) return null
  const bonus = spinValue === null ? fromEuroMinor(minor(c.amount_euro_minor), p.currency) : spinValue * c.free_spins!
  const row = await tx.one<{ id: string }>(
    `insert into bonus_assignments (campaign_id, player_id, vertical, currency, bonus_minor, wagering_minor, spin_value_minor)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (campaign_id, player_id) do nothing returning id`,
    [c.id, p.id, c.vertical, p.currency, bonus, bonus * c.wr_multiplier, spinValue],
  )
  return row ? row.id : (await tx.one<{ id: string }>('select id from bonus_assignments where campaign_id = $1 and player_id = $2', [c.id, p.id]))!.id
}

export interface RewardsQuery {
  rewardsType: 'ELIGIBLE' | 'ACTIVE'
  hasBonusCode?: boolean
  excludeTriggerType?: Schemas['TriggerEvent']
}

/**
 * ELIGIBLE: offers not taken yet (drafts never; code campaigns only through their code, so never
 * here); ACTIVE: bonuses being wagered. By end date, open-ended last (001 §9). `language` (a
 * catalog code) gives each reward its campaign's translation where the operator has one
 * (GET /bonus/rewards-by-language/{language}); without it, the operator's own texts.
 */
export async function listRewards(tx: Db, p: MoneyPlayer, query: RewardsQuery, language: string | null = null): Promise<Reward[]> {
  await expireDue(tx, p.id)
  if (query.rewardsType === 'ELIGIBLE') {
    if (!bonusesAllowed(p)) return []
    await offerEligible(tx, p)
  }
  const params: unknown[] = [p.id, language]
  // An offer the player opted out of, dismissed or declined is not listed (participation.ts).
  const where = [query.rewardsType === 'ELIGIBLE' ? `a.state is null and ${live} and not ${withdrawn('$1')}` : `a.state = 'ACTIVATED'`]
  if (query.hasBonusCode !== undefined) where.push(query.hasBonusCode ? 'c.bonus_code is not null' : 'c.bonus_code is null')
  if (query.excludeTriggerType) {
    params.push(query.excludeTriggerType)
    where.push(`c.trigger_event <> $${params.length}`)
  }
  const rows = await tx.query<Row>(
    `select ${rewardColumns(translatedTexts)} ${from} left join bonus_campaign_texts t on t.campaign_id = c.id and t.language = $2::text
      where a.player_id = $1 and ${where.join(' and ')}
      ${byEndDate}`,
    params,
  )
  return rows.map(rewardOf)
}

export type BonusProgress = operations['getBonusProgress']['responses']['200']['content']['application/json'][number]

/** The wagering of the player's active bonuses (GET /bonus/progress), in the order of the active rewards. */
export async function bonusProgress(tx: Db, p: MoneyPlayer): Promise<BonusProgress[]> {
  await expireDue(tx, p.id)
  const rows = await tx.query<Row>(
    `select ${columns} ${from} where a.player_id = $1 and a.state = 'ACTIVATED' ${byEndDate}`,
    [p.id],
  )
  return rows.map((row) => ({
    assignmentId: row.assignment_id,
    campaignId: row.campaign_id,
    vertical: row.vertical,
    currency: row.currency,
    wageringAmountMinor: minor(row.wagering_minor),
    wageredMinor: minor(row.wagered_minor),
    wageringProgress: wageringProgress(minor(row.wagered_minor), minor(row.wagering_minor)),
  }))
}

async function assignmentRow(tx: Db, playerId: string, assignmentId: string): Promise<Row> {
  const row = await tx.one<Row>(`select ${columns} ${from} where a.id = $1 and a.player_id = $2 for update of a`, [assignmentId, playerId])
  if (!row) throw new ApiProblem(404, 'error.bonus.assignment.not.found', 'There is no such reward on this account.')
  return row
}

/**
 * Claims an offered reward: the bonus money is credited and wagering starts. Claiming the active
 * reward again answers it unchanged; another active bonus in the vertical is a 409 naming it.
 */
export async function activate(tx: Db, p: MoneyPlayer, assignmentId: string, options: { byDeposit?: boolean } = {}): Promise<Reward> {
  refuseUnlessAllowed(p)
  await expireDue(tx, p.id)
  const row = await assignmentRow(tx, p.id, assignmentId)
  if (row.state === 'ACTIVATED') return rewardOf(row)
  if (isDepositTrigger(row.trigger_event) && !options.byDeposit) {
    throw new ApiProblem(400, 'error.bonus.deposit.required', 'This bonus comes with a deposit: choose it in the cashier.')
  }
  if (row.state !== null || row.status !== 'ACTIVE' || (row.ends_at !== null && new Date(row.ends_at).getTime() <= Date.now())) {
    throw new ApiProblem(404, 'error.bonus.assignment.not.found', 'This reward can no longer be claimed.')
  }
  const kept = await tx.one(`select 1 from bonus_campaigns c where c.id = $2 and ${withdrawn('$1')}`, [p.id, row.campaign_id])
  if (kept) throw new ApiProblem(404, 'error.bonus.assignment.not.found', 'This reward is not offered to you: opt in to its campaign first.')
  if (row.vertical === 'FREE_SPINS') return activateFreeSpins(tx, p, row)
  const active = await tx.one<Row>(`select ${columns} ${from} where a.player_id = $1 and a.vertical = $2 and a.state = 'ACTIVATED'`, [p.id, row.vertical])
  if (active) {
    const triggered = active.bonus_type === 'TRIGGERED'
    throw new ApiProblem(
      409,
      triggered ? 'error.bonus.active.triggered.already.exists' : 'error.bonus.active.already.exists',
      `A ${row.vertical.toLowerCase().replace('_', ' ')} bonus is already active: forfeit it first to take this one.`,
      undefined,
      { activeReward: rewardOf(active) },
    )
  }
  const bonus = minor(row.bonus_minor)
  await post(tx, {
    reference: `BONUS-${row.assignment_id}`,
    playerId: p.id,
    type: 'DEPOSIT',
    category: 'BONUS',
    currency: row.currency,
    entries: [
      { account: house('BONUS_FUNDING'), amountMinor: -bonus },
      { account: player(p.id, bonusAccount[row.vertical]), amountMinor: bonus },
    ],
    details: { campaignId: row.campaign_id, assignmentId: row.assignment_id },
  })
  await tx.query(
    `update bonus_assignments a set state = 'ACTIVATED', activated_at = now(), expires_at = now() + make_interval(days => c.valid_days)
       from bonus_campaigns c where c.id = a.campaign_id and a.id = $1`,
    [row.assignment_id],
  )
  // Nothing to wager: the bonus is cash at once (release reads only what activation left unchanged).
  if (minor(row.wagering_minor) === 0) await release(tx, p.id, row)
  return rewardOf(await assignmentRow(tx, p.id, row.assignment_id))
}

/**
 * Free spins are claimed like any reward, but several may be active at once: each becomes a
 * grant of its own at the provider (claimFreeSpins). Activation gives the grant its code; the
 * spins are counted down by the wallet as the provider plays them (takeFreeSpin).
 */
async function activateFreeSpins(tx: Db, p: MoneyPlayer, row: Row): Promise<Reward> {
  await tx.query(
    `update bonus_assignments a set state = 'ACTIVATED', activated_at = now(), expires_at = now() + make_interval(days => c.valid_days),
            spins_left = c.free_spins, partner_bonus_code = 'FS-' || replace(gen_random_uuid()::text, '-', '')
       from bonus_campaigns c where c.id = a.campaign_id and a.id = $1`,
    [row.assignment_id],
  )
  return rewardOf(await assignmentRow(tx, p.id, row.assignment_id))
}

/** The answer of a free-spin hand-over: the reward, or the provider's refusal with the reward in the way. */
export type FreeSpinHandOver = { granted: Reward } | { refused: ApiProblem }

/**
 * Hands an activated free-spin reward to its provider (POST /bonus/freespin/claim). Handing it
 * over again answers it unchanged. The provider refuses while the player's earlier spins on one
 * of the games are not used up: the reward then waits in the queue under a queuedPlayerBonusId,
 * which is kept (the caller commits it) while the refusal is answered.
 */
export async function claimFreeSpins(tx: Db, p: MoneyPlayer, assignmentId: string, partnerBonusCode: string): Promise<FreeSpinHandOver> {
  refuseUnlessAllowed(p)
  await expireDue(tx, p.id)
  const row = await assignmentRow(tx, p.id, assignmentId)
  if (row.vertical !== 'FREE_SPINS' || row.state !== 'ACTIVATED' || row.partner_bonus_code !== partnerBonusCode) {
    throw new ApiProblem(404, 'error.bonus.assignment.not.found', 'There are no such free spins on this account.')
  }
  return handOver(tx, p, row, 'error.freespin.provider.failed')
}

/** Hands a queued free-spin reward to its provider again (POST /bonus/queued-bonus/claim). */
export async function claimQueuedFreeSpins(tx: Db, p: MoneyPlayer, campaignId: string, queuedPlayerBonusId: string): Promise<FreeSpinHandOver> {
  refuseUnlessAllowed(p)
  await expireDue(tx, p.id)
  const queued = await tx.one<{ id: string }>(
    `select id from bonus_assignments where player_id = $1 and campaign_id = $2 and queued_player_bonus_id = $3 and state = 'ACTIVATED'`,
    [p.id, campaignId, queuedPlayerBonusId],
  )
  if (!queued) throw new ApiProblem(404, 'error.bonus.queued.not.found', 'There is no such queued bonus on this account.')
  return handOver(tx, p, await assignmentRow(tx, p.id, queued.id), 'error.bonus.active.already.exists')
}

async function handOver(tx: Db, p: MoneyPlayer, row: Row, refusal: string): Promise<FreeSpinHandOver> {
  if (row.granted_at !== null) return { granted: rewardOf(row) }
  const answer = await grantFreeRounds(tx, {
    code: row.partner_bonus_code!,
    playerId: p.id,
    gameIds: row.free_spin_game_ids!,
    spins: row.spins_left!,
    spinValueMinor: minor(row.spin_value_minor),
    currency: row.currency,
    expiresAt: new Date(row.expires_at!),
  })
  if ('granted' in answer) {
    await tx.query('update bonus_assignments set granted_at = now(), queued_player_bonus_id = null where id = $1', [row.assignment_id])
    return { granted: rewardOf(await assignmentRow(tx, p.id, row.assignment_id)) }
  }
  await tx.query(`update bonus_assignments set queued_player_bonus_id = coalesce(queued_player_bonus_id, 'Q-' || replace(gen_random_uuid()::text, '-', '')) where id = $1`, [
    row.assignment_id,
  ])
  const queued = rewardOf(await assignmentRow(tx, p.id, row.assignment_id))
  const busy = await tx.one<Row>(`select ${columns} ${from} where a.partner_bonus_code = $1 and a.player_id = $2`, [answer.busyWith, p.id])
  return {
    refused: new ApiProblem(409, refusal, 'Your earlier free spins on this game are not used up yet: these wait in the queue until they are.', undefined, {
      activeReward: busy ? rewardOf(busy) : queued,
      queuedReward: queued,
    }),
  }
}

/** The live campaign a code names, or the code's error (001 §4: codes with bonus_code are shown by code). */
export async function campaignForCode(tx: Db, p: MoneyPlayer, code: string) {
  const c = await tx.one<CampaignToAssign & { status: string; ends_at: Date | string | null; starts_at: Date | string | null; target_group: string | null; target_player_ids: string[] | null }>(
    `select id, vertical, amount_euro_minor, wr_multiplier, free_spins, free_spin_game_ids, status, starts_at, ends_at, target_group, target_player_ids from bonus_campaigns where upper(bonus_code) = upper($1)`,
    [code],
  )
  if (!c || c.status === 'DRAFT' || c.status === 'CANCELED' || (c.starts_at !== null && new Date(c.starts_at).getTime() > Date.now())) {
    throw new ApiProblem(400, 'error.bonus_code.invalid', 'This bonus code does not exist.')
  }
  if (c.status !== 'ACTIVE' || (c.ends_at !== null && new Date(c.ends_at).getTime() <= Date.now())) {
    throw new ApiProblem(400, 'error.bonus_code.expired', 'This bonus code has expired.')
  }
  const taken = await tx.one('select 1 from bonus_assignments where campaign_id = $1 and player_id = $2 and state is not null', [c.id, p.id])
  if (taken) throw new ApiProblem(400, 'error.bonus_code.already_used', 'You have already used this bonus code.')
  if ((c.target_player_ids !== null && !c.target_player_ids.includes(p.id)) || (c.target_group !== null && c.target_group !== targetGroupOf(await successfulDeposits(tx, p.id)))) {
    throw new ApiProblem(400, 'error.bonus_code.not_eligible', 'This bonus code is not for your account.')
  }
  return c
}

export async function validateCode(tx: Db, p: MoneyPlayer, code: string): Promise<{ bonusCode: string; campaignId: string }> {
  refuseUnlessAllowed(p)
  const c = await campaignForCode(tx, p, code)
  return { bonusCode: code, campaignId: c.id }
}

/** Claims a bonus by its code: assigned and activated in one step (conflicts as for any claim). */
export async function claimCode(tx: Db, p: MoneyPlayer, code: string): Promise<Reward> {
  if (!manualClaimAllowed(p)) throw new ApiProblem(403, 'error.bonus.manual_claim.not_allowed', 'Bonus codes cannot be claimed on this account.')
  const campaign = await campaignForCode(tx, p, code)
  // Entering the code is agreeing to the campaign's terms (kept with the player's other answers).
  await answerTerms(tx, p.id, campaign.id, true, code)
  const assignmentId = await assign(tx, p, campaign)
  if (assignmentId === null) throw new ApiProblem(400, 'error.bonus_code.not_eligible', 'This bonus code is not for your account.')
  return activate(tx, p, assignmentId)
}

/**
 * Forfeits an active bonus: what is left of its money goes back. `wageringProgress` is what the
 * player was shown; a different one means the dialog is stale (money moved since), refused.
 * Forfeiting a forfeited reward answers it unchanged.
 */
export async function forfeit(tx: Db, p: MoneyPlayer, assignmentId: string, shownProgress: number): Promise<Reward> {
  await expireDue(tx, p.id)
  const row = await assignmentRow(tx, p.id, assignmentId)
  if (row.state === 'FORFEITED') return rewardOf(row)
  if (row.state !== 'ACTIVATED') throw new ApiProblem(404, 'error.bonus.assignment.not.found', 'This reward is not active.')
  const progress = wageringProgress(minor(row.wagered_minor), minor(row.wagering_minor))
  if (progress !== shownProgress) {
    throw new ApiProblem(409, 'error.bonus.wagering_progress.stale', `The wagering progress is now ${progress} %, not ${shownProgress} %: look again before forfeiting.`, undefined, {
      wageringProgress: progress,
    })
  }
  await giveBack(tx, p.id, row, 'forfeited')
  return rewardOf(await assignmentRow(tx, p.id, assignmentId))
}

/** Wagering met: the vertical's bonus money moves to MAIN as cash, and the bonus is COMPLETED. */
async function release(tx: Db, playerId: string, row: Row): Promise<void> {
  if (row.vertical === 'FREE_SPINS') throw new Error(`Free spins ${row.assignment_id} have no bonus money to release.`)
  const balance = await bonusBalance(tx, playerId, row.vertical, row.currency)
  if (balance > 0) {
    await post(tx, {
      reference: `BONUS-RELEASE-${row.assignment_id}`,
      playerId,
      type: 'DEPOSIT',
      category: 'BONUS',
      currency: row.currency,
      entries: [
        { account: player(playerId, bonusAccount[row.vertical]), amountMinor: -balance },
        { account: player(playerId, 'MAIN'), amountMinor: balance },
      ],
      details: { campaignId: row.campaign_id, assignmentId: row.assignment_id, released: true },
    })
  }
  await tx.query(`update bonus_assignments set state = 'COMPLETED', finished_at = now() where id = $1`, [row.assignment_id])
}

/**
 * A real-money stake in a vertical counts towards that vertical's active bonus (inside the bet's
 * transaction, the player already locked); a voided bet (negative stake) takes its stake off
 * again. One statement when the player has no active bonus. A bonus already released stays cash.
 */
export async function recordWagering(tx: Db, playerId: string, vertical: string, stakeMinor: number, gameId: string | null = null): Promise<void> {
  // The game's share of the stake counts (bonus_wagering_percent, migration 049: slots in full,
  // table games a tenth, jackpot games nothing), rounded towards zero alike for a stake and its void.
  const counted = await tx.one<{ id: string; wagered_minor: unknown; wagering_minor: unknown }>(
    `update bonus_assignments set wagered_minor = greatest(0, wagered_minor + ($3::bigint * bonus_wagering_percent($4)) / 100)
      where player_id = $1 and vertical = $2 and state = 'ACTIVATED' and expires_at > now()
      returning id, wagered_minor, wagering_minor`,
    [playerId, vertical, stakeMinor, gameId],
  )
  if (!counted || stakeMinor <= 0 || minor(counted.wagered_minor) < minor(counted.wagering_minor)) return
  await release(tx, playerId, (await tx.one<Row>(`select ${columns} ${from} where a.id = $1`, [counted.id]))!)
}

/**
 * The deposit bonus a player chose in the cashier: one of their offered (state null) rewards of a
 * live campaign a deposit triggers. Anything else is refused before the payment opens.
 */
export async function depositBonusOffer(tx: Db, p: MoneyPlayer, assignmentId: string): Promise<string> {
  const row = bonusesAllowed(p)
    ? await tx.one<{ id: string }>(
        `select a.id ${from} where a.id = $1 and a.player_id = $2 and a.state is null and ${live} and c.trigger_event = any($3::text[]) and not ${withdrawn('$2')}`,
        [assignmentId, p.id, DEPOSIT_TRIGGERS],
      )
    : null
  if (!row) {
    throw new ApiProblem(400, 'error.deposit.bonus.invalid', 'This bonus cannot be chosen with a deposit.', [
      { objectName: 'deposit', field: 'bonusAssignmentId', rejectedValue: assignmentId, status: 400, message: 'Choose one of the deposit bonuses offered to you, or none.', code: 'error.deposit.bonus.invalid' },
    ])
  }
  return row.id
}

/**
 * A credited deposit claims the bonus chosen with it, inside the settlement's transaction (the
 * player already locked). If it can no longer be claimed (another bonus of its kind became active,
 * the offer ended) the deposit stands and the offer stays offered: true when it was activated.
 */
export async function claimWithDeposit(tx: Db, playerId: string, assignmentId: string): Promise<boolean> {
  try {
    await activate(tx, await moneyPlayer(tx, playerId), assignmentId, { byDeposit: true })
    return true
  } catch (error) {
    if (error instanceof ApiProblem) return false
    throw error
  }
}
