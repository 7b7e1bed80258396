/**
 * Verification documents: which kinds the verification team asks for, upload URLs handed to the
 * player, the files received on them, and the team's review. A kind's status is derived, never
 * stored: from `players.request_document_type_status` (the kinds asked for) and the kind's newest
 * received file with its review (see migrations/031_documents.sql).
 */
import { createHash, randomBytes } from 'node:crypto'
import { addInboxMessage } from '../crm/inbox.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'

type Schemas = components['schemas']
export type DocumentType = Schemas['DocumentType']
export type UploadableType = Exclude<DocumentType, 'EDD_QUESTIONNAIRE'>
export type RejectionReason = Schemas['RejectionReason']

/** The kinds a player uploads files for, in the order the spec lists them (the EDD questionnaire is a form). */
export const documentKinds: readonly { type: UploadableType; key: Schemas['DocumentPayloadKey']; code: string }[] = [
  { type: 'PROOF_OF_ID', key: 'idDocument', code: 'ID' },
  { type: 'PROOF_OF_ADDRESS', key: 'addressDocument', code: 'POA' },
  { type: 'PROOF_OF_PAYMENT', key: 'paymentDocument', code: 'POP' },
  { type: 'SOURCE_OF_WEALTH', key: 'sowDocument', code: 'SOW' },
  { type: 'OTHER', key: 'otherDocument', code: 'OTHER' },
]

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const UPLOAD_TTL_MS = 15 * 60 * 1000
export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf'

/** What the file is by its first bytes; null when it is none of the accepted kinds. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'
  return null
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()

function kindOf(type: DocumentType) {
  const kind = documentKinds.find((k) => k.type === type)
  if (!kind) throw new ApiProblem(400, 'error.document.type.invalid', `${type} takes no file upload (the EDD questionnaire is answered as a form).`)
  return kind
}

/** The kinds asked for, from the profile's comma-separated short codes (`ID,POA`). */
export function requestedTypes(codes: string): Set<UploadableType> {
  const wanted = new Set(codes.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))
  return new Set(documentKinds.filter((k) => wanted.has(k.code)).map((k) => k.type))
}

type ReceivedRow = {
  document_type: UploadableType
  sub_type: string | null
  created_at: Date
  review: 'VERIFIED' | 'REJECTED' | 'EXPIRED' | null
  rejection_reason: RejectionReason | null
  reviewed_at: Date | null
  /** When an address change set this approval aside (a proof of the previous address); null otherwise. */
  superseded_at: Date | null
}

/**
 * Each kind's newest received file with its review. A session the verification provider approved
 * counts as a file verified when it was approved (startDocumentVerification). An approval an
 * address change set aside stays the newest file, marked with when it was set aside.
 */
async function newestFiles(db: Db, playerId: string): Promise<Map<UploadableType, ReceivedRow>> {
  const rows = await db.query<ReceivedRow>(
    `select distinct on (document_type) document_type, sub_type, created_at, review, rejection_reason, reviewed_at, superseded_at
       from (select u.document_type, u.sub_type, u.created_at, u.review, u.rejection_reason, u.reviewed_at, u.id, c.created_at as superseded_at
               from document_uploads u
               left join address_changes c on c.id = u.superseded_by_address_change
              where u.player_id = $1 and u.created_at is not null
             union all
             select v.document_type, null, v.completed_at, 'VERIFIED', null, v.completed_at, 0, c.created_at
               from document_verifications v
               left join address_changes c on c.id = v.superseded_by_address_change
              where v.player_id = $1 and v.outcome = 'APPROVED') as files
      order by document_type, created_at desc, id desc`,
    [playerId],
  )
  return new Map(rows.map((r) => [r.document_type, r]))
}

/**
 * A kind as the player sees it: a rejected file leaves the kind requested again, with the reason;
 * an approval set aside by an address change reads as no file (asked for again), dated when it was
 * set aside.
 */
