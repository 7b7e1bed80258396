import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { RootActors } from '../../app/rootActors'
import { termsDecision } from '../../guards/decisions'
import { splitLocalePath } from '../../locale/langmarket'

interface TermsGuardArgs {
  context: { actors: Pick<RootActors, 'authorization'> }
  location: Pick<ParsedLocation, 'pathname' | 'href'>
  params: { langmarket: string }
}

/**
 * Guard 9 for every page under `$langmarket`: once authorization has resolved, a signed-in player
 * whose updated terms await acceptance goes to the accept-terms page, which returns them to the
 * page they asked for (`redirect`) after accepting.
 *
 * @example beforeLoad: async (args) => { await requireAcceptedTerms(args) }
 */
export async function requireAcceptedTerms({ context, location, params }: TermsGuardArgs): Promise<void> {
  const snapshot = await waitFor(context.actors.authorization, (s) => !s.hasTag('loading'))
  const decision = termsDecision({
    authorized: snapshot.hasTag('authorized'),
    showUpdatedTnC: snapshot.context.showUpdatedTnC,
    langmarket: params.langmarket,
    rest: splitLocalePath(location.pathname).rest,
  })
  if (decision.kind === 'redirect') {
    throw redirect({ href: `${decision.to}?${new URLSearchParams({ redirect: location.href }).toString()}`, replace: true })
  }
}
