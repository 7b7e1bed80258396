import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireLobbyAccess } from '../../../guards/beforeLoad'
import { LobbyView } from '../../../features/lobby/LobbyView'

export const Route = createFileRoute('/$langmarket/online-casino/')({
  staticData: { title: msg`Casino` },
  beforeLoad: (args) => requireLobbyAccess('CASINO', args),
  component: () => <LobbyView type="CASINO" />,
})