export function documentOf(type: UploadableType, requested: boolean, file: ReceivedRow | undefined): Schemas['Document'] {
  if (!file) return { documentType: type, status: requested ? 'REQUESTED' : 'UNREQUESTED', subType: null, rejectionReason: null, updatedAt: null }
  if (file.superseded_at) {
    return { documentType: type, status: requested ? 'REQUESTED' : 'UNREQUESTED', subType: null, rejectionReason: null, updatedAt: file.superseded_at.toISOString() }
  }
  const status = file.review === null ? 'UNDER_REVIEW' : file.review === 'REJECTED' ? 'REQUESTED' : file.review
  return {
    documentType: type,
    status,
    subType: file.sub_type,
    rejectionReason: file.review === 'REJECTED' ? file.rejection_reason : null,
    updatedAt: (file.reviewed_at ?? file.created_at).toISOString(),
  }
}

type PlayerDocumentsRow = {
  kyc_status: Schemas['KycStatus']
  request_document_type_status: string
}

export async function listDocuments(db: Db, playerId: string): Promise<Schemas['DocumentList']> {
  const player = (await db.one<PlayerDocumentsRow>('select kyc_status, request_document_type_status from players where id = $1', [playerId]))!
  const requested = requestedTypes(player.request_document_type_status)
  const files = await newestFiles(db, playerId)
  return {
    kycStatus: player.kyc_status,
    // DECISIONS.md 15 with both country lists empty: required exactly when it is asked for.
    sourceOfWealthRequired: requested.has('SOURCE_OF_WEALTH'),
    documents: documentKinds.map((k) => documentOf(k.type, requested.has(k.type), files.get(k.type))),
  }
}

export interface UploadRequest {
  documentKey: Schemas['DocumentPayloadKey']
  documentType: DocumentType
  subType?: string
  fileName: string
  contentType: string
  sizeBytes: number
}

