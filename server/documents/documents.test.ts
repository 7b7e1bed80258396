/**
 * Verification documents on the platform: the list derived from what is asked for and what was
 * received, upload URLs that only their player can use once, files checked by their bytes, the
 * verification team's review, and the withdrawal check reading the KYC that follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, station, type Client } from '../wallet/test-support.ts'
import { MAX_DOCUMENT_BYTES, sniffContentType } from './documents.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a picture')])
const pdf = Buffer.from('%PDF-1.7\nrest of a document')

interface Player {
  client: Client
  idToken: string
}

/** An unverified player (a fresh registration's KYC) with documents asked for by the team. */
async function player(kycStatus = 'NOT_VERIFIED'): Promise<Player> {
  const playerId = await createPlayer(platform.db, { kycStatus })
  const { idToken } = await platform.app.services.tokens.issue(playerId, 'password')
  return { client: await clientFor(platform, playerId), idToken }
}

const backOffice = async (p: Player, path: 'request' | 'review', body: unknown) => {
  const res = await fetch(`${platform.url}/dev/player/documents/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.idToken}` },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: res.status === 204 ? null : await res.json() }
}

const documents = async (p: Player) => (await p.client.get('/api/v1/player/documents')).body
const statusOf = async (p: Player, type: string) => (await documents(p)).documents.find((d: { documentType: string }) => d.documentType === type)

const uploadUrl = async (p: Player, overrides: Record<string, unknown> = {}) =>
  p.client.send('POST', '/api/v1/player/documents/upload', {
    documentKey: 'idDocument',
    documentType: 'PROOF_OF_ID',
    fileName: 'passport.png',
    contentType: 'image/png',
    sizeBytes: png.length,
    ...overrides,
  })

