-- Cashback (spec 000 §3 "cashback claim", 001 §7 Bonus cashback by campaign and loyalty cashback;
-- server/cashback/cashback.ts; docs/decisions.md "Cashback").
--
-- A cashback campaign gives back a percentage of the player's net losses on real-money play in
-- its verticals while the player has it activated: stakes minus wins, read from the ledger's game
-- movements on the player's MAIN account, in integer minor units, rounded down, at most the cap
-- (euro cents, scaled to the player's currency) per claim. Claimed cashback is cash on MAIN.
-- These campaigns give no bonus money to wager, so they are not bonus_campaigns rows (which the
-- rewards list offers as bonuses).
create table cashback_campaigns (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  title text not null,
  description text not null,
  trigger_event text not null check (trigger_event in ('CASHBACK_INSTANT', 'CASHBACK_DAILY', 'CASHBACK_WEEKLY', 'CASHBACK_TIMEFRAME', 'CASHBACK_SPECIFIC_DAY', 'CASHBACK_BOOSTER')),
  percent integer not null check (percent between 1 and 100),
  -- Percentage points on top of `percent` (a CASHBACK_BOOSTER campaign); null for none.
  booster_percent integer check (booster_percent > 0),
  cap_euro_minor bigint not null check (cap_euro_minor > 0),
  -- The ledger categories whose game movements count (a game's type: CASINO, LIVE_CASINO).
  verticals text[] not null check (cardinality(verticals) > 0),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'CANCELED', 'COMPLETED', 'DRAFT', 'EXPIRED')),
  starts_at timestamptz,
  ends_at timestamptz,
  position integer not null default 0,
  check (percent + coalesce(booster_percent, 0) <= 100)
);

-- A player's part in a cashback campaign, made when they first activate it. Losses count from a
-- ledger position on, not from a time: `since_transaction_id` is the player's last ledger
-- transaction when the current active spell (or claim period) began, and only the player's game
-- movements after it count. Every change runs with the player's row locked, as every bet, win and
-- rollback does, so no movement of the player can commit between reading that position and using it.
create table cashback_enrolments (
  campaign_id text not null references cashback_campaigns (id),
  player_id uuid not null references players (id),
  active boolean not null,
  since_transaction_id bigint not null,
  -- Net loss of earlier active spells of this claim period (negative when the player was ahead).
  banked_loss_minor bigint not null default 0,
  activated_at timestamptz not null default now(),
  deactivated_at timestamptz,
  claimed_at timestamptz,
  primary key (campaign_id, player_id)
);

-- Loyalty cashback: no campaign to activate; the percentage follows the player's loyalty level.
-- One row per player once they first claim; before that, losses count from their first movement.
create table loyalty_cashback (
  player_id uuid primary key references players (id),
  since_transaction_id bigint not null,
  claimed_at timestamptz not null default now()
);