/** A single-use upload id bound to the player and kind; only its hash is kept. */
export async function requestUpload(db: Db, playerId: string, request: UploadRequest, now = new Date()) {
  const kind = kindOf(request.documentType)
  if (kind.key !== request.documentKey) {
    throw new ApiProblem(400, 'error.document.type.invalid', `${request.documentType} is sent under the key ${kind.key}, not ${request.documentKey}.`)
  }
  const uploadId = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS)
  await db.query(
    `insert into document_uploads (player_id, document_type, sub_type, id_hash, file_name, declared_content_type, declared_size_bytes, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [playerId, kind.type, request.subType ?? null, sha256(uploadId), request.fileName, request.contentType, request.sizeBytes, expiresAt],
  )
  return { uploadId, uploadUrl: `/api/v1/player/documents/uploads/${uploadId}`, expiresAt: expiresAt.toISOString() }
}

type UploadRow = {
  id: string
  player_id: string
  expires_at: Date
  sha256: Uint8Array | null
}

/**
 * Stores the file for an upload id in one transaction and moves the kind to UNDER_REVIEW (and the
 * player's KYC to PENDING, which the withdrawal check reads as DOCUMENTS_UNDER_REVIEW). The same
 * bytes sent again change nothing; other bytes on a used id are refused.
 */
export async function receiveFile(db: Db, playerId: string, uploadId: string, body: unknown, now = new Date()): Promise<void> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0)
  await db.transaction(async (tx) => {
    const upload = await tx.one<UploadRow>('select id, player_id, expires_at, sha256 from document_uploads where id_hash = $1 for update', [sha256(uploadId)])
    // Another player's id is answered like an unknown one: it says nothing about whether it exists.
    if (!upload || upload.player_id !== playerId) throw new ApiProblem(404, 'error.upload.not.found', 'No upload of yours has this id; ask for a new upload URL.')
    const digest = sha256(bytes)
    if (upload.sha256) {
      // PGlite reads bytea as a Uint8Array, node-postgres as a Buffer.
      if (Buffer.from(upload.sha256).equals(digest)) return
      throw new ApiProblem(409, 'error.upload.used', 'A file was already received on this upload URL; ask for a new one to send another.')
    }
    if (upload.expires_at.getTime() <= now.getTime()) throw new ApiProblem(400, 'error.upload.expired', 'This upload URL has expired; ask for a new one.')
    if (bytes.length === 0) throw new ApiProblem(400, 'error.document.empty', 'The file is empty.')
    if (bytes.length > MAX_DOCUMENT_BYTES) throw new ApiProblem(400, 'error.document.too_large', `The file is larger than ${MAX_DOCUMENT_BYTES} bytes (10 MiB).`)
    const contentType = sniffContentType(bytes)
    if (!contentType) throw new ApiProblem(400, 'error.document.content_type.invalid', 'The file is not a JPEG, PNG or PDF.')
    await tx.query(
      `update document_uploads set content = $2, content_type = $3, size_bytes = $4, sha256 = $5, created_at = $6 where id = $1`,
      [upload.id, bytes, contentType, bytes.length, digest, now],
    )
    await tx.query(`update players set kyc_status = 'PENDING', updated_at = now() where id = $1 and kyc_status in ('NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING_EXPIRED')`, [
      playerId,
    ])
  })
}

/** updateDocumentStatus: confirms the kind's file is under review, adding its subType if given. */
export async function confirmUploaded(db: Db, playerId: string, type: DocumentType, subType: string | undefined): Promise<Schemas['Document']> {
  const kind = kindOf(type)
  return db.transaction(async (tx) => {
    const pending = await tx.one<{ id: string }>(
      `select id from document_uploads where player_id = $1 and document_type = $2 and created_at is not null and review is null
        order by created_at desc, id desc limit 1 for update`,
      [playerId, kind.type],
    )
    if (!pending) throw new ApiProblem(400, 'error.document.not.uploaded', `No ${kind.type} file of yours is waiting for review; upload one first.`)
    if (subType !== undefined) await tx.query('update document_uploads set sub_type = $2 where id = $1', [pending.id, subType])
    const player = (await tx.one<PlayerDocumentsRow>('select kyc_status, request_document_type_status from players where id = $1', [playerId]))!
    return documentOf(kind.type, requestedTypes(player.request_document_type_status).has(kind.type), (await newestFiles(tx, playerId)).get(kind.type))
  })
}

export type ReviewDecision = { documentType: UploadableType } & (
  | { decision: 'VERIFIED' | 'EXPIRED' }
  | { decision: 'REJECTED'; rejectionReason: RejectionReason }
)

/**
 * The verification team's answer on the kind's newest file; the player's KYC follows (settleKyc).
 * Only the document-driven KYC levels move; EDD, restriction and suspension are left as they are.
 */
export async function reviewDocument(db: Db, playerId: string, review: ReviewDecision): Promise<'reviewed' | 'nothing-to-review'> {
  return db.transaction(async (tx) => {
    const file = await tx.one<{ id: string; superseded_by_address_change: string | null }>(
      `select id, superseded_by_address_change from document_uploads where player_id = $1 and document_type = $2 and created_at is not null
        order by created_at desc, id desc limit 1 for update`,
      [playerId, review.documentType],
    )
    // An approval an address change set aside is history: it is never reviewed again.
    if (!file || file.superseded_by_address_change !== null) return 'nothing-to-review'
    await tx.query(`update document_uploads set review = $2, rejection_reason = $3, reviewed_at = now() where id = $1`, [
      file.id,
      review.decision,
      review.decision === 'REJECTED' ? review.rejectionReason : null,
    ])
    // The CRM tells the player in their inbox, once per file.
    if (review.decision === 'VERIFIED') {
      await addInboxMessage(tx, playerId, { category: 'NOTIFICATION', template: 'DOCUMENT_VERIFIED', params: { documentType: review.documentType }, eventKey: `document-verified:${file.id}` })
    }
    await settleKyc(tx, playerId)
    return 'reviewed'
  })
}

/**
 * The player's KYC after a decision on a kind: still PENDING while any file waits, FULLY VERIFIED
 * (documents no longer due) once every kind asked for is verified, otherwise back to NOT_VERIFIED
 * (PENDING_EXPIRED past the deadline). Only the document-driven levels move.
 */
async function settleKyc(tx: Db, playerId: string): Promise<void> {
  const { documents } = await listDocuments(tx, playerId)
  if (documents.some((d) => d.status === 'UNDER_REVIEW')) return
  if (documents.every((d) => d.status === 'VERIFIED' || d.status === 'UNREQUESTED')) {
    await tx.query(
      `update players set kyc_status = 'FULLY VERIFIED', documents_due_at = null, updated_at = now()
        where id = $1 and kyc_status in ('NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'PENDING_EXPIRED')`,
      [playerId],
    )
  } else {
    await tx.query(
      `update players set kyc_status = case when documents_due_at < now() then 'PENDING_EXPIRED' else 'NOT_VERIFIED' end, updated_at = now()
        where id = $1 and kyc_status = 'PENDING'`,
      [playerId],
    )
  }
}