const put = async (url: string, bytes: Uint8Array<ArrayBuffer>, idToken: string | null) => {
  const res = await fetch(platform.url + url, {
    method: 'PUT',
    headers: { 'x-site-id': '5', 'content-type': 'application/octet-stream', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: bytes,
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function upload(p: Player, bytes: Uint8Array<ArrayBuffer> = png) {
  const { body } = await uploadUrl(p)
  return { url: body.uploadUrl as string, answer: await put(body.uploadUrl, bytes, p.idToken) }
}

describe('the document list', () => {
  it('shows every kind unrequested for a player nobody asked, and the requested kinds once asked', async () => {
    const p = await player()
    const before = await documents(p)
    expect(before).toMatchObject({ kycStatus: 'NOT_VERIFIED', sourceOfWealthRequired: false })
    expect(before.documents.map((d: { documentType: string; status: string }) => [d.documentType, d.status])).toEqual([
      ['PROOF_OF_ID', 'UNREQUESTED'],
      ['PROOF_OF_ADDRESS', 'UNREQUESTED'],
      ['PROOF_OF_PAYMENT', 'UNREQUESTED'],
      ['SOURCE_OF_WEALTH', 'UNREQUESTED'],
      ['OTHER', 'UNREQUESTED'],
    ])
    expect((await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID', 'SOURCE_OF_WEALTH'] })).status).toBe(204)
    const after = await documents(p)
    expect(after.sourceOfWealthRequired).toBe(true)
    expect(after.documents.filter((d: { status: string }) => d.status === 'REQUESTED').map((d: { documentType: string }) => d.documentType)).toEqual([
      'PROOF_OF_ID',
      'SOURCE_OF_WEALTH',
    ])
    expect((await p.client.get('/api/v1/player/profile')).body.requestDocumentTypeStatus).toBe('ID,SOW')
  })
})

describe('upload URLs', () => {
  it('hands out a single-use path on this platform, expiring in 15 minutes, never the same twice', async () => {
    const p = await player()
    const answer = await uploadUrl(p)
    if (answer.status !== 200) throw new Error(answer.text)
    const first = answer.body
    const second = (await uploadUrl(p)).body
    expect(first.uploadUrl).toBe(`/api/v1/player/documents/uploads/${first.uploadId}`)
    expect(first.uploadId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.uploadId).not.toBe(first.uploadId)
    const minutes = (new Date(first.expiresAt).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14.9)
    expect(minutes).toBeLessThanOrEqual(15)
    // Only the hash of the id is kept.
    const stored = await platform.db.query<{ n: number }>(`select count(*)::int as n from document_uploads where encode(id_hash, 'escape') like '%' || $1 || '%'`, [first.uploadId])
    expect(stored[0]!.n).toBe(0)
  })

  it('refuses the EDD questionnaire, a key of another kind, a type or size the contract does not allow', async () => {
    const p = await player()
    expect((await uploadUrl(p, { documentType: 'EDD_QUESTIONNAIRE', documentKey: 'eddQuestionnaire' })).body).toMatchObject({ status: 400, code: 'error.document.type.invalid' })
    expect((await uploadUrl(p, { documentKey: 'addressDocument' })).body).toMatchObject({ status: 400, code: 'error.document.type.invalid' })
    expect((await uploadUrl(p, { contentType: 'image/gif' })).status).toBe(400)
    expect((await uploadUrl(p, { sizeBytes: MAX_DOCUMENT_BYTES + 1 })).status).toBe(400)
  })
})

describe('receiving a file', () => {
  it('stores an accepted PNG with its type, size and hash, and puts the kind under review in one step', async () => {
    const p = await player()
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    const { answer } = await upload(p)
    expect(answer.status).toBe(204)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'UNDER_REVIEW', rejectionReason: null, updatedAt: expect.any(String) })
    expect((await documents(p)).kycStatus).toBe('PENDING')
    const row = (await platform.db.one<{ content_type: string; size_bytes: number; sha: string; content: Uint8Array }>(
      `select content_type, size_bytes, encode(sha256, 'hex') as sha, content from document_uploads where player_id = $1 and created_at is not null`,
      [p.client.playerId],
    ))!
    expect(row).toMatchObject({ content_type: 'image/png', size_bytes: png.length })
    expect(Buffer.from(row.content).equals(png)).toBe(true)
    expect(row.sha).toBe((await import('node:crypto')).createHash('sha256').update(png).digest('hex'))
  })

  it('takes a PDF by its bytes whatever the declared type, and refuses bytes that are no accepted kind', async () => {
    const p = await player()
    expect((await upload(p, pdf)).answer.status).toBe(204)
    const q = await player()
    const refused = await upload(q, Buffer.from('GIF89a not accepted'))
    expect(refused.answer).toEqual({ status: 400, body: { status: 400, code: 'error.document.content_type.invalid', message: 'The file is not a JPEG, PNG or PDF.' } })
    expect(await statusOf(q, 'PROOF_OF_ID')).toMatchObject({ status: 'UNREQUESTED' })
    // A refused file leaves the id usable for a right one.
    expect((await put(refused.url, png, q.idToken)).status).toBe(204)
  })

  it('refuses a file over 10 MiB in the contract’s words, and a much larger one at the framework', async () => {
    const p = await player()
    const over = Buffer.concat([png, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - png.length)])
    expect((await upload(p, over)).answer.body).toMatchObject({ status: 400, code: 'error.document.too_large' })
    expect((await upload(p, Buffer.alloc(MAX_DOCUMENT_BYTES + 1024))).answer.status).toBe(413)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'UNREQUESTED' })
  })

  it('answers a replay of the same bytes with 204 and changes nothing; other bytes on a used id are a conflict', async () => {
    const p = await player()
    const { url } = await upload(p)
    const before = await statusOf(p, 'PROOF_OF_ID')
    expect((await put(url, png, p.idToken)).status).toBe(204)
    expect(await statusOf(p, 'PROOF_OF_ID')).toEqual(before)
    expect((await put(url, pdf, p.idToken)).body).toMatchObject({ status: 409, code: 'error.upload.used' })
    const files = await platform.db.query(`select 1 from document_uploads where player_id = $1 and created_at is not null`, [p.client.playerId])
    expect(files).toHaveLength(1)
  })

  it('refuses an expired id, an unknown id, and another player’s id as if unknown', async () => {
    const p = await player()
    const expired = (await uploadUrl(p)).body
    await platform.db.query(`update document_uploads set expires_at = now() - interval '1 second' where player_id = $1`, [p.client.playerId])
    expect((await put(expired.uploadUrl, png, p.idToken)).body).toMatchObject({ status: 400, code: 'error.upload.expired' })
    expect((await put('/api/v1/player/documents/uploads/not-an-upload', png, p.idToken)).body).toMatchObject({ status: 404, code: 'error.upload.not.found' })

    const mine = (await uploadUrl(p)).body
    const thief = await player()
    expect((await put(mine.uploadUrl, png, thief.idToken)).body).toMatchObject({ status: 404, code: 'error.upload.not.found' })
    expect((await put(mine.uploadUrl, png, null)).status).toBe(401)
    expect(await statusOf(thief, 'PROOF_OF_ID')).toMatchObject({ status: 'UNREQUESTED' })
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'UNREQUESTED' })
    expect((await put(mine.uploadUrl, png, p.idToken)).status).toBe(204)
  })

  it('confirms the kind under review with its sub type, and refuses a kind with no file', async () => {
    const p = await player()
    expect((await p.client.send('POST', '/api/v1/player/documents', { documentType: 'SOURCE_OF_WEALTH' })).body).toMatchObject({ status: 400, code: 'error.document.not.uploaded' })
    const { body } = await uploadUrl(p, { documentType: 'SOURCE_OF_WEALTH', documentKey: 'sowDocument', fileName: 'statement.pdf', contentType: 'application/pdf' })
    await put(body.uploadUrl, pdf, p.idToken)
    const confirmed = await p.client.send('POST', '/api/v1/player/documents', { documentType: 'SOURCE_OF_WEALTH', subType: 'BS' })
    expect(confirmed.body).toMatchObject({ documentType: 'SOURCE_OF_WEALTH', status: 'UNDER_REVIEW', subType: 'BS' })
  })
})

