/**
 * Where a player lands after logging in (spec 000 §2): `/{language}-{market}` followed by the stored
 * redirect path, or the locale home; a `bonusCode` query parameter is kept.
 */
export interface AfterLoginInput {
  /** The current `{language}-{market}`. */
  langmarket: string
  /** The page the player was on or wanted (redirectToPageUrlAfterLogin), with or without its locale. */
  redirect?: string | null
  bonusCode?: string | null
}

const LOCALE_SEGMENT = /^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/

/**
 * Only a same-site path is followed: `//host`, `/\host` and absolute URLs would send the player
 * off the site with a fresh session.
 */
function safePath(redirect: string | null | undefined): URL | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null
  return new URL(redirect, 'https://site.invalid')
}

/**
 * @example afterLoginPath({ langmarket: 'fi-FI', redirect: '/en-UN/deposit?bonusCode=WELCOME' }) // '/fi-FI/deposit?bonusCode=WELCOME'
 */
export function afterLoginPath({ langmarket, redirect, bonusCode }: AfterLoginInput): string {
  const target = safePath(redirect)
  const rest = (target?.pathname ?? '').replace(LOCALE_SEGMENT, '').replace(/\/+$/, '')
  const code = bonusCode || target?.searchParams.get('bonusCode')
  const query = code ? `?${new URLSearchParams({ bonusCode: code }).toString()}` : ''
  return `/${langmarket}${rest}${query}`
}
