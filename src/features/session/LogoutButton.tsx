import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRootActors } from '../../app/RootActorsContext'
import { PlainButton } from '../../design/PlainButton'
import { useSessionRef } from './useSession'
import * as styles from './session.css'

/** The header's Log out: the session revokes the tokens on the platform, then the player is cleared. */
export function LogoutButton() {
  const { authorization } = useRootActors()
  const session = useSessionRef()
  const ending = useSelector(session, (s) => s?.hasTag('ending') ?? false)
  return (
    <PlainButton variant="secondary" className={styles.logoutButton} disabled={ending} onClick={() => authorization.send({ type: 'auth.logout' })}>
      {/* Phones show an exit icon; the name "Log out" is the button's on every width (session.css.ts). */}
      <svg className={styles.logoutIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
        <path d="M16 17l5-5-5-5" />
        <path d="M21 12H9" />
      </svg>
      <span className={styles.logoutLabel}>
        <Trans>Log out</Trans>
      </span>
    </PlainButton>
  )
}
