import { createFileRoute } from '@tanstack/react-router'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { VerificationPage } from '../../../features/verification/VerificationPage'

/** My account → Verification (spec 000 §2 `/my-account/verification`): documents by kind, and uploads. */
export const Route = createFileRoute('/$langmarket/my-account/verification')({
  beforeLoad: (args) => requireAuthorised(args),
  component: VerificationPage,
})
