/**
 * The sandbox CRM on the platform: a player's inbox session (short-lived, bound to the player,
 * only its hash stored), the welcome at the first contact, the verified-document notification,
 * listing and reading messages through the session, the unread count, and the inbox page's
 * headers. One player's session never reads or marks another's messages.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../identity/test-support.ts'
import { send } from '../testing/http.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { createPlayer } from '../wallet/test-support.ts'
import { addInboxMessage } from './inbox.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

async function player() {
  const id = await createPlayer(platform.db)
  const { idToken } = await platform.app.services.tokens.issue(id, 'password')
  return { id, token: idToken }
}
type Player = Awaited<ReturnType<typeof player>>

const openSession = (p: Player) => call(platform, 'POST', '/api/v1/crm/session', { token: p.token })
const messages = (sessionId: string) => send(platform.url, 'GET', `/sandbox/crm/sessions/${sessionId}/messages`)
const read = (sessionId: string, id: number) => send(platform.url, 'POST', `/sandbox/crm/sessions/${sessionId}/messages/${id}/read`)
const unread = (p: Player) => call(platform, 'GET', '/api/v1/crm/inbox/unread', { token: p.token })

describe('the CRM session', () => {
  it('is 256 random bits for 15 minutes, stored only as its hash', async () => {
    const p = await player()
    const answer = await openSession(p)
    expect(answer.status).toBe(200)
    expect(answer.body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const ttl = Date.parse(answer.body.expiresAt) - Date.now()
    expect(ttl).toBeGreaterThan(14 * 60_000)
    expect(ttl).toBeLessThanOrEqual(15 * 60_000)
    const rows = await platform.db.query<{ id_hash: Uint8Array }>('select id_hash from crm_sessions where player_id = $1', [p.id])
    expect(rows.map((r) => Buffer.from(r.id_hash).toString('hex'))).toEqual([createHash('sha256').update(answer.body.sessionId).digest('hex')])
  })

  it('needs a signed-in player; 401 otherwise', async () => {
    expect((await call(platform, 'POST', '/api/v1/crm/session')).status).toBe(401)
    expect((await call(platform, 'GET', '/api/v1/crm/inbox/unread')).status).toBe(401)
  })

  it('an expired or unknown session opens nothing', async () => {
    const p = await player()
    const { sessionId } = (await openSession(p)).body
    await platform.db.query(`update crm_sessions set expires_at = now() - interval '1 second' where player_id = $1`, [p.id])
    expect((await messages(sessionId)).status).toBe(404)
    expect((await messages('A'.repeat(43))).body.code).toBe('error.crm.session.not.found')
    expect((await messages('short')).status).toBe(400)
  })
})

describe('the inbox', () => {
  it('welcomes the player once, at the first contact, and counts it unread until it is read', async () => {
    const p = await player()
    expect((await unread(p)).body).toEqual({ unread: 1 })
    const { sessionId } = (await openSession(p)).body
    await openSession(p)
    const inbox = (await messages(sessionId)).body
    expect(inbox.unread).toBe(1)
    expect(inbox.messages).toEqual([
      { id: expect.any(Number), category: 'MESSAGE', template: 'WELCOME', params: { firstName: 'Test' }, createdAt: expect.any(String), readAt: null },
    ])
    const id = inbox.messages[0].id
    expect((await read(sessionId, id)).body).toEqual({ unread: 0 })
    // Reading it again changes nothing.
    const readAt = (await messages(sessionId)).body.messages[0].readAt
    expect(readAt).not.toBeNull()
    expect((await read(sessionId, id)).body).toEqual({ unread: 0 })
    expect((await messages(sessionId)).body.messages[0].readAt).toBe(readAt)
    expect((await unread(p)).body).toEqual({ unread: 0 })
  })

  it('one player’s session neither lists nor marks another’s messages', async () => {
    const alice = await player()
    const bob = await player()
    const aliceSession = (await openSession(alice)).body.sessionId
    const bobSession = (await openSession(bob)).body.sessionId
    const bobsMessage = (await messages(bobSession)).body.messages[0].id
    expect((await messages(aliceSession)).body.messages.map((m: { id: number }) => m.id)).not.toContain(bobsMessage)
    const answer = await read(aliceSession, bobsMessage)
    expect(answer.status).toBe(404)
    expect(answer.body.code).toBe('error.crm.message.not.found')
    expect((await unread(bob)).body).toEqual({ unread: 1 })
  })

  it('adds an event’s message once, however often the event is told', async () => {
    const p = await player()
    for (let i = 0; i < 2; i++) {
      await platform.db.transaction((tx) => addInboxMessage(tx, p.id, { category: 'NOTIFICATION', template: 'DOCUMENT_VERIFIED', params: { documentType: 'PROOF_OF_ID' }, eventKey: 'document-verified:1' }))
    }
    expect((await unread(p)).body).toEqual({ unread: 2 })
  })

  it('tells the player when the verification team verifies a document', async () => {
    const p = await player()
    await platform.db.query(
      `insert into document_uploads (player_id, document_type, id_hash, file_name, declared_content_type, declared_size_bytes, expires_at, content, content_type, size_bytes, sha256, created_at)
       values ($1, 'PROOF_OF_ID', $2, 'id.png', 'image/png', 3, now() + interval '1 hour', '\\x010203', 'image/png', 3, '\\x00', now())`,
      [p.id, createHash('sha256').update(p.id).digest()],
    )
    const review = await fetch(`${platform.url}/dev/player/documents/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      body: JSON.stringify({ documentType: 'PROOF_OF_ID', decision: 'VERIFIED' }),
    })
    expect(review.status).toBeLessThan(300)
    const { sessionId } = (await openSession(p)).body
    const inbox = (await messages(sessionId)).body
    expect(inbox.messages.map((m: { template: string; category: string }) => [m.template, m.category])).toEqual(
      expect.arrayContaining([['DOCUMENT_VERIFIED', 'NOTIFICATION'], ['WELCOME', 'MESSAGE']]),
    )
    expect(inbox.unread).toBe(2)
  })
})

describe('the inbox page', () => {
  it('is a page with no inline script, a strict policy, framed only by the platform, never cached', async () => {
    const sessionId = 'B'.repeat(43)
    const answer = await fetch(`${platform.url}/sandbox/crm/inbox?session=${sessionId}&lang=fi&view=notifications&origin=${encodeURIComponent(platform.url)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const html = await answer.text()
    expect(html).toContain('<title>Ilmoitukset</title>')
    expect(html).toMatch(/<script type="module" src="\/sandbox\/games\/assets\/inbox\.js\?v=/)
    // The data island is JSON, not script.
    const island = html.match(/<script type="application\/json" id="inbox-config">(.*)<\/script>/)![1]!
    expect(JSON.parse(island)).toMatchObject({ session: sessionId, view: 'notifications', lang: 'fi', texts: { title: 'Saapuneet' } })
    expect((await fetch(`${platform.url}/sandbox/games/assets/inbox.js`)).status).toBe(200)
    // A regional catalog reads its language under a tag the page's dates can be written in.
    const chile = await (await fetch(`${platform.url}/sandbox/crm/inbox?session=${sessionId}&lang=cl&view=all&origin=${encodeURIComponent(platform.url)}`)).text()
    expect(chile).toContain('<html lang="es-CL">')
  })
})
