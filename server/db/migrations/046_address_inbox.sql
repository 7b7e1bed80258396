-- Account details' address changes, and the CRM inbox the platform plays in its sandbox.

-- Every change of a player's postal address (server/account/address.ts), with what it replaced:
-- a reviewer comparing a proof of address reads it, and it is one of the entries of the
-- account's activity log (GET /player/latest-activity-log).
create table address_changes (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  address text not null,
  city text not null,
  postal_code text not null,
  province text,
  previous_address text,
  previous_city text,
  previous_postal_code text,
  previous_province text,
  created_at timestamptz not null default now()
);

create index address_changes_player on address_changes (player_id, id desc);

-- A CRM inbox session (POST /crm/session): short-lived and bound to one player. Like a refresh
-- token, only the SHA-256 of its id is kept.
create table crm_sessions (
  id_hash bytea primary key,
  player_id uuid not null references players (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index crm_sessions_player on crm_sessions (player_id);

-- The messages of a player's inbox (server/crm). The words live with the inbox page, per
-- language (server/crm/inbox-texts.ts): a row names its template and parameters. `event_key`
-- makes each event's message unique, so a retried event adds nothing.
create table inbox_messages (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  category text not null check (category in ('MESSAGE', 'NOTIFICATION')),
  template text not null check (template in ('WELCOME', 'DOCUMENT_VERIFIED')),
  params jsonb not null default '{}'::jsonb,
  event_key text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (player_id, event_key)
);

create index inbox_messages_unread on inbox_messages (player_id) where read_at is null;
