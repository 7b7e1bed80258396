/**
 * Cashback (spec 000 §3 "cashback claim", 001 §7): a percentage of the player's net losses on
 * real-money play given back as cash. docs/decisions.md "Cashback"; migration 044_cashback.sql.
 *
 * Net losses are read from the ledger, never kept on the side: the player's game movements (BET,
 * BET_VOID, WIN, WIN_VOID) in the campaign's verticals, on their MAIN account, after a ledger
 * position. A stake is a negative entry there and a win a positive one, so the net loss is minus
 * their sum. Free-spin stakes are the operator's (BONUS_FUNDING) and never count as a loss.
 *
 * - Campaign cashback counts while the player has the campaign activated: activation notes the
 *   player's last ledger transaction, deactivation banks the net loss so far and stops counting.
 * - Loyalty cashback needs no activation: its percentage follows the player's loyalty level.
 * - A claim pays what accrued into MAIN (house BONUS_FUNDING → player MAIN) and starts a new
 *   period from the claim's own ledger transaction, in the caller's transaction. Nothing accrued
 *   is 409 error.cashback.nothing_to_claim, which is also what a repeated claim meets.
 *
 * Every change runs with the player's row locked (moneyPlayer's `lock`), as every bet, win and
 * rollback does, so no game movement of the player commits between reading the player's last
 * ledger position and recording it.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { house, minor, player, post } from '../ledger/ledger.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import { bonusesAllowed } from '../bonus/rewards.ts'
import type { MoneyPlayer } from '../wallet/money-player.ts'

type Schemas = components['schemas']
export type CashbackProgress = Schemas['CashbackProgress']
export type CashbackClaim = Schemas['CashbackClaim']
export type CashbackCampaign = Schemas['CashbackCampaign']

/** The ledger categories of the games loyalty cashback counts (every real-money game). */
export const LOYALTY_VERTICALS: readonly string[] = ['CASINO', 'LIVE_CASINO']
/** Most one loyalty cashback claim pays, in euro cents (scaled to the player's currency). */
export const LOYALTY_CAP_EURO_MINOR = 5_000

/**
 * Loyalty cashback percent of a loyalty level: 2 points a level, at most 10 %; a player without
 * a level (null or 0) has none.
 */
export function loyaltyPercent(level: number | null): number {
  if (level === null || level <= 0) return 0
  return Math.min(10, 2 * level)
}

/**
 * Cashback on a net loss: (percent + booster) % of it, rounded down to the minor unit, at most
 * the cap; nothing when the player is not down. Integer arithmetic throughout (BigInt), never floats.
 */
export function cashbackOf(netLossMinor: number, percent: number, booster: number | null, capMinor: number): number {
  if (netLossMinor <= 0) return 0
  const share = (BigInt(netLossMinor) * BigInt(percent + (booster ?? 0))) / 100n
  return Number(share < BigInt(capMinor) ? share : BigInt(capMinor))
}

/** The player's net loss on game movements in the verticals after ledger transaction `since` (and before `until`). */
export async function netLoss(db: Db, playerId: string, since: number, verticals: readonly string[], until: Date | string | null = null): Promise<number> {
  const row = await db.one<{ loss: unknown }>(
    `select coalesce(-sum(e.amount_minor), 0) as loss
       from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join ledger_accounts a on a.id = e.account_id
      where t.player_id = $1 and t.id > $2 and t.type in ('BET', 'BET_VOID', 'WIN', 'WIN_VOID') and t.category = any($3::text[])
        and a.player_id = $1 and a.kind = 'MAIN' and ($4::timestamptz is null or t.created_at < $4::timestamptz)`,
    [playerId, since, [...verticals], until === null ? null : new Date(until).toISOString()],
  )
  return minor(row!.loss)
}

/** The player's latest ledger transaction (0 before the first): later movements are newer. */
async function lastTransaction(db: Db, playerId: string): Promise<number> {
  const row = await db.one<{ id: unknown }>('select coalesce(max(id), 0) as id from ledger_transactions where player_id = $1', [playerId])
  return minor(row!.id)
}

interface CampaignRow extends Record<string, unknown> {
  id: string
  title: string
  description: string
  trigger_event: Schemas['TriggerEvent']
  percent: number
  booster_percent: number | null
  cap_euro_minor: unknown
  verticals: string[]
  live: boolean
  ends_at: Date | string | null
}

interface EnrolmentRow extends Record<string, unknown> {
  active: boolean
  since_transaction_id: unknown
  banked_loss_minor: unknown
}

const columnsWith = (texts: string) => `c.id, ${texts}, c.trigger_event, c.percent, c.booster_percent, c.cap_euro_minor, c.verticals, c.ends_at,
  (c.status = 'ACTIVE' and (c.starts_at is null or c.starts_at <= now()) and (c.ends_at is null or c.ends_at > now())) as live`