export const VERIFICATION_TTL_MS = 30 * 60 * 1000

/** A path on this site (not `//host`, not a URL elsewhere): where the provider may send the player back. */
export const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')

/** startDocumentVerification: a session at the verification provider for one kind; answers its page. */
export async function startVerification(db: Db, playerId: string, type: DocumentType, returnUrl: string | undefined, now = new Date()) {
  const kind = kindOf(type)
  const returnPath = returnUrl ?? '/'
  if (!isSitePath(returnPath)) throw new ApiProblem(400, 'error.validation', 'returnUrl is a path on this site, such as /en-NZ/my-account/verification.')
  const id = randomBytes(32).toString('base64url')
  await db.query(`insert into document_verifications (id, player_id, document_type, return_path, expires_at) values ($1, $2, $3, $4, $5)`, [
    id,
    playerId,
    kind.type,
    returnPath,
    new Date(now.getTime() + VERIFICATION_TTL_MS),
  ])
  return { redirectUrl: `/sandbox/identity/${id}` }
}

export interface VerificationSession {
  id: string
  player_id: string
  document_type: UploadableType
  return_path: string
  expires_at: Date
  outcome: 'APPROVED' | 'DECLINED' | null
}

export async function verificationSession(db: Db, id: string): Promise<VerificationSession | null> {
  return db.one<VerificationSession & Record<string, unknown>>(
    'select id, player_id, document_type, return_path, expires_at, outcome from document_verifications where id = $1',
    [id],
  )
}

/**
 * The provider's answer on a session, once: an approval verifies the kind (and settles KYC) in the
 * same transaction; a decline changes nothing else. Answers the session as it now stands, or null
 * when it is unknown, already answered or expired.
 */
export async function completeVerification(db: Db, id: string, outcome: 'APPROVED' | 'DECLINED', now = new Date()): Promise<VerificationSession | null> {
  return db.transaction(async (tx) => {
    const session = await tx.one<VerificationSession & Record<string, unknown>>(
      'select id, player_id, document_type, return_path, expires_at, outcome from document_verifications where id = $1 for update',
      [id],
    )
    if (!session || session.outcome !== null || session.expires_at.getTime() <= now.getTime()) return null
    await tx.query('update document_verifications set outcome = $2, completed_at = $3 where id = $1', [id, outcome, now])
    if (outcome === 'APPROVED') await settleKyc(tx, session.player_id)
    return { ...session, outcome }
  })
}

