-- Games: the catalogue (providers, studios, games, live tables, categories, jackpot pools), what
-- players keep (favourites, recently played), launches (signed game tokens), sandbox game
-- sessions, recorded rounds for game recall (GLI-19: the last 10 per player and game), live
-- roulette results and seats, and the winners history.

create table game_providers (
  id text primary key,
  title text not null,
  position integer not null,
  is_aggregator boolean not null,
  casino boolean not null,
  live boolean not null,
  -- Countries whose players may not play the provider at all (4 to 9 codes each, spec 000 §9).
  restricted_countries text[] not null,
  -- Markets the provider is offered in; empty targets every market.
  target_markets text[] not null,
  -- Shown only while settings `feature.<flag>` is 'on' (creedroomz).
  feature_flag text
);

create table game_sub_providers (
  id text primary key,
  provider_id text not null references game_providers (id),
  title text not null,
  target_markets text[] not null
);

create table jackpot_pools (
  id text primary key,
  title text not null,
  provider_id text not null references game_providers (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- The pool grows from seed to cap over each cycle and drops before reaching the cap.
  seed_minor bigint not null check (seed_minor > 0),
  cap_minor bigint not null,
  cycle_seconds integer not null check (cycle_seconds > 0),
  origin timestamptz not null,
  check (cap_minor > seed_minor)
);

create table games (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,127}$'),
  name text not null,
  type text not null check (type in ('CASINO', 'LIVE_CASINO')),
  provider_id text not null references game_providers (id),
  sub_provider_id text references game_sub_providers (id),
  game_type text not null,
  -- The provider's own code: Pragmatic symbol, Evolution table id, SOFTSWISS identifier, ...
  provider_game_code text not null,
  theme text not null,
  channels text[] not null,
  bet_min_minor bigint not null check (bet_min_minor > 0),
  bet_max_minor bigint not null,
  bet_currency text not null check (bet_currency ~ '^[A-Z]{3}$'),
  jackpot_pool_id text references jackpot_pools (id),
  row_span integer not null default 1 check (row_span between 1 and 4),
  categories text[] not null,
  popularity integer not null,
  released_on date not null,
  demo boolean not null,
  enabled boolean not null default true,
  position integer not null,
  unique (provider_id, provider_game_code),
  check (bet_max_minor >= bet_min_minor)
);

-- No index beyond the keys: the lobby reads a thousand rows at most, a sequential scan's work.

create table live_tables (
  game_id text primary key references games (id),
  table_id text not null unique,
  dealer_name text not null,
  -- Null for a table without a seat limit.
  seats integer check (seats > 0),
  -- Round 0 opened at origin; each round is betting, spinning, result (server/sandbox/roulette/schedule.ts).
  origin timestamptz not null,
  betting_ms integer not null check (betting_ms > 0),
  spinning_ms integer not null check (spinning_ms >= 0),
  result_ms integer not null check (result_ms >= 0),
  open_from_minute integer not null check (open_from_minute between 0 and 1439),
  open_to_minute integer not null check (open_to_minute between 0 and 1439)
);

create table game_categories (
  id text primary key,
  type text not null check (type in ('CASINO', 'LIVE_CASINO')),
  position integer not null,
  visible_in_menu boolean not null,
  visible_in_lobby boolean not null,
  labels jsonb not null,
  icon_svg text
);

-- A favourite is kept per lobby page, as the contract's favourite calls name the page.
create table player_favourite_games (
  player_id uuid not null references players (id) on delete cascade,
  game_id text not null references games (id),
  lobby_page_type text not null check (lobby_page_type in ('casino-lobby', 'live-casino', 'live-casino-table', 'promotions-home')),
  added_at timestamptz not null default now(),
  primary key (player_id, game_id, lobby_page_type)
);

create index player_favourite_games_recent on player_favourite_games (player_id, added_at desc);

