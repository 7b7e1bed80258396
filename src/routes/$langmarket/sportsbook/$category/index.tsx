import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireSportsbookAccess } from '../../../../guards/beforeLoad'
import { SportsbookPage } from '../../../../features/sportsbook/SportsbookPage'

/** A sport of the sportsbook, or its live-betting or bet-history page (features/sportsbook/deepLink.ts). */
export const Route = createFileRoute('/$langmarket/sportsbook/$category/')({
  staticData: { title: msg`Sportsbook` },
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: Category,
})

function Category() {
  const { category } = Route.useParams()
  return <SportsbookPage params={{ category }} />
}
