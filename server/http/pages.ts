/**
 * The client's page paths, so the platform can answer an unknown path 404 (with the SPA, which
 * renders its not-found page) instead of 200. Each entry is a path under `/{langmarket}`; the list
 * is kept equal to the router's route tree (generated from src/routes) by static.test.ts.
 */
import { contactUsList, informationList } from '../seed/info-pages.ts'

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
 * `/{contentPageUrl}`: the client renders any one-segment address as a content page and shows its
 * not-found page when the content has none. The platform answers 200 for the urls of its own
 * information and contact-us lists (seed/info-pages.ts) and 404 for any other.
 */
const CONTENT_PAGE = '$contentPageUrl'
const contentPageUrls = new Set<string>([...informationList, ...contactUsList])

const exact = new Set<string>(PAGE_PATHS.filter((p) => !p.includes('$')))
const patterns = PAGE_PATHS.filter((p) => p.includes('$') && p !== CONTENT_PAGE).map((p) => p.split('/'))

/** A sub-path matches a pattern segment for segment; `$name` takes any one non-empty segment. */
function isPage(sub: string): boolean {
  if (exact.has(sub) || contentPageUrls.has(sub)) return true
  const segments = sub.split('/')
  return patterns.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i])))
}

/** Folders of files only: a missing file there is a 404, never the page. */
const FILE_FOLDERS = /^\/(assets|images)(\/|$)/

/** A path whose last segment names a file (`/favicon.ico`, `/robots.txt`). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/

export type PathKind = 'page' | 'unknown-page' | 'file'

/**
 * What a GET for a path no route answered is. The first segment is the `{langmarket}`, whatever it
 * says: the client's locale guard sends an unknown one to the default locale, keeping the rest.
 *
 * @example pathKind('/fi-FI/terms') // 'page'
 * @example pathKind('/fi-FI/no-such-page') // 'unknown-page'
 * @example pathKind('/images/hero.webp') // 'file'
 */
export function pathKind(url: string): PathKind {
  const path = url.split(/[?#]/, 1)[0]!
  if (FILE_FOLDERS.test(path) || FILE_NAME.test(path)) return 'file'
  const [langmarket, ...rest] = path.split('/').slice(1)
  if (!langmarket) return 'unknown-page'
  const sub = rest.join('/').replace(/\/+$/, '')
  return isPage(sub) ? 'page' : 'unknown-page'
}
