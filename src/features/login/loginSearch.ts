/** The search parameter that opens the login modal over any page (the header, guard 8). */
export const LOGIN_SEARCH_PARAM = 'login'

export interface LoginSearch {
  /** The page to open after logging in, when it is not the page under the modal. */
  redirect?: string
  bonusCode?: string
}

/** Keeps only what the login flow reads from a URL's search, dropping anything malformed. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return {
    ...(typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {}),
    ...(typeof search.bonusCode === 'string' && search.bonusCode ? { bonusCode: search.bonusCode } : {}),
  }
}

/** Search parameters that carry a secret (the e-mailed reset key): no link built from a page's URL copies them. */
const SECRET_SEARCH_PARAMS = ['resetKey']

/**
 * The header's log-in entry: the current page, its query kept (a bonusCode), with the login modal
 * open over it — but never a secret from the page's URL, which the link would spread to the
 * browser's history, a Referer and whatever page it leads to.
 */
export function loginModalHref(href: string): string {
  const [path, query = ''] = href.split('?', 2) as [string, string?]
  const search = new URLSearchParams(query)
  for (const name of SECRET_SEARCH_PARAMS) search.delete(name)
  if (!search.has(LOGIN_SEARCH_PARAM)) search.append(LOGIN_SEARCH_PARAM, '1')
  return `${path}?${search.toString()}`
}