const campaignColumns = columnsWith('c.title, c.description')
/** The texts of a joined cashback_campaign_texts row `t` where there is one, else the operator's. */
const translatedColumns = columnsWith('coalesce(t.title, c.title) as title, coalesce(t.description, c.description) as description')

const notFound = () => new ApiProblem(404, 'error.campaign.not.found', 'There is no such cashback campaign.')

/** A published cashback campaign (drafts are nobody's); 404 otherwise. */
async function campaign(db: Db, campaignId: string): Promise<CampaignRow> {
  const row = await db.one<CampaignRow>(`select ${campaignColumns} from cashback_campaigns c where c.id = $1 and c.status <> 'DRAFT'`, [campaignId])
  if (!row) throw notFound()
  return row
}

async function enrolment(db: Db, campaignId: string, playerId: string): Promise<EnrolmentRow | null> {
  return db.one<EnrolmentRow>('select active, since_transaction_id, banked_loss_minor from cashback_enrolments where campaign_id = $1 and player_id = $2', [campaignId, playerId])
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())
const capOf = (c: CampaignRow, p: MoneyPlayer) => fromEuroMinor(minor(c.cap_euro_minor), p.currency)

/** Net loss of the current claim period: the banked spells, and the running one while active. */
async function periodLoss(db: Db, p: MoneyPlayer, c: CampaignRow, e: EnrolmentRow | null): Promise<number> {
  if (!e) return 0
  const running = e.active ? await netLoss(db, p.id, minor(e.since_transaction_id), c.verticals, c.ends_at) : 0
  return minor(e.banked_loss_minor) + running
}

async function progressOf(db: Db, p: MoneyPlayer, c: CampaignRow, e: EnrolmentRow | null): Promise<CashbackProgress> {
  return {
    campaignId: c.id,
    active: e?.active ?? false,
    accruedMinor: cashbackOf(await periodLoss(db, p, c, e), c.percent, c.booster_percent, capOf(c, p)),
    currency: p.currency,
    percent: c.percent,
    booster: c.booster_percent,
    periodEndsAt: iso(c.ends_at),
  }
}

function refuseUnlessAllowed(p: MoneyPlayer): void {
  if (!bonusesAllowed(p)) throw new ApiProblem(403, 'error.bonus.not.allowed', 'Bonuses are not available on this account.')
}

/**
 * The live cashback campaigns, each with the player's progress (GET /bonus/cashback). `language` (a
 * catalog code) gives each its translation where the operator has one (GET
 * /bonus/cashback-by-language/{language}); without it, the operator's own texts.
 */
export async function listCashback(db: Db, p: MoneyPlayer, language: string | null = null): Promise<CashbackCampaign[]> {
  if (!bonusesAllowed(p)) return []
  const rows = await db.query<CampaignRow>(
    `select ${translatedColumns} from cashback_campaigns c left join cashback_campaign_texts t on t.campaign_id = c.id and t.language = $1::text
      where c.status = 'ACTIVE' and (c.starts_at is null or c.starts_at <= now()) and (c.ends_at is null or c.ends_at > now())
      order by c.position, c.id`,
    [language],
  )
  const list: CashbackCampaign[] = []
  for (const c of rows) {
    list.push({
      campaignId: c.id,
      title: c.title,
      description: c.description,
      triggerEvent: c.trigger_event,
      capMinor: capOf(c, p),
      progress: await progressOf(db, p, c, await enrolment(db, c.id, p.id)),
    })
  }
  return list
}

export async function cashbackProgress(db: Db, p: MoneyPlayer, campaignId: string): Promise<CashbackProgress> {
  const c = await campaign(db, campaignId)
  return progressOf(db, p, c, await enrolment(db, c.id, p.id))
}

/** Starts counting the player's losses from now; 409 error.cashback.already.active when it already does. */
export async function activateCashback(tx: Db, p: MoneyPlayer, campaignId: string): Promise<CashbackProgress> {
  refuseUnlessAllowed(p)
  const c = await campaign(tx, campaignId)
  if (!c.live) throw notFound()
  const e = await enrolment(tx, c.id, p.id)
  if (e?.active) throw new ApiProblem(409, 'error.cashback.already.active', 'This cashback is already active.')
  await tx.query(
    `insert into cashback_enrolments (campaign_id, player_id, active, since_transaction_id) values ($1, $2, true, $3)
     on conflict (campaign_id, player_id) do update set active = true, since_transaction_id = $3, activated_at = now(), deactivated_at = null`,
    [c.id, p.id, await lastTransaction(tx, p.id)],
  )
  return progressOf(tx, p, c, await enrolment(tx, c.id, p.id))
}

/**
 * Stops counting: the net loss of the spell is banked (still claimable) and nothing after it
 * counts. 409 error.cashback.not.active when it is not active.
 */
