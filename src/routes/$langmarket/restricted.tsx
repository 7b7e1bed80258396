import { createFileRoute } from '@tanstack/react-router'
import { RestrictedCountryPage } from '../../features/errors/StatusPages'

export const Route = createFileRoute('/$langmarket/restricted')({ component: () => <RestrictedCountryPage /> })
