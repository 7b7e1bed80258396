import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { LegalPage, loadLegalPage } from '../../features/legal/LegalPage'

export const Route = createFileRoute('/$langmarket/privacy-policy')({
  staticData: { title: msg`Privacy policy` },
  loader: ({ context }) => loadLegalPage(context, 'privacy-policy'),
  component: () => <LegalPage document="privacy-policy" />,
})
