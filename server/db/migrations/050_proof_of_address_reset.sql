-- A changed postal address sets aside the player's approved proof of address (server/account/address.ts,
-- server/documents/documents.ts resetProofOfAddress), in the transaction that changes the address.
--
-- The approval is never rewritten: the file (or the provider's approved check) keeps its review,
-- and is marked with the address change it came before. That change's previous_* columns hold the
-- address the proof showed. A marked approval no longer verifies the kind: proof of address is
-- asked for again, and the player reads it as REQUESTED.
alter table document_uploads add column superseded_by_address_change bigint references address_changes (id);
alter table document_verifications add column superseded_by_address_change bigint references address_changes (id);

alter table document_uploads add constraint document_upload_superseded_when_verified
  check (superseded_by_address_change is null or review = 'VERIFIED');
alter table document_verifications add constraint document_verification_superseded_when_approved
  check (superseded_by_address_change is null or outcome = 'APPROVED');
