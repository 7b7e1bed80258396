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

/** The header's log-in entry: the current page, its query kept (a bonusCode), with the login modal open over it. */
export function loginModalHref(href: string): string {
  if (new URLSearchParams(href.split('?')[1] ?? '').has(LOGIN_SEARCH_PARAM)) return href
  return `${href}${href.includes('?') ? '&' : '?'}${LOGIN_SEARCH_PARAM}=1`
}
