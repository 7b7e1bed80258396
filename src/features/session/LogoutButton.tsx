import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRootActors } from '../../app/RootActorsContext'
import { PlainButton } from '../../design/PlainButton'
import { useSessionRef } from './useSession'

/** The header's Log out: the session revokes the tokens on the platform, then the player is cleared. */
export function LogoutButton() {
  const { authorization } = useRootActors()
  const session = useSessionRef()
  const ending = useSelector(session, (s) => s?.hasTag('ending') ?? false)
  return (
    <PlainButton variant="secondary" disabled={ending} onClick={() => authorization.send({ type: 'auth.logout' })}>
      <Trans>Log out</Trans>
    </PlainButton>
  )
}
