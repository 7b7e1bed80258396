/**
 * The ledger's one way in: `post()` records a balanced movement between accounts inside the
 * caller's database transaction (migration 010_ledger.sql has the rules the database enforces).
 *
 * ```ts
 * await db.transaction((tx) =>
 *   post(tx, {
 *     reference: `DEP-${deposit.id}`, playerId, type: 'DEPOSIT', category: 'PAYMENT', currency: 'EUR',
 *     entries: [{ account: house('PSP_CLEARING'), amountMinor: -2500 }, { account: player(playerId, 'MAIN'), amountMinor: 2500 }],
 *   }),
 * )
 * ```
 *
 * Amounts are signed changes to an account's balance, in integer minor units; a movement's
 * amounts sum to zero per currency. A player's balance never goes below zero: such a movement
 * throws InsufficientFunds and changes nothing (it runs in its own savepoint, so the caller's
 * transaction goes on; see `post` for the movements that need none). Every player whose balance moved is told through `wallet_balance`
 * notifications, which PostgreSQL delivers only if the transaction commits.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { WALLET_BALANCE_CHANNEL } from './notifications.ts'

export type PlayerAccountKind = 'MAIN' | 'LOCKED' | 'BONUS_SPORTS' | 'BONUS_CASINO' | 'BONUS_LIVE_CASINO'
export type HouseAccountKind = 'PSP_CLEARING' | 'PAYOUT_CLEARING' | 'GAME_HOUSE' | 'BONUS_FUNDING' | 'FEES'
export type TransactionType = components['schemas']['TransactionType']
export type TransactionCategory = components['schemas']['TransactionCategory']

export const playerAccountKinds: readonly PlayerAccountKind[] = ['MAIN', 'LOCKED', 'BONUS_SPORTS', 'BONUS_CASINO', 'BONUS_LIVE_CASINO']

export type AccountRef = { playerId: string; kind: PlayerAccountKind } | { kind: HouseAccountKind }

export const player = (playerId: string, kind: PlayerAccountKind): AccountRef => ({ playerId, kind })
export const house = (kind: HouseAccountKind): AccountRef => ({ kind })

export interface Entry {
  account: AccountRef
  /** Signed change to the account's balance, in minor units; never zero. */
  amountMinor: number
}

export interface Movement {
  /** Unique across the ledger: posting the same reference twice is refused by the database. */
  reference: string
  playerId: string | null
  type: TransactionType
  category: TransactionCategory
  currency: string
  entries: Entry[]
  /** The ledger transaction this one undoes. */
  reverses?: number
  details?: Record<string, unknown>
}

export interface Posted {
  transactionId: number
  reference: string
  /**
   * Each entry's account and the balance after it, in the order given. A house account keeps no
   * balance of its own (migration 026: its row would be every player's lock), so its entries have
   * none: null.
   */
  entries: { accountId: number; amountMinor: number; balanceAfterMinor: number | null }[]
}

/** A player account would go below zero. Nothing was written. */
export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds'
  constructor(readonly reference: string) {
    super(`Movement ${reference} would take a player balance below zero.`)
  }
}

/** Minor units from either driver: node-postgres returns bigint columns as text, PGlite as numbers. */
export function minor(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isSafeInteger(n)) throw new Error(`Not an amount in minor units: ${String(value)}`)
  return n
}

const isBalanceViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23514' &&
  String((error as { constraint?: string }).constraint ?? (error as Error).message).includes('ledger_player_balance_not_negative')

export function assertBalanced(movement: Movement): void {
  if (movement.entries.length < 2) throw new Error(`Movement ${movement.reference} needs at least two entries.`)
  let sum = 0
  for (const entry of movement.entries) {
    if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor === 0) {
      throw new Error(`Movement ${movement.reference} has an entry of ${entry.amountMinor}: amounts are non-zero integers.`)
    }
    sum += entry.amountMinor
  }
  if (sum !== 0) throw new Error(`Movement ${movement.reference} does not balance: its entries sum to ${sum}.`)
}

