import { createFileRoute } from '@tanstack/react-router'
import { ClosedAccountPage } from '../../features/closedAccount/ClosedAccountPage'

export const Route = createFileRoute('/$langmarket/closed-account')({ component: ClosedAccountRoute })

function ClosedAccountRoute() {
  const { langmarket } = Route.useParams()
  return <ClosedAccountPage langmarket={langmarket} />
}
