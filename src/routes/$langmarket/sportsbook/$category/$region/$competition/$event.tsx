import { createFileRoute } from '@tanstack/react-router'
import { requireSportsbookAccess } from '../../../../../../guards/beforeLoad'
import { SportsbookPage } from '../../../../../../features/sportsbook/SportsbookPage'

/** One event of the sportsbook. */
export const Route = createFileRoute('/$langmarket/sportsbook/$category/$region/$competition/$event')({
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: Event,
})

function Event() {
  const params = Route.useParams()
  return <SportsbookPage params={params} />
}
