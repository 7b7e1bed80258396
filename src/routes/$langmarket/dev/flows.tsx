import { createFileRoute, notFound } from '@tanstack/react-router'
import { FlowsPage } from '../../../features/flows/FlowsPage'

/**
 * The live flow inspector. Built into every bundle but reachable only in development or with
 * `?dev` in the URL, so end-to-end runs against a production build can open it and players never
 * stumble on it.
 */
export const Route = createFileRoute('/$langmarket/dev/flows')({
  validateSearch: (search: Record<string, unknown>): { dev?: true } => ('dev' in search ? { dev: true } : {}),
  beforeLoad: ({ search }) => {
    if (!import.meta.env.DEV && !search.dev) throw notFound({ routeId: '/$langmarket' })
  },
  component: FlowsPage,
})
