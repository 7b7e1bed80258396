import { createFileRoute } from '@tanstack/react-router'
import { LegalPage, loadLegalPage } from '../../features/legal/LegalPage'

export const Route = createFileRoute('/$langmarket/privacy-policy')({
  loader: ({ context }) => loadLegalPage(context, 'privacy-policy'),
  component: () => <LegalPage document="privacy-policy" />,
})
