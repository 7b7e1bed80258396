/**
 * The first paint of a public page needs no API round trip: the HTML served for a page path
 * carries what the client would otherwise ask for first (the access context, the market table,
 * the visitor's catalog with its server texts, and the home page's content), as a JSON data block
 * the client reads in main.tsx (src/app/bootData.ts), and preload links for the route's code and
 * the visitor's catalog chunk. JSON in `<script type="application/json">` is data, not script, so
 * the CSP without 'unsafe-inline' scripts stays as it is.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from './handler.ts'
import type { components } from './contract-types.ts'
import { visitorAccess } from '../system/access.ts'
import { visibleBlocks } from '../system/content-blocks.ts'
import { loadMarkets } from '../system/queries.ts'
import { negotiateEncoding, compressFor } from './encoding.ts'
import { lobbyLayout, type LobbyQuery } from '../games/lobby.ts'
import { heroSvg } from '../games/art.ts'
import { lobbyLanguageByCatalog } from '../games/lobby-language.ts'
import { staticInfoPages } from '../seed/info-pages.ts'
import { PAGE_BY_URL, storedDocuments } from '../system/content.ts'
import { contentPageUrlOf } from './pages.ts'
import { parseConsent } from '../../src/consent/deviceConsent.ts'

type Market = components['schemas']['Market']
type AccessContext = components['schemas']['AccessContext']
type ContentDocument = components['schemas']['ContentDocument']
type Lobby = components['schemas']['Lobby']

/** The id the client reads the data block by (src/app/bootData.ts). */
export const BOOT_DATA_ID = 'croupier-boot'

export interface BootData {
  access: AccessContext
  markets: Market[]
  /** The page's `{language}-{market}` when the market serves that language, with its catalog. */
  locale: { langmarket: string; catalog: string; texts: Record<string, string> } | null
  /** An anonymous visitor's home content for the locale, when the page is the home page. */
  home: ContentDocument | null
  /** An anonymous visitor's footer for the locale (every page has it). */
  footer: ContentDocument | null
  /**
   * A lobby page's layout (the home page's casino lobby, the casino and live-casino lobbies; the
   * same for a visitor and a player), with the request it answers: a visitor's lobby starts from it.
   */
  lobby: { request: LobbyQuery; layout: Lobby } | null
  /** A legal page's document (`static-page` with its `ref`) and the terms' versions, for a visitor. */
  legal: { document: LegalDocument; page: ContentDocument; versions: ContentDocument } | null
  /**
   * An information page's documents (a static page, the help centre's lists, the VIP page, the
   * promotions, a landing page), each with the query and item its route loader asks for, for a visitor.
   */
  content: { query: ContentDocument['query']; ref?: string; document: ContentDocument }[] | null
  /**
   * With a first paint only (renderPage adds it): the titles its pages set from their data (a
   * category's label), by route match id, from which the browser's title starts (src/main.tsx).
   */
  pageTitles?: Record<string, string>
  /**
   * The request carried no cookie choice (src/consent/deviceConsent.ts): the first paint shows the
   * cookie banner, as the browser's first render will, so nothing moves when the app takes over.
   */
  consentUndecided: boolean
}

/** The legal pages (their path after `/{langmarket}` is their `static-page` ref). */
export type LegalDocument = 'terms' | 'privacy-policy'
const LEGAL_PAGES: Record<string, LegalDocument> = { '/terms': 'terms', '/privacy-policy': 'privacy-policy' }

type ContentSource = { query: ContentDocument['query']; ref?: string }

/**
 * The documents an information page's route loader asks for, by its path after `/{langmarket}`
 * (src/routes: the static pages, the help centre, the VIP page, promotions, landing pages and the
 * information and contact-us lists' pages), or none for another page.
 *
 * @example pageContentSources('/help-centre') // the page, the information list, the contact-us list
 */
