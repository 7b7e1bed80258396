/**
 * The client's page paths, so the platform can answer an unknown path 404 (with the SPA, which
 * renders its not-found page) instead of 200. Each entry is a path under `/{langmarket}`; the list
 * is kept equal to the router's route tree (generated from src/routes) by static.test.ts.
 */
export const PAGE_PATHS = [
  '',
  '401',
  '403',
  '500',
  'accept-terms-condition',
  'age-restrictions',
  'betting-rules',
  'bonus-terms',
  'casino-rules',
  'closed-account',
  'contact-live-chat',
  'croupier-loyalty',
  'deposit',
  'dev/flows',
  'help-centre',
  'landing/$id',
  'live-casino-online',
  'live-casino-online/play/$provider/$slug',
  'live-casino-online/$categoryId',
  'login',
  'maintenance',
  'my-account',
  'my-account/account',
  'my-account/account/verification',
  'my-account/active',
  'my-account/banking',
  'my-account/banking/deposit',
  'my-account/banking/transactions',
  'my-account/banking/withdraw',
  'my-account/bonus-code',
  'my-account/gambling-limits',
  'my-account/inbox',
  'my-account/inbox/notifications',
  'my-account/responsible-gambling',
  'my-account/rewards',
  'my-account/rewards/active',
  'my-account/transactions',
  'my-account/verification',
  'my-account/verification/questionnaire',
  'online-casino',
  'online-casino/play/$provider/$slug',
  'online-casino/$categoryId',
  'payment-methods',
  'play/$gameSlug',
  'privacy-policy',
  'promo/$slug',
  'promotions',
  'promotions/$category',
  'promotions/$category/tag/$tagSlug',
  'promotions/$category/$promotionSlug',
  'reset-password',
  'responsible-gambling',
  'restricted',
  'signup',
  'signup/callback',
  'signup/pnp',
  'sportsbook',
  'sportsbook/$category',
  'sportsbook/$category/$region',
  'sportsbook/$category/$region/$competition',
  'sportsbook/$category/$region/$competition/$event',
  'terms',
  'welcome-to-croupier',
  '$contentPageUrl',
] as const

/**
 * `/{contentPageUrl}`: the client renders any other one-segment address as a content page by url
 * and shows its not-found page when the content has none. Which urls are pages is the content's to
 * say, read from the database when a request comes (system/content.ts hasPageByUrl), so a page an
 * operator adds is a page at once.
 */
const CONTENT_PAGE = '$contentPageUrl'

const exact = new Set<string>(PAGE_PATHS.filter((p) => !p.includes('$')))
const patterns = PAGE_PATHS.filter((p) => p.includes('$') && p !== CONTENT_PAGE).map((p) => p.split('/'))

/** A sub-path matches a pattern segment for segment; `$name` takes any one non-empty segment. */
function isPage(sub: string): boolean {
  if (exact.has(sub)) return true
  const segments = sub.split('/')
  return patterns.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i])))
}

/**
 * The url of a content page by url the sub-path would be (one non-empty segment no other page
 * has), or null.
 *
 * @example contentPageUrlOf('about-us') // 'about-us'
 * @example contentPageUrlOf('terms') // null: the terms page
 */
export function contentPageUrlOf(sub: string): string | null {
  return sub !== '' && !sub.includes('/') && !isPage(sub) ? sub : null
}

/** Folders of files only: a missing file there is a 404, never the page. */
const FILE_FOLDERS = /^\/(assets|images)(\/|$)/

/** A path whose last segment names a file (`/favicon.ico`, `/robots.txt`). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/

/** A content page's kind names its locale and url: a page exactly when the content has a page by that url (system/content.ts hasPageByUrl). */
export type PathKind = 'page' | 'unknown-page' | 'file' | { contentPage: { langmarket: string; url: string } }

/**
 * What a GET for a path no route answered is. The first segment is the `{langmarket}`, whatever it
 * says: the client's locale guard sends an unknown one to the default locale, keeping the rest.
 *
 * @example pathKind('/fi-FI/terms') // 'page'
 * @example pathKind('/fi-FI/about-us') // { contentPage: { langmarket: 'fi-FI', url: 'about-us' } }
 * @example pathKind('/fi-FI/no/such/page') // 'unknown-page'
 * @example pathKind('/images/hero.webp') // 'file'
 */
export function pathKind(url: string): PathKind {
  const path = url.split(/[?#]/, 1)[0]!
  if (FILE_FOLDERS.test(path) || FILE_NAME.test(path)) return 'file'
  const [langmarket, ...rest] = path.split('/').slice(1)
  if (!langmarket) return 'unknown-page'
  const sub = rest.join('/').replace(/\/+$/, '')
  const contentUrl = contentPageUrlOf(sub)
  if (contentUrl !== null) return { contentPage: { langmarket, url: contentUrl } }
  return isPage(sub) ? 'page' : 'unknown-page'
}
