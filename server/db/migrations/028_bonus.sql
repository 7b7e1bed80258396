-- Bonuses: the operator's campaigns and each player's assignment of one (spec 000 §3 "Bonus /
-- reward", 001 §7 Bonus; docs/decisions.md "Bonuses: campaigns, assignments, wagering").
--
-- A campaign says what a reward gives (a fixed bonus amount in euro cents, scaled to the player's
-- currency when it is assigned), in which vertical, how much must be wagered before it becomes
-- cash (wr_multiplier × the bonus) and how it is reached: offered to everyone it targets (OPT_IN,
-- listed as eligible), or only with its bonus code (MANUAL_BONUS_CODE).
create table bonus_campaigns (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  title text not null,
  description text not null,
  category text not null check (category in ('loyalty', 'opt-in', 'triggered')),
  bonus_type text not null check (bonus_type in ('MANUAL', 'TRIGGERED', 'OPT_IN', 'LOYALTY')),
  vertical text not null check (vertical in ('CASINO', 'LIVE_CASINO', 'SPORTS')),
  trigger_event text not null,
  bonus_code text unique check (bonus_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'CANCELED', 'COMPLETED', 'DRAFT', 'EXPIRED')),
  amount_euro_minor bigint not null check (amount_euro_minor > 0),
  wr_multiplier integer not null check (wr_multiplier >= 0),
  -- Days an activated bonus has to be wagered.
  valid_days integer not null check (valid_days > 0),
  -- Who is offered it: everyone, or players with no / one / more deposits (the spec's groups).
  target_group text check (target_group in ('DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1')),
  starts_at timestamptz,
  ends_at timestamptz,
  position integer not null default 0
);

-- A player's reward. Created when the player is first offered the campaign (state null: eligible,
-- not yet taken) or claims it by code; ACTIVATED once claimed, when the bonus money is credited to
-- the vertical's BONUS account; then COMPLETED (wagered: the bonus became cash) or FORFEITED (the
-- player gave it up, or it expired: the bonus money went back). Never deleted.
create table bonus_assignments (
  id text primary key default replace(gen_random_uuid()::text, '-', ''),
  campaign_id text not null references bonus_campaigns (id),
  player_id uuid not null references players (id),
  -- The campaign's, kept here so the database can hold one active bonus per vertical (below).
  vertical text not null,
  state text check (state in ('ACTIVATED', 'COMPLETED', 'FORFEITED')),
  currency text not null,
  bonus_minor bigint not null check (bonus_minor > 0),
  wagering_minor bigint not null check (wagering_minor >= 0),
  -- Real-money stakes in the vertical since activation.
  wagered_minor bigint not null default 0 check (wagered_minor >= 0),
  assigned_at timestamptz not null default now(),
  activated_at timestamptz,
  expires_at timestamptz,
  finished_at timestamptz,
  unique (campaign_id, player_id),
  check ((state is null) = (activated_at is null)),
  check ((state in ('COMPLETED', 'FORFEITED')) = (finished_at is not null))
);

-- At most one active bonus per player and vertical: the database, not only the claim, says so.
create unique index bonus_assignments_one_active on bonus_assignments (player_id, vertical) where state = 'ACTIVATED';
create index bonus_assignments_player on bonus_assignments (player_id);
