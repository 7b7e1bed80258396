-- Payments: the methods each market offers, deposits through the payment provider (PSP) and
-- withdrawals. Money itself moves only in the ledger (010_ledger.sql); these rows are the
-- business objects whose state the history and the cashier read.

-- When documents were requested, the date by which they must arrive (deposit eligibility's
-- daysLeftToVerifyDocuments). Other areas may add it too, hence `if not exists`.
alter table players add column if not exists documents_due_at timestamptz;

create table payment_methods (
  market text not null references markets (id),
  method text not null check (method in (
    'CREDITCARD', 'EUTELLER', 'MUCHBETTER', 'NETELLER', 'PAYSAFECARD', 'RAPIDTRANSFER', 'SIRU', 'SKRILL', 'TRUSTLY')),
  position integer not null,
  min_deposit_minor bigint not null check (min_deposit_minor > 0),
  max_deposit_minor bigint not null,
  deposit boolean not null,
  withdrawal boolean not null,
  primary key (market, method),
  check (max_deposit_minor >= min_deposit_minor)
);

create table deposits (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references players (id),
  method text not null,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (status in ('PENDING', 'SUCCESS', 'FAILED')),
  -- The provider's payment id, once the provider has one.
  psp_reference text unique,
  masked_account text,
  failure_reason text,
  -- The credit in the ledger; set exactly when the deposit succeeded.
  ledger_transaction_id bigint unique references ledger_transactions (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint deposit_credited_when_successful check ((status = 'SUCCESS') = (ledger_transaction_id is not null))
);

create index deposits_player on deposits (player_id, created_at desc);

-- Every authentic provider callback, once: a redelivered event is recognised by its id.
create table psp_callback_events (
  event_id text primary key,
  deposit_id uuid references deposits (id),
  status text not null,
  -- What the platform did with it: CREDITED, FAILED, PENDING, DUPLICATE_STATE, IGNORED (RECEIVED
  -- while it is being applied).
  outcome text not null,
  received_at timestamptz not null default now()
);

create table withdrawals (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references players (id),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  method text,
  status text not null check (status in ('PENDING', 'COMPLETED', 'REJECTED', 'CANCELLED')),
  -- MAIN → LOCKED when requested.
  request_transaction_id bigint not null unique references ledger_transactions (id),
  -- LOCKED → payout clearing when completed, LOCKED → MAIN when cancelled or rejected.
  outcome_transaction_id bigint unique references ledger_transactions (id),
  decided_by text check (decided_by in ('PLAYER', 'OPERATOR')),
  reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  constraint withdrawal_outcome_when_decided check ((status = 'PENDING') = (outcome_transaction_id is null))
);

create index withdrawals_player on withdrawals (player_id, created_at desc);
create index withdrawals_pending on withdrawals (created_at) where status = 'PENDING';

-- The sandbox payment provider's own records (server/payments/sandbox). A real provider keeps
-- these on its side; the sandbox keeps them here so that it survives a restart and several
-- platform instances share it.
create table psp_sandbox_payments (
  id text primary key,
  merchant_reference uuid not null unique,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  method text not null,
  return_path text not null,
  status text not null check (status in ('CREATED', 'THREE_DS', 'PENDING', 'SETTLED', 'DECLINED')),
  masked_account text,
  three_ds_code text,
  three_ds_attempts integer not null default 0,
  -- A pending payment settles at this time (the "settled later" of a bank transfer).
  settle_at timestamptz,
  -- The callback for the current status still has to reach the platform.
  callback_due boolean not null default false,
  callback_attempts integer not null default 0,
  next_callback_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index psp_sandbox_payments_due on psp_sandbox_payments (next_callback_at) where callback_due;
create index psp_sandbox_payments_settling on psp_sandbox_payments (settle_at) where status = 'PENDING';
