import type { components } from '../../openapi/dist/schema'
import {
  DEFAULT_LANGMARKET,
  defaultLocalePath,
  resolveLangMarket,
  type Market,
  type ResolvedLocale,
} from '../locale/langmarket'

/**
 * Route guards as pure decisions, so the rules are unit-tested without a router; the `beforeLoad`
 * helpers in ./beforeLoad.ts apply them to live actors.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; search?: Record<string, string> }

export type AuthStatus = 'pending' | 'authorized' | 'anonymous'

const allow: GuardDecision = { kind: 'allow' }

/**
 * Guard 8: an authorised page is shown only to a resolved, authorised player; anyone else goes to
 * the access-error page carrying the page they wanted, with the login modal open over it. `pending`
 * is never decided here: the caller waits (a loader shows) until authorization resolves.
 */
export function authorisedPageDecision(
  status: Exclude<AuthStatus, 'pending'>,
  location: { langmarket: string; href: string },
): GuardDecision {
  if (status === 'authorized') return allow
  // DECISIONS.md 8: the access-error page opens with the login modal over it (`login`).
  return { kind: 'redirect', to: `/${location.langmarket}/401`, search: { redirect: location.href, login: '1' } }
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

/**
 * Guard 10: a `{langmarket}` that is malformed, names an unknown or disabled market, or a language
 * the market does not offer goes to the default locale with the rest of the path and query kept.
 * The default locale itself is never redirected, so a broken market table cannot loop.
 */
export function localeDecision(
  segment: string,
  location: { pathname: string; searchStr: string },
  markets: readonly Market[],
): { kind: 'allow'; locale: ResolvedLocale } | { kind: 'redirect'; href: string } | { kind: 'unavailable' } {
  const locale = resolveLangMarket(segment, markets)
  if (locale) return { kind: 'allow', locale }
  if (segment === DEFAULT_LANGMARKET) return { kind: 'unavailable' }
  return { kind: 'redirect', href: `${defaultLocalePath(location.pathname)}${location.searchStr}` }
}

export type PermissionFlags = components['schemas']['PermissionFlags']

/**
 * Guard 4: the casino and live-casino lobbies send a signed-in player home when they are flagged
 * for payout risk, multibrand-suspended, or lack casino (or live-casino) access. A visitor may
 * browse both lobbies.
 */
export function lobbyAccessDecision(
  lobby: 'CASINO' | 'LIVE_CASINO',
  permissions: PermissionFlags | null,
  langmarket: string,
): GuardDecision {
  if (!permissions) return allow
  const access = lobby === 'CASINO' ? permissions.casino : permissions.liveCasino
  if (permissions.riskPayout || permissions.multibrandSuspended || !access) return { kind: 'redirect', to: `/${langmarket}` }
  return allow
}

/**
 * Guard 5: the sportsbook sends a signed-in player home when they lack sportsbook access, are
 * flagged for payout risk or are multibrand-suspended. A visitor sees the sportsbook anonymously.
 */
export function sportsbookAccessDecision(permissions: PermissionFlags | null, langmarket: string): GuardDecision {
  if (!permissions) return allow
  if (permissions.riskPayout || permissions.multibrandSuspended || !permissions.sports) return { kind: 'redirect', to: `/${langmarket}` }
  return allow
}

/**
 * The bonus pages (spec 000 §2: /my-account/rewards and the bonus-code page are blocked for
 * risk-payout or multibrand-suspended players) send such a player, or one without bonuses, home.
 */
export function bonusPageDecision(permissions: PermissionFlags, langmarket: string): GuardDecision {
  if (permissions.riskPayout || permissions.multibrandSuspended || !permissions.bonuses) return { kind: 'redirect', to: `/${langmarket}` }
  return allow
}
