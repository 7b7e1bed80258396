/**
 * The client's page paths, so the platform can answer an unknown path 404 (with the SPA, which
 * renders its not-found page) instead of 200. Each entry is a path under `/{langmarket}`; the list
 * is kept equal to the router's route tree (src/routeTree.gen.ts) by static.test.ts.
 */
export const PAGE_PATHS = [
  '',
  '401',
  '403',
  '500',
  'accept-terms-condition',
  'closed-account',
  'dev/flows',
  'login',
  'maintenance',
  'privacy-policy',
  'reset-password',
  'restricted',
  'signup',
  'terms',
  'welcome-to-croupier',
] as const

const pages = new Set<string>(PAGE_PATHS)

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
  return pages.has(sub) ? 'page' : 'unknown-page'
}
