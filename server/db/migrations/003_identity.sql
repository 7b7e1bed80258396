-- Identity: registration progress, login lockout, refusal states, legacy migration, one-time
-- codes, login history and password resets. Columns are added with `if not exists` because other
-- areas (responsible gambling, documents, wallet) may add the same profile columns.

alter table players add column if not exists market text references markets (id);
alter table players add column if not exists postal_code text;
alter table players add column if not exists address text;
alter table players add column if not exists city text;
alter table players add column if not exists province text;
alter table players add column if not exists cpf text;
alter table players add column if not exists cookie_policy_accepted boolean not null default false;
alter table players add column if not exists marketing_opt_in boolean not null default false;
-- The market's verification rule is copied at sign-up, so changing the rule later does not strand
-- players half-way through registration.
alter table players add column if not exists sms_verification_required boolean not null default false;
alter table players add column if not exists email_verification_required boolean not null default false;
alter table players add column if not exists sms_verified_at timestamptz;
alter table players add column if not exists email_verified_at timestamptz;
-- Wrong passwords in a row; reaching the limit sets locked_until and starts counting again.
alter table players add column if not exists failed_login_count integer not null default 0;
alter table players add column if not exists locked_until timestamptz;
-- End of a TIMEOUT or SELF_EXCLUDED status; null with SELF_EXCLUDED means indefinitely.
alter table players add column if not exists restricted_until timestamptz;
alter table players add column if not exists restriction_initiator text check (restriction_initiator in ('PLAYER', 'OPERATOR'));
alter table players add column if not exists restriction_is_cooling boolean not null default false;
-- Accounts moved from the old platform keep its password hash until the player migrates.
alter table players add column if not exists legacy_password_hash text;
alter table players add column if not exists migrated_at timestamptz;
alter table players add column if not exists loyalty_level integer;
alter table players add column if not exists limit_level text;
alter table players add column if not exists first_deposit_at timestamptz;
alter table players add column if not exists edd_questionnaire text not null default 'NOT_REQUESTED';
alter table players add column if not exists request_document_type_status text not null default '';

create unique index if not exists players_cpf on players (cpf) where cpf is not null;

-- Why a session ended: logout, idle, password_reset; refresh-token reuse leaves it null.
alter table sessions add column if not exists ended_reason text;

-- Registration codes: only a hash is stored. Each send is a row, so the row count per channel is
-- the send count; a new send invalidates the older codes of that channel.
create table registration_codes (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references players (id),
  channel text not null check (channel in ('sms', 'email')),
  code_hash text not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  invalidated_at timestamptz,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);

create index registration_codes_player on registration_codes (player_id, channel, created_at desc);

-- One row per successful login, with the addresses the last-login info reports.
create table login_history (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  session_id uuid references sessions (id),
  login_at timestamptz not null default now(),
  ip_address text not null,
  real_ip_address text not null,
  country_code text
);

create index login_history_player on login_history (player_id, id desc);

-- A password reset: the SMS code (id = smsResetKeyId) and the reset key, each stored as a hash.
-- Rows exist for unknown e-mails too (player_id null), so the send limit cannot reveal accounts.
create table password_resets (
  id uuid primary key default gen_random_uuid(),
  player_id uuid references players (id),
  email text not null,
  channel text not null check (channel in ('sms', 'email')),
  code_hash text,
  code_expires_at timestamptz,
  failed_attempts integer not null default 0,
  key_hash text unique,
  key_expires_at timestamptz,
  invalidated_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index password_resets_email on password_resets (email, created_at desc);
