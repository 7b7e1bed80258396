/**
 * Route guards as pure decisions, so the rules are unit-tested without a router; the `beforeLoad`
 * helpers in ./beforeLoad.ts apply them to live actors.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; search?: Record<string, string> }

export type AuthStatus = 'pending' | 'authorized' | 'anonymous'

const allow: GuardDecision = { kind: 'allow' }

/**
 * Guard 8: an authorised page is shown only to a resolved, authorised player; anyone else goes to
 * the access-error page carrying the page they wanted. `pending` is never decided here: the caller
 * waits (a loader shows) until authorization resolves.
 */
export function authorisedPageDecision(
  status: Exclude<AuthStatus, 'pending'>,
  location: { langmarket: string; href: string },
): GuardDecision {
  if (status === 'authorized') return allow
  return { kind: 'redirect', to: `/${location.langmarket}/401`, search: { redirect: location.href } }
}

/** Pages reachable while updated terms are waiting to be accepted (guard 9). */
const termsExemptRests = [/^$/, /^\/my-account(\/|$)/, /^\/accept-terms-condition(\/|$)/]

/**
 * Guard 9: an authorised player who must accept updated terms is sent to the accept-terms page
 * from anywhere except the locale home, my-account pages and the accept-terms page itself.
 */
export function termsDecision(input: {
  authorized: boolean
  showUpdatedTnC: boolean
  langmarket: string
  /** The path after the locale segment, '' on the locale home. */
  rest: string
}): GuardDecision {
  if (!input.authorized || !input.showUpdatedTnC) return allow
  if (termsExemptRests.some((pattern) => pattern.test(input.rest))) return allow
  return { kind: 'redirect', to: `/${input.langmarket}/accept-terms-condition` }
}
