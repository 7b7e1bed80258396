import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { PAGE_PATHS, pathKind } from './pages.ts'
import { precompressDir } from './precompress.ts'
import { createPageRenderer, guessChannel, jsonForHtml, lobbyPageType, readStartAppScript, scriptHashSource, type BootData } from './boot.ts'
import { generateRouteTree } from '../../router.config.ts'
import { heroSvg } from '../games/art.ts'

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

  it('lets only the site itself frame the Pay N Play return page; every other page refuses framing', async () => {
    const callback = await fetch(`${platform.url}/fi-FI/signup/callback?sessionId=s&code=c`, { headers: { 'x-country': 'FI' } })
    expect(callback.status).toBe(200)
    expect(callback.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    expect(callback.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    expect(callback.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const other = await fetch(`${platform.url}/fi-FI/signup/pnp`, { headers: { 'x-country': 'FI' } })
    expect(other.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
    expect(other.headers.get('x-frame-options')).toBe('DENY')
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
    expect(res.headers.get('vary')).toMatch(/user-agent/i)
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
    // The home page's lobby, for the channel the User-Agent suggests; its hero art travels inline
    // (the drawing /media/lobby serves, as a data URL), so nothing is preloaded for it.
    expect(data.lobby.request).toEqual({ type: 'CASINO', channel: 'web', language: 'fi', market: 'FI' })
    expect(data.lobby.layout).toMatchObject({ id: 'casino-FI-web', name: 'Kasino', type: 'CASINO' })
    expect(data.lobby.layout.gameGrids.length).toBeGreaterThan(0)
    const heroPrefix = 'data:image/svg+xml,'
    expect(data.lobby.layout.heroBanner.src.startsWith(heroPrefix)).toBe(true)
    expect(decodeURIComponent(data.lobby.layout.heroBanner.src.slice(heroPrefix.length))).toBe(heroSvg('casino'))
    expect(html).not.toContain('rel="preload" as="image"')
    expect(html).not.toContain('href="/images/hero.svg"')
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
    // Not the home page: no home content, no lobby, no home chunk.
    expect(html).toContain('"home":null')
    expect(html).toContain('"lobby":null')
    expect(html).not.toContain('index-H0me0000.js')
  })

  it("guesses the lobby's channel from the phone's own hints", () => {
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
    expect(guessChannel({ headers: { 'user-agent': android } })).toBe('mobile')
    expect(guessChannel({ headers: { 'user-agent': desktop } })).toBe('web')
    expect(guessChannel({ headers: {} })).toBe('web')
    // The client hint wins over the User-Agent when the browser sends it.
    expect(guessChannel({ headers: { 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' } })).toBe('mobile')
    expect(guessChannel({ headers: { 'user-agent': android, 'sec-ch-ua-mobile': '?0' } })).toBe('web')
  })

  it("preloads the build's one `home` chunk when the layout and home routes are in it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
    mkdirSync(join(dir, '.vite'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>')
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-E1.js', isEntry: true },
        '_home-H1.js': { file: 'assets/home-H1.js', name: 'home', imports: ['index.html'] },
        'routes/$langmarket/terms.tsx?tsr-split=component': { file: 'assets/terms-T1.js', name: 'terms', src: 'routes/$langmarket/terms.tsx?tsr-split=component', imports: ['index.html'] },
        'locales/fi/messages.po': { file: 'assets/messages-F1.js' },
      }),
    )
    const render = createPageRenderer(dir)
    const page = { access: {}, markets: [], locale: { langmarket: 'fi-FI', catalog: 'fi', texts: {} }, home: null, footer: null, lobby: null } as unknown as BootData
    for (const data of [page, { ...page, home: { blocks: [] } } as unknown as BootData]) {
      const html = render(data)
      expect(html.match(/modulepreload[^>]*home-H1\.js/g)).toHaveLength(1)
      expect(html).toContain('href="/assets/messages-F1.js"')
      expect(html).not.toContain('terms-T1.js')
    }
  })

  it('serves a first paint in the root, with the app started by start-app.js instead of its module script and preloads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-client-'))
    mkdirSync(join(dir, '.vite'), { recursive: true })
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>',
    )
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-E1.js', isEntry: true },
        '_home-H1.js': { file: 'assets/home-H1.js', name: 'home', imports: ['index.html'] },
        'locales/fi/messages.po': { file: 'assets/messages-F1.js' },
      }),
    )
    const render = createPageRenderer(dir)
    const data = { access: {}, markets: [], locale: { langmarket: 'fi-FI', catalog: 'fi', texts: {} }, home: { blocks: [] }, footer: null, lobby: null } as unknown as BootData

    const painted = render(data, '<main><h1>Kasino</h1></main>')
    expect(painted).toContain('<div id="root"><main><h1>Kasino</h1></main></div>')
    expect(painted).not.toContain('type="module"')
    expect(painted).not.toContain('modulepreload')
    const start = /<script defer src="\/start-app\.js" data-entry="([^"]*)" data-modules="([^"]*)"><\/script>/.exec(painted)
    expect(start?.[1]).toBe('/assets/index-E1.js')
    expect(start?.[2]?.split(' ').sort()).toEqual(['/assets/home-H1.js', '/assets/messages-F1.js'])

    // With the start-app script built beside index.html, the page carries it inline, and the CSP
    // source that lets it run is its hash.
    const source = '(function () { var s = document.currentScript })()'
    writeFileSync(join(dir, 'start-app.js'), source)
    const inline = createPageRenderer(dir, readStartAppScript(dir))(data, '<main><h1>Kasino</h1></main>')
    expect(inline).toContain(`<script data-entry="/assets/index-E1.js" data-modules="`)
    expect(inline).toContain(`>${source}</script>`)
    expect(inline).not.toContain('src="/start-app.js"')
    expect(scriptHashSource(readStartAppScript(dir)!)).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`)
    // A script that could end its own element is never inlined.
    writeFileSync(join(dir, 'start-app.js'), 'var s = "</script><script>alert(1)"')
    expect(readStartAppScript(dir)).toBeNull()

    // Without a first paint the page is as before: the module script and its preloads.
    const bare = render(data)
    expect(bare).toContain('<div id="root"></div>')
    expect(bare).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>')
    expect(bare).not.toContain('start-app.js')
    expect(bare.match(/modulepreload/g)).toHaveLength(2)
  })

  it('keeps the data block inert however the data is written', () => {
    expect(jsonForHtml({ text: '</script><script>alert(1)</script> & <!--' })).not.toMatch(/<|>|&/)
    expect(JSON.parse(jsonForHtml({ text: '</script>&' }))).toEqual({ text: '</script>&' })
  })

  it('knows which pages show a lobby: the home page, both lobbies and their categories, not a game', () => {
    expect(lobbyPageType('')).toBe('CASINO')
    expect(lobbyPageType('/online-casino')).toBe('CASINO')
    expect(lobbyPageType('/online-casino/popular')).toBe('CASINO')
    expect(lobbyPageType('/live-casino-online')).toBe('LIVE_CASINO')
    expect(lobbyPageType('/live-casino-online/roulette')).toBe('LIVE_CASINO')
    expect(lobbyPageType('/online-casino/play/novomatic/book-of-fortune')).toBeUndefined()
    expect(lobbyPageType('/terms')).toBeUndefined()
  })

  it('matches page paths with parameters segment for segment', () => {
    expect(pathKind('/fi-FI/online-casino/play/playngo/book-of-dead')).toBe('page')
    expect(pathKind('/fi-FI/live-casino-online/roulette')).toBe('page')
    expect(pathKind('/fi-FI/online-casino/play/playngo')).toBe('unknown-page')
    expect(pathKind('/fi-FI/online-casino/play/playngo/book-of-dead/extra')).toBe('unknown-page')
    expect(pathKind('/fi-FI/online-casino/play//book-of-dead')).toBe('unknown-page')
  })

  it('knows exactly the page paths of the client route tree', async () => {
    // Generated here from src/routes, as the build does: git does not track src/routeTree.gen.ts.
    const generated = join(mkdtempSync(join(tmpdir(), 'croupier-routes-')), 'routeTree.gen.ts')
    await generateRouteTree(generated)
    const tree = readFileSync(generated, 'utf8')
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
