/**
 * Editorial content documents built from the per-catalog wording: `home-page`, `footer`, the sign-up
 * settings, the terms versions, the static pages (terms and conditions, privacy policy) and the
 * information pages, promotions and landing pages of info-pages.ts.
 */
import { homeTexts, type HomeTexts } from './home-texts.ts'
import { legalPages, legalTexts, type LegalSection } from './legal-pages.ts'
import { termsVersions } from './terms.ts'
import { homePromotionBlocks, infoDocuments, infoFooterLinks } from './info-pages.ts'
import type { MarketCode } from './markets.ts'

export interface ContentBlock {
  id: string
  kind: 'banner' | 'text' | 'gameRow' | 'promotion' | 'link'
  title?: string
  body?: string
  imageUrl?: string
  cta?: { text: string; url: string }
  audience: 'authorized' | 'not-authorized' | 'both'
  /** Only for these markets (absent: every market). */
  markets?: MarketCode[]
  /** A promotion's category and tag slugs. */
  category?: string
  tags?: string[]
}

function homePage(t: HomeTexts, catalog: string): ContentBlock[] {
  return [
    // Two hero variants: a visitor is invited to sign up, a player to deposit.
    { id: 'hero-visitor', kind: 'banner', title: t.heroTitle, body: t.heroBody, imageUrl: '/images/hero.svg', cta: { text: t.heroCta, url: '/signup' }, audience: 'not-authorized' },
    { id: 'hero-player', kind: 'banner', title: t.heroTitle, body: t.heroBody, imageUrl: '/images/hero.svg', cta: { text: t.heroCtaAuthorized, url: '/deposit' }, audience: 'authorized' },
    // Real promotions, each leading to its page under /promotions.
    ...homePromotionBlocks(catalog),
    { id: 'responsible-gambling', kind: 'text', body: t.responsible, audience: 'both' },
  ]
}

function footer(t: HomeTexts, catalog: string): ContentBlock[] {
  const legal = legalTexts[catalog]!
  return [
    { id: 'footer-terms', kind: 'link', title: legal.termsTitle, cta: { text: legal.termsTitle, url: `/${legalPages.terms}` }, audience: 'both' },
    { id: 'footer-privacy', kind: 'link', title: legal.privacyTitle, cta: { text: legal.privacyTitle, url: `/${legalPages.privacy}` }, audience: 'both' },
    ...infoFooterLinks(catalog),
    { id: 'footer-licence', kind: 'text', body: t.footer, audience: 'both' },
  ]
}

/** A static page: one titled text block per section. */
function staticPage(sections: LegalSection[]): ContentBlock[] {
  return sections.map((section, i) => ({ id: `section-${i + 1}`, kind: 'text', title: section.title, body: section.body, audience: 'both' }))
}

export interface ContentSeed {
  query: string
  catalog: string
  blocks: ContentBlock[]
}

/** The sign-up call to action's `smsMaxAttempts` (spec 000 §3), equal to the platform's code-send limit. */
function signUpSteps(): ContentBlock[] {
  return [{ id: 'sms-max-attempts', kind: 'text', body: '3', audience: 'not-authorized' }]
}

/** One block per published version, `terms-v{n}`, linking its document in the catalog's language. */
function termsVersionBlocks(catalog: string): ContentBlock[] {
  return termsVersions.map(({ version, files }) => ({
    id: `terms-v${version}`,
    kind: 'link',
    title: String(version),
    cta: { text: `v${version}`, url: files[catalog] ?? files.en! },
    audience: 'both',
  }))
}

export const contentDocuments: ContentSeed[] = Object.entries(homeTexts).flatMap(([catalog, t]) => [
  { query: 'home-page', catalog, blocks: homePage(t, catalog) },
  { query: 'footer', catalog, blocks: footer(t, catalog) },
  { query: 'signup-steps', catalog, blocks: signUpSteps() },
  { query: 'terms-versions', catalog, blocks: termsVersionBlocks(catalog) },
  // Item queries are stored under `{query}/{ref}` (server/system/handlers.ts, getContent).
  { query: `static-page/${legalPages.terms}`, catalog, blocks: staticPage(legalTexts[catalog]!.terms) },
  { query: `static-page/${legalPages.privacy}`, catalog, blocks: staticPage(legalTexts[catalog]!.privacy) },
  ...infoDocuments(catalog).map((doc) => ({ ...doc, catalog })),
])
