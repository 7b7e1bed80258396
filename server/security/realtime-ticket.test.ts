/**
 * Rules: the websocket's Authorization query parameter carries a one-time, short-lived ticket
 * fetched with the id token, never the id token itself; the socket refuses foreign page Origins,
 * and closes when its session signs out and when the id token it was opened with expires.
 */
import { SignJWT, decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSocket } from '../realtime/test-support.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, send } from './trust-support.ts'

const PUBLIC_ORIGIN = 'https://croupier.example'
const JWT_SECRET = 'a-test-signing-key-that-is-long-enough-for-hs256'
let platform: TestPlatform
let live: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform({ env: { PUBLIC_ORIGIN, JWT_SECRET } })
  live = await startTestPlatform({
    env: { NODE_ENV: 'production', PUBLIC_ORIGIN, JWT_SECRET, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' },
  })
}, 240_000)
afterAll(async () => {
  await platform?.close()
  await live?.close()
})

const login = async () => (await send(platform.url, 'POST', '/api/v1/player/login', { body: DEMO })).body
const ticketFor = (idToken: string, on: TestPlatform = platform) =>
  send(on.url, 'POST', '/api/v1/realtime/ticket', { headers: { Authorization: `Bearer ${idToken}` } })

describe('opening the player socket', () => {
  it('[rule: one-time ticket, never the id token] the id token itself in the URL is refused', async () => {
    const { idToken } = await login()
    const connection = await openSocket(platform.app, `/ws?Authorization=${idToken}`)
    expect(await connection.closed).toBe(4401)
  })

  it('[rule: one-time ticket, never the id token] a ticket fetched with the id token opens one connection', async () => {
    const { idToken, playerId } = await login()
    expect((await send(platform.url, 'POST', '/api/v1/realtime/ticket')).status).toBe(401)
    const answer = await ticketFor(idToken)
    expect(answer.status).toBe(201)
    expect(answer.body.ticket).not.toContain(idToken.split('.')[1])
    expect(answer.body.expiresIn).toBeLessThanOrEqual(60)

    const first = await openSocket(platform.app, `/ws?Authorization=${answer.body.ticket}`)
    expect(await first.next()).toEqual({ type: 'session.connected', playerId })
    const second = await openSocket(platform.app, `/ws?Authorization=${answer.body.ticket}`)
    expect(await second.closed).toBe(4401)
    first.socket.terminate()
  })

  it('[rule: short-lived ticket] a ticket not used within its lifetime is refused', async () => {
    const { idToken } = await login()
    const { ticket, expiresIn } = (await ticketFor(idToken)).body
    // As if `expiresIn` seconds had passed.
    await platform.db.query(`update realtime_tickets set expires_at = now() - interval '1 second', created_at = created_at - make_interval(secs => $1)`, [expiresIn])
    expect(await (await openSocket(platform.app, `/ws?Authorization=${ticket}`)).closed).toBe(4401)
  })

  it('[rule: foreign Origins refused] a page on another site cannot open the socket; the site itself can', async () => {
    const { idToken } = await login()
    const foreign = (await ticketFor(idToken)).body.ticket
    await expect(openSocket(platform.app, `/ws?Authorization=${foreign}`, { origin: 'https://evil.example' })).rejects.toThrow(/403/)
    const own = (await ticketFor(idToken)).body.ticket
    const allowed = await openSocket(platform.app, `/ws?Authorization=${own}`, { origin: PUBLIC_ORIGIN })
    expect((await allowed.next()).type).toBe('session.connected')
    allowed.socket.terminate()
  })

  it('[rule: foreign Origins refused] the development server’s origin is allowed in development only', async () => {
    const { idToken } = await login()
    const dev = await openSocket(platform.app, `/ws?Authorization=${(await ticketFor(idToken)).body.ticket}`, { origin: 'http://127.0.0.1:5173' })
    expect((await dev.next()).type).toBe('session.connected')
    dev.socket.terminate()
    await expect(openSocket(live.app, '/ws?Authorization=x', { origin: 'http://127.0.0.1:5173' })).rejects.toThrow(/403/)
  })
})

describe('closing the player socket', () => {
  it('[rule: closes on sign-out] signing out closes the session’s sockets at once', async () => {
    const { idToken } = await login()
    const connection = await openSocket(platform.app, `/ws?Authorization=${(await ticketFor(idToken)).body.ticket}`)
    expect((await connection.next()).type).toBe('session.connected')
    expect((await send(platform.url, 'POST', '/api/v1/player/sign_out', { headers: { Authorization: `Bearer ${idToken}` } })).status).toBe(204)
    expect(await connection.closed).toBe(4401)
  })

  it('[rule: closes on token expiry] the socket closes when the id token it was opened with expires', async () => {
    const { idToken } = await login()
    // The same session's id token, re-signed to expire in 3 seconds.
    const claims = decodeJwt(idToken)
    const now = Math.floor(Date.now() / 1000)
    const shortLived = await new SignJWT({ ...claims, exp: now + 3, iat: now })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JWT_SECRET))
    const answer = await ticketFor(shortLived)
    expect(answer.status).toBe(201)
    const connection = await openSocket(platform.app, `/ws?Authorization=${answer.body.ticket}`)
    expect((await connection.next()).type).toBe('session.connected')
    const started = Date.now()
    expect(await connection.closed).toBe(4419)
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 30_000)
})
