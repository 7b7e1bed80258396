-- Responsible-gambling limits (server/limits): the deposit family (deposit, loss) and the spend
-- family, each per period D, W, M. A decrease applies at once; an increase or a removal waits for
-- the market's cooling period as a pending change (DECISIONS.md 17).

create table rg_limits (
  player_id uuid not null references players (id),
  kind text not null check (kind in ('deposit', 'loss', 'spend')),
  period text not null check (period in ('D', 'W', 'M')),
  -- Null once a removal has applied (the row stays, keeping its history in rg_limit_changes).
  limit_minor bigint check (limit_minor > 0),
  pending_limit_minor bigint check (pending_limit_minor > 0),
  pending_removal boolean not null default false,
  pending_active_from timestamptz,
  -- Set by the operator: the player cannot change this limit now.
  locked boolean not null default false,
  -- When the current value took effect.
  start_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (player_id, kind, period),
  constraint rg_limit_one_pending check (not (pending_removal and pending_limit_minor is not null)),
  constraint rg_limit_pending_has_date check ((pending_active_from is null) = (pending_limit_minor is null and not pending_removal))
);

-- Every change a player asked for and when it takes effect: a regulator's question ("when did the
-- player raise the limit, and when did it apply?") is answered from here.
create table rg_limit_changes (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  kind text not null,
  period text not null,
  action text not null check (action in ('SET', 'DECREASE', 'INCREASE_PENDING', 'REMOVAL_PENDING', 'CANCEL_PENDING', 'PENDING_APPLIED')),
  old_limit_minor bigint,
  new_limit_minor bigint,
  effective_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index rg_limit_changes_player on rg_limit_changes (player_id, id desc);
