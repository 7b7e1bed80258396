import { createFileRoute } from '@tanstack/react-router'
import { requireKnownLocale } from '../guards/beforeLoad'
import { requireAcceptedTerms } from '../features/terms/termsGuard'
import { SiteLayout } from '../layout/SiteLayout'
import { NotFoundPage } from '../features/errors/NotFoundPage'

export const Route = createFileRoute('/$langmarket')({
  beforeLoad: async (args) => {
    const resolved = await requireKnownLocale(args)
    await requireAcceptedTerms(args)
    return resolved
  },
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
})
