import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PasswordResetPage } from '../../features/passwordReset/PasswordResetPage'

interface ResetPasswordSearch {
  /** The key from the e-mailed link (openapi player.yaml, startPasswordReset). */
  resetKey?: string
}

export const Route = createFileRoute('/$langmarket/reset-password')({
  staticData: { title: msg`Reset your password` },
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch =>
    typeof search.resetKey === 'string' && search.resetKey.length > 0 && search.resetKey.length <= 256
      ? { resetKey: search.resetKey }
      : {},
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { langmarket } = Route.useParams()
  const { resetKey } = Route.useSearch()
  return <PasswordResetPage langmarket={langmarket} resetKey={resetKey} />
}
