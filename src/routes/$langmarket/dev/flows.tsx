import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { FlowsPage } from '../../../features/flows/FlowsPage'
import { NotFoundPage } from '../../../features/errors/NotFoundPage'

/**
 * The live flow inspector. Built into every bundle but reachable only in development or with
 * `?dev` in the URL, so end-to-end runs against a production build can open it while players who
 * stumble on the path see the ordinary 404 page, inside the site layout.
 */
export const Route = createFileRoute('/$langmarket/dev/flows')({
  staticData: { title: msg`Flows` },
  validateSearch: (search: Record<string, unknown>): { dev?: true } => ('dev' in search ? { dev: true } : {}),
  component: DevFlows,
})

function DevFlows() {
  const enabled = Route.useSearch({ select: (search) => import.meta.env.DEV || search.dev === true })
  return enabled ? <FlowsPage /> : <NotFoundPage />
}
