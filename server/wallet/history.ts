/**
 * The transaction history, derived from the ledger: one line per entry on the player's main and
 * bonus accounts (the locked account is where a pending withdrawal waits, not money the player
 * moved again), newest first, with the balance after it. A withdrawal's line shows the
 * withdrawal's state; a movement that was later reversed shows REVERTED. Dates and hours are the
 * player's own (their country's time zone).
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { minor } from '../ledger/ledger.ts'

type Schemas = components['schemas']
export type Transaction = Schemas['Transaction']

export interface HistoryQuery {
  limit: number
  offset: number
  category?: Schemas['TransactionCategory']
  status?: Schemas['TransactionStatus']
  from?: string
  to?: string
  hour?: number
}

interface Line extends Record<string, unknown> {
  reference: string
  kind: string
  account_id: unknown
  amount_minor: unknown
  balance_after_minor: unknown
  currency: string
  category: Schemas['TransactionCategory']
  type: Schemas['TransactionType']
  status: Schemas['TransactionStatus']
  tournament_prize: boolean
  created_at: Date | string
}

const lines = `
  select t.reference, a.kind, a.id as account_id, e.id as entry_id, e.amount_minor, e.balance_after_minor, a.currency,
         t.category, t.type, t.created_at, t.details ? 'tournamentPrize' as tournament_prize,
         case
           when w.status = 'PENDING' then 'PENDING'
           when w.status = 'COMPLETED' then 'COMPLETED'
           when w.status = 'CANCELLED' then 'CANCELLED'
           when w.status = 'REJECTED' then 'FAILED'
           when exists (select 1 from ledger_transactions r where r.reverses = t.id) then 'REVERTED'
           else 'SUCCESS'
         end as status
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    left join withdrawals w on w.request_transaction_id = t.id
   where a.player_id = $1 and a.kind <> 'LOCKED'`

export async function transactionHistory(db: Db, playerId: string, timeZone: string, query: HistoryQuery): Promise<{ items: Transaction[]; hasMore: boolean }> {
  const params: unknown[] = [playerId]
  const where: string[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  let zone: string | undefined
  const tz = () => (zone ??= param(timeZone))
  if (query.category) where.push(`category = ${param(query.category)}`)
  if (query.status) where.push(`status = ${param(query.status)}`)
  if (query.from) where.push(`created_at >= (${param(query.from)}::date::timestamp at time zone ${tz()})`)
  if (query.to) where.push(`created_at < ((${param(query.to)}::date + 1)::timestamp at time zone ${tz()})`)
  if (query.hour !== undefined) where.push(`extract(hour from created_at at time zone ${tz()}) = ${param(query.hour)}`)
  const rows = await db.query<Line>(
    `with h as (${lines}) select * from h
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by created_at desc, entry_id desc
      limit ${param(query.limit + 1)} offset ${param(query.offset)}`,
    params,
  )
  const items = rows.slice(0, query.limit).map(
    (r): Transaction => ({
      referenceId: r.kind === 'MAIN' ? r.reference : `${r.reference}:${r.kind}`,
      playerId,
      walletId: String(minor(r.account_id)),
      amountMinor: minor(r.amount_minor),
      balanceAfterTransactionMinor: minor(r.balance_after_minor),
      currency: r.currency,
      category: r.category,
      type: r.type,
      status: r.status,
      transactionDate: new Date(r.created_at).toISOString(),
      // A prize is a WIN in BONUS: the history names it (server/tournaments/payouts.ts).
      ...(r.tournament_prize ? { origin: 'TOURNAMENT_PRIZE' as const } : {}),
    }),
  )
  return { items, hasMore: rows.length > query.limit }
}

/** Deposits less withdrawals (not cancelled or rejected), and play's net result, between two of the player's dates. */
export async function netPosition(db: Db, playerId: string, timeZone: string, range: { from?: string; to?: string }) {
  const row = (await db.one<{ deposits: unknown; withdrawals: unknown; play: unknown }>(
    `with bounds as (
       select coalesce($3::date::timestamp at time zone $2, '-infinity'::timestamptz) as lo,
              coalesce(($4::date + 1)::timestamp at time zone $2, 'infinity'::timestamptz) as hi)
     select (select coalesce(sum(amount_minor), 0) from deposits, bounds
              where player_id = $1 and status = 'SUCCESS' and settled_at >= lo and settled_at < hi) as deposits,
            (select coalesce(sum(amount_minor), 0) from withdrawals, bounds
              where player_id = $1 and status in ('PENDING', 'COMPLETED') and created_at >= lo and created_at < hi) as withdrawals,
            (select coalesce(sum(e.amount_minor), 0)
               from ledger_entries e join ledger_accounts a on a.id = e.account_id
               join ledger_transactions t on t.id = e.transaction_id, bounds
              where a.player_id = $1 and a.kind <> 'LOCKED'
                and t.category in ('CASINO', 'LIVE_CASINO', 'SPORTS', 'VIRTUAL_SPORTS')
                and t.created_at >= lo and t.created_at < hi) as play`,
    [playerId, timeZone, range.from ?? null, range.to ?? null],
  ))!
  return { netPositionMinor: minor(row.deposits) - minor(row.withdrawals), winLossMinor: minor(row.play) }
}
