import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireLobbyAccess } from '../../../../../guards/beforeLoad'
import { GamePage } from '../../../../../features/game/GamePage'

/** The game page (spec 000 §2); the game guard (7) runs in the game launch flow. */
export const Route = createFileRoute('/$langmarket/online-casino/play/$provider/$slug')({
  staticData: { title: msg`Casino` },
  beforeLoad: (args) => requireLobbyAccess('CASINO', args),
  component: Game,
})

function Game() {
  const { slug } = Route.useParams()
  return <GamePage lobby="CASINO" slug={slug} />
}
