import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { VerificationPage } from '../../../features/verification/VerificationPage'

/** My account → Verification (spec 000 §2 `/my-account/verification`): documents by kind, and uploads. */
export const Route = createFileRoute('/$langmarket/my-account/verification')({
  staticData: { title: msg`Verification documents` },
  beforeLoad: (args) => requireAuthorised(args),
  component: VerificationPage,
})
