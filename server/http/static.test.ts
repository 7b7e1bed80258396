import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { PAGE_PATHS, pathKind } from './pages.ts'
import { precompressDir } from './precompress.ts'
import { jsonForHtml } from './boot.ts'

let platform: TestPlatform
const bigModule = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i}\n`).join('')

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>croupier</title><script type="module" src="/assets/index-B4x9Qz1k.js"></script></head><body><div id="root"></div></body></html>',
  )
  mkdirSync(join(clientDir, '.vite'))
  writeFileSync(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-B4x9Qz1k.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-Q1w2E3r4.js' },
      'routes/$langmarket.tsx?tsr-split=component': { file: 'assets/_langmarket-L4y0ut00.js', imports: ['index.html', '_shared.js'], css: ['assets/_langmarket-L4y0ut00.css'] },
      'routes/$langmarket/index.tsx?tsr-split=component': { file: 'assets/index-H0me0000.js', imports: ['index.html'] },
      'locales/fi/messages.po': { file: 'assets/messages-F1nn1sh0.js' },
      'locales/en/messages.po': { file: 'assets/messages-Engl1sh0.js' },
    }),
  )
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
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
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

  it('inlines the first data of a page as JSON (not script) and preloads its route and catalog chunks', async () => {
    const res = await fetch(`${platform.url}/fi-FI`, { headers: { 'x-country': 'FI' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(res.headers.get('vary')).toMatch(/x-country/i)
    // It carries the visitor's access context (IP address included): no shared cache keeps it.
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    // helmet's CSP allows no inline script: the data block is JSON, which the browser never runs.
    expect(res.headers.get('content-security-policy') ?? '').not.toMatch(/script-src[^;]*unsafe-inline/)
    const html = await res.text()
    expect(html).toContain('<html lang="fi">')
    const block = /<script type="application\/json" id="croupier-boot">([^<]*)<\/script>/.exec(html)
    expect(block, 'data block').not.toBeNull()
    const data = JSON.parse(block![1]!)
    expect(data.access).toMatchObject({ status: 'ALLOWED', market: 'FI', countryCode: 'FI' })
    expect(data.markets.map((m: { id: string }) => m.id)).toContain('FI')
    expect(data.locale).toMatchObject({ langmarket: 'fi-FI', catalog: 'fi' })
    expect(Object.keys(data.locale.texts).length).toBeGreaterThan(0)
    expect(data.home).toMatchObject({ query: 'home-page', locale: 'fi-FI' })
    expect(data.home.blocks.map((b: { id: string }) => b.id)).toContain('hero-visitor')
    expect(data.home.blocks.map((b: { id: string }) => b.id)).not.toContain('hero-player')
    expect(data.footer).toMatchObject({ query: 'footer', locale: 'fi-FI' })
    // The layout and home chunks, not what the entry already loads; only the visitor's catalog.
    for (const file of ['_langmarket-L4y0ut00.js', 'index-H0me0000.js', 'messages-F1nn1sh0.js']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`)
    }
    expect(html).toContain('<link rel="stylesheet" href="/assets/_langmarket-L4y0ut00.css">')
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">')
    for (const file of ['shared-Q1w2E3r4.js', 'index-B4x9Qz1k.js', 'messages-Engl1sh0.js']) expect(html).not.toContain(`modulepreload" crossorigin href="/assets/${file}`)
  })

  it('answers the page brotli-compressed when the browser accepts it', async () => {
    const { request } = await import('node:http')
    const { brotliDecompressSync } = await import('node:zlib')
    const body = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((done, fail) => {
      const req = request(`${platform.url}/en-UN/terms`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => done({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }))
      })
      req.on('error', fail)
      req.end()
    })
    expect(body.encoding).toBe('br')
    const html = brotliDecompressSync(body.bytes).toString('utf8')
    expect(html).toContain('id="croupier-boot"')
    // Not the home page: no home content, no home chunk.
    expect(html).toContain('"home":null')
    expect(html).not.toContain('index-H0me0000.js')
  })

  it('keeps the data block inert however the data is written', () => {
    expect(jsonForHtml({ text: '</script><script>alert(1)</script> & <!--' })).not.toMatch(/<|>|&/)
    expect(JSON.parse(jsonForHtml({ text: '</script>&' }))).toEqual({ text: '</script>&' })
  })

  it('matches page paths with parameters segment for segment', () => {
    expect(pathKind('/fi-FI/online-casino/play/playngo/book-of-dead')).toBe('page')
    expect(pathKind('/fi-FI/live-casino-online/roulette')).toBe('page')
    expect(pathKind('/fi-FI/online-casino/play/playngo')).toBe('unknown-page')
    expect(pathKind('/fi-FI/online-casino/play/playngo/book-of-dead/extra')).toBe('unknown-page')
    expect(pathKind('/fi-FI/online-casino/play//book-of-dead')).toBe('unknown-page')
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
