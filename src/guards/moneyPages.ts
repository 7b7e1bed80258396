import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { profileQueryOptions } from '../api/player.queries'
import { requireAuthorised } from './beforeLoad'
import type { GuardDecision, PermissionFlags } from './decisions'

type InboxGuardArgs = Parameters<typeof requireAuthorised>[0] & { context: { queryClient: QueryClient } }

/**
 * The inbox pages (spec 000 §2 and DECISIONS 7: blocked for risk-payout or multibrand-suspended
 * players) send such a player home.
 */
export function inboxPageDecision(permissions: Pick<PermissionFlags, 'riskPayout' | 'multibrandSuspended'>, langmarket: string): GuardDecision {
  if (permissions.riskPayout || permissions.multibrandSuspended) return { kind: 'redirect', to: `/${langmarket}` }
  return { kind: 'allow' }
}

/**
 * A signed-in player (guard 8 first) who is neither payout-risk flagged nor suspended; others go home.
 *
 * @example beforeLoad: (args) => requireInboxAccess(args)
 */
export async function requireInboxAccess(args: InboxGuardArgs): Promise<void> {
  await requireAuthorised(args)
  const decision = inboxPageDecision((await args.context.queryClient.ensureQueryData(profileQueryOptions())).permissions, args.params.langmarket)
  if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true })
}
