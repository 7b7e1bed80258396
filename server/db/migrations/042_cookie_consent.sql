-- Cookie consent: the choice a signed-in player made in the cookie notification, so it follows
-- the player to every device. One row per player, replaced by each new choice; a new choice gets a
-- new consent id (the record of what was agreed to, and when). No row: never chosen.
create table cookie_consents (
  player_id uuid primary key references players (id),
  id uuid not null default gen_random_uuid(),
  performance_functional boolean not null,
  marketing boolean not null,
  updated_at timestamptz not null default now()
);
