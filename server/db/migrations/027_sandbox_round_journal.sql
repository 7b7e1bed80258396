-- The sandbox game provider's own journal of real-money rounds (issue 10: "an interrupted round
-- settled in the player's favour on restart").
--
-- A provider decides a slot round before it asks the wallet for the bet: the stops, and so the
-- win, are known first. It writes the round down, then calls bet, then win. Should it stop between
-- the two (a crash, a deploy, a lost connection), the wallet holds an open round with the stake
-- taken and nothing paid. On restart, and every half minute on any instance, the provider finishes
-- what it wrote down: it sends the win it had decided (the wallet answers a win once per
-- transaction id, so finishing twice pays once). A round whose bet never reached the wallet is void.
create table sandbox_provider_rounds (
  round_key text primary key,
  session_id text not null references game_sessions (id),
  bet_minor bigint not null check (bet_minor > 0),
  win_minor bigint not null check (win_minor >= 0),
  outcome jsonb not null,
  -- betting: written, bet and win not both answered yet; settled: the win was answered;
  -- refused: the wallet refused the bet; void: the bet never reached the wallet.
  state text not null default 'betting' check (state in ('betting', 'settled', 'refused', 'void')),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((state = 'betting') = (finished_at is null))
);

create index sandbox_provider_rounds_unfinished on sandbox_provider_rounds (created_at) where state = 'betting';
