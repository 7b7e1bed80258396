import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireLobbyAccess } from '../../../../../guards/beforeLoad'
import { GamePage } from '../../../../../features/game/GamePage'

/** The game page (spec 000 §2); the game guard (7) runs in the game launch flow. */
export const Route = createFileRoute('/$langmarket/live-casino-online/play/$provider/$slug')({
  staticData: { title: msg`Live casino` },
  beforeLoad: (args) => requireLobbyAccess('LIVE_CASINO', args),
  component: Game,
})

function Game() {
  const { slug } = Route.useParams()
  return <GamePage lobby="LIVE_CASINO" slug={slug} />
}
