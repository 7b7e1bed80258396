/**
 * The ledger's invariants, each as one query that lists what breaks it (so an empty answer is the
 * proof). `npm run ledger:check` runs them on a live database; the property tests run them after
 * every generated sequence of operations.
 */
import type { Db } from '../db/database.ts'

export interface Invariant {
  name: string
  /** Returns the offending rows; none when the invariant holds. */
  sql: string
}

export const invariants: Invariant[] = [
  {
    name: 'every transaction has at least two entries',
    sql: `select t.reference from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
           group by t.id, t.reference having count(e.id) < 2`,
  },
  {
    name: 'debits equal credits in every transaction, per currency',
    sql: `select t.reference, a.currency, sum(e.amount_minor) as sum_minor
            from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
           group by t.reference, a.currency having sum(e.amount_minor) <> 0`,
  },
  {
    name: 'debits equal credits across the whole ledger, per currency',
    sql: `select a.currency, sum(case when e.amount_minor < 0 then -e.amount_minor else 0 end) as debits_minor,
                 sum(case when e.amount_minor > 0 then e.amount_minor else 0 end) as credits_minor
            from ledger_entries e join ledger_accounts a on a.id = e.account_id
           group by a.currency having sum(e.amount_minor) <> 0`,
  },
  {
    name: 'every player balance equals the sum of its entries',
    sql: `select a.id, a.kind, a.balance_minor, coalesce(sum(e.amount_minor), 0) as entries_minor
            from ledger_accounts a left join ledger_entries e on e.account_id = a.id
           where a.player_id is not null
           group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0) or a.entry_count <> count(e.id)`,
  },
  {
    // Migration 026: a house account's balance is the sum of its entries (ledger_house_balances).
    name: 'house accounts keep no projection',
    sql: `select id, kind, balance_minor, entry_count from ledger_accounts
           where player_id is null and (balance_minor <> 0 or entry_count <> 0)`,
  },
  {
    name: 'every player entry records the balance after it, in the order the balance changed',
    sql: `select id, account_id, account_sequence from (
            select e.id, e.account_id, e.account_sequence, e.balance_after_minor,
                   sum(e.amount_minor) over (partition by e.account_id order by e.account_sequence) as running,
                   row_number() over (partition by e.account_id order by e.account_sequence) as position
              from ledger_entries e join ledger_accounts a on a.id = e.account_id
             where a.player_id is not null) chain
           where balance_after_minor is distinct from running or account_sequence is distinct from position`,
  },
  {
    name: 'no player balance is below zero',
    sql: `select id, kind, balance_minor from ledger_accounts where player_id is not null and balance_minor < 0`,
  },
  {
    name: 'every successful deposit is credited once, and no other deposit is',
    sql: `select d.id, d.status, count(t.id) as credits
            from deposits d left join ledger_transactions t on t.reference = 'DEP-' || d.id
           group by d.id, d.status
          having count(t.id) <> case when d.status = 'SUCCESS' then 1 else 0 end`,
  },
  {
    name: 'every locked balance is the sum of its pending withdrawals',
    sql: `select a.player_id, a.balance_minor, coalesce(w.pending, 0) as pending_minor
            from ledger_accounts a
            left join (select player_id, currency, sum(amount_minor) as pending from withdrawals where status = 'PENDING' group by player_id, currency) w
              on w.player_id = a.player_id and w.currency = a.currency
           where a.kind = 'LOCKED' and a.balance_minor <> coalesce(w.pending, 0)`,
  },
  {
    name: 'every decided withdrawal has exactly its outcome movement',
    sql: `select w.id, w.status from withdrawals w left join ledger_transactions o on o.id = w.outcome_transaction_id
           where (w.status = 'PENDING') <> (o.id is null)
              or (w.status = 'COMPLETED' and o.reference <> 'WDC-' || w.id)
              or (w.status in ('CANCELLED', 'REJECTED') and o.reverses is distinct from w.request_transaction_id)`,
  },
  {
    // Migration 052: a prize is paid once, by its own movement, to its winner (server/tournaments/payouts.ts).
    name: 'every tournament prize is one credit of its amount to the winner, and no other movement pays one',
    sql: `select p.edition_id, p.place, t.reference from tournament_payouts p
            join ledger_transactions t on t.id = p.ledger_transaction_id
            left join ledger_entries e on e.transaction_id = t.id and e.amount_minor > 0
            left join ledger_accounts a on a.id = e.account_id
           group by p.edition_id, p.place, p.player_id, p.prize_minor, t.reference
          having t.reference <> 'TOURNAMENT-' || p.edition_id || '-' || p.place or count(e.id) <> 1
              or bool_and(a.player_id = p.player_id and a.kind = 'MAIN') is not true or sum(e.amount_minor) <> p.prize_minor
          union all
          select null, null, t.reference from ledger_transactions t
           where t.reference like 'TOURNAMENT-%' and not exists (select 1 from tournament_payouts p where p.ledger_transaction_id = t.id)`,
  },
  {
    name: 'every settled tournament edition paid exactly its payouts, and kept the rest of its pool',
    sql: `select s.edition_id, s.pool_minor, s.paid_minor, s.unawarded_minor, coalesce(sum(p.prize_minor), 0) as payouts_minor
            from tournament_settlements s left join tournament_payouts p on p.edition_id = s.edition_id
           group by s.edition_id
          having s.paid_minor <> coalesce(sum(p.prize_minor), 0) or s.paid_minor + s.unawarded_minor <> s.pool_minor`,
  },
  {
    name: 'entries and transactions are protected against change',
    sql: `select required.name from (values ('ledger_entries_append_only'), ('ledger_entries_no_truncate'),
                  ('ledger_transactions_append_only'), ('ledger_transactions_no_truncate'), ('ledger_accounts_guard'),
                  ('ledger_transaction_balanced')) as required(name)
           where not exists (select 1 from pg_trigger t where t.tgname = required.name and t.tgenabled <> 'D')`,
  },
]

export interface Violation {
  invariant: string
  rows: Record<string, unknown>[]
}

export interface LedgerReport {
  transactions: number
  entries: number
  accounts: number
  violations: Violation[]
}

/** Every invariant, in one read-only, repeatable-read snapshot so concurrent movements cannot show a half state. */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(
    async (tx) => {
      const violations: Violation[] = []
      for (const invariant of invariants) {
        const rows = await tx.query(`${invariant.sql} limit 20`)
        if (rows.length > 0) violations.push({ invariant: invariant.name, rows })
      }
      const counts = (await tx.one<{ transactions: number; entries: number; accounts: number }>(
        `select (select count(*)::int from ledger_transactions) as transactions, (select count(*)::int from ledger_entries) as entries,
                (select count(*)::int from ledger_accounts) as accounts`,
      ))!
      return { ...counts, violations }
    },
    { isolation: 'repeatable read' },
  )
}
