import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ClosedAccountPage } from '../../features/closedAccount/ClosedAccountPage'

export const Route = createFileRoute('/$langmarket/closed-account')({ staticData: { title: msg`Your account is closed` }, component: ClosedAccountRoute })

function ClosedAccountRoute() {
  const { langmarket } = Route.useParams()
  return <ClosedAccountPage langmarket={langmarket} />
}
