import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { GamblingLimitsPage } from '../../../features/limits/GamblingLimitsPage'

/** My account → Gambling limits (spec 000 §2): deposit, loss and spend limits per period. */
export const Route = createFileRoute('/$langmarket/my-account/gambling-limits')({
  staticData: { title: msg`Gambling limits` },
  beforeLoad: (args) => requireAuthorised(args),
  component: GamblingLimitsPage,
})
