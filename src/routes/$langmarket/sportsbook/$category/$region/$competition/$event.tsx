import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireSportsbookAccess } from '../../../../../../guards/beforeLoad'
import { SportsbookPage } from '../../../../../../features/sportsbook/SportsbookPage'

/** One event of the sportsbook. */
export const Route = createFileRoute('/$langmarket/sportsbook/$category/$region/$competition/$event')({
  staticData: { title: msg`Sportsbook` },
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: Event,
})

function Event() {
  const params = Route.useParams()
  return <SportsbookPage params={params} />
}