export function pageContentSources(rest: string): ContentSource[] {
  const [first = '', ...more] = rest.split('/').slice(1)
  if (more.length === 0 && (staticInfoPages as readonly string[]).includes(first)) {
    const page = [{ query: 'static-page', ref: first }]
    return first === 'help-centre' ? [...page, { query: 'information-list' }, { query: 'contact-us-list' }] : page
  }
  if (rest === '/croupier-loyalty') return [{ query: 'vip-page' }]
  if (first === 'promotions' && more.length <= 3) return [{ query: 'promotions' }]
  if (first === 'landing' && more.length === 1) return [{ query: 'landing-page', ref: more[0]! }]
  if (first === 'promo' && more.length === 1) return [{ query: 'registration-page', ref: more[0]! }]
  // Any other one-segment address is a page by url, if the content has one (the client's $contentPageUrl).
  const url = contentPageUrlOf(rest.slice(1))
  return url === null ? [] : [{ query: PAGE_BY_URL, ref: url }]
}

/**
 * The lobby's channel the client will ask for. The client picks it by the viewport's width, which
 * the server cannot see; a phone's browser says "Mobile" in its User-Agent (and Sec-CH-UA-Mobile).
 * A wrong guess costs what it cost before: the client asks the API for its channel's layout.
 */
export function guessChannel(request: Pick<FastifyRequest, 'headers'>): LobbyQuery['channel'] {
  const hint = request.headers['sec-ch-ua-mobile']
  if (typeof hint === 'string') return hint.trim() === '?1' ? 'mobile' : 'web'
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'web'
}

const LANGMARKET = /^\/([a-z]{2})-([A-Z]{2})(\/.*)?$/

/**
 * The lobby a page shows, by its path after `/{langmarket}` (the home page, a lobby, one of its
 * categories; not a game): its layout is inlined.
 *
 * @example lobbyPageType('/live-casino-online/roulette') // 'LIVE_CASINO'
 */
export function lobbyPageType(rest: string): LobbyQuery['type'] | undefined {
  if (rest === '') return 'CASINO'
  const lobby = /^\/(online-casino|live-casino-online)(?:\/[^/]+)?$/.exec(rest)?.[1]
  return lobby === undefined ? undefined : lobby === 'online-casino' ? 'CASINO' : 'LIVE_CASINO'
}

/** The page's locale as the client's guard 10 resolves it (src/locale/langmarket.ts). */
function pageLocale(path: string, markets: Market[]): { langmarket: string; language: string; market: Market; rest: string } | null {
  const match = LANGMARKET.exec(path)
  if (!match) return null
  const market = markets.find((m) => m.id === match[2])
  if (!market?.isMarketEnabled || !market.languages.includes(match[1]!)) return null
  return { langmarket: `${match[1]}-${match[2]}`, language: match[1]!, market, rest: (match[3] ?? '').replace(/\/+$/, '') }
}