/**
 * The account's id, creating it on first use (a player's wallet exists once money first moves).
 *
 * An account row is never deleted or re-keyed (010_ledger.sql), so once its creation has committed
 * its id holds for good and is kept in the database's memo. Only an id found with a `created_at`
 * before this transaction's start is kept: the row was then written by another transaction, and
 * this one sees it, so it committed. A row this transaction wrote itself carries its own `now()`,
 * and could still be rolled back (with a savepoint or the whole transaction).
 */
export async function accountId(tx: Db, account: AccountRef, currency: string): Promise<number> {
  const playerId = 'playerId' in account ? account.playerId : null
  const key = `ledger-account:${playerId ?? ''}:${account.kind}:${currency}`
  const known = tx.memo.get(key)
  if (typeof known === 'number') return known
  const find = playerId
    ? () => tx.one<{ id: unknown; committed: boolean }>('select id, created_at < now() as committed from ledger_accounts where player_id = $1 and kind = $2 and currency = $3', [playerId, account.kind, currency])
    : () => tx.one<{ id: unknown; committed: boolean }>('select id, created_at < now() as committed from ledger_accounts where player_id is null and kind = $1 and currency = $2', [account.kind, currency])
  const found = await find()
  if (found) {
    const id = minor(found.id)
    if (found.committed) tx.memo.set(key, id)
    return id
  }
  const created = playerId
    ? await tx.one<{ id: unknown }>(
        `insert into ledger_accounts (player_id, kind, currency) values ($1, $2, $3)
         on conflict (player_id, kind, currency) where player_id is not null do nothing returning id`,
        [playerId, account.kind, currency],
      )
    : await tx.one<{ id: unknown }>(
        `insert into ledger_accounts (kind, currency) values ($1, $2)
         on conflict (kind, currency) where player_id is null do nothing returning id`,
        [account.kind, currency],
      )
  return minor((created ?? (await find()))!.id)
}

export interface PostOptions {
  /**
   * The caller has read the balance of every player account the movement takes money from, under
   * the player's row lock, and it covers the movement: no savepoint is opened. The database's
   * overdraft CHECK still refuses an overdraft, but the error then ends the caller's transaction
   * (it is not an InsufficientFunds the caller could go on from).
   */
  fundsChecked?: boolean
}

/**
 * The movement in one statement: the transaction row, its entries (whose trigger moves the player
 * projections and records each balance after), and one balance notification per player whose
 * balance moved. The notification is a scalar subquery of RETURNING: evaluated once, inside the
 * statement, so it goes or fails with the movement like the statement it used to be.
 */
const POST_SQL = `with t as (
    insert into ledger_transactions (reference, player_id, type, category, reverses, details)
    values ($1, $2, $3, $4, $5, $6::jsonb) returning id
  )
  insert into ledger_entries (transaction_id, account_id, amount_minor, balance_after_minor, account_sequence)
  select t.id, e.account_id, e.amount_minor, 0, 0
    from t, unnest($7::bigint[], $8::bigint[]) with ordinality as e(account_id, amount_minor, n)
   order by e.n
  returning transaction_id, amount_minor, balance_after_minor,
            (select count(pg_notify($9, p)) from unnest($10::text[]) as p) as notified`

/**
 * Records one balanced movement inside the caller's transaction.
 *
 * A movement that takes money from a player account runs in a savepoint (unless the caller checked
 * the funds, `options.fundsChecked`): an overdraft then throws InsufficientFunds and the caller's
 * transaction goes on. One that only credits players, or only moves house money, cannot overdraw
 * and needs none: any error it meets ends the caller's transaction, as it would have anyway.
 */
