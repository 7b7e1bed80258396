import { createFileRoute } from '@tanstack/react-router'
import { requireSportsbookAccess } from '../../../../../../guards/beforeLoad'
import { SportsbookPage } from '../../../../../../features/sportsbook/SportsbookPage'

/** A competition of the sportsbook. */
export const Route = createFileRoute('/$langmarket/sportsbook/$category/$region/$competition/')({
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: Competition,
})

function Competition() {
  const { category, region, competition } = Route.useParams()
  return <SportsbookPage params={{ category, region, competition }} />
}
