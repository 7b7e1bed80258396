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
  'closed-account',
  'deposit',
  'dev/flows',
  'live-casino-online',
  'live-casino-online/$categoryId',
  'live-casino-online/play/$provider/$slug',
  'login',
  'maintenance',
  'my-account',
  'my-account/account',
  'my-account/account/verification',
  'my-account/banking/deposit',
  'my-account/banking/withdraw',
  'my-account/bonus-code',
  'my-account/gambling-limits',
  'my-account/responsible-gambling',
  'my-account/rewards',
  'my-account/transactions',
  'my-account/verification',
  'my-account/verification/questionnaire',
  'online-casino',
  'online-casino/$categoryId',
  'online-casino/play/$provider/$slug',
  'privacy-policy',
  'reset-password',
  'restricted',
  'signup',
  'signup/callback',
  'signup/pnp',
  'terms',
  'welcome-to-croupier',
] as const

const exact = new Set<string>(PAGE_PATHS.filter((p) => !p.includes('$')))
const patterns = PAGE_PATHS.filter((p) => p.includes('$')).map((p) => p.split('/'))

/** A sub-path matches a pattern segment for segment; `$name` takes any one non-empty segment. */
function isPage(sub: string): boolean {
  if (exact.has(sub)) return true
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
