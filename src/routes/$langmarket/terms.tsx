import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { LegalPage, loadLegalPage } from '../../features/legal/LegalPage'

export const Route = createFileRoute('/$langmarket/terms')({
  staticData: { title: msg`Terms and conditions` },
  loader: ({ context }) => loadLegalPage(context, 'terms'),
  component: () => <LegalPage document="terms" />,
})
