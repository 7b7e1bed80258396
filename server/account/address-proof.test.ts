/**
 * A changed postal address and the proof of address (POST /player/address, docs/decisions.md
 * "Postal address" 1a): an approved proof showed the old address, so the change sets it aside in
 * the same transaction — proof of address asked for again, the old approval kept and marked, KYC
 * and the withdrawal check following as for any missing document — and the answer says a proof of
 * the new address is needed. The same address sent again, and a player with no approved proof,
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewDocument, receiveFile, requestDocuments, requestUpload } from '../documents/documents.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, station, type Client } from '../wallet/test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const pdf = Buffer.from('%PDF-1.7\na utility bill')
const oslo = { address: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154' }
const bergen = { address: 'Bryggen 5', city: 'Bergen', postalCode: '5003' }

/** A Norwegian player (NOK) with money to withdraw, KYC as given. */
async function player(kycStatus = 'NOT_VERIFIED'): Promise<Client> {
  const id = await createPlayer(platform.db, { kycStatus })
  await fund(platform.db, id, 50_000)
  return clientFor(platform, id)
}

/** The player sends a file of `documentType`; the kind is then under review. */
async function send(p: Client, documentType: 'PROOF_OF_ADDRESS' | 'PROOF_OF_ID' = 'PROOF_OF_ADDRESS') {
  const key = documentType === 'PROOF_OF_ADDRESS' ? 'addressDocument' : 'idDocument'
  const { uploadId } = await requestUpload(platform.db, p.playerId, { documentKey: key, documentType, fileName: 'bill.pdf', contentType: 'application/pdf', sizeBytes: pdf.length })
  await receiveFile(platform.db, p.playerId, uploadId, pdf)
}

/** The verification team asks for proof of address and approves the file the player sends. */
async function approvedProofOfAddress(p: Client) {
  await requestDocuments(platform.db, p.playerId, ['PROOF_OF_ADDRESS'], 30)
  await send(p)
  expect(await reviewDocument(platform.db, p.playerId, { documentType: 'PROOF_OF_ADDRESS', decision: 'VERIFIED' })).toBe('reviewed')
}

const change = (p: Client, body: Record<string, string>) => p.send('POST', '/api/v1/player/address', body)
const proofOfAddress = async (p: Client) =>
  (await p.get('/api/v1/player/documents')).body.documents.find((d: { documentType: string }) => d.documentType === 'PROOF_OF_ADDRESS')
