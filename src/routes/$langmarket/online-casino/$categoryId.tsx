import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireLobbyAccess } from '../../../guards/beforeLoad'
import { LobbyView } from '../../../features/lobby/LobbyView'

/** A category of the lobby: its games only, with search and filters. */
export const Route = createFileRoute('/$langmarket/online-casino/$categoryId')({
  staticData: { title: msg`Casino` },
  params: { parse: ({ categoryId }) => ({ categoryId: /^[a-z0-9-]{1,40}$/.test(categoryId) ? categoryId : 'all' }), stringify: (p) => p },
  beforeLoad: (args) => requireLobbyAccess('CASINO', args),
  component: Category,
})

function Category() {
  const { categoryId } = Route.useParams()
  return <LobbyView type="CASINO" category={categoryId} />
}
