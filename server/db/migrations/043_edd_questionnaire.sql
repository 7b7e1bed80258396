-- Enhanced due diligence (EDD) questionnaire (spec 000 "EDD questionnaire selection", 001 "GET and
-- POST EDD questionnaire answer"; server/edd/edd.ts).
--
-- One row per answer a player submits. The reference lists (occupations, salary ranges, sources
-- of funds) are constants in server/edd/edd.ts: the answer keeps the occupation and source of
-- funds as sent (a listed code, or the player's own words for "Other"), and the salary range's id.
-- Submitting moves the player's KYC from EDD_PENDING to EDD_UNDER_REVIEW in the same transaction;
-- the compliance team's review (dev back office) approves it (KYC ENHANCED) or rejects it with a
-- reason (KYC EDD_PENDING again, and the player answers anew).
create table edd_answers (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  occupation text not null check (length(occupation) between 1 and 200),
  salary_range_id integer not null check (salary_range_id > 0),
  source_of_funds text not null check (length(source_of_funds) between 1 and 200),
  place_of_birth text not null check (length(place_of_birth) between 1 and 100),
  nationality text not null references countries (code),
  submitted_at timestamptz not null default now(),
  review text check (review in ('APPROVED', 'REJECTED')),
  rejection_reason text,
  reviewed_at timestamptz,
  constraint edd_answer_review_dated check ((review is null) = (reviewed_at is null))
);

create index edd_answers_newest on edd_answers (player_id, submitted_at desc, id desc);