export async function loadBootData(request: FastifyRequest, { db, config }: Pick<Services, 'db' | 'config'>, path: string): Promise<BootData> {
  const markets = await loadMarkets(db)
  const access = await visitorAccess(request, config, db, markets)
  const page = pageLocale(path, markets)
  const consentUndecided = parseConsent(request.headers.cookie ?? '') === null
  if (!page) return { access, markets, locale: null, home: null, footer: null, lobby: null, legal: null, content: null, consentUndecided }

  const textsOf = async (catalog: string) =>
    Object.fromEntries(
      (await db.query<{ key: string; text: string }>('select key, text from locale_texts where catalog = $1 order by key', [catalog])).map((r) => [r.key, r.text]),
    )
  // The client's rule (catalogFor): the market's mapping, else the language; a catalog with no
  // texts on the platform is not one the client has either, so English.
  let catalog = page.market.localeMapping[page.language] ?? page.language
  let texts = await textsOf(catalog)
  if (Object.keys(texts).length === 0) {
    catalog = 'en'
    texts = await textsOf(catalog)
  }

  // The same document GET /content/{query} answers a visitor without a session.
  const contentCatalog = page.market.localeMapping[page.language] ?? page.language
  const content = async (query: ContentDocument['query'], ref?: string): Promise<ContentDocument | null> => {
    // An item query (a static page by id) is stored under `{query}/{ref}`, as getContent reads it,
    // and a page by url falls back to another catalog as getContent's does.
    const key = ref === undefined ? query : `${query}/${ref}`
    const doc = (await storedDocuments(db, query, [key], contentCatalog)).get(key)
    if (!doc) return null
    return {
      query,
      locale: page.langmarket,
      updatedAt: new Date(doc.updated_at).toISOString(),
      blocks: visibleBlocks(doc.blocks, { signedIn: false, market: page.market.id }),
    }
  }
  const isHome = page.rest === ''
  // The lobby of the page (the home page is the casino lobby), as the client's lobby flow asks for
  // it (LobbyView, lobbyInput.ts).
  const lobbyType = lobbyPageType(page.rest)
  const legalDocument = LEGAL_PAGES[page.rest]
  const lobbyRequest: LobbyQuery | null = lobbyType
    ? { type: lobbyType, channel: guessChannel(request), language: lobbyLanguageByCatalog[contentCatalog] ?? 'en', market: page.market.id }
    : null
  const sources = pageContentSources(page.rest)
  const [home, footer, layout, legalPage, versions, pageDocuments] = await Promise.all([
    isHome ? content('home-page') : null,
    content('footer'),
    lobbyRequest ? lobbyLayout(db, lobbyRequest) : null,
    legalDocument ? content('static-page', legalDocument) : null,
    legalDocument ? content('terms-versions') : null,
    Promise.all(sources.map(({ query, ref }) => content(query, ref))),
  ])
  const lobby = lobbyRequest && layout ? { request: lobbyRequest, layout: withInlineHero(layout) } : null
  const legal = legalDocument && legalPage && versions ? { document: legalDocument, page: legalPage, versions } : null
  // Every document or none: a page missing one renders the way it did without inlined data.
  const found = sources.map((source, i) => ({ ...source, document: pageDocuments[i]! })).filter((entry) => entry.document !== null)
  const pageContent = sources.length > 0 && found.length === sources.length ? found : null
  return { access, markets, locale: { langmarket: page.langmarket, catalog, texts }, home, footer, lobby, legal, content: pageContent, consentUndecided }
}

const HERO_PATH = /^\/media\/lobby\/(casino|live-casino)-hero\.svg$/

/**
 * The page's copy of the lobby carries its hero art inline (a data URL of the same drawing
 * /media/lobby serves): the largest thing the first paint shows then needs no request of its own.
 */
function withInlineHero(layout: Lobby): Lobby {
  const lobby = HERO_PATH.exec(layout.heroBanner.src)?.[1] as 'casino' | 'live-casino' | undefined
  if (!lobby) return layout
  return { ...layout, heroBanner: { ...layout.heroBanner, src: `data:image/svg+xml,${encodeURIComponent(heroSvg(lobby))}` } }
}

/** `<`, `>` and `&` escaped, so the JSON cannot close its script element or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

interface ManifestEntry { file: string; name?: string; src?: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestEntry>

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
/** Text in an element (the `<title>`): its `&` and `<` escaped. */
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The template's own title (src/index.html), replaced by the page's. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/

/**
 * The built index.html and the chunks a page needs beyond the entry, from vite's manifest.
 * `startApp`: the start-app script a page with a first paint inlines (readStartAppScript; the
 * caller allows it in the CSP by its hash), or null to link its file.
 */
