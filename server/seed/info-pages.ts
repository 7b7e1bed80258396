/**
 * The site's information pages as content-service documents, one per catalog, really translated
 * (info-texts.json, data like legal-texts.json): the static pages (`static-page/{path}`), the extra
 * pages of the information and contact-us lists (`static-page-by-url/{url}`), the VIP page, the
 * promotions, a landing page and a registration page. A page's first block is a `banner` holding
 * its title; its sections are `text` blocks; `link` blocks lead elsewhere. Blocks meant for some
 * markets only (a help organisation, a payment method) name them in `markets`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ContentBlock } from './content.ts'
import type { MarketCode } from './markets.ts'
import { methodsByMarket, type PaymentMethod } from '../payments/methods.ts'

/** Static pages: the `ref` of a `static-page` query and the page's path under the locale. */
export const staticInfoPages = [
  'age-restrictions',
  'payment-methods',
  'bonus-terms',
  'betting-rules',
  'casino-rules',
  'responsible-gambling',
  'contact-live-chat',
  'help-centre',
] as const
export type StaticInfoPage = (typeof staticInfoPages)[number]

/** Pages of the information and contact-us lists, by url (`/{contentPageUrl}`). */
export const informationList = ['about-us'] as const
export const contactUsList = ['complaints'] as const

type Page = { title: string; sections: [title: string, body: string][] }
type PromotionText = [title: string, body: string]

export interface InfoTexts {
  pages: Record<StaticInfoPage | (typeof informationList)[number] | (typeof contactUsList)[number] | 'loyalty', Page>
  links: { tools: string; limits: string; rewards: string; code: string; bonusTerms: string; more: string }
  methods: Record<PaymentMethod, string>
  promotions: {
    title: string
    categories: Record<PromotionCategory, string>
    tags: Record<PromotionTag, string>
    items: Record<string, PromotionText>
  }
  landing: [title: string, body: string, cta: string]
  registration: [title: string, body: string, cta: string]
}

type Language = 'en' | 'fi' | 'no' | 'de' | 'fr' | 'es' | 'pt' | 'br' | 'ja' | 'tl' | 'tr' | 'pl'
const texts = JSON.parse(readFileSync(fileURLToPath(new URL('./info-texts.json', import.meta.url)), 'utf8')) as Record<Language, InfoTexts>

/** Each catalog's language, as legal-pages.ts and locale-texts.ts map them (bonus/campaigns.ts reads it too). */
export const catalogLanguage: Record<string, Language> = {
  en: 'en', ca: 'en', nz: 'en', inen: 'en', fi: 'fi', no: 'no', de: 'de', fr: 'fr', caf: 'fr', cl: 'es', pe: 'es', pt: 'pt', br: 'br', ja: 'ja', tl: 'tl', tr: 'tr', pl: 'pl',
}

export const infoTexts = (catalog: string): InfoTexts => texts[catalogLanguage[catalog] ?? 'en']

/** Method names are brands, the same in every language. */
const methodNames: Record<PaymentMethod, string> = {
  CREDITCARD: 'Visa / Mastercard',
  TRUSTLY: 'Trustly',
  EUTELLER: 'Euteller',
  RAPIDTRANSFER: 'Rapid Transfer',
  SKRILL: 'Skrill',
  NETELLER: 'Neteller',
  MUCHBETTER: 'MuchBetter',
  PAYSAFECARD: 'paysafecard',
  SIRU: 'Siru Mobile',
}

const allMarkets = Object.keys(methodsByMarket) as MarketCode[]

/**
 * Help organisations (free, confidential): the national one where a market has one, and the
 * international ones everywhere. Names and numbers as the organisations publish them.
 */