describe('the verification team’s review and the withdrawal check', () => {
  const withdrawal = async (p: Player) => (await p.client.send('POST', '/api/v1/player/wallet/withdrawal/request', station)).body.result

  it('moves requested → under review → rejected with its reason → under review → verified, and withdrawals follow', async () => {
    const p = await player()
    await fund(platform.db, p.client.playerId, 10_000)
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    expect(await withdrawal(p)).toBe('DOCUMENTS_REQUIRED')

    await upload(p)
    expect(await withdrawal(p)).toBe('DOCUMENTS_UNDER_REVIEW')

    expect((await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'REJECTED', rejectionReason: 'BAD_QUALITY' })).status).toBe(204)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'REQUESTED', rejectionReason: 'BAD_QUALITY' })
    expect((await documents(p)).kycStatus).toBe('NOT_VERIFIED')
    expect(await withdrawal(p)).toBe('DOCUMENTS_REQUIRED')

    await upload(p)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'UNDER_REVIEW', rejectionReason: null })
    expect((await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' })).status).toBe(204)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'VERIFIED', rejectionReason: null })
    expect((await documents(p)).kycStatus).toBe('FULLY VERIFIED')
    expect(await withdrawal(p)).toBe('SUCCESS')
  })

  it('keeps KYC pending while another file waits, and marks an overdue player PENDING_EXPIRED on a rejection', async () => {
    const p = await player()
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID', 'PROOF_OF_ADDRESS'], dueInDays: -1 })
    await upload(p)
    const address = (await uploadUrl(p, { documentType: 'PROOF_OF_ADDRESS', documentKey: 'addressDocument' })).body
    await put(address.uploadUrl, png, p.idToken)
    await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' })
    expect((await documents(p)).kycStatus).toBe('PENDING')
    await backOffice(p, 'review', { documentType: 'PROOF_OF_ADDRESS', decision: 'REJECTED', rejectionReason: 'POA_NO_ISSUE_DATE' })
    expect((await documents(p)).kycStatus).toBe('PENDING_EXPIRED')
  })

  it('marks a verified document expired, which asks for a new file, and takes one', async () => {
    const p = await player()
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    await upload(p)
    await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' })
    expect((await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'EXPIRED' })).status).toBe(204)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'EXPIRED', rejectionReason: null })
    expect((await upload(p)).answer.status).toBe(204)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'UNDER_REVIEW' })
  })

  it('asks a fully verified player again: a request for a kind not verified makes documents due, one for a verified kind changes nothing', async () => {
    const p = await player()
    await fund(platform.db, p.client.playerId, 10_000)
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    await upload(p)
    await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' })
    expect((await documents(p)).kycStatus).toBe('FULLY VERIFIED')
    expect(await withdrawal(p)).toBe('SUCCESS')

    // The verified kind asked for again: nothing is due.
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    expect((await documents(p)).kycStatus).toBe('FULLY VERIFIED')

    // A new kind: due, and the withdrawal check says so until it is sent and verified.
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID', 'PROOF_OF_ADDRESS'] })
    expect(await statusOf(p, 'PROOF_OF_ADDRESS')).toMatchObject({ status: 'REQUESTED' })
    expect((await documents(p)).kycStatus).toBe('NOT_VERIFIED')
    expect(await withdrawal(p)).toBe('DOCUMENTS_REQUIRED')
    const address = (await uploadUrl(p, { documentType: 'PROOF_OF_ADDRESS', documentKey: 'addressDocument' })).body
    await put(address.uploadUrl, png, p.idToken)
    expect(await withdrawal(p)).toBe('DOCUMENTS_UNDER_REVIEW')
    await backOffice(p, 'review', { documentType: 'PROOF_OF_ADDRESS', decision: 'VERIFIED' })
    expect((await documents(p)).kycStatus).toBe('FULLY VERIFIED')
    expect(await withdrawal(p)).toBe('SUCCESS')
  })

  it('refuses a review without a reason, an unknown reason, a kind with no file, and a caller without a token', async () => {
    const p = await player()
    expect((await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'REJECTED' })).status).toBe(400)
    expect((await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'REJECTED', rejectionReason: 'UGLY' })).status).toBe(400)
    expect((await backOffice(p, 'review', { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' })).status).toBe(409)
    expect((await backOffice(p, 'request', { documentTypes: ['PASSPORT'] })).status).toBe(400)
    expect((await backOffice({ ...p, idToken: 'nope' }, 'request', { documentTypes: [] })).status).toBe(401)
  })
})