export function createPageRenderer(clientDir: string, startApp: string | null = null) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8')
  let manifest: Manifest = {}
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
  } catch {
    // A build without a manifest: no preload links, the page still works.
  }
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as ManifestEntry & { isEntry?: boolean }).isEntry)
  const inEntry = new Set<string>()
  const collect = (key: string, into: Set<string>) => {
    const entry = manifest[key]
    if (!entry || into.has(entry.file)) return
    into.add(entry.file)
    for (const imported of entry.imports ?? []) collect(imported, into)
  }
  if (entryKey) collect(entryKey, inEntry)

  /** JS chunks of a manifest key and its static imports that the entry does not load already. */
  const chunksOf = (key: string): string[] => {
    const files = new Set<string>()
    collect(key, files)
    return [...files].filter((file) => !inEntry.has(file))
  }
  const cssOf = (key: string): string[] => {
    const css = new Set<string>()
    const visit = (k: string, seen: Set<string>) => {
      const entry = manifest[k]
      if (!entry || seen.has(k)) return
      seen.add(k)
      entry.css?.forEach((file) => css.add(file))
      entry.imports?.forEach((i) => visit(i, seen))
    }
    visit(key, new Set())
    return [...css]
  }
  const entryCss = new Set(entryKey ? cssOf(entryKey) : [])

  // Every page renders the locale layout; the home page its own route too. The build puts both in
  // one chunk named `home` (vite.config.ts); their own keys are there when it does not.
  const layoutKey = 'routes/$langmarket.tsx?tsr-split=component'
  const homeKey = 'routes/$langmarket/index.tsx?tsr-split=component'
  const homeGroupKey = Object.keys(manifest).find((key) => manifest[key]!.name === 'home' && !manifest[key]!.src)
  const chunkKey = (key: string) => (manifest[key] ? key : homeGroupKey)

  /**
   * `firstPaint`: the page's markup the platform rendered (loadFirstPaintRenderer), put into the
   * root; `title`: the page's document title in its language, in place of the template's (which
   * a page without one keeps until the app writes its own), and `pageTitles` the data titles the
   * first paint was rendered with, inlined with the page's data (FirstPaintRenderer).
   */
  return function renderPage(data: BootData, firstPaint = '', { title = '', pageTitles }: Omit<Partial<PageFirstPaint>, 'html'> = {}): string {
    const modules = new Set<string>()
    const styles = new Set<string>()
    if (data.locale) {
      for (const key of new Set((data.home ? [layoutKey, homeKey] : [layoutKey]).map(chunkKey))) {
        if (!key) continue
        chunksOf(key).forEach((file) => modules.add(file))
        cssOf(key).filter((file) => !entryCss.has(file)).forEach((file) => styles.add(file))
      }
      chunksOf(`locales/${data.locale.catalog}/messages.po`).forEach((file) => modules.add(file))
    }
    // The image the home page paints first and largest: the lobby's hero art.
    const hero = data.lobby?.layout.heroBanner.src
    // With a first paint, start-app.js starts the app and preloads its chunks once it is on screen.
    const preloads = firstPaint ? [] : [...modules]
    const head = [
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeAttr(file)}">`),
      ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`),
      hero && hero.startsWith('/') ? `<link rel="preload" as="image" href="${escapeAttr(hero)}" fetchpriority="high">` : '',
      `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForHtml(pageTitles && firstPaint ? { ...data, pageTitles } : data)}</script>`,
    ].join('')
    const lang = data.locale ? htmlLang(data.locale.catalog) : 'en'
    const page = firstPaint ? template.replace(ENTRY_SCRIPT, (_, entry: string) => startAppScript(entry, [...modules], startApp)) : template
    const titled = title ? page.replace(TEMPLATE_TITLE, () => `<title>${escapeText(title)}</title>`) : page
    return titled
      .replace('<html lang="en">', `<html lang="${escapeAttr(lang)}">`)
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${firstPaint}</div>`)
  }
}

/** The app's module script as vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/** The start-app script (src/public/start-app.js) as built into the client's folder, or null. */
export function readStartAppScript(clientDir: string): string | null {
  const file = join(clientDir, 'start-app.js')
  if (!existsSync(file)) return null
  const source = readFileSync(file, 'utf8')
  // Inlined into the page: it must not be able to end its own script element.
  return /<\/script/i.test(source) ? null : source
}

/**
 * The CSP source that lets the inlined start-app script run, and no other inline script: its
 * SHA-256 (CSP3 hash source; `'unsafe-inline'` stays out of the policy).
 */
export const scriptHashSource = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

/**
 * The start-app script with the app's entry and the chunks to preload once the first paint is on
 * screen, inlined (one request fewer before the first paint, allowed by its hash in the CSP), or
 * as its file when the build has none to inline.
 */
const startAppScript = (entry: string, modules: string[], source: string | null) => {
  const data = `data-entry="${escapeAttr(entry)}" data-modules="${escapeAttr(modules.map((file) => `/${file}`).join(' '))}"`
  return source === null ? `<script defer src="/start-app.js" ${data}></script>` : `<script ${data}>${source}</script>`
}

/** What the server build of src/entry-server.tsx exports. */
export interface FirstPaintModule {
  renderFirstPaint: (url: string, boot: BootData, timeoutMs: number) => Promise<{ html: string; settled: boolean; title: string; pageTitles: Record<string, string> }>
  /** A page's document title from its route alone (a page without a first paint), in its language. */
  routeTitle: (url: string, boot: BootData, page: { notFound: boolean }) => Promise<string>
  warmUp: () => Promise<void>
}

