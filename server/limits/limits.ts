/**
 * Responsible-gambling limits on the platform: read (used, remaining, resetAt), change (rules.ts)
 * and enforce. `assertDepositWithinLimits` runs on every deposit; `assertSpendWithinLimits` is the
 * same check for a bet (spend limits and loss limits), for the games area to call inside its own
 * transaction. Pending changes whose cooling period is over are applied whenever a player's
 * limits are read or enforced, so no scheduler is needed for them to take effect.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { fromEuroMinor } from '../payments/currencies.ts'
import type { MoneyPlayer } from '../wallet/money-player.ts'
import { periodWindows, periods, type Period, type Window } from './periods.ts'
import { coolingFor, decide, noLimit, type LimitChange, type StoredLimit } from './rules.ts'

type Schemas = components['schemas']
export type LimitKind = 'deposit' | 'loss' | 'spend'
export type LimitSet = Schemas['LimitSet']

/** Range of a limit value per period, in euro cents (scaled to the player's currency). */
const boundsInEuroMinor: Record<Period, { min: number; max: number }> = {
  D: { min: 500, max: 10_000_000 },
  W: { min: 500, max: 30_000_000 },
  M: { min: 500, max: 100_000_000 },
}

interface Row extends Record<string, unknown> {
  period: Period
  limit_minor: unknown
  pending_limit_minor: unknown
  pending_removal: boolean
  pending_active_from: Date | string | null
  locked: boolean
  start_at: Date | string | null
  updated_at: Date | string | null
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v))
const amount = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** Applies every pending change whose time has come (a write: call inside a transaction). */
export async function applyDuePendingChanges(tx: Db, playerId: string): Promise<void> {
  const due = await tx.query<{ kind: LimitKind; period: Period; limit_minor: unknown; pending_limit_minor: unknown; pending_removal: boolean; pending_active_from: Date | string }>(
    `select kind, period, limit_minor, pending_limit_minor, pending_removal, pending_active_from
       from rg_limits where player_id = $1 and pending_active_from <= now() for update`,
    [playerId],
  )
  for (const row of due) {
    const next = row.pending_removal ? null : amount(row.pending_limit_minor)
    await tx.query(
      `update rg_limits set limit_minor = $4, start_at = $5, pending_limit_minor = null, pending_removal = false,
              pending_active_from = null, updated_at = now()
        where player_id = $1 and kind = $2 and period = $3`,
      [playerId, row.kind, row.period, next, row.pending_active_from],
    )
    await tx.query(
      `insert into rg_limit_changes (player_id, kind, period, action, old_limit_minor, new_limit_minor, effective_at)
       values ($1, $2, $3, 'PENDING_APPLIED', $4, $5, $6)`,
      [playerId, row.kind, row.period, amount(row.limit_minor), next, row.pending_active_from],
    )
  }
}

type StoredRow = Row & { kind: LimitKind }
type Stored = { limits: Record<Period, StoredLimit>; updatedAt: Record<Period, Date | null> }

/**
 * Every stored limit of the player, of every kind, after applying due pending changes. A player
 * with nothing due (nearly every read) costs this one query: `applyDuePendingChanges` and a second
 * read run only when a row is due. Nothing is missed by looking first without a lock: a change
 * becomes due only as time passes, and `now()` is this transaction's start, the same in both
 * queries; a change another transaction applies meanwhile is simply no longer due.
 */
async function currentLimits(tx: Db, playerId: string): Promise<StoredRow[]> {
  const read = () => tx.query<StoredRow & { due: boolean }>('select *, coalesce(pending_active_from <= now(), false) as due from rg_limits where player_id = $1', [playerId])
  const rows = await read()
  if (!rows.some((r) => r.due)) return rows
  await applyDuePendingChanges(tx, playerId)
  return read()
}

function storedOf(rows: StoredRow[], kind: LimitKind): Stored {
  const limits = { D: noLimit, W: noLimit, M: noLimit } as Record<Period, StoredLimit>
  const updatedAt: Record<Period, Date | null> = { D: null, W: null, M: null }
  for (const r of rows) {
    if (r.kind !== kind) continue
    limits[r.period] = {
      limitMinor: amount(r.limit_minor),
      pendingLimitMinor: amount(r.pending_limit_minor),
      pendingRemoval: r.pending_removal,
      pendingActiveFrom: date(r.pending_active_from),
      locked: r.locked,
      startAt: date(r.start_at),
    }
    updatedAt[r.period] = date(r.updated_at)
  }
  return { limits, updatedAt }
}