describe('external identity verification (the provider’s sandbox)', () => {
  const start = (p: Player, body: Record<string, unknown>) => p.client.send('POST', '/api/v1/player/documents/verification', body)
  const answer = (redirectUrl: string, outcome: string) =>
    fetch(platform.url + redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' })

  it('sends the player to the provider and back; an approval verifies the kind and settles KYC', async () => {
    const p = await player()
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    const started = await start(p, { documentType: 'PROOF_OF_ID', returnUrl: '/en-NZ/my-account/verification' })
    expect(started.status).toBe(200)
    expect(started.body.redirectUrl).toMatch(/^\/sandbox\/identity\/[A-Za-z0-9_-]{43}$/)
    const providerPage = await fetch(platform.url + started.body.redirectUrl)
    expect(providerPage.status).toBe(200)
    expect(await providerPage.text()).toContain('Proof of identity')

    const back = await answer(started.body.redirectUrl, 'APPROVED')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/en-NZ/my-account/verification')
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'VERIFIED', rejectionReason: null })
    expect((await documents(p)).kycStatus).toBe('FULLY VERIFIED')
    // Answered once: the page is closed, a second answer changes nothing.
    expect((await fetch(platform.url + started.body.redirectUrl)).status).toBe(404)
    expect((await answer(started.body.redirectUrl, 'DECLINED')).status).toBe(404)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'VERIFIED' })
  })

  it('leaves the kind as it was when declined or expired, and a later file still counts', async () => {
    const p = await player()
    await backOffice(p, 'request', { documentTypes: ['PROOF_OF_ID'] })
    const declined = (await start(p, { documentType: 'PROOF_OF_ID' })).body
    expect((await answer(declined.redirectUrl, 'DECLINED')).headers.get('location')).toBe('/')
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'REQUESTED' })
    const late = (await start(p, { documentType: 'PROOF_OF_ID' })).body
    await platform.db.query(`update document_verifications set expires_at = now() - interval '1 second' where player_id = $1 and outcome is null`, [p.client.playerId])
    expect((await answer(late.redirectUrl, 'APPROVED')).status).toBe(404)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'REQUESTED' })
    await upload(p)
    expect(await statusOf(p, 'PROOF_OF_ID')).toMatchObject({ status: 'UNDER_REVIEW' })
  })

  it('refuses a return address off the site, the EDD questionnaire, and an unknown session', async () => {
    const p = await player()
    for (const returnUrl of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      expect((await start(p, { documentType: 'PROOF_OF_ID', returnUrl })).body, returnUrl).toMatchObject({ status: 400, code: 'error.validation' })
    }
    expect((await start(p, { documentType: 'EDD_QUESTIONNAIRE' })).body).toMatchObject({ status: 400, code: 'error.document.type.invalid' })
    expect((await fetch(`${platform.url}/sandbox/identity/nope`)).status).toBe(404)
    expect((await answer('/sandbox/identity/nope', 'APPROVED')).status).toBe(404)
  })
})

describe('sniffing a file', () => {
  it('knows JPEG, PNG and PDF by their first bytes only', () => {
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffContentType(png)).toBe('image/png')
    expect(sniffContentType(pdf)).toBe('application/pdf')
    expect(sniffContentType(Buffer.from('%PDF'))).toBeNull()
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
  })
})