const withdrawal = async (p: Client) => (await p.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body.result
const account = async (p: Client) =>
  (await platform.db.one<{ address: string | null; kyc_status: string; request_document_type_status: string; documents_due_at: Date | null }>(
    'select address, kyc_status, request_document_type_status, documents_due_at from players where id = $1',
    [p.playerId],
  ))!
const addressChanges = (p: Client) =>
  platform.db.query<{ id: string; created_at: Date; previous_address: string | null }>(
    'select id, created_at, previous_address from address_changes where player_id = $1 order by id',
    [p.playerId],
  )
/** The player's proof-of-address files: their review, and the address change that set them aside. */
const proofFiles = (p: Client) =>
  platform.db.query<{ review: string | null; superseded_by_address_change: string | null }>(
    `select review, superseded_by_address_change from document_uploads
      where player_id = $1 and document_type = 'PROOF_OF_ADDRESS' and created_at is not null order by id`,
    [p.playerId],
  )

describe('an address change and an approved proof of address', () => {
  it('sets the approval aside: proof of address is asked for again, KYC and withdrawals follow, and the answer says so', async () => {
    const p = await player()
    expect((await change(p, oslo)).body).toEqual({ changed: true, proofOfAddressRequested: false })
    await approvedProofOfAddress(p)
    expect(await account(p)).toMatchObject({ kyc_status: 'FULLY VERIFIED', request_document_type_status: 'POA', documents_due_at: null })
    expect(await proofOfAddress(p)).toMatchObject({ status: 'VERIFIED' })
    expect(await withdrawal(p)).toBe('SUCCESS')

    const moved = await change(p, bergen)
    expect(moved.status).toBe(200)
    expect(moved.body).toEqual({ changed: true, proofOfAddressRequested: true })

    const [, bergenChange] = await addressChanges(p)
    expect(bergenChange!.previous_address).toBe('Karl Johans gate 1')
    // Asked for again, not rejected; dated when the address changed.
    expect(await proofOfAddress(p)).toEqual({
      documentType: 'PROOF_OF_ADDRESS',
      status: 'REQUESTED',
      subType: null,
      rejectionReason: null,
      updatedAt: bergenChange!.created_at.toISOString(),
    })
    // The approval stays as it was, marked as the proof of the address this change replaced.
    expect(await proofFiles(p)).toEqual([{ review: 'VERIFIED', superseded_by_address_change: bergenChange!.id }])
    const after = await account(p)
    expect(after).toMatchObject({ address: 'Bryggen 5', kyc_status: 'NOT_VERIFIED', request_document_type_status: 'POA' })
    const daysDue = (after.documents_due_at!.getTime() - Date.now()) / 86_400_000
    expect(daysDue).toBeGreaterThan(29.9)
    expect(daysDue).toBeLessThanOrEqual(30)
    expect((await p.get('/api/v1/player/profile')).body).toMatchObject({ kycStatus: 'NOT_VERIFIED', requestDocumentTypeStatus: 'POA' })
    expect(await withdrawal(p)).toBe('DOCUMENTS_REQUIRED')
    // The verification team cannot re-review a set-aside approval: it is history.
    expect(await reviewDocument(platform.db, p.playerId, { documentType: 'PROOF_OF_ADDRESS', decision: 'EXPIRED' })).toBe('nothing-to-review')
    expect(await proofFiles(p)).toEqual([{ review: 'VERIFIED', superseded_by_address_change: bergenChange!.id }])

    // A proof of the new address, approved, verifies the player again.
    await send(p)
    expect(await proofOfAddress(p)).toMatchObject({ status: 'UNDER_REVIEW' })
    expect(await withdrawal(p)).toBe('DOCUMENTS_UNDER_REVIEW')
    await reviewDocument(platform.db, p.playerId, { documentType: 'PROOF_OF_ADDRESS', decision: 'VERIFIED' })
    expect(await proofOfAddress(p)).toMatchObject({ status: 'VERIFIED' })
    expect((await account(p)).kyc_status).toBe('FULLY VERIFIED')
    expect((await change(p, bergen)).body).toEqual({ changed: false, proofOfAddressRequested: false })
    expect(await withdrawal(p)).toBe('SUCCESS')
  })

  it('is one transaction with the change: when setting the proof aside fails, the address stays as it was', async () => {
    const p = await player()
    await change(p, oslo)
    await approvedProofOfAddress(p)
    // The database refuses to mark this player's proof: the change must not be half done.
    await platform.db.exec(`
      create function refuse_marking_proof() returns trigger language plpgsql as $$
      begin
        raise exception 'marking refused for the test';
      end
      $$;
      create trigger refuse_marking_proof before update of superseded_by_address_change on document_uploads
        for each row when (new.player_id = '${p.playerId}') execute function refuse_marking_proof();`)
    try {
      expect((await change(p, bergen)).status).toBe(500)
    } finally {
      await platform.db.exec('drop trigger refuse_marking_proof on document_uploads; drop function refuse_marking_proof();')
    }
    expect(await account(p)).toMatchObject({ address: 'Karl Johans gate 1', kyc_status: 'FULLY VERIFIED', documents_due_at: null })
    expect(await addressChanges(p)).toHaveLength(1)
    expect(await proofFiles(p)).toEqual([{ review: 'VERIFIED', superseded_by_address_change: null }])
    expect(await proofOfAddress(p)).toMatchObject({ status: 'VERIFIED' })

    // Without the obstacle the same change goes through whole.
    expect((await change(p, bergen)).body).toEqual({ changed: true, proofOfAddressRequested: true })
    expect(await account(p)).toMatchObject({ address: 'Bryggen 5', kyc_status: 'NOT_VERIFIED' })
  })

  it('sending the address the player already has resets nothing, however it is typed', async () => {
    const p = await player()
    await change(p, oslo)
    await approvedProofOfAddress(p)
    const before = await account(p)
    const again = await change(p, { address: '  Karl  Johans gate 1 ', city: 'Oslo ', postalCode: '0154' })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ changed: false, proofOfAddressRequested: false })
    expect(await account(p)).toEqual(before)
    expect(await addressChanges(p)).toHaveLength(1)
    expect(await proofFiles(p)).toEqual([{ review: 'VERIFIED', superseded_by_address_change: null }])
    expect(await proofOfAddress(p)).toMatchObject({ status: 'VERIFIED' })
  })

  it('a retried change that finds the new address stored still says a new proof is needed, and marks nothing twice', async () => {
    const p = await player()
    await change(p, oslo)
    await approvedProofOfAddress(p)
    await change(p, bergen)
    const marked = await proofFiles(p)
    expect((await change(p, bergen)).body).toEqual({ changed: false, proofOfAddressRequested: true })
    // A further move while the proof is still missing sets nothing aside again.
    expect((await change(p, oslo)).body).toEqual({ changed: true, proofOfAddressRequested: true })
    expect(await proofFiles(p)).toEqual(marked)
    expect(await addressChanges(p)).toHaveLength(3)
  })

  it('keeps an enhanced (EDD) level: documents never move it, though proof of address is asked for again', async () => {
    const p = await player('ENHANCED')
    await change(p, oslo)
    await approvedProofOfAddress(p)
    expect((await change(p, bergen)).body).toEqual({ changed: true, proofOfAddressRequested: true })
    expect(await account(p)).toMatchObject({ kyc_status: 'ENHANCED', request_document_type_status: 'POA' })
    expect(await proofOfAddress(p)).toMatchObject({ status: 'REQUESTED' })
  })
})

