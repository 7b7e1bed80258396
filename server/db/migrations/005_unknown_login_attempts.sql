-- Wrong passwords sent for e-mails that have no account (or none that can log in), counted like an
-- account's failed_login_count so that an unknown e-mail locks after as many tries as a known one
-- and the answers cannot tell them apart. Only a SHA-256 of the normalised e-mail is kept.
create table unknown_login_attempts (
  email_hash text primary key,
  failed_count integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);

create index unknown_login_attempts_updated on unknown_login_attempts (updated_at);
