-- External identity verification (startDocumentVerification; spec 001 "POST external
-- document-verification initiate (response redirectUrl)"; server/documents/identity-sandbox.ts).
--
-- One row per session the player starts at the verification provider, which the platform plays
-- in its sandbox. The id is the provider's session address (random, like a payment page's): the
-- player's browser carries it to the provider and back. An approved session verifies the kind as
-- a reviewed file would; a declined one changes nothing, and the player may upload a file instead.
create table document_verifications (
  id text primary key,
  player_id uuid not null references players (id),
  document_type text not null check (document_type in ('PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'OTHER')),
  -- A path on this site, where the provider sends the player back.
  return_path text not null check (return_path like '/%' and return_path not like '//%'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  outcome text check (outcome in ('APPROVED', 'DECLINED')),
  completed_at timestamptz,
  constraint document_verification_outcome_dated check ((outcome is null) = (completed_at is null))
);

create index document_verifications_approved on document_verifications (player_id, document_type, completed_at desc) where outcome = 'APPROVED';