export async function post(tx: Db, movement: Movement, options: PostOptions = {}): Promise<Posted> {
  if (tx.isolation === null) throw new Error('post() runs inside db.transaction(): a movement and its projections commit together.')
  assertBalanced(movement)
  const ids: number[] = []
  for (const entry of movement.entries) ids.push(await accountId(tx, entry.account, movement.currency))

  // Accounts are updated in id order, the same order in every movement, so two movements over the
  // same accounts queue behind each other instead of deadlocking.
  const order = movement.entries.map((_, i) => i).sort((a, b) => ids[a]! - ids[b]! || a - b)
  const players = [...new Set(movement.entries.flatMap((e) => ('playerId' in e.account ? [e.account.playerId] : [])))]
  const params: unknown[] = [
    movement.reference, movement.playerId, movement.type, movement.category, movement.reverses ?? null, JSON.stringify(movement.details ?? {}),
    order.map((i) => ids[i]), order.map((i) => movement.entries[i]!.amountMinor),
    WALLET_BALANCE_CHANNEL, players,
  ]
  const write = async (db: Db): Promise<Posted> => {
    const rows = await db.query<{ transaction_id: unknown; amount_minor: unknown; balance_after_minor: unknown }>(POST_SQL, params)
    const inserted: Posted['entries'] = []
    order.forEach((i, n) => {
      const after = rows[n]!.balance_after_minor
      inserted[i] = { accountId: ids[i]!, amountMinor: minor(rows[n]!.amount_minor), balanceAfterMinor: after === null ? null : minor(after) }
    })
    return { transactionId: minor(rows[0]!.transaction_id), reference: movement.reference, entries: inserted }
  }

  const debitsPlayer = movement.entries.some((e) => 'playerId' in e.account && e.amountMinor < 0)
  if (!debitsPlayer || options.fundsChecked) {
    try {
      return await write(tx)
    } catch (error) {
      if (isBalanceViolation(error)) {
        throw new Error(`Movement ${movement.reference} overdrew a player balance its caller had checked: a movement ran without the player's lock.`, { cause: error })
      }
      throw error
    }
  }
  try {
    return await tx.transaction(write)
  } catch (error) {
    if (isBalanceViolation(error)) throw new InsufficientFunds(movement.reference)
    throw error
  }
}

/**
 * Undoes a posted movement with a new one carrying the opposite entries (the original is never
 * touched); a transaction can be reversed once.
 */
export async function reverse(
  tx: Db,
  transactionId: number,
  reversal: { reference: string; type: TransactionType; category?: TransactionCategory; details?: Record<string, unknown> },
): Promise<Posted> {
  const original = await tx.one<{ player_id: string | null; category: TransactionCategory }>(
    'select player_id, category from ledger_transactions where id = $1',
    [transactionId],
  )
  if (!original) throw new Error(`No ledger transaction ${transactionId} to reverse.`)
  const entries = await tx.query<{ player_id: string | null; kind: PlayerAccountKind | HouseAccountKind; currency: string; amount_minor: unknown }>(
    `select a.player_id, a.kind, a.currency, e.amount_minor
       from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transaction_id = $1 order by e.id`,
    [transactionId],
  )
  return post(tx, {
    reference: reversal.reference,
    playerId: original.player_id,
    type: reversal.type,
    category: reversal.category ?? original.category,
    currency: entries[0]!.currency,
    reverses: transactionId,
    details: reversal.details,
    entries: entries.map((e) => ({
      account: e.player_id ? player(e.player_id, e.kind as PlayerAccountKind) : house(e.kind as HouseAccountKind),
      amountMinor: -minor(e.amount_minor),
    })),
  })
}

export interface PlayerBalances {
  currency: string
  balances: Record<PlayerAccountKind, number>
}

/** The player's balances from the projections; null while the player has no wallet yet. */
export async function playerBalances(db: Db, playerId: string): Promise<PlayerBalances | null> {
  const rows = await db.query<{ kind: PlayerAccountKind; currency: string; balance_minor: unknown }>(
    'select kind, currency, balance_minor from ledger_accounts where player_id = $1 order by id',
    [playerId],
  )
  if (rows.length === 0) return null
  const balances = Object.fromEntries(playerAccountKinds.map((k) => [k, 0])) as Record<PlayerAccountKind, number>
  for (const row of rows) balances[row.kind] += minor(row.balance_minor)
  return { currency: rows[0]!.currency, balances }
}
