-- Bonus campaigns as the player sees them (spec 000 §3 "Audience targeting", 001 §3 audience rule,
-- 001 §7 Bonus: campaigns, details, consent, claim, campaign actions, optIn activate/deactivate,
-- games/{id}/limitations, sportsbook; docs/decisions.md "Bonus campaigns: audience, opt-in,
-- consent, game contribution").

-- Who sees a campaign: visitors (not-authorized), players (authorized) or both; among players
-- everyone, a deposit-count group (target_group, migration 028) or a list of players.
alter table bonus_campaigns add column audience text not null default 'authorized'
  check (audience in ('authorized', 'not-authorized', 'both'));
alter table bonus_campaigns add column target_player_ids uuid[];
alter table bonus_campaigns add constraint bonus_campaigns_one_audience_mode check (target_group is null or target_player_ids is null);
-- A campaign that needs the player's opt-in is offered (assigned) only once they opted in; the
-- others are offered to everyone they target as soon as the rewards are read (migration 028).
alter table bonus_campaigns add column requires_opt_in boolean not null default false;
-- Steps of a stepped campaign (001 §5: 2 to 101); a plain campaign has two: offered, claimed.
alter table bonus_campaigns add column steps integer not null default 2 check (steps between 2 and 101);

-- The campaigns seeded before this migration were the signed-in player's offers and the public
-- promotions at once (the code campaign is advertised too: its code is the entry).
update bonus_campaigns set audience = 'both' where status <> 'DRAFT';

-- The player's own choices about a campaign, one row per player and campaign, changed in place:
-- opted in or out (null: never chosen), dismissed from their list, and the last answer to its
-- terms. Every answer to the terms is also kept below (what the player agreed to, and when).
create table bonus_campaign_players (
  player_id uuid not null references players (id),
  campaign_id text not null references bonus_campaigns (id),
  opted_in boolean,
  opted_at timestamptz,
  dismissed_at timestamptz,
  consent boolean,
  consented_at timestamptz,
  primary key (player_id, campaign_id),
  check ((opted_in is null) = (opted_at is null)),
  check ((consent is null) = (consented_at is null))
);

create table bonus_campaign_consents (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  campaign_id text not null references bonus_campaigns (id),
  agreed boolean not null,
  -- The code the player gave, when they answered by code.
  bonus_code text,
  created_at timestamptz not null default now()
);
create index bonus_campaign_consents_player on bonus_campaign_consents (player_id, campaign_id);

-- How a game's real-money stake counts towards the wagering of a bonus, in percent (the operator's
-- "game weighting"): slots in full, table games (roulette, live or not) a tenth, jackpot games not
-- at all (and bonus money is not for them). One rule for the wagering (rewards.ts recordWagering)
-- and for what the player is told (GET /bonus/games/{id}/limitations). An unknown game counts in full.
create function bonus_wagering_percent(game text) returns integer language sql stable as $$
  select coalesce((select case when g.jackpot_pool_id is not null then 0 when g.game_type = 'slot' then 100 else 10 end
                     from games g where g.id = game), 100)
$$;

-- A campaign's texts in other languages than the operator's own (GET /bonus/campaigns-by-language):
-- a language without a row reads the operator's texts.
create table bonus_campaign_texts (
  campaign_id text not null references bonus_campaigns (id),
  language text not null,
  title text not null,
  description text not null,
  primary key (campaign_id, language)
);
