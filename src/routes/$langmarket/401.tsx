import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { UnauthorizedPage } from '../../features/errors/StatusPages'

/** Guard 8 sends anonymous visitors here with the page they wanted; the login flow reads `redirect`. */
export const Route = createFileRoute('/$langmarket/401')({
  staticData: { title: msg`Please log in` },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {},
  component: UnauthorizedPage,
})
