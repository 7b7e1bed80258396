/**
 * Rules: every answer carries the security headers (a CSP without inline or eval script,
 * frame-ancestors, X-Content-Type-Options, Referrer-Policy), HSTS only in production; and
 * production exposes no development routes (/dev/*, the API docs).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { send } from './trust-support.ts'

const production = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://croupier.example',
  JWT_SECRET: 'a-production-signing-key-of-at-least-32-characters',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: 'captcha-secret',
}

let clientDir: string
let development: TestPlatform
let live: TestPlatform

beforeAll(async () => {
  // A built client as far as the platform can tell: an index.html and one asset.
  clientDir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/app.js"></script></head><body></body></html>')
  writeFileSync(join(clientDir, 'app.js'), 'console.log(1)')
  development = await startTestPlatform({ env: { CLIENT_DIR: clientDir } })
  live = await startTestPlatform({ env: { ...production, CLIENT_DIR: clientDir } })
}, 240_000)
afterAll(async () => {
  await development?.close()
  await live?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

/** The CSP as directive → sources. */
function policy(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy()
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

describe('security headers', () => {
  it('[rule: CSP without inline script] pages and API answers run only the site’s own script files', async () => {
    for (const path of ['/', '/en-UN/casino', '/api/v1/markets']) {
      const answer = await send(development.url, 'GET', path)
      const csp = policy(answer.headers.get('content-security-policy'))
      expect(csp['script-src'], path).toEqual(["'self'"])
      expect(csp['default-src']).toEqual(["'self'"])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['base-uri']).toEqual(["'self'"])
      expect(JSON.stringify(csp['script-src'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    }
  })

  it('[rule: frame-ancestors] no other site may frame the pages', async () => {
    const answer = await send(development.url, 'GET', '/')
    expect(policy(answer.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"])
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })

  it('[rule: X-Content-Type-Options and Referrer-Policy] no MIME sniffing, no Referer', async () => {
    for (const path of ['/', '/app.js', '/api/v1/markets', '/api/v1/no-such-call']) {
      const answer = await send(development.url, 'GET', path)
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
  })

  it('[rule: HSTS in production only] production answers carry HSTS for a year; development answers none', async () => {
    expect((await send(live.url, 'GET', '/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await send(live.url, 'GET', '/api/v1/markets')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await send(development.url, 'GET', '/')).headers.get('strict-transport-security')).toBeNull()
    // The production CSP also upgrades any stray http:// request and names the captcha provider.
    const csp = policy((await send(live.url, 'GET', '/')).headers.get('content-security-policy'))
    expect(csp).toHaveProperty('upgrade-insecure-requests')
    expect(csp['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    // The game launcher is framed from the site's own origin; the captcha's frame is the only other.
    expect(csp['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com'])
  })
})

describe('development routes', () => {
  it('[rule: no /dev routes in production] /dev/*, the outbox and the API docs answer 404 in production', async () => {
    for (const path of ['/dev/flows', '/dev/flows?dev', '/dev/outbox', '/dev', '/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const answer = await send(live.url, 'GET', path, { headers: { Accept: 'text/html' } })
      expect(answer.status, path).toBe(404)
      expect(String(answer.headers.get('content-type')), path).not.toContain('text/html')
    }
    // The back office's hand on a player's standing is not there either, whoever asks.
    expect((await send(live.url, 'POST', '/dev/player/standing', { body: { kycStatus: 'FULLY VERIFIED' } })).status).toBe(404)
    expect((await send(live.url, 'POST', '/dev/player/documents/review', { body: { documentType: 'PROOF_OF_ID', decision: 'VERIFIED' } })).status).toBe(404)
    expect((await send(live.url, 'POST', '/dev/tournaments/elapse', { body: { days: 1 } })).status).toBe(404)
    expect((await send(live.url, 'PUT', '/dev/live-tables/any/hours', { body: { openFromMinute: 0, openToMinute: 60 } })).status).toBe(404)
    // The site itself is still served.
    expect((await send(live.url, 'GET', '/en-UN/online-casino', { headers: { Accept: 'text/html' } })).status).toBe(200)
    // Development keeps its tools.
    expect((await send(development.url, 'GET', '/en-UN/dev/flows')).status).toBe(200)
    expect((await send(development.url, 'GET', '/dev/outbox')).status).toBe(200)
  })
})
