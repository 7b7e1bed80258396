-- Free spins (spec 000 §3 "Bonus / reward": vertical FREE_SPINS, freeSpinDetail, queuedPlayerBonusId;
-- 001 §7 Bonus: freespin claim, queued-bonus claim; docs/decisions.md "Free spins").
--
-- A FREE_SPINS campaign gives a number of spins on named games. The player claims it like any
-- reward (ACTIVATED), then the platform hands it to the game provider, as operators hand free-round
-- bonuses to Pragmatic or Relax: the provider holds the grant under the partner bonus code and
-- offers the spins when the player opens one of the games. Each spin's stake is the operator's
-- (BONUS_FUNDING pays it to GAME_HOUSE); what a spin wins is the player's cash, without wagering.
alter table bonus_campaigns drop constraint bonus_campaigns_vertical_check;
alter table bonus_campaigns add constraint bonus_campaigns_vertical_check check (vertical in ('CASINO', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS'));
-- For FREE_SPINS, amount_euro_minor is the value of one spin (scaled to the player's currency and
-- the game's stakes when assigned).
alter table bonus_campaigns add column free_spins integer check (free_spins between 1 and 500);
alter table bonus_campaigns add column free_spin_game_ids text[];
alter table bonus_campaigns add constraint bonus_campaigns_free_spin_shape
  check ((vertical = 'FREE_SPINS') = (free_spins is not null and cardinality(free_spin_game_ids) > 0));

-- The assignment's spins: how many are left and what each is worth in the player's currency.
alter table bonus_assignments add column spins_left integer check (spins_left >= 0);
alter table bonus_assignments add column spin_value_minor bigint check (spin_value_minor > 0);
-- The grant's code at the provider, made when the reward is activated.
alter table bonus_assignments add column partner_bonus_code text unique;
-- When the provider took the grant (POST /bonus/freespin/claim); null while it has not.
alter table bonus_assignments add column granted_at timestamptz;
-- Set when the provider refused the grant because the player's earlier spins at it are not used
-- up: the claim waits in the queue (POST /bonus/queued-bonus/claim hands it over again).
alter table bonus_assignments add column queued_player_bonus_id text unique;
alter table bonus_assignments add constraint bonus_assignments_free_spin_shape
  check ((vertical = 'FREE_SPINS') = (spin_value_minor is not null));

-- The sandbox provider's free-round grants (its side of the partner bonus code). The spins used
-- are the provider's rounds journalled under the grant that were not void: the journal is the
-- one count, so a round cut off and finished on restart counts once and a void one gives the spin
-- back.
create table sandbox_free_rounds (
  code text primary key,
  player_id uuid not null references players (id),
  game_ids text[] not null check (cardinality(game_ids) > 0),
  spins integer not null check (spins > 0),
  spin_value_minor bigint not null check (spin_value_minor > 0),
  currency text not null,
  expires_at timestamptz not null,
  -- The operator took the grant back (the player forfeited the reward).
  cancelled_at timestamptz,
  created_at timestamptz not null default now()
);
create index sandbox_free_rounds_player on sandbox_free_rounds (player_id);

alter table sandbox_provider_rounds add column free_round_code text references sandbox_free_rounds (code);
create index sandbox_provider_rounds_free on sandbox_provider_rounds (free_round_code) where free_round_code is not null;

-- The wallet's bet of a free spin names the grant, so the platform pays the stake and counts the spin.
alter table seamless_transactions add column partner_bonus_code text;

-- One active bonus per vertical holds for bonus money; free spins may run side by side (each is
-- its own grant at the provider, queued there while an earlier one on the same game runs).
drop index bonus_assignments_one_active;
create unique index bonus_assignments_one_active on bonus_assignments (player_id, vertical) where state = 'ACTIVATED' and vertical <> 'FREE_SPINS';