describe('a player without an approved proof of address', () => {
  it('with no documents at all: the address changes and nothing else does', async () => {
    const p = await player('FULLY VERIFIED')
    const before = await account(p)
    expect((await change(p, oslo)).body).toEqual({ changed: true, proofOfAddressRequested: false })
    expect(await account(p)).toEqual({ ...before, address: 'Karl Johans gate 1' })
    expect(await proofOfAddress(p)).toMatchObject({ status: 'UNREQUESTED' })
    expect(await withdrawal(p)).toBe('SUCCESS')
  })

  it('with a proof under review: it stays under review, KYC pending', async () => {
    const p = await player()
    await change(p, oslo)
    await requestDocuments(platform.db, p.playerId, ['PROOF_OF_ADDRESS'], 30)
    await send(p)
    const before = await account(p)
    expect((await change(p, bergen)).body).toEqual({ changed: true, proofOfAddressRequested: false })
    expect(await account(p)).toEqual({ ...before, address: 'Bryggen 5' })
    expect(await proofOfAddress(p)).toMatchObject({ status: 'UNDER_REVIEW' })
    expect(await proofFiles(p)).toEqual([{ review: null, superseded_by_address_change: null }])
  })

  it('with a rejected proof: still asked for, with the reason the team gave', async () => {
    const p = await player()
    await change(p, oslo)
    await requestDocuments(platform.db, p.playerId, ['PROOF_OF_ADDRESS'], 30)
    await send(p)
    await reviewDocument(platform.db, p.playerId, { documentType: 'PROOF_OF_ADDRESS', decision: 'REJECTED', rejectionReason: 'POA_NO_ISSUE_DATE' })
    const before = await account(p)
    expect((await change(p, bergen)).body).toEqual({ changed: true, proofOfAddressRequested: false })
    expect(await account(p)).toEqual({ ...before, address: 'Bryggen 5' })
    expect(await proofOfAddress(p)).toMatchObject({ status: 'REQUESTED', rejectionReason: 'POA_NO_ISSUE_DATE' })
  })

  it('with only a proof of identity approved: it stays verified, and so does the player', async () => {
    const p = await player()
    await change(p, oslo)
    await requestDocuments(platform.db, p.playerId, ['PROOF_OF_ID'], 30)
    await send(p, 'PROOF_OF_ID')
    await reviewDocument(platform.db, p.playerId, { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' })
    const before = await account(p)
    expect(before.kyc_status).toBe('FULLY VERIFIED')
    expect((await change(p, bergen)).body).toEqual({ changed: true, proofOfAddressRequested: false })
    expect(await account(p)).toEqual({ ...before, address: 'Bryggen 5' })
    expect(await withdrawal(p)).toBe('SUCCESS')
  })
})
