import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { ResponsibleGamblingPage } from '../../../features/responsibleGambling/ResponsibleGamblingPage'

/** My account → Responsible gambling: take a time-out or self-exclude (spec 000 §3, §4). */
export const Route = createFileRoute('/$langmarket/my-account/responsible-gambling')({
  staticData: { title: msg`Time-out and self-exclusion` },
  beforeLoad: (args) => requireAuthorised(args),
  component: ResponsibleGamblingPage,
})
