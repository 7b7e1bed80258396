import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireSportsbookAccess } from '../../../../../../guards/beforeLoad'
import { SportsbookPage } from '../../../../../../features/sportsbook/SportsbookPage'

/** A competition of the sportsbook. */
export const Route = createFileRoute('/$langmarket/sportsbook/$category/$region/$competition/')({
  staticData: { title: msg`Sportsbook` },
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: Competition,
})

function Competition() {
  const { category, region, competition } = Route.useParams()
  return <SportsbookPage params={{ category, region, competition }} />
}
