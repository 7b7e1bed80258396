import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { markets } from '../seed/markets.ts'
import { decideAccess } from './access.ts'

let platform: TestPlatform
const site = { 'x-site-id': '5' }
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${platform.url}${path}`, { headers: { ...site, ...headers } })

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

describe('access context', () => {
  it('resolves the market whose origin country is the visitor’s', async () => {
    const res = await get('/api/v1/player/access/context', { 'x-country': 'FI' })
    expect(await res.json()).toEqual({
      status: 'ALLOWED',
      countryCode: 'FI',
      market: 'FI',
      ipAddress: '127.0.0.1',
      payAndPlay: true,
      payAndPlayAmount: { minAmountMinor: 1_000, maxAmountMinor: 1_000_000 },
    })
    expect(await (await get('/api/v1/player/access/context', { 'x-country': 'SE' })).json()).toMatchObject({ market: 'PP' })
  })

  it('falls back to UN for unknown or missing countries and for disabled markets', async () => {
    expect(await (await get('/api/v1/player/access/context', { 'x-country': 'ZA' })).json()).toMatchObject({ status: 'ALLOWED', market: 'UN' })
    expect(await (await get('/api/v1/player/access/context', { 'x-country': 'JP' })).json()).toMatchObject({ market: 'UN' })
    expect(await (await get('/api/v1/player/access/context')).json()).toMatchObject({ status: 'ALLOWED', countryCode: null, market: 'UN' })
  })

  it('restricts the default restricted countries', async () => {
    for (const country of ['US', 'FR']) {
      expect(await (await get('/api/v1/player/access/context', { 'x-country': country })).json()).toMatchObject({ status: 'RESTRICTED', countryCode: country })
    }
  })

  it('follows COUNTRY_HEADER, RESTRICTED_COUNTRIES and MAINTENANCE', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', COUNTRY_HEADER: 'CF-IPCountry', RESTRICTED_COUNTRIES: 'no, de' })
    const app = await buildApp({ db: platform.db, config })
    const ask = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/v1/player/access/context', headers: { ...site, ...headers } })).json()
    expect(await ask({ 'cf-ipcountry': 'NO', 'x-country': 'FI' })).toMatchObject({ status: 'RESTRICTED', countryCode: 'NO' })
    expect(await ask({ 'cf-ipcountry': 'US' })).toMatchObject({ status: 'ALLOWED', countryCode: 'US' })
    await app.close()

    const down = await buildApp({ db: platform.db, config: { ...config, maintenance: true } })
    const res = await down.inject({ url: '/api/v1/player/access/context', headers: { ...site, 'cf-ipcountry': 'FI' } })
    expect(res.json()).toMatchObject({ status: 'MAINTENANCE', countryCode: 'FI', market: 'FI', ipAddress: '127.0.0.1', payAndPlay: true })
    await down.close()
  })

  it('puts maintenance before a restricted country', () => {
    expect(decideAccess({ maintenance: true, restrictedCountries: ['US'] }, 'US', markets)).toEqual({ status: 'MAINTENANCE', countryCode: 'US', market: 'UN' })
  })
})

describe('reference data', () => {
  it('lists all 17 markets with their locale mapping and rules', async () => {
    const list = await (await get('/api/v1/markets')).json()
    expect(list.map((m: { id: string }) => m.id)).toEqual(['UN', 'BR', 'TR', 'LL', 'CA', 'JP', 'JJ', 'NZ', 'GG', 'IN', 'PH', 'PT', 'AT', 'CL', 'FI', 'NO', 'PP'])
    const byId = Object.fromEntries(list.map((m: { id: string }) => [m.id, m]))
    expect(byId.CA).toMatchObject({ languages: ['en', 'fr'], localeMapping: { en: 'ca', fr: 'caf' }, regionLanguage: { QC: 'fr' }, removeCountryFromRegistration: ['NL'], currency: 'CAD' })
    expect(byId.IN.localeMapping).toEqual({ en: 'inen' })
    expect(byId.NZ.localeMapping).toEqual({ nz: 'nz', en: 'nz' })
    expect(byId.UN).toMatchObject({ removeCountryFromRegistration: ['FR', 'NL'], originCountryCode: null, defaultLanguage: 'en' })
    expect(byId.JP.isMarketEnabled).toBe(false)
    expect(list.filter((m: { payAndPlay: boolean }) => m.payAndPlay).map((m: { id: string }) => m.id)).toEqual(['LL', 'FI', 'PP'])
  })

  it('lists countries with dialling code, currency and whether registration is open', async () => {
    const list = await (await get('/api/v1/countries')).json()
    const byCode = Object.fromEntries(list.map((c: { code: string }) => [c.code, c]))
    expect(byCode.SE).toMatchObject({ isd: '+46', currency: 'SEK', active: true })
    expect(byCode.FI).toMatchObject({ isd: '+358', currency: 'EUR', active: true })
    expect(byCode.US).toMatchObject({ active: false })
  })

  it('marks the restricted countries as not allowed, so sign-up does not offer them', async () => {
    const list: { code: string; allowed: boolean }[] = await (await get('/api/v1/countries')).json()
    expect(list.filter((c) => !c.allowed).map((c) => c.code).sort()).toEqual(['FR', 'US'])

    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', RESTRICTED_COUNTRIES: 'no, de' })
    const app = await buildApp({ db: platform.db, config })
    const answer: { code: string; allowed: boolean }[] = (await app.inject({ url: '/api/v1/countries', headers: site })).json()
    expect(answer.filter((c) => !c.allowed).map((c) => c.code).sort()).toEqual(['DE', 'NO'])
    await app.close()

    // A country the data itself marks as not allowed stays so whatever the configuration says.
    await platform.db.query(`update countries set allowed = false where code = 'PE'`)
    try {
      const marked: { code: string; allowed: boolean }[] = await (await get('/api/v1/countries')).json()
      expect(marked.filter((c) => !c.allowed).map((c) => c.code).sort()).toEqual(['FR', 'PE', 'US'])
    } finally {
      await platform.db.query(`update countries set allowed = true where code = 'PE'`)
    }
  })

  it('serves locale texts per catalog and 404s a catalog without texts', async () => {
    expect(await (await get('/api/v1/locales/no/default.json')).json()).toMatchObject({ 'restricted.body': 'Croupier er ikke tilgjengelig i ditt land.' })
    expect((await get('/api/v1/locales/xx/default.json')).status).toBe(400)
  })
})

describe('content', () => {
  it('translates the home page and shows a visitor only visitor and shared blocks', async () => {
    const doc = await (await get('/api/v1/content/home-page?locale=fr-CA')).json()
    expect(doc).toMatchObject({ query: 'home-page', locale: 'fr-CA' })
    expect(doc.blocks.map((b: { id: string }) => b.id)).toEqual([
      'hero-visitor',
      'promotion-welcome-casino',
      'promotion-live-table-boost',
      'promotion-welcome-spins',
      'responsible-gambling',
    ])
    expect(doc.blocks[0].cta.text).toBe('Inscrivez-vous')
  })

  it('shows a signed-in player the player hero instead', async () => {
    const { id } = (await platform.db.one<{ id: string }>(`select id from players where email = 'demo@croupier.test'`))!
    const { idToken } = await platform.app.services.tokens.issue(id, 'password')
    const doc = await (await get('/api/v1/content/home-page?locale=en-IN', { authorization: `Bearer ${idToken}` })).json()
    expect(doc.blocks[0]).toMatchObject({ id: 'hero-player', audience: 'authorized' })
    expect(doc.blocks.some((b: { audience: string }) => b.audience === 'not-authorized')).toBe(false)
  })

  it('serves a static page by its ref, in the locale\'s language, and links the legal pages from the footer', async () => {
    const terms = await (await get('/api/v1/content/static-page?locale=fi-FI&ref=terms')).json()
    expect(terms).toMatchObject({ query: 'static-page', locale: 'fi-FI' })
    expect(terms.blocks[0]).toMatchObject({ id: 'section-1', kind: 'text', title: 'Tietoa näistä ehdoista' })
    const privacy = await (await get('/api/v1/content/static-page?locale=de-JJ&ref=privacy-policy')).json()
    expect(privacy.blocks.map((b: { title: string }) => b.title)).toContain('Ihre Rechte')

    const footer = await (await get('/api/v1/content/footer?locale=en-UN')).json()
    const links = footer.blocks.filter((b: { kind: string }) => b.kind === 'link').map((b: { cta: { url: string } }) => b.cta.url)
    expect(links.slice(0, 2)).toEqual(['/terms', '/privacy-policy'])
  })

  it('404s an unknown market, a language the market does not offer, an unknown query or an unknown page', async () => {
    for (const path of ['home-page?locale=en-XX', 'home-page?locale=fi-NO', 'no-such-page?locale=en-UN', 'static-page?locale=en-UN&ref=nowhere', 'static-page?locale=en-UN']) {
      const res = await get(`/api/v1/content/${path}`)
      expect(res.status, path).toBe(404)
    }
  })
})
