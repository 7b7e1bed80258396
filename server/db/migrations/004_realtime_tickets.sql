-- One-time tickets that open the player websocket (/ws?Authorization=<ticket>). Only a hash is
-- stored; a ticket opens one connection (used_at), for a short time (expires_at), for the session
-- whose id token asked for it. The socket closes at id_token_expires_at.
create table realtime_tickets (
  ticket_hash text primary key,
  session_id uuid not null references sessions (id),
  player_id uuid not null references players (id),
  id_token_expires_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index realtime_tickets_expiry on realtime_tickets (expires_at);
