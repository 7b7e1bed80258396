-- Time-outs and self-exclusions a player asked for (server/responsible-gambling, spec 000 §3
-- "Exclusion request", §4 "Self-exclusion", "Timeout"; docs/decisions.md "Time-out and
-- self-exclusion"). The restriction itself lives on the player row (status TIMEOUT or
-- SELF_EXCLUDED, restricted_until), where login reads it; this table is the append-only record a
-- regulator asks for: who asked for what, when, and when it starts and ends.
create table player_restrictions (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  kind text not null check (kind in ('TIMEOUT', 'SELF_EXCLUSION')),
  -- What was asked: days for a time-out; months and the delay for an exclusion; or indefinitely.
  days integer check (days > 0),
  months integer check (months > 0),
  delay_hours integer check (delay_hours >= 0),
  indefinite boolean not null default false,
  starts_at timestamptz not null,
  -- Null only for an indefinite exclusion.
  ends_at timestamptz,
  -- The session the request came from (every session of the player is ended with it).
  session_id uuid,
  -- How many sessions were ended.
  sessions_ended integer not null,
  created_at timestamptz not null default now(),
  constraint player_restrictions_shape check (
    (kind = 'TIMEOUT' and days is not null and months is null and not indefinite and ends_at is not null)
    or (kind = 'SELF_EXCLUSION' and days is null and ((indefinite and months is null and ends_at is null) or (not indefinite and months is not null and ends_at is not null)))
  )
);

create index player_restrictions_player on player_restrictions (player_id, id desc);
