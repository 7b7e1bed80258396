-- The ledger: double-entry, append-only, in integer minor units (DECISIONS.md 24).
--
-- Every money movement is one ledger_transactions row with two or more ledger_entries whose signed
-- amounts sum to zero per currency (checked when the database transaction commits). An entry's
-- amount is the change to its account's balance: a deposit is +x on the player's MAIN account and
-- -x on the house's PSP clearing account. "Debits equal credits" is therefore "the negative
-- amounts and the positive amounts of a transaction cancel out".
--
-- Balances are projections kept by the entry trigger in the same database transaction, so a
-- balance can never disagree with its entries; a player's balance may not go below zero (a CHECK
-- on the projection, which makes an overdraft fail the whole movement). Entries and transactions
-- are never updated or deleted: a reversal is a new transaction with the opposite entries.

create table ledger_accounts (
  id bigint generated always as identity primary key,
  player_id uuid references players (id),
  kind text not null check (kind in (
    -- a player's accounts
    'MAIN', 'LOCKED', 'BONUS_SPORTS', 'BONUS_CASINO', 'BONUS_LIVE_CASINO',
    -- the house's accounts, one per currency
    'PSP_CLEARING', 'PAYOUT_CLEARING', 'GAME_HOUSE', 'BONUS_FUNDING', 'FEES')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance_minor bigint not null default 0,
  -- Entries posted so far; each entry records its position, so the balance after every entry
  -- can be replayed in the order the balance actually changed.
  entry_count bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_account_owner check (
    (player_id is not null) = (kind in ('MAIN', 'LOCKED', 'BONUS_SPORTS', 'BONUS_CASINO', 'BONUS_LIVE_CASINO'))),
  constraint ledger_player_balance_not_negative check (player_id is null or balance_minor >= 0)
);

create unique index ledger_accounts_player on ledger_accounts (player_id, kind, currency) where player_id is not null;
create unique index ledger_accounts_house on ledger_accounts (kind, currency) where player_id is null;

create table ledger_transactions (
  id bigint generated always as identity primary key,
  -- The public reference (the history's referenceId); also what makes a movement happen once:
  -- a deposit's credit is DEP-<deposit id>, so a second credit of the same deposit cannot exist.
  reference text not null unique,
  -- The player the movement is for, when there is one (house-only movements have none).
  player_id uuid references players (id),
  type text not null check (type in (
    'BET', 'BET_VOID', 'CASHOUT', 'CASHOUT_VOID', 'DEPOSIT', 'LOSS', 'WIN', 'WIN_VOID', 'WITHDRAW',
    'DORMANT', 'REVERSAL', 'FORFEIT', 'CANCELED', 'REVERSAL_DP')),
  category text not null check (category in (
    'BONUS', 'CASINO', 'PAYMENT', 'SPORTS', 'VIRTUAL_SPORTS', 'LIVE_CASINO', 'ADJUSTMENT', 'DORMANT_ADJUSTMENT')),
  -- A reversal names the transaction it undoes.
  reverses bigint references ledger_transactions (id),
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index ledger_transactions_player on ledger_transactions (player_id, created_at desc, id desc);
create unique index ledger_transactions_reversed_once on ledger_transactions (reverses) where reverses is not null;

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  amount_minor bigint not null check (amount_minor <> 0),
  -- Set by ledger_apply_entry from the projection it updates.
  balance_after_minor bigint not null,
  account_sequence bigint not null,
  created_at timestamptz not null default now(),
  unique (account_id, account_sequence)
);

create index ledger_entries_transaction on ledger_entries (transaction_id);

-- The projection: every entry moves its account's balance in the same statement. An overdraft of
-- a player account violates ledger_player_balance_not_negative here and fails the movement.
create function ledger_apply_entry() returns trigger language plpgsql as $$
begin
  update ledger_accounts
     set balance_minor = balance_minor + new.amount_minor, entry_count = entry_count + 1
   where id = new.account_id
  returning balance_minor, entry_count into new.balance_after_minor, new.account_sequence;
  if not found then
    raise exception 'ledger account % does not exist', new.account_id using errcode = '23503';
  end if;
  return new;
end $$;

create trigger ledger_apply_entry before insert on ledger_entries
  for each row execute function ledger_apply_entry();

-- Balanced per currency, checked at commit (entries of one movement arrive in several rows).
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced text;
begin
  select a.currency into unbalanced
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
   where e.transaction_id = new.transaction_id
   group by a.currency
  having sum(e.amount_minor) <> 0
   limit 1;
  if unbalanced is not null then
    raise exception 'ledger transaction % does not balance in %', new.transaction_id, unbalanced
      using errcode = '23514', constraint = 'ledger_transaction_balanced';
  end if;
  return null;
end $$;

create constraint trigger ledger_transaction_balanced after insert on ledger_entries
  deferrable initially deferred
  for each row execute function ledger_check_balanced();

-- Append-only: history is never rewritten, only added to.
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: post a reversal instead of changing or removing rows', tg_table_name
    using errcode = '42501';
end $$;

create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_refuse_change();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_refuse_change();
create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
  for each statement execute function ledger_refuse_change();

-- An account's balance changes only through its entries.
create function ledger_guard_projection() returns trigger language plpgsql as $$
begin
  if (new.balance_minor is distinct from old.balance_minor or new.entry_count is distinct from old.entry_count)
     and pg_trigger_depth() < 2 then
    raise exception 'ledger balances change only through ledger entries' using errcode = '42501';
  end if;
  if new.player_id is distinct from old.player_id or new.kind is distinct from old.kind or new.currency is distinct from old.currency then
    raise exception 'a ledger account keeps its owner, kind and currency' using errcode = '42501';
  end if;
  return new;
end $$;

create trigger ledger_accounts_guard before update on ledger_accounts
  for each row execute function ledger_guard_projection();
create trigger ledger_accounts_no_delete before delete on ledger_accounts
  for each row execute function ledger_refuse_change();

-- Idempotency keys (server/ledger/idempotency.ts): the first answer to a money-moving call, kept
-- at least 24 hours, so a retried request gets the same bytes and moves money once.
create table idempotency_keys (
  -- Whose key: the player's id for player calls (a provider's name for provider calls).
  scope text not null,
  operation text not null,
  key text not null,
  -- SHA-256 of the request (path parameters, query and body, canonical JSON): the same key with
  -- another request is refused rather than answered with an unrelated response.
  request_hash text not null,
  status integer not null,
  body text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (scope, operation, key)
);

create index idempotency_keys_expiry on idempotency_keys (expires_at);
