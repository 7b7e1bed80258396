import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { useRootActors } from '../../app/RootActorsContext'
import { useSessionRef } from './useSession'
import { idleCountdown } from './idleCountdown'
import * as styles from './session.css'

/**
 * The idle-player dialog (its own chunk, see IdleModal): the seconds left before the inactivity
 * logout. Escape, the close button and Continue all keep the session.
 */
export function IdleDialog() {
  const { t } = useLingui()
  const { authorization } = useRootActors()
  const session = useSessionRef()
  const warned = useSelector(session, (s) => s?.hasTag('idleWarning') ?? false)
  const secondsLeft = useSelector(session, (s) => s?.context.secondsLeft ?? 0)
  if (!session || !warned) return null

  const keepSession = () => session.send({ type: 'session.continue' })
  const countdown = idleCountdown(secondsLeft)
  return (
    <Modal title={t`Are you still there?`} isOpen onOpenChange={(isOpen) => !isOpen && keepSession()}>
      <p className={styles.text}>
        <Trans>You have been inactive for a while. For your security you will be logged out in</Trans>{' '}
        <time role="timer" className={styles.countdown} dateTime={countdown.dateTime}>
          {countdown.text}
        </time>
        .
      </p>
      <div className={styles.actions}>
        <Button autoFocus onPress={keepSession}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="secondary" onPress={() => authorization.send({ type: 'auth.logout' })}>
          <Trans>Log out</Trans>
        </Button>
      </div>
    </Modal>
  )
}
