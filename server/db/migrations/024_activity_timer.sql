-- The activity timer (reality check, spec 000 §4, 001 §7 "Activity", DECISIONS.md 20): the
-- interval each player chose, and per session when the timer last started. The platform counts
-- the time itself from these rows; nothing the client says about elapsed time is trusted.

create table activity_settings (
  player_id uuid primary key references players (id),
  -- NOT_SET means the player switched the check off; the others are 30, 60 and 120 minutes.
  activity_timer text not null check (activity_timer in ('NOT_SET', 'HALF_AN_HOUR', 'HOUR', 'TWO_HOURS')),
  activity_timer_on boolean not null,
  updated_at timestamptz not null default now(),
  constraint activity_timer_on_has_interval check (not (activity_timer_on and activity_timer = 'NOT_SET'))
);

-- When the session's timer last (re)started: null means at login (sessions.created_at). A
-- player who continues after a reality check restarts it here.
alter table sessions add column if not exists activity_timer_started_at timestamptz;
