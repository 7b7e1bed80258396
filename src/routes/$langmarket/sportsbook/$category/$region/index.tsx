import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireSportsbookAccess } from '../../../../../guards/beforeLoad'
import { SportsbookPage } from '../../../../../features/sportsbook/SportsbookPage'

/** A region of a sport in the sportsbook. */
export const Route = createFileRoute('/$langmarket/sportsbook/$category/$region/')({
  staticData: { title: msg`Sportsbook` },
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: Region,
})

function Region() {
  const { category, region } = Route.useParams()
  return <SportsbookPage params={{ category, region }} />
}
