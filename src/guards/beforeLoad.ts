import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import type { RootActors } from '../app/rootActors'
import { marketsQueryOptions } from '../api/system.queries'
import type { ResolvedLocale } from '../locale/langmarket'
import { authorisedPageDecision, lobbyAccessDecision, bonusPageDecision, localeDecision, sportsbookAccessDecision, type GuardDecision } from './decisions'
import { profileQueryOptions } from '../api/player.queries'

/** The parts of a route's `beforeLoad` arguments a guard reads; the router passes more. */
interface GuardArgs<Context> {
  context: Context
  location: Pick<ParsedLocation, 'pathname' | 'href' | 'searchStr'>
  params: { langmarket: string }
}

type WithAuthorization = { actors: Pick<RootActors, 'authorization'> }

function follow(decision: GuardDecision): void {
  if (decision.kind === 'redirect') throw redirect({ href: withSearch(decision.to, decision.search), replace: true })
}

function withSearch(path: string, search: Record<string, string> | undefined): string {
  if (!search) return path
  return `${path}?${new URLSearchParams(search).toString()}`
}

/**
 * Guard 10 for the `$langmarket` route: ensures the market table, then either hands the resolved
 * locale to child routes or redirects to the default locale keeping the rest of the path.
 */
export async function requireKnownLocale({
  context,
  location,
  params,
}: GuardArgs<{ queryClient: QueryClient }>): Promise<{ locale: ResolvedLocale }> {
  const markets = await context.queryClient.ensureQueryData(marketsQueryOptions())
  const decision = localeDecision(params.langmarket, location, markets)
  if (decision.kind === 'redirect') throw redirect({ href: decision.href, replace: true })
  if (decision.kind === 'unavailable') throw new Error(`The default locale ${params.langmarket} is not in the market table`)
  return { locale: decision.locale }
}

/**
 * Guard 8, for `beforeLoad` of pages only a signed-in player may see. While authorization is
 * still pending the route waits, so the router shows its pending loader; then an anonymous
 * visitor goes to `/{langmarket}/401?redirect=<the page>`.
 *
 * @example beforeLoad: (args) => requireAuthorised(args)
 */
export async function requireAuthorised({ context, location, params }: GuardArgs<WithAuthorization>): Promise<void> {
  const snapshot = await waitFor(context.actors.authorization, (s) => !s.hasTag('loading'))
  const status = snapshot.hasTag('authorized') ? 'authorized' : 'anonymous'
  follow(authorisedPageDecision(status, { langmarket: params.langmarket, href: location.href }))
}

type WithPlayer = WithAuthorization & { queryClient: QueryClient }

/**
 * Guard 4 for the lobby routes: waits for authorization, reads a signed-in player's permission
 * flags (profile) and sends a player without access to the locale home.
 *
 * @example beforeLoad: (args) => requireLobbyAccess('CASINO', args)
 */
export async function requireLobbyAccess(lobby: 'CASINO' | 'LIVE_CASINO', { context, params }: GuardArgs<WithPlayer>): Promise<void> {
  const snapshot = await waitFor(context.actors.authorization, (s) => !s.hasTag('loading'))
  const permissions = snapshot.hasTag('authorized') ? (await context.queryClient.ensureQueryData(profileQueryOptions())).permissions : null
  follow(lobbyAccessDecision(lobby, permissions, params.langmarket))
}

/**
 * Guard 5 for the sportsbook routes: waits for authorization, reads a signed-in player's flags and
 * sends a player without sportsbook access (or flagged) to the locale home.
 *
 * @example beforeLoad: (args) => requireSportsbookAccess(args)
 */
export async function requireSportsbookAccess({ context, params }: GuardArgs<WithPlayer>): Promise<void> {
  const snapshot = await waitFor(context.actors.authorization, (s) => !s.hasTag('loading'))
  const permissions = snapshot.hasTag('authorized') ? (await context.queryClient.ensureQueryData(profileQueryOptions())).permissions : null
  follow(sportsbookAccessDecision(permissions, params.langmarket))
}

/**
 * The bonus pages: a signed-in player (guard 8 first) whose flags allow bonuses; others go home.
 *
 * @example beforeLoad: (args) => requireBonusAccess(args)
 */
export async function requireBonusAccess(args: GuardArgs<WithPlayer>): Promise<void> {
  await requireAuthorised(args)
  follow(bonusPageDecision((await args.context.queryClient.ensureQueryData(profileQueryOptions())).permissions, args.params.langmarket))
}
