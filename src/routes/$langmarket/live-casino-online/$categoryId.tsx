import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireLobbyAccess } from '../../../guards/beforeLoad'
import { LobbyView } from '../../../features/lobby/LobbyView'

/** A category of the lobby: its games only, with search and filters. */
export const Route = createFileRoute('/$langmarket/live-casino-online/$categoryId')({
  staticData: { title: msg`Live casino` },
  params: { parse: ({ categoryId }) => ({ categoryId: /^[a-z0-9-]{1,40}$/.test(categoryId) ? categoryId : 'all' }), stringify: (p) => p },
  beforeLoad: (args) => requireLobbyAccess('LIVE_CASINO', args),
  component: Category,
})

function Category() {
  const { categoryId } = Route.useParams()
  return <LobbyView type="LIVE_CASINO" category={categoryId} />
}
