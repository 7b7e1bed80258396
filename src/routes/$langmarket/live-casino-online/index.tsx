import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireLobbyAccess } from '../../../guards/beforeLoad'
import { LobbyView } from '../../../features/lobby/LobbyView'

export const Route = createFileRoute('/$langmarket/live-casino-online/')({
  staticData: { title: msg`Live casino` },
  beforeLoad: (args) => requireLobbyAccess('LIVE_CASINO', args),
  component: () => <LobbyView type="LIVE_CASINO" />,
})
