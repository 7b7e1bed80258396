import { createFileRoute } from '@tanstack/react-router'
import { LegalPage, loadLegalPage } from '../../features/legal/LegalPage'

export const Route = createFileRoute('/$langmarket/terms')({
  loader: ({ context }) => loadLegalPage(context, 'terms'),
  component: () => <LegalPage document="terms" />,
})
