-- Pay N Play (issue 9): deposit-first sign-up. The bank identifies the person and the deposit
-- arrives before the player has given an e-mail address, so a Pay N Play player exists without
-- one until the sign-up form completes it (players.email stays unique where present).
alter table players alter column email drop not null;

-- Money columns from here on: a positive amount in minor units and an ISO 4217 code, checked once.
create domain positive_minor as bigint check (value > 0);
create domain currency_code as text check (value ~ '^[A-Z]{3}$');

-- The person the bank identified, once per person: the next Pay N Play deposit logs them in.
create table paynplay_identities (
  -- The bank's identifier of the person (in the sandbox, a national identity number).
  person_id text primary key,
  player_id uuid not null unique references players (id),
  created_at timestamptz not null default now()
);

-- One Pay N Play attempt, from authorize to login. The session id (256 random bits) is what the
-- client holds; the one-time code reaches the browser through the bank's return and only its
-- SHA-256 (sent by the bank in its signed callback) is kept.
create table paynplay_sessions (
  id text primary key,
  market text not null references markets (id),
  language text not null,
  amount_minor positive_minor not null,
  currency currency_code not null,
  country text not null,
  redirect_path text,
  status text not null check (status in ('AUTHORIZING', 'APPROVED', 'DECLINED', 'VERIFIED', 'LOGGED_IN')),
  player_id uuid references players (id),
  deposit_id uuid references deposits (id),
  code_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint paynplay_approved_has_player check (status in ('AUTHORIZING', 'DECLINED') or (player_id is not null and deposit_id is not null and code_hash is not null))
);

-- The sandbox bank's own records (server/paynplay/sandbox-bank.ts); a real bank keeps these.
create table paynplay_sandbox_authorizations (
  id text primary key,
  session_id text not null unique,
  amount_minor positive_minor not null,
  currency currency_code not null,
  country text not null,
  return_langmarket text not null,
  status text not null check (status in ('CREATED', 'APPROVED', 'DECLINED')),
  person_id text,
  first_name text,
  last_name text,
  birth_date date,
  one_time_code text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
