-- Tournaments (spec 001 §7 Tournaments, 000 §3 lobby state tournamentBoxes; docs/decisions.md
-- "Tournaments"). A tournament is a series the operator runs back to back: every edition lasts one
-- period (a day or a week) counted from first_starts_at, on a set of games. The platform keeps no
-- edition rows: an edition's window is computed from the clock, and its leaderboard from the
-- real-money bets the seamless wallet recorded in that window (seamless_transactions), so nothing
-- has to be written when an edition starts or ends.
create table tournaments (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,47}$'),
  vertical text not null check (vertical in ('casino', 'live-casino', 'sports')),
  period text not null check (period in ('day', 'week')),
  first_starts_at timestamptz not null,
  -- The games whose bets count, by slug (game ids are the catalogue's and may be regenerated).
  game_slugs text[] not null check (cardinality(game_slugs) > 0),
  -- In euro cents, shown in each market's currency (payments/currencies.ts), as campaigns are.
  prize_pool_euro_minor bigint not null check (prize_pool_euro_minor > 0),
  -- Percent of the pool for the 1st, 2nd, ... place.
  prize_shares integer[] not null check (cardinality(prize_shares) > 0),
  image_url text,
  enabled boolean not null default true,
  position integer not null
);

-- The operator's title and description per tournament language (the contract's EN, FI, NO, ...).
create table tournament_texts (
  tournament_id text not null references tournaments (id) on delete cascade,
  lang text not null check (lang ~ '^[A-Z]{2}$'),
  title text not null,
  description text not null,
  primary key (tournament_id, lang)
);

-- A leaderboard reads the bets of a window.
create index seamless_transactions_bets on seamless_transactions (created_at) where kind = 'bet';
