-- Account details: phone-number changes waiting for their SMS code, and marketing preferences.

-- A phone change: the new number waits here until the code sent to it is verified; only then
-- does players.phone_* change. Only a hash of the code is stored (salted with the row id). The
-- id is the smsVerificationId the player verifies with; a new change invalidates the older ones.
create table phone_changes (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references players (id),
  phone_prefix text not null,
  phone_body text not null,
  code_hash text not null default '',
  code_expires_at timestamptz not null,
  -- SMS sent for this change (the first one and each resend).
  sends integer not null default 1,
  -- Wrong codes since the last send; reaching the limit invalidates the change.
  failed_attempts integer not null default 0,
  invalidated_at timestamptz,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);

create index phone_changes_player on phone_changes (player_id, created_at desc);

-- One row per channel × communication the player has chosen; pairs without a row answer the
-- sign-up's marketing_opt_in.
create table marketing_preferences (
  player_id uuid not null references players (id),
  channel text not null check (channel in ('EMAIL', 'SMS', 'MAIL', 'PHONE', 'PUSH_NOTIFICATION')),
  communication text not null check (communication in ('BONUS_OFFER', 'NEWSLETTER', 'CASINO', 'RESPONSIBLE_GAMING')),
  subscribed boolean not null,
  updated_at timestamptz not null default now(),
  primary key (player_id, channel, communication)
);
