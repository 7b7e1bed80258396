/**
 * The information pages, promotions and landing pages as the content service serves them: every
 * catalog has every document in its own language, blocks for other markets are left out, the
 * promotions are the operator's real campaigns, and the platform answers their page paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { campaigns } from '../bonus/campaigns.ts'
import { methodsByMarket } from '../payments/methods.ts'
import { markets } from './markets.ts'
import { homeTexts } from './home-texts.ts'
import { contactUsList, infoDocuments, informationList, promotions, staticInfoPages } from './info-pages.ts'
import { pathKind } from '../http/pages.ts'
import { pageContentSources } from '../http/boot.ts'
import { hasPageByUrl } from '../system/content.ts'

let platform: TestPlatform
const get = (path: string) => fetch(`${platform.url}${path}`, { headers: { 'x-site-id': '5' } })
type Block = { id: string; kind: string; title?: string; body?: string; cta?: { text: string; url: string }; markets?: string[]; category?: string; tags?: string[] }
const content = async (path: string): Promise<{ blocks: Block[] }> => {
  const res = await get(`/api/v1/content/${path}`)
  expect(res.status, path).toBe(200)
  return res.json()
}

beforeAll(async () => {
  platform = await startTestPlatform()
})
afterAll(() => platform?.close())

describe('information pages', () => {
  it('are seeded for every catalog, and a translated catalog does not repeat the English texts', () => {
    const english = new Map(infoDocuments('en').map((doc) => [doc.query, JSON.stringify(doc.blocks.map((b) => [b.title, b.body]))]))
    for (const catalog of Object.keys(homeTexts)) {
      const docs = infoDocuments(catalog)
      expect(docs.map((d) => d.query)).toEqual([...english.keys()])
      for (const doc of docs) {
        for (const block of doc.blocks) expect(block.title ?? block.body ?? block.cta, `${catalog} ${doc.query} ${block.id}`).toBeTruthy()
      }
      if (['en', 'ca', 'nz', 'inen'].includes(catalog)) continue
      expect(JSON.stringify(docs[0]!.blocks.map((b) => [b.title, b.body])), catalog).not.toBe(english.get(docs[0]!.query))
    }
  })

  it('serves each static page with its title first, in the locale’s language', async () => {
    for (const page of staticInfoPages) {
      const doc = await content(`static-page?locale=en-UN&ref=${page}`)
      expect(doc.blocks[0]).toMatchObject({ id: 'title', kind: 'banner' })
    }
    expect((await content('static-page?locale=fi-FI&ref=age-restrictions')).blocks[0]!.title).toBe('Ikärajat')
    expect((await content('static-page?locale=fr-CA&ref=bonus-terms')).blocks[0]!.title).toBe('Conditions des bonus')
    expect((await content('static-page?locale=pt-BR&ref=casino-rules')).blocks[0]!.title).toBe('Regras do cassino')
  })

  it('lists the payment methods of the locale’s market only, as the cashier offers them', async () => {
    for (const langmarket of ['fi-FI', 'en-GG', 'de-AT', 'en-PP']) {
      const market = langmarket.split('-')[1] as keyof typeof methodsByMarket
      const doc = await content(`static-page?locale=${langmarket}&ref=payment-methods`)
      const methods = doc.blocks.filter((b) => b.id.startsWith('method-')).map((b) => b.id.slice('method-'.length).toUpperCase())
      expect(methods.sort(), langmarket).toEqual([...methodsByMarket[market]].sort())
    }
  })

  it('names the market’s own help organisation beside the international ones, and links the tools', async () => {
    const help = async (langmarket: string) =>
      (await content(`static-page?locale=${langmarket}&ref=responsible-gambling`)).blocks.filter((b) => b.id.startsWith('help-')).map((b) => b.title)
    expect(await help('fi-FI')).toEqual(['Peluuri', 'Gambling Therapy', 'Gamblers Anonymous'])
    expect(await help('en-GG')).toEqual(['GamCare', 'Gambling Therapy', 'Gamblers Anonymous'])
    expect(await help('no-NO')).toContain('Hjelpelinjen for spilleavhengige')
    expect(await help('en-UN')).toEqual(['Gambling Therapy', 'Gamblers Anonymous'])
    const links = (await content('static-page?locale=en-UN&ref=responsible-gambling')).blocks.filter((b) => b.kind === 'link').map((b) => b.cta!.url)
    expect(links.slice(0, 2)).toEqual(['/my-account/responsible-gambling', '/my-account/gambling-limits'])
  })

  it('serves the information and contact-us lists and their pages by url', async () => {
    const information = await content('information-list?locale=en-UN')
    expect(information.blocks.map((b) => b.cta!.url)).toEqual(informationList.map((url) => `/${url}`))
    const contact = await content('contact-us-list?locale=de-JJ')
    expect(contact.blocks.map((b) => b.cta!.url)).toEqual(['/contact-live-chat', ...contactUsList.map((url) => `/${url}`)])
    expect((await content('static-page-by-url?locale=de-JJ&ref=complaints')).blocks[0]!.title).toBe('Beschwerden')
    expect((await get('/api/v1/content/static-page-by-url?locale=en-UN&ref=no-such-page')).status).toBe(404)
  })

  it('links every information page, the promotions and the VIP page from the footer', async () => {
    const footer = await content('footer?locale=en-UN')
    const urls = footer.blocks.filter((b) => b.kind === 'link').map((b) => b.cta!.url)
    for (const path of [...staticInfoPages, ...informationList, ...contactUsList, 'promotions', 'croupier-loyalty']) expect(urls).toContain(`/${path}`)
  })
})

describe('promotions', () => {
  it('are the operator’s active campaigns, each under a category the document names, with named tags', async () => {
    const doc = await content('promotions?locale=en-UN')
    const categories = doc.blocks.filter((b) => b.id.startsWith('category-')).map((b) => b.id.slice('category-'.length))
    const tags = doc.blocks.filter((b) => b.id.startsWith('tag-')).map((b) => b.id.slice('tag-'.length))
    const shown = doc.blocks.filter((b) => b.kind === 'promotion')
    expect(shown.map((b) => b.id)).toEqual(promotions.map((p) => p.campaignId))
    for (const promotion of shown) {
      const campaign = campaigns.find((c) => c.id === promotion.id)
      expect(campaign?.status ?? 'ACTIVE', promotion.id).toBe('ACTIVE')
      expect(categories).toContain(promotion.category)
      for (const tag of promotion.tags!) expect(tags).toContain(tag)
    }
  })

  it('lead to the rewards page, or to the bonus-code page with the campaign’s own code', async () => {
    const shown = (await content('promotions?locale=en-UN')).blocks.filter((b) => b.kind === 'promotion')
    for (const promotion of shown) {
      const code = campaigns.find((c) => c.id === promotion.id)!.bonusCode
      expect(promotion.cta!.url, promotion.id).toBe(code ? `/my-account/bonus-code?bonusCode=${code}` : '/my-account/rewards')
    }
  })

  it('are the home page’s promotion cards, each leading to its own page', async () => {
    const home = await content('home-page?locale=fi-FI')
    const cards = home.blocks.filter((b) => b.kind === 'promotion')
    expect(cards.map((b) => b.cta!.url)).toEqual(promotions.slice(0, 3).map((p) => `/promotions/${p.category}/${p.campaignId}`))
    expect(cards[0]!.cta!.text).toBe('Lue lisää')
  })
})

describe('landing pages', () => {
  it('serve a landing page by id and a registration page by slug, whose call to action is the sign-up', async () => {
    expect((await content('landing-page?locale=en-UN&ref=live-casino')).blocks[0]!.cta!.url).toBe('/live-casino-online')
    expect((await content('registration-page?locale=tr-TR&ref=welcome')).blocks[0]).toMatchObject({ title: "Croupier'ye katılın", cta: { url: '/signup' } })
    expect((await get('/api/v1/content/landing-page?locale=en-UN&ref=nowhere')).status).toBe(404)
  })
})

describe('page paths', () => {
  it('answers the information pages as pages, and a one-segment address only when the content has a page by that url', async () => {
    for (const path of ['/en-UN/age-restrictions', '/fi-FI/help-centre', '/en-UN/promotions/casino/tag/welcome', '/en-UN/play/book-of-fortune', '/en-UN/my-account/rewards/active']) {
      expect(pathKind(path), path).toBe('page')
    }
    // Any other one-segment address is for the content to say (system/content-pages.test.ts).
    for (const url of ['about-us', 'complaints', 'no-such-page']) expect(pathKind(`/en-UN/${url}`)).toEqual({ contentPage: { langmarket: 'en-UN', url } })
    expect(await hasPageByUrl(platform.db, 'en-UN', 'about-us')).toBe(true)
    expect(await hasPageByUrl(platform.db, 'fi-FI', 'complaints')).toBe(true)
    expect(await hasPageByUrl(platform.db, 'en-UN', 'no-such-page')).toBe(false)
    expect(pathKind('/en-UN/promotions/casino/tag')).toBe('page')
    expect(pathKind('/en-UN/promotions/casino/tag/welcome/more')).toBe('unknown-page')
  })

  it('inlines what each information page’s route loader asks for', () => {
    expect(pageContentSources('/bonus-terms')).toEqual([{ query: 'static-page', ref: 'bonus-terms' }])
    expect(pageContentSources('/help-centre')).toEqual([{ query: 'static-page', ref: 'help-centre' }, { query: 'information-list' }, { query: 'contact-us-list' }])
    expect(pageContentSources('/about-us')).toEqual([{ query: 'static-page-by-url', ref: 'about-us' }])
    expect(pageContentSources('/promotions/casino/tag/welcome')).toEqual([{ query: 'promotions' }])
    expect(pageContentSources('/promo/welcome')).toEqual([{ query: 'registration-page', ref: 'welcome' }])
    expect(pageContentSources('/landing/live-casino')).toEqual([{ query: 'landing-page', ref: 'live-casino' }])
    expect(pageContentSources('/croupier-loyalty')).toEqual([{ query: 'vip-page' }])
    expect(pageContentSources('/terms')).toEqual([])
    expect(pageContentSources('/online-casino')).toEqual([])
    // Any other one-segment address may be a page by url: its document is inlined when there is one.
    expect(pageContentSources('/vip-weekend')).toEqual([{ query: 'static-page-by-url', ref: 'vip-weekend' }])
    expect(pageContentSources('/vip-weekend/more')).toEqual([])
  })

  it('serves every enabled market a registration page for each of its languages', async () => {
    for (const market of markets.filter((m) => m.isMarketEnabled)) {
      for (const language of market.languages) expect((await get(`/api/v1/content/vip-page?locale=${language}-${market.id}`)).status).toBe(200)
    }
  })
})
