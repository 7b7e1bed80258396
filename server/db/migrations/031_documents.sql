-- Verification documents (spec 000 §3 "Verification documents", §4 "Document verification";
-- 001 "GET documents list ... upload document returns an uploadUrl"; server/documents).
--
-- Which kinds the verification team asks for stays in players.request_document_type_status (short
-- codes ID, POA, POP, SOW, OTHER), as the profile already answers it. Everything else about a kind
-- is derived from its newest received upload: none → REQUESTED or UNREQUESTED, not reviewed →
-- UNDER_REVIEW, reviewed → the review (VERIFIED, EXPIRED, or REJECTED, which the player reads as
-- REQUESTED again with the reason).
--
-- One row per upload URL handed out. The upload id itself is never stored, only its SHA-256, like
-- refresh tokens; the file arrives later (received_at) and is kept here, bytes and all.
create table document_uploads (
  id bigint generated always as identity primary key,
  player_id uuid not null references players (id),
  document_type text not null check (document_type in ('PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'OTHER')),
  sub_type text check (char_length(sub_type) between 1 and 32),
  id_hash bytea not null unique,
  file_name text not null check (char_length(file_name) between 1 and 255),
  -- What the player said they would send; the file itself is checked when it arrives.
  declared_content_type text not null,
  declared_size_bytes integer not null check (declared_size_bytes > 0),
  expires_at timestamptz not null,
  requested_at timestamptz not null default now(),
  -- The file, once received (a PUT to the upload URL).
  content bytea,
  content_type text check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer check (size_bytes between 1 and 10485760),
  sha256 bytea,
  created_at timestamptz,
  -- The verification team's answer on this file.
  review text check (review in ('VERIFIED', 'REJECTED', 'EXPIRED')),
  rejection_reason text,
  reviewed_at timestamptz,
  constraint document_upload_file_whole check (
    (content is null) = (created_at is null) and (content is null) = (content_type is null)
    and (content is null) = (size_bytes is null) and (content is null) = (sha256 is null)),
  constraint document_upload_review_needs_file check (review is null or content is not null),
  constraint document_upload_reason_when_rejected check (coalesce(review = 'REJECTED', false) = (rejection_reason is not null)),
  constraint document_upload_review_dated check ((review is null) = (reviewed_at is null))
);

-- A kind's state is its newest received file.
create index document_uploads_received on document_uploads (player_id, document_type, created_at desc) where created_at is not null;
