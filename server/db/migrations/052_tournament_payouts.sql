-- Tournament prizes (migration 047's series; docs/decisions.md "Tournament prizes"). When an
-- edition has ended, its board in each currency is settled once: the prize places are paid their
-- share of the pool from the house's BONUS_FUNDING account into the winner's MAIN account, one
-- ledger transaction each (reference TOURNAMENT-<edition>-<place>), and told in the CRM inbox.

-- Shares are whole percents of the pool and add up to the whole pool, so a settlement never has
-- to guess where a missing or surplus percent goes.
create function tournament_shares_total(shares integer[]) returns bigint language sql immutable as $$
  select coalesce(sum(s), 0) from unnest(shares) as s
$$;
alter table tournaments add constraint tournaments_prize_shares_whole_pool
  check (tournament_shares_total(prize_shares) = 100 and 0 < all (prize_shares));

-- Editions ending at or before this instant have been looked at by the periodic settlement (every
-- currency that had a counting bet was settled); the next pass starts from here, not from the
-- series' first edition. Null: nothing settled yet.
alter table tournaments add column settled_until timestamptz;

-- One row per settled edition and currency, inserted first in the settlement's transaction: the
-- edition id is the key, so a second settlement (a repeated pass, another platform instance, a
-- lobby read) waits for the first to commit and then finds the row and pays nothing. An edition
-- whose board is empty is not settled (there is nothing to pay); one whose board is not empty is
-- settled once with all its prize places.
create table tournament_settlements (
  -- `{series}-{currency}-{yyyymmdd}`, as the contract's tournamentId.
  edition_id text primary key,
  tournament_id text not null references tournaments (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- The pool in the board's currency (fromEuroMinor of the series' euro pool), in minor units.
  pool_minor bigint not null check (pool_minor > 0),
  -- What the prize places with a player were paid, and what stays with the house: places nobody
  -- reached. The shares' rounding remainder goes to the first place, so paid + unawarded is the
  -- pool to the minor unit: no money is created or lost.
  -- The claim's insert records the whole pool as unawarded; the same transaction moves each paid
  -- prize over before it commits.
  paid_minor bigint not null check (paid_minor >= 0),
  unawarded_minor bigint not null check (unawarded_minor >= 0),
  settled_at timestamptz not null default now(),
  check (paid_minor + unawarded_minor = pool_minor),
  unique (tournament_id, currency, starts_at)
);

-- One row per paid place: (edition, place) is paid once, and each names its ledger credit.
create table tournament_payouts (
  edition_id text not null references tournament_settlements (edition_id),
  place integer not null check (place >= 1),
  player_id uuid not null references players (id),
  points bigint not null check (points > 0),
  prize_minor bigint not null check (prize_minor > 0),
  ledger_transaction_id bigint not null unique references ledger_transactions (id),
  primary key (edition_id, place),
  -- A player holds one place of a board.
  unique (edition_id, player_id)
);
create index tournament_payouts_player on tournament_payouts (player_id);

-- The inbox tells a winner their place and prize (server/crm/inbox-texts.ts words it).
alter table inbox_messages drop constraint inbox_messages_template_check;
alter table inbox_messages add constraint inbox_messages_template_check
  check (template in ('WELCOME', 'DOCUMENT_VERIFIED', 'TOURNAMENT_PRIZE'));
