import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'

let platform: TestPlatform

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>croupier</title><div id="root"></div>')
  writeFileSync(join(clientDir, 'assets', 'index-B4x9Qz1k.js'), 'console.log(1)')
  platform = await startTestPlatform({ config: { clientDir } })
})
afterAll(() => platform?.close())

describe('built client', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await fetch(`${platform.url}/assets/index-B4x9Qz1k.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('renders the SPA, never cached, for any page path so the client shows its own 404', async () => {
    // `/` itself is the entry redirect (entry.ts), not a page.
    for (const path of ['/en-UN', '/fi-FI/casino/no-such-game']) {
      const res = await fetch(`${platform.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('keeps answering unknown /api paths with an ApiError, not the page', async () => {
    const res = await fetch(`${platform.url}/api/v2/unknown`, { headers: { 'x-site-id': '5' } })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'error.not.found' })
  })
})