/** Money counted against a limit of `kind` since `since`. */
export async function usedSince(db: Db, playerId: string, kind: LimitKind, since: Date): Promise<number> {
  if (kind === 'deposit') {
    // Deposits not declined, and withdrawals the player took back into play.
    const row = await db.one<{ used: unknown }>(
      `select (select coalesce(sum(amount_minor), 0) from deposits
                where player_id = $1 and status in ('PENDING', 'SUCCESS') and created_at >= $2)
            + (select coalesce(sum(amount_minor), 0) from withdrawals
                where player_id = $1 and status = 'CANCELLED' and decided_by = 'PLAYER' and decided_at >= $2) as used`,
      [playerId, since],
    )
    return Number(row!.used)
  }
  // Play moves money between the player's cash and bonus accounts and the game house: a loss is
  // what play took in net, spend is what was staked (less stakes voided).
  const filter = kind === 'loss' ? `t.category in ('CASINO', 'LIVE_CASINO', 'SPORTS', 'VIRTUAL_SPORTS')` : `t.type in ('BET', 'BET_VOID')`
  const row = await db.one<{ used: unknown }>(
    `select greatest(0, -coalesce(sum(e.amount_minor), 0)) as used
       from ledger_entries e
       join ledger_accounts a on a.id = e.account_id
       join ledger_transactions t on t.id = e.transaction_id
      where a.player_id = $1 and a.kind <> 'LOCKED' and ${filter} and t.created_at >= $2`,
    [playerId, since],
  )
  return Number(row!.used)
}

export function boundsFor(currency: string): Record<Period, { min: number; max: number }> {
  return Object.fromEntries(
    periods.map((p) => [p, { min: fromEuroMinor(boundsInEuroMinor[p].min, currency), max: fromEuroMinor(boundsInEuroMinor[p].max, currency) }]),
  ) as Record<Period, { min: number; max: number }>
}

export interface LimitState {
  period: Period
  limit: StoredLimit
  window: Window
  usedMinor: number
  remainingMinor: number | null
}

/** The usage and what is left of the given periods' limits; no query when no period is given. */
async function usageOf(tx: Db, player: MoneyPlayer, kind: LimitKind, limits: Record<Period, StoredLimit>, chosen: readonly Period[]): Promise<LimitState[]> {
  if (chosen.length === 0) return []
  const windows = await periodWindows(tx, player.timeZone)
  const states: LimitState[] = []
  for (const period of chosen) {
    const limit = limits[period]
    const usedMinor = await usedSince(tx, player.id, kind, windows[period].start)
    states.push({ period, limit, window: windows[period], usedMinor, remainingMinor: limit.limitMinor === null ? null : Math.max(0, limit.limitMinor - usedMinor) })
  }
  return states
}

/** Every period of one kind with its usage, after applying due pending changes. */
export async function limitStates(tx: Db, player: MoneyPlayer, kind: LimitKind): Promise<{ states: LimitState[]; updatedAt: Record<Period, Date | null> }> {
  const { limits, updatedAt } = storedOf(await currentLimits(tx, player.id), kind)
  return { states: await usageOf(tx, player, kind, limits, periods), updatedAt }
}

/** A period with a limit: its remaining amount is a number. */
export type LimitedState = LimitState & { remainingMinor: number }

/**
 * The periods of one kind that have a limit now, with their usage: what a check needs. A period
 * without a limit costs no usage query, so a player without limits (most players) costs one read
 * per kind on every bet and deposit instead of three sums over their history.
 */
export async function limitedStates(tx: Db, player: MoneyPlayer, kind: LimitKind): Promise<LimitedState[]> {
  return (await limitedStatesOf(tx, player, [kind]))[0]!
}

/**
 * `limitedStates` of several kinds, in the order given, reading the stored limits once. A kind's
 * usage is summed only when it is reached: `stop` (given a kind's states) ends the walk, so a check
 * that finds the first kind passed costs no sums of the next, as when each kind was read apart.
 */
export async function limitedStatesOf(
  tx: Db,
  player: MoneyPlayer,
  kinds: readonly LimitKind[],
  stop: (states: LimitedState[]) => boolean = () => false,
): Promise<LimitedState[][]> {
  const rows = await currentLimits(tx, player.id)
  const result: LimitedState[][] = []
  for (const kind of kinds) {
    const { limits } = storedOf(rows, kind)
    const states = (await usageOf(tx, player, kind, limits, periods.filter((period) => limits[period].limitMinor !== null))) as LimitedState[]
    result.push(states)
    if (stop(states)) break
  }
  return result
}

export async function readLimitSet(tx: Db, player: MoneyPlayer, kind: LimitKind): Promise<LimitSet> {
  const { states, updatedAt } = await limitStates(tx, player, kind)
  const bounds = boundsFor(player.currency)
  return {
    currency: player.currency,
    coolingPeriodHours: coolingFor(player.market).hours,
    limits: states.map(({ period, limit, window, usedMinor, remainingMinor }) => ({
      duration: period,
      limitMinor: limit.limitMinor,
      pendingLimitMinor: limit.pendingLimitMinor,
      pendingRemoval: limit.pendingRemoval,
      pendingLimitActiveFrom: limit.pendingActiveFrom?.toISOString() ?? null,
      locked: limit.locked,
      updatedAt: updatedAt[period]?.toISOString() ?? null,
      startAt: limit.startAt?.toISOString() ?? null,
      resetAt: window.end.toISOString(),
      usedMinor,
      remainingMinor,
      // What `decide` accepts for this period: the page shows it before the player saves.
      minAmountMinor: bounds[period].min,
      maxAmountMinor: bounds[period].max,
    })),
  }
}