/** A first paint slower than this is not worth the wait: the page goes without one. */
const FIRST_PAINT_TIMEOUT_MS = 1000

/**
 * Renders take turns (entry-server.tsx); past this many waiting, a page goes without its first
 * paint rather than queue behind a burst of requests.
 */
export const MAX_WAITING_FIRST_PAINTS = 8

/**
 * The platform's renderer of a page's first paint: the server build of the client
 * (`dist/ssr/entry-server.js`, beside the client's folder, made by `npm run build`), or null when
 * there is none (a build without it serves the pages as before).
 */
export async function loadFirstPaintRenderer(clientDir: string): Promise<FirstPaintRenderer | null> {
  const entry = join(clientDir, '..', 'ssr', 'entry-server.js')
  if (!existsSync(entry)) return null
  return firstPaintRenderer((await import(pathToFileURL(entry).href)) as FirstPaintModule)
}

/**
 * A page's first paint (`html`, '' for none), its document title ('' to keep the template's) and,
 * with a first paint, the data titles it was rendered with.
 */
export interface PageFirstPaint {
  html: string
  title: string
  pageTitles?: Record<string, string>
}
export type FirstPaintRenderer = (url: string, data: BootData, page?: { notFound?: boolean }) => Promise<PageFirstPaint>

/**
 * The first paint of a page, or '' for none, with the page's document title. The home page, the
 * lobbies and their categories, the legal pages and the information pages only: they are the same
 * for every visitor of a market and language and all they need is inlined; other pages need calls
 * the platform would make to itself (docs/decisions.md, "A server-rendered first paint,
 * hydrated"). None either when the render did not settle in time (or a guard sent it elsewhere),
 * or too many wait. A page without one still has its title: its route's, in its language, or the
 * not-found page's for an address answered 404 (`notFound`); none for an address outside every
 * market's languages, which keeps the template's.
 */
export function firstPaintRenderer(module: FirstPaintModule, { timeoutMs = FIRST_PAINT_TIMEOUT_MS, maxWaiting = MAX_WAITING_FIRST_PAINTS } = {}): FirstPaintRenderer {
  // Loaded while the platform starts; the first render waits for it outside its time limit.
  const warm = module.warmUp().catch(() => undefined)
  let waiting = 0
  return async (url, data, { notFound = false } = {}) => {
    if (!data.locale || !(data.home || data.lobby || data.legal || data.content) || waiting >= maxWaiting) {
      return { html: '', title: data.locale ? await module.routeTitle(url, data, { notFound }) : '' }
    }
    waiting++
    try {
      await warm
      const { html, settled, title, pageTitles } = await module.renderFirstPaint(url, data, timeoutMs)
      return settled ? { html, title, pageTitles } : { html: '', title: await module.routeTitle(url, data, { notFound }) }
    } finally {
      waiting--
    }
  }
}

/** As the client's htmlLangFor (src/locale/langmarket.ts), for `<html lang>` before the client runs. */
const htmlLangByCatalog: Record<string, string> = {
  no: 'nb', caf: 'fr-CA', ca: 'en-CA', nz: 'en-NZ', inen: 'en-IN', cl: 'es-CL', pe: 'es-PE', pt: 'pt-PT', br: 'pt-BR',
}
const htmlLang = (catalog: string) => htmlLangByCatalog[catalog] ?? catalog

/**
 * Sends a rendered page: compressed by negotiation (it is made per request, so compressed per
 * request, quickly), revalidated on every use, kept out of shared caches (it carries the visitor's
 * IP address), and marked as varying by what it was made from.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, status: number, countryHeader: string) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  reply
    .code(status)
    .header('Cache-Control', 'private, no-cache')
    // The home page's lobby is the one for the channel guessed from these (guessChannel).
    .header('Vary', `Accept-Encoding, ${countryHeader}, Sec-CH-UA-Mobile, User-Agent`)
    .type('text/html; charset=utf-8')
  if (!encoding) return reply.send(html)
  return reply.header('Content-Encoding', encoding).send(compressFor(encoding, Buffer.from(html)))
}
