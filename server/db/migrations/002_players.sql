create table players (
  id uuid primary key default gen_random_uuid(),
  site_id integer not null references sites (id),
  email text not null unique check (email = lower(email)),
  password_hash text not null,
  first_name text,
  last_name text,
  phone_prefix text,
  phone_body text,
  date_of_birth date,
  country_code text not null references countries (code),
  language_code text not null,
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  status text not null default 'REGISTERED' check (status in (
    'CLOSED', 'ACCOUNT_UNVERIFIED', 'PRE_REGISTERED', 'REGISTERED', 'BLACKLISTED', 'RESTRICTED',
    'PAYOUT', 'TIMEOUT', 'SELF_EXCLUDED')),
  kyc_status text not null default 'NOT_VERIFIED' check (kyc_status in (
    'NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'FULLY VERIFIED', 'ENHANCED KYC', 'EDD_PENDING',
    'EDD_UNDER_REVIEW', 'ENHANCED', 'RESTRICTED', 'SUSPENDED', 'PENDING_EXPIRED', 'NOT_REQUIRED')),
  -- Permission flags (casino, liveCasino, sports, deposit, ...) plus riskPayout and
  -- multibrandSuspended; a document because the spec's list grows per market.
  flags jsonb not null default '{}',
  terms_version_accepted integer references terms_versions (version),
  registered_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login_at timestamptz
);

-- One row per login. Id and access tokens carry the session id, so revoking the session refuses
-- every token issued for it at once.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references players (id),
  login_method text not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

-- Refresh tokens are opaque; only their SHA-256 is stored. Each is used once and replaced.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index refresh_tokens_session on refresh_tokens (session_id);

-- Messages the platform would send by SMS or e-mail; in development they are read at /dev/outbox.
create table outbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  channel text not null check (channel in ('sms', 'email')),
  subject text not null,
  body text not null,
  code text,
  created_at timestamptz not null default now()
);

create index outbox_recipient on outbox (recipient, id desc);
