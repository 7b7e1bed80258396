import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { PAGE_PATHS } from './pages.ts'
import { precompressDir } from './precompress.ts'

let platform: TestPlatform
const bigModule = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i}\n`).join('')

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>croupier</title><div id="root"></div>')
  writeFileSync(join(clientDir, 'assets', 'index-B4x9Qz1k.js'), 'console.log(1)')
  writeFileSync(join(clientDir, 'assets', 'route-C7p2Lm0a.js'), bigModule)
  precompressDir(clientDir)
  platform = await startTestPlatform({ config: { clientDir } })
})
afterAll(() => platform?.close())

describe('built client', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await fetch(`${platform.url}/assets/index-B4x9Qz1k.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves the build-time brotli or gzip copy by Accept-Encoding, and says it varies by it', async () => {
    const url = `${platform.url}/assets/route-C7p2Lm0a.js`
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accept } })
      expect(res.status, accept).toBe(200)
      expect(res.headers.get('content-encoding'), accept).toBe(encoding)
      expect(res.headers.get('vary'), accept).toMatch(/accept-encoding/i)
      expect(res.headers.get('content-type'), accept).toMatch(/javascript/)
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable')
      expect(await res.text(), accept).toBe(bigModule)
    }
  })

  it('renders the SPA, never cached, for every page path', async () => {
    // `/` itself is the entry redirect (entry.ts), not a page.
    for (const path of ['/en-UN', '/fi-FI/', '/fi-FI/terms', '/en-UN/signup/', '/xx-QQ/login?redirect=%2F']) {
      const res = await fetch(`${platform.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('answers an unknown page path 404 with the SPA, which renders its not-found page', async () => {
    for (const path of ['/fi-FI/casino/no-such-game', '/en-UN/no-such-page', '/en-UN/terms/more']) {
      const res = await fetch(`${platform.url}${path}`)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('answers a missing file 404 and never with index.html', async () => {
    for (const path of ['/images/hero.webp', '/assets/index-Missing1.js', '/assets/', '/images', '/favicon.ico', '/en-UN/robots.txt']) {
      const res = await fetch(`${platform.url}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('<div id="root">')
    }
  })

  it('knows exactly the page paths of the client route tree', () => {
    const tree = readFileSync(join(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8')
    const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? ''
    const fromTree = [...union.matchAll(/'([^']*)'/g)]
      .map((m) => m[1]!)
      .filter((p) => p.startsWith('/$langmarket'))
      .map((p) => p.replace(/^\/\$langmarket\/?/, '').replace(/\/$/, ''))
    expect(new Set(fromTree)).toEqual(new Set(PAGE_PATHS))
  })

  it('keeps answering unknown /api paths with an ApiError, not the page', async () => {
    const res = await fetch(`${platform.url}/api/v2/unknown`, { headers: { 'x-site-id': '5' } })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'error.not.found' })
  })
})
