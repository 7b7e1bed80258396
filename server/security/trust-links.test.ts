/**
 * Rule: links in e-mails and SMS are built from PUBLIC_ORIGIN, never from Host or
 * X-Forwarded-Host; and the proxy is trusted only from the addresses in TRUSTED_PROXIES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { DEMO, injectFrom, send } from './trust-support.ts'

const PUBLIC_ORIGIN = 'https://croupier.example'
let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform({ env: { PUBLIC_ORIGIN, TRUSTED_PROXIES: '10.0.0.1' } })
}, 180_000)
afterAll(() => platform?.close())

/** The origin of the reset link in the newest reset e-mail sent to the demo player. */
async function resetLinkOrigin(): Promise<string> {
  const mail = (await platform.app.services.outbox.list(DEMO.email)).find((m) => m.channel === 'email' && m.subject.includes('Reset'))
  const link = /(\S+?)\/[a-z]{2}-[A-Z]{2}\/reset-password\S*/.exec(mail?.body ?? '')
  expect(link, mail?.body).not.toBeNull()
  return link![1]!
}

describe('links in messages', () => {
  it('[rule: PUBLIC_ORIGIN] a forged X-Forwarded-Host from a trusted peer does not poison the reset link', async () => {
    const answer = await injectFrom(platform.app, '10.0.0.1', {
      method: 'POST',
      url: '/api/v1/player/password_reset',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      body: { email: DEMO.email },
    })
    expect(answer.status).toBe(200)
    expect(await resetLinkOrigin()).toBe(PUBLIC_ORIGIN)
  })

  it('[rule: PUBLIC_ORIGIN] a forged Host does not poison the reset link', async () => {
    // Each start invalidates the previous link; the send limit is 3 an hour, so start from a clean slate.
    await platform.db.query(`delete from password_resets where email = $1`, [DEMO.email])
    const answer = await injectFrom(platform.app, '203.0.113.9', {
      method: 'POST',
      url: '/api/v1/player/password_reset',
      headers: { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example' },
      body: { email: DEMO.email },
    })
    expect(answer.status).toBe(200)
    expect(await resetLinkOrigin()).toBe(PUBLIC_ORIGIN)
  })
})

describe('which proxies are trusted', () => {
  const context = (remoteAddress: string, headers: Record<string, string>) =>
    injectFrom(platform.app, remoteAddress, { method: 'GET', url: '/api/v1/player/access/context', headers })

  it('[rule: TRUSTED_PROXIES] X-Forwarded-For from an address outside the list is ignored', async () => {
    const direct = await context('203.0.113.9', { 'x-forwarded-for': '198.51.100.7' })
    expect(direct.body.ipAddress).toBe('203.0.113.9')
  })

  it('[rule: TRUSTED_PROXIES] X-Forwarded-For from a listed proxy names the visitor', async () => {
    const proxied = await context('10.0.0.1', { 'x-forwarded-for': '198.51.100.7' })
    expect(proxied.body.ipAddress).toBe('198.51.100.7')
    // A visitor's own X-Forwarded-For entries before the proxy's are not believed either.
    const chained = await context('10.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })
    expect(chained.body.ipAddress).toBe('198.51.100.7')
  })

  it('[rule: TRUSTED_PROXIES] in development only this machine (loopback) is trusted by default', async () => {
    const local = await startTestPlatform()
    try {
      const lan = await injectFrom(local.app, '192.168.1.20', { method: 'GET', url: '/api/v1/player/access/context', headers: { 'x-forwarded-for': '198.51.100.7' } })
      expect(lan.body.ipAddress).toBe('192.168.1.20')
      const loopback = await send(local.url, 'GET', '/api/v1/player/access/context', { headers: { 'X-Forwarded-For': '198.51.100.7' } })
      expect(loopback.body.ipAddress).toBe('198.51.100.7')
    } finally {
      await local.close()
    }
  }, 180_000)
})
