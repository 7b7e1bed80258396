import { createFileRoute } from '@tanstack/react-router'
import { requireKnownLocale } from '../guards/beforeLoad'
import { SiteLayout } from '../layout/SiteLayout'
import { NotFoundPage } from '../features/errors/NotFoundPage'

export const Route = createFileRoute('/$langmarket')({
  beforeLoad: (args) => requireKnownLocale(args),
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
})