export async function deactivateCashback(tx: Db, p: MoneyPlayer, campaignId: string): Promise<CashbackProgress> {
  const c = await campaign(tx, campaignId)
  const e = await enrolment(tx, c.id, p.id)
  if (!e?.active) throw new ApiProblem(409, 'error.cashback.not.active', 'This cashback is not active.')
  await tx.query(
    `update cashback_enrolments set active = false, banked_loss_minor = $3, since_transaction_id = $4, deactivated_at = now()
      where campaign_id = $1 and player_id = $2`,
    [c.id, p.id, await periodLoss(tx, p, c, e), await lastTransaction(tx, p.id)],
  )
  return progressOf(tx, p, c, await enrolment(tx, c.id, p.id))
}

const nothingToClaim = () => new ApiProblem(409, 'error.cashback.nothing_to_claim', 'There is no cashback to claim yet.')

/** Cashback into MAIN as cash, in the caller's transaction; returns the ledger transaction id. */
async function payOut(tx: Db, p: MoneyPlayer, amountMinor: number, reference: string, details: Record<string, unknown>): Promise<number> {
  const posted = await post(tx, {
    reference,
    playerId: p.id,
    type: 'DEPOSIT',
    category: 'BONUS',
    currency: p.currency,
    entries: [
      { account: house('BONUS_FUNDING'), amountMinor: -amountMinor },
      { account: player(p.id, 'MAIN'), amountMinor },
    ],
    details: { cashback: true, ...details },
  })
  return posted.transactionId
}

/**
 * Pays the accrued cashback and starts a new period (the banked loss cleared, counting from the
 * claim on while active). The reference names the player's last ledger position, so one period
 * can be paid once even if two claims ever raced past the player lock.
 */
export async function claimCashback(tx: Db, p: MoneyPlayer, campaignId: string): Promise<CashbackClaim> {
  refuseUnlessAllowed(p)
  const c = await campaign(tx, campaignId)
  const e = await enrolment(tx, c.id, p.id)
  const amount = cashbackOf(await periodLoss(tx, p, c, e), c.percent, c.booster_percent, capOf(c, p))
  if (amount === 0) throw nothingToClaim()
  const last = await lastTransaction(tx, p.id)
  const paid = await payOut(tx, p, amount, `CASHBACK-${c.id}-${p.id}-${last}`, { campaignId: c.id })
  await tx.query(
    `update cashback_enrolments set banked_loss_minor = 0, since_transaction_id = $3, claimed_at = now() where campaign_id = $1 and player_id = $2`,
    [c.id, p.id, paid],
  )
  return { creditedMinor: amount, currency: p.currency }
}

async function loyaltyLevel(db: Db, playerId: string): Promise<number | null> {
  return (await db.one<{ loyalty_level: number | null }>('select loyalty_level from players where id = $1', [playerId]))!.loyalty_level
}

async function loyaltySince(db: Db, playerId: string): Promise<number> {
  const row = await db.one<{ since_transaction_id: unknown }>('select since_transaction_id from loyalty_cashback where player_id = $1', [playerId])
  return row ? minor(row.since_transaction_id) : 0
}

async function loyaltyAccrued(db: Db, p: MoneyPlayer): Promise<{ percent: number; accruedMinor: number }> {
  const percent = loyaltyPercent(await loyaltyLevel(db, p.id))
  if (percent === 0) return { percent, accruedMinor: 0 }
  const loss = await netLoss(db, p.id, await loyaltySince(db, p.id), LOYALTY_VERTICALS)
  return { percent, accruedMinor: cashbackOf(loss, percent, null, fromEuroMinor(LOYALTY_CAP_EURO_MINOR, p.currency)) }
}

export async function loyaltyCashbackProgress(db: Db, p: MoneyPlayer): Promise<CashbackProgress> {
  const { percent, accruedMinor } = await loyaltyAccrued(db, p)
  return { campaignId: null, active: percent > 0, accruedMinor, currency: p.currency, percent, booster: null, periodEndsAt: null }
}

export async function claimLoyaltyCashback(tx: Db, p: MoneyPlayer): Promise<CashbackClaim> {
  refuseUnlessAllowed(p)
  const { accruedMinor } = await loyaltyAccrued(tx, p)
  if (accruedMinor === 0) throw nothingToClaim()
  const last = await lastTransaction(tx, p.id)
  const paid = await payOut(tx, p, accruedMinor, `LOYALTY-CASHBACK-${p.id}-${last}`, { loyalty: true })
  await tx.query(
    `insert into loyalty_cashback (player_id, since_transaction_id) values ($1, $2)
     on conflict (player_id) do update set since_transaction_id = $2, claimed_at = now()`,
    [p.id, paid],
  )
  return { creditedMinor: accruedMinor, currency: p.currency }
}
