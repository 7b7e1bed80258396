import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireSportsbookAccess } from '../../../guards/beforeLoad'
import { SportsbookPage } from '../../../features/sportsbook/SportsbookPage'

/** The sportsbook (spec 000 §2), page key sport-base; guard 5 in beforeLoad. */
export const Route = createFileRoute('/$langmarket/sportsbook/')({
  staticData: { title: msg`Sportsbook` },
  beforeLoad: (args) => requireSportsbookAccess(args),
  component: () => <SportsbookPage params={{}} />,
})