create table player_recent_games (
  player_id uuid not null references players (id) on delete cascade,
  game_id text not null references games (id),
  played_at timestamptz not null default now(),
  primary key (player_id, game_id)
);

create index player_recent_games_recent on player_recent_games (player_id, played_at desc);

-- A real-money launch: the signed game token's id (jti). Tokens of a call that names a game are
-- bound to it; provider-level tokens (Play'n GO, Yggdrasil, CreedRoomz) bind a game when the
-- session opens. Tickets are single use.
create table game_launch_tokens (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references players (id),
  provider_id text not null references game_providers (id),
  game_id text references games (id),
  kind text not null check (kind in ('token', 'ticket', 'session', 'url', 'entry')),
  channel text not null check (channel in ('web', 'mobile')),
  jurisdiction text not null,
  currency text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index game_launch_tokens_player on game_launch_tokens (player_id, provider_id, created_at desc);

-- A game open in a frame. The id is 256 random bits, the session's only credential.
create table game_sessions (
  id text primary key,
  game_id text not null references games (id),
  mode text not null check (mode in ('fun', 'real')),
  player_id uuid references players (id),
  launch_token_id uuid references game_launch_tokens (id),
  jurisdiction text not null,
  currency text not null,
  language text not null,
  channel text not null check (channel in ('web', 'mobile')),
  -- Fun mode plays a virtual balance held here; real mode plays the wallet.
  fun_balance_minor bigint check (fun_balance_minor >= 0),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- The last spin's start: the next may not start before the market's minimum spin time.
  last_spin_at timestamptz,
  check ((mode = 'fun') = (fun_balance_minor is not null)),
  check ((mode = 'real') = (player_id is not null))
);

-- One row per game round, for recall (GLI-19) and the winners lists. A roulette round is one
-- spin of the wheel: a player's bets in one betting window share it.
create table game_rounds (
  id uuid primary key default gen_random_uuid(),
  session_id text not null references game_sessions (id),
  game_id text not null references games (id),
  player_id uuid references players (id),
  mode text not null check (mode in ('fun', 'real')),
  currency text not null,
  bet_minor bigint not null check (bet_minor >= 0),
  win_minor bigint check (win_minor >= 0),
  status text not null check (status in ('open', 'settled')),
  outcome jsonb not null,
  table_round_no bigint,
  started_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'settled') = (win_minor is not null and settled_at is not null))
);

create index game_rounds_recall on game_rounds (player_id, game_id, started_at desc);
create index game_rounds_session on game_rounds (session_id, started_at desc);
create unique index game_rounds_table_round on game_rounds (session_id, table_round_no) where table_round_no is not null;
create index game_rounds_open_table on game_rounds (game_id, table_round_no) where status = 'open' and table_round_no is not null;

-- A live table's results: drawn once per round (crypto RNG) and the same for everyone.
create table roulette_results (
  game_id text not null references live_tables (game_id),
  round_no bigint not null,
  result smallint not null check (result between 0 and 36),
  drawn_at timestamptz not null default now(),
  primary key (game_id, round_no)
);

-- Who sits at a live table. seat_no is null at a table without a seat limit.
create table table_seats (
  game_id text not null references live_tables (game_id),
  session_id text not null references game_sessions (id),
  seat_no integer,
  taken_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (game_id, session_id),
  unique (game_id, seat_no)
);

-- Past wins shown in the lobby's winners lists before the wallet records real rounds. Generated
-- per hour (history_key = hour:index) so a restart or a second instance writes the same rows.
create table game_win_history (
  history_key text primary key,
  game_id text not null references games (id),
  player_alias text not null,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  won_at timestamptz not null
);

create index game_win_history_latest on game_win_history (currency, won_at desc);
create index game_win_history_biggest on game_win_history (currency, amount_minor desc);

-- The games area's own settings: the seeded catalogue version, feature flags (`feature.creedroomz`)
-- and how far the winners history has been generated.
create table game_settings (
  key text primary key,
  value text not null
);
