import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../guards/beforeLoad'
import { AcceptTermsPage } from '../../features/terms/AcceptTermsPage'
import { termsVersionsQueryOptions } from '../../flows/termsAcceptance'
import { validateLoginSearch } from '../../features/login/loginSearch'

/** DECISIONS.md 8: only a signed-in player may accept terms; guard 9 sends them here. */
export const Route = createFileRoute('/$langmarket/accept-terms-condition')({
  staticData: { title: msg`Our terms and conditions have changed` },
  validateSearch: (search: Record<string, unknown>) => ({ redirect: validateLoginSearch(search).redirect }),
  beforeLoad: (args) => requireAuthorised(args),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(termsVersionsQueryOptions(params.langmarket)),
  component: function AcceptTermsRoute() {
    return <AcceptTermsPage redirect={Route.useSearch().redirect} />
  },
})