/**
 * Saves, deletes or cancels the pending change of one limit; refusals are 400s with the spec's
 * codes, and `interval` names the period's range (`minAmountMinor`, `maxAmountMinor`) as an
 * out-of-range deposit does.
 */
export async function changeLimit(tx: Db, player: MoneyPlayer, kind: LimitKind, change: LimitChange): Promise<LimitSet> {
  const { limits } = storedOf(await currentLimits(tx, player.id), kind)
  const windows = await periodWindows(tx, player.timeZone)
  const now = new Date((await tx.one<{ now: Date | string }>('select now() as now'))!.now)
  const decision = decide(change, limits, {
    now,
    periodEnds: { D: windows.D.end, W: windows.W.end, M: windows.M.end },
    cooling: coolingFor(player.market),
    bounds: boundsFor(player.currency),
  })
  if (decision.refused) {
    const rejectedValue = 'limitMinor' in change ? change.limitMinor : true
    throw new ApiProblem(
      400,
      decision.code,
      decision.message,
      [{ objectName: 'limitChange', field: decision.field, rejectedValue, status: 400, message: decision.message, code: decision.code }],
      { duration: change.duration, kind, ...decision.range },
    )
  }
  if (decision.action) {
    const before = limits[change.duration]
    const next = decision.next
    await tx.query(
      `insert into rg_limits (player_id, kind, period, limit_minor, pending_limit_minor, pending_removal, pending_active_from, start_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (player_id, kind, period) do update set limit_minor = excluded.limit_minor,
         pending_limit_minor = excluded.pending_limit_minor, pending_removal = excluded.pending_removal,
         pending_active_from = excluded.pending_active_from, start_at = excluded.start_at, updated_at = now()`,
      [player.id, kind, change.duration, next.limitMinor, next.pendingLimitMinor, next.pendingRemoval, next.pendingActiveFrom, next.startAt],
    )
    await tx.query(
      `insert into rg_limit_changes (player_id, kind, period, action, old_limit_minor, new_limit_minor, effective_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [player.id, kind, change.duration, decision.action, before.limitMinor, next.pendingRemoval ? null : (next.pendingLimitMinor ?? next.limitMinor), decision.effectiveAt],
    )
  }
  return readLimitSet(tx, player, kind)
}

/** The tightest limit of the kinds given for an amount: the first period it would exceed. */
async function firstExceeded(tx: Db, player: MoneyPlayer, kinds: LimitKind[], amountMinor: number) {
  const over = (states: LimitedState[]) => states.find((s) => amountMinor > s.remainingMinor)
  const byKind = await limitedStatesOf(tx, player, kinds, (states) => over(states) !== undefined)
  for (const [i, states] of byKind.entries()) {
    const hit = over(states)
    if (hit) return { kind: kinds[i]!, ...hit }
  }
  return null
}

function exceeded(code: string, what: string, hit: LimitState & { kind: LimitKind }) {
  return new ApiProblem(409, code, `This would exceed your ${{ D: 'daily', W: 'weekly', M: 'monthly' }[hit.period]} ${what} limit: ${hit.remainingMinor} (minor units) left until ${hit.window.end.toISOString()}.`, undefined, {
    kind: hit.kind,
    limitType: hit.period,
    limitMinor: hit.limit.limitMinor,
    limitLeftMinor: hit.remainingMinor,
    resetOn: hit.window.end.toISOString(),
  })
}

/** Every deposit passes here (and a cancelled withdrawal, which returns money to play). */
export async function assertDepositWithinLimits(tx: Db, player: MoneyPlayer, amountMinor: number, code = 'error.deposit.limit.exceeded'): Promise<void> {
  const hit = await firstExceeded(tx, player, ['deposit'], amountMinor)
  if (hit) throw exceeded(code, 'deposit', hit)
}

/** For a stake: the spend limits, and the loss limits as if the stake were lost. */
export async function assertSpendWithinLimits(tx: Db, player: MoneyPlayer, stakeMinor: number): Promise<void> {
  const hit = await firstExceeded(tx, player, ['spend', 'loss'], stakeMinor)
  if (hit) throw exceeded(hit.kind === 'spend' ? 'error.spend.limit.exceeded' : 'error.loss.limit.exceeded', hit.kind === 'spend' ? 'spend' : 'loss', hit)
}

/**
 * The deposit flow's notice (checkDepositLimit): the tightest of the deposit limits and the spend
 * limits, and whether it is a spend limit (the player may deposit, but not play it all).
 */
export async function depositLimitNotice(tx: Db, player: MoneyPlayer) {
  let tightest: (LimitState & { isSpend: boolean }) | null = null
  for (const kind of ['deposit', 'spend'] as const) {
    for (const state of await limitedStates(tx, player, kind)) {
      if (!tightest || state.remainingMinor < tightest.remainingMinor!) tightest = { ...state, isSpend: kind === 'spend' }
    }
  }
  return {
    isSpendLimit: tightest?.isSpend ?? false,
    limitLeftMinor: tightest?.remainingMinor ?? null,
    limitType: tightest?.period ?? null,
    resetOn: tightest?.window.end.toISOString() ?? null,
    currency: player.currency,
  }
}
