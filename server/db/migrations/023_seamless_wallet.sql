-- The seamless wallet between a game provider and the platform (server/wallet/seamless.ts):
-- every bet, win and rollback the provider sends, keyed by the provider's transaction id. The
-- first answer is kept, so a replay gets it again and moves no money. The round it belongs to is
-- in game_rounds (recall); the money is in the ledger (reference `seamless:<transaction id>`).
create table seamless_transactions (
  transaction_id text primary key check (length(transaction_id) between 1 and 128),
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  session_id text not null references game_sessions (id),
  player_id uuid not null references players (id),
  round_id uuid references game_rounds (id),
  -- The bet a win settles or a rollback undoes.
  reference_transaction_id text,
  amount_minor bigint not null check (amount_minor >= 0),
  -- Null until the call's own transaction commits it with the answer.
  answer jsonb,
  ledger_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now()
);

create index seamless_transactions_round on seamless_transactions (round_id);
create index seamless_transactions_reference on seamless_transactions (reference_transaction_id);
