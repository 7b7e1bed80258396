import { createFileRoute } from '@tanstack/react-router'
import { requireLobbyAccess } from '../../../guards/beforeLoad'
import { LobbyView } from '../../../features/lobby/LobbyView'

export const Route = createFileRoute('/$langmarket/online-casino/')({
  beforeLoad: (args) => requireLobbyAccess('CASINO', args),
  component: () => <LobbyView type="CASINO" />,
})
