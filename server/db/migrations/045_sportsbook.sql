-- The sandbox sportsbook the platform plays (server/sportsbook). Its money moves through the same
-- seamless wallet as the casino provider's: a sportsbook frame session is a game_sessions row of the
-- sportsbook's own game, so every bet, win and rollback is keyed, limited and recorded as a casino
-- round is. That game is of type SPORTS and never enabled: no lobby, search or winners list shows it.
alter table games drop constraint games_type_check;
alter table games add constraint games_type_check check (type in ('CASINO', 'LIVE_CASINO', 'SPORTS'));

insert into game_providers (id, title, position, is_aggregator, casino, live, restricted_countries, target_markets, feature_flag)
values ('sandbox-sportsbook', 'Croupier Sportsbook', 1000, false, false, false, '{}', '{}', null)
on conflict (id) do nothing;

insert into games (id, slug, name, type, provider_id, game_type, provider_game_code, theme, channels, bet_min_minor, bet_max_minor,
                   bet_currency, categories, popularity, released_on, demo, enabled, position)
values ('sandbox-sportsbook', 'sandbox-sportsbook', 'Sportsbook', 'SPORTS', 'sandbox-sportsbook', 'sportsbook', 'sportsbook', 'sports',
        '{web,mobile}', 100, 50000, 'EUR', '{}', 0, '2026-01-01', false, false, 100000)
on conflict (id) do nothing;

-- The sports API session (spec 001 §7 POST /auth/session/create): a year-long cookie naming this row.
create table sports_sessions (
  id text primary key,
  player_id uuid not null references players (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- The last balance the platform pushed (POST /webhooks/user-balance-update).
  pushed_balance_minor bigint,
  pushed_currency text,
  pushed_at timestamptz
);
create index sports_sessions_player on sports_sessions (player_id, created_at desc);

-- An event's result, drawn once with the crypto RNG at or after its result time.
create table sportsbook_results (
  event_no bigint primary key,
  outcome text not null check (outcome in ('home', 'draw', 'away')),
  drawn_at timestamptz not null default now()
);

-- A single bet. The slip's request id makes a resent slip the same bet.
create table sportsbook_bets (
  id uuid primary key default gen_random_uuid(),
  session_id text not null references game_sessions (id),
  player_id uuid not null references players (id),
  request_id uuid not null,
  event_no bigint not null,
  selection text not null check (selection in ('home', 'draw', 'away')),
  -- Decimal odds times 100 (2.35 is 235), as the slip showed them.
  odds_centi integer not null check (odds_centi > 100),
  stake_minor bigint not null check (stake_minor > 0),
  currency text not null,
  status text not null check (status in ('open', 'won', 'lost')),
  return_minor bigint,
  round_id uuid,
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (player_id, request_id)
);
create index sportsbook_bets_open on sportsbook_bets (event_no) where status = 'open';
create index sportsbook_bets_player on sportsbook_bets (player_id, placed_at desc);