export const helpOrganisations: { id: string; name: string; url: string; phone?: string; markets: MarketCode[] }[] = [
  { id: 'peluuri', name: 'Peluuri', url: 'https://www.peluuri.fi', phone: '0800 100 101', markets: ['FI'] },
  { id: 'hjelpelinjen', name: 'Hjelpelinjen for spilleavhengige', url: 'https://hjelpelinjen.no', phone: '800 800 40', markets: ['NO'] },
  { id: 'stodlinjen', name: 'Stödlinjen', url: 'https://www.stodlinjen.se', phone: '020-81 91 00', markets: ['PP'] },
  { id: 'gamcare', name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133', markets: ['GG'] },
  { id: 'check-dein-spiel', name: 'BZgA – Check dein Spiel', url: 'https://www.check-dein-spiel.de', phone: '0800 1 37 27 00', markets: ['JJ'] },
  { id: 'spielsuchthilfe', name: 'Spielsuchthilfe', url: 'https://www.spielsuchthilfe.at', markets: ['AT'] },
  { id: 'loket-kansspel', name: 'Loket Kansspel', url: 'https://www.loketkansspel.nl', markets: ['LL'] },
  { id: 'rgc', name: 'Responsible Gambling Council', url: 'https://www.responsiblegambling.org', markets: ['CA'] },
  { id: 'gambling-helpline-nz', name: 'Gambling Helpline', url: 'https://www.gamblinghelpline.co.nz', phone: '0800 654 655', markets: ['NZ'] },
  { id: 'yedam', name: 'Yeşilay Danışmanlık Merkezi (YEDAM)', url: 'https://www.yedam.org.tr', phone: '115', markets: ['TR'] },
  { id: 'gambling-therapy', name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', markets: allMarkets },
  { id: 'gamblers-anonymous', name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', markets: allMarkets },
]

export type PromotionCategory = 'casino' | 'live-casino' | 'free-spins'
export type PromotionTag = 'welcome' | 'reload' | 'bonus-code' | 'no-wagering'

/**
 * The promotions: each is one of the operator's campaigns (server/bonus/campaigns.ts, by id), so
 * the offer a player opens under Rewards is the one the page describes. A code campaign leads to
 * the bonus-code page with its code filled in.
 */
export const promotions: { campaignId: string; category: PromotionCategory; tags: PromotionTag[]; bonusCode?: string }[] = [
  { campaignId: 'welcome-casino', category: 'casino', tags: ['welcome'] },
  { campaignId: 'live-table-boost', category: 'live-casino', tags: ['welcome'] },
  { campaignId: 'welcome-spins', category: 'free-spins', tags: ['welcome', 'no-wagering'] },
  { campaignId: 'casino-reload', category: 'casino', tags: ['reload'] },
  { campaignId: 'deposit-casino', category: 'casino', tags: ['reload'] },
  { campaignId: 'spring-code', category: 'casino', tags: ['bonus-code'], bonusCode: 'SPRING25' },
  { campaignId: 'weekly-spins', category: 'free-spins', tags: ['no-wagering'] },
]

/** The page's title block, then one text block per section. */
function pageBlocks(page: Page): ContentBlock[] {
  return [
    { id: 'title', kind: 'banner', title: page.title, audience: 'both' },
    ...page.sections.map(([title, body], i): ContentBlock => ({ id: `section-${i + 1}`, kind: 'text', ...(title ? { title } : {}), body, audience: 'both' })),
  ]
}

const link = (id: string, text: string, url: string): ContentBlock => ({ id, kind: 'link', title: text, cta: { text, url }, audience: 'both' })

/** Extra blocks of some pages: the market's payment methods, the tools and help organisations. */
function extraBlocks(page: StaticInfoPage, t: InfoTexts): ContentBlock[] {
  switch (page) {
    case 'payment-methods':
      return (Object.keys(methodNames) as PaymentMethod[]).map((method) => ({
        id: `method-${method.toLowerCase()}`,
        kind: 'text',
        title: methodNames[method],
        body: t.methods[method],
        // The same table the cashier's methods are seeded from (payments/methods.ts).
        markets: allMarkets.filter((market) => methodsByMarket[market].includes(method)),
        audience: 'both',
      }))
    case 'responsible-gambling':
      return [
        link('tools', t.links.tools, '/my-account/responsible-gambling'),
        link('limits', t.links.limits, '/my-account/gambling-limits'),
        ...helpOrganisations.map(({ id, name, url, phone, markets }): ContentBlock => ({
          id: `help-${id}`,
          kind: 'link',
          title: name,
          ...(phone ? { body: phone } : {}),
          cta: { text: new URL(url).hostname.replace(/^www\./, ''), url },
          markets,
          audience: 'both',
        })),
      ]
    case 'bonus-terms':
      return [link('rewards', t.links.rewards, '/my-account/rewards')]
    default:
      return []
  }
}

function promotionBlocks(t: InfoTexts): ContentBlock[] {
  const p = t.promotions
  return [
    ...(Object.entries(p.categories) as [PromotionCategory, string][]).map(([slug, name]) => link(`category-${slug}`, name, `/promotions/${slug}`)),
    ...(Object.entries(p.tags) as [PromotionTag, string][]).map(([slug, name]): ContentBlock => ({ id: `tag-${slug}`, kind: 'link', title: name, audience: 'both' })),
    link('bonus-terms', t.links.bonusTerms, '/bonus-terms'),
    ...promotions.map(({ campaignId, category, tags, bonusCode }): ContentBlock => {
      const [title, body] = p.items[campaignId]!
      return {
        id: campaignId,
        kind: 'promotion',
        title,
        body,
        category,
        tags,
        cta: bonusCode
          ? { text: t.links.code, url: `/my-account/bonus-code?${new URLSearchParams({ bonusCode })}` }
          : { text: t.links.rewards, url: '/my-account/rewards' },
        audience: 'both',
      }
    }),
  ]
}

/** The home page's promotion cards: the first three promotions, each leading to its page. */
export function homePromotionBlocks(catalog: string): ContentBlock[] {
  const t = infoTexts(catalog)
  return promotions.slice(0, 3).map(({ campaignId, category }) => {
    const [title, body] = t.promotions.items[campaignId]!
    return { id: `promotion-${campaignId}`, kind: 'promotion', title, body, cta: { text: t.links.more, url: `/promotions/${category}/${campaignId}` }, audience: 'both' }
  })
}

/** The footer's links to the information pages, promotions and the VIP page, in the catalog's language. */
export function infoFooterLinks(catalog: string): ContentBlock[] {
  const t = infoTexts(catalog)
  return [
    link('footer-promotions', t.promotions.title, '/promotions'),
    link('footer-loyalty', t.pages.loyalty.title, '/croupier-loyalty'),
    ...staticInfoPages.map((page) => link(`footer-${page}`, t.pages[page].title, `/${page}`)),
    ...[...informationList, ...contactUsList].map((url) => link(`footer-${url}`, t.pages[url].title, `/${url}`)),
  ]
}

/** Every document of this module for one catalog. Item queries are stored under `{query}/{ref}`. */
export function infoDocuments(catalog: string): { query: string; blocks: ContentBlock[] }[] {
  const t = infoTexts(catalog)
  const [landingTitle, landingBody, landingCta] = t.landing
  const [registrationTitle, registrationBody, registrationCta] = t.registration
  return [
    ...staticInfoPages.map((page) => ({ query: `static-page/${page}`, blocks: [...pageBlocks(t.pages[page]), ...extraBlocks(page, t)] })),
    ...[...informationList, ...contactUsList].map((url) => ({ query: `static-page-by-url/${url}`, blocks: pageBlocks(t.pages[url]) })),
    { query: 'information-list', blocks: informationList.map((url) => link(url, t.pages[url].title, `/${url}`)) },
    { query: 'contact-us-list', blocks: [link('contact-live-chat', t.pages['contact-live-chat'].title, '/contact-live-chat'), ...contactUsList.map((url) => link(url, t.pages[url].title, `/${url}`))] },
    { query: 'vip-page', blocks: [...pageBlocks(t.pages.loyalty), link('rewards', t.links.rewards, '/my-account/rewards')] },
    { query: 'promotions', blocks: [{ id: 'title', kind: 'banner', title: t.promotions.title, audience: 'both' }, ...promotionBlocks(t)] },
    {
      query: 'landing-page/live-casino',
      blocks: [{ id: 'title', kind: 'banner', title: landingTitle, body: landingBody, cta: { text: landingCta, url: '/live-casino-online' }, audience: 'both' }],
    },
    {
      query: 'registration-page/welcome',
      blocks: [{ id: 'title', kind: 'banner', title: registrationTitle, body: registrationBody, cta: { text: registrationCta, url: '/signup' }, audience: 'both' }],
    },
  ]
}