/** The verification team asks for kinds (replacing what was asked before), due in some days. */
export async function requestDocuments(db: Db, playerId: string, types: readonly UploadableType[], dueInDays: number): Promise<void> {
  const codes = documentKinds.filter((k) => types.includes(k.type)).map((k) => k.code).join(',')
  await db.transaction(async (tx) => {
    await tx.query(
      `update players set request_document_type_status = $2,
              documents_due_at = case when $2 = '' then null else now() + make_interval(days => $3::int) end,
              updated_at = now()
        where id = $1`,
      [playerId, codes, dueInDays],
    )
    // A FULLY VERIFIED player asked for a kind that is not verified has documents due again, as
    // settleKyc would have it: PENDING while a file waits, NOT_VERIFIED otherwise, so the withdrawal
    // check answers DOCUMENTS_UNDER_REVIEW or DOCUMENTS_REQUIRED and a deposit asks first. A request
    // for kinds already verified changes nothing; other levels are never moved here.
    const { documents } = await listDocuments(tx, playerId)
    const due = documents.some((d) => d.status === 'REQUESTED' || d.status === 'EXPIRED')
    const waiting = documents.some((d) => d.status === 'UNDER_REVIEW')
    if (!due && !waiting) return
    await tx.query(`update players set kyc_status = $2, updated_at = now() where id = $1 and kyc_status = 'FULLY VERIFIED'`, [
      playerId,
      waiting ? 'PENDING' : 'NOT_VERIFIED',
    ])
  })
}

/** Days a player has to send a proof of a new address, as long as the team's own requests (POST /dev/player/documents/request). */
export const NEW_ADDRESS_PROOF_DAYS = 30

/**
 * A changed postal address sets aside the player's approved proof of address, inside the
 * transaction `tx` that changes it (server/account/address.ts). Only when the kind reads VERIFIED:
 * a player with no approved proof (none, under review, rejected, expired) is left as they are.
 * The approvals are marked with the address change (the file keeps its review: history is never
 * rewritten), proof of address joins the kinds asked for, due in 30 days unless documents are
 * already due, and a FULLY VERIFIED player is NOT_VERIFIED again (documents are due), as settleKyc
 * would have it: the withdrawal check then answers DOCUMENTS_REQUIRED, and a deposit asks first.
 * Other KYC levels stay (PENDING while another file waits; EDD, restricted, suspended and
 * NOT_REQUIRED are never moved by documents).
 */
export async function resetProofOfAddress(tx: Db, playerId: string, addressChangeId: string): Promise<void> {
  const proof = (await newestFiles(tx, playerId)).get('PROOF_OF_ADDRESS')
  if (!proof || proof.review !== 'VERIFIED' || proof.superseded_at !== null) return
  await tx.query(
    `update document_uploads set superseded_by_address_change = $2
      where player_id = $1 and document_type = 'PROOF_OF_ADDRESS' and review = 'VERIFIED' and superseded_by_address_change is null`,
    [playerId, addressChangeId],
  )
  await tx.query(
    `update document_verifications set superseded_by_address_change = $2
      where player_id = $1 and document_type = 'PROOF_OF_ADDRESS' and outcome = 'APPROVED' and superseded_by_address_change is null`,
    [playerId, addressChangeId],
  )
  const player = (await tx.one<PlayerDocumentsRow>('select kyc_status, request_document_type_status from players where id = $1', [playerId]))!
  const asked = requestedTypes(player.request_document_type_status).add('PROOF_OF_ADDRESS')
  const codes = documentKinds.filter((k) => asked.has(k.type)).map((k) => k.code).join(',')
  await tx.query(
    `update players set request_document_type_status = $2,
            documents_due_at = coalesce(documents_due_at, now() + make_interval(days => $3::int)),
            kyc_status = case when kyc_status = 'FULLY VERIFIED' then 'NOT_VERIFIED' else kyc_status end,
            updated_at = now()
      where id = $1`,
    [playerId, codes, NEW_ADDRESS_PROOF_DAYS],
  )
}

/**
 * Whether the player is asked for a proof of their new address: the kind is asked for and its
 * newest file is an approval an address change set aside (nothing sent since). The address
 * change's answer says it, so a retried change that finds nothing to change still says it.
 */
export async function proofOfAddressSetAside(db: Db, playerId: string): Promise<boolean> {
  const player = (await db.one<PlayerDocumentsRow>('select kyc_status, request_document_type_status from players where id = $1', [playerId]))!
  const proof = (await newestFiles(db, playerId)).get('PROOF_OF_ADDRESS')
  return requestedTypes(player.request_document_type_status).has('PROOF_OF_ADDRESS') && proof !== undefined && proof.superseded_at !== null
}
