import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { loginMachine } from '../../../machines/login/login.machine'
import { Button } from '../../design/Button'
import * as styles from './login.css'

/**
 * An account from our previous platform (the login answered `error.migration.required`): what
 * moving it means, and the move itself, with the e-mail and password the player just typed. The
 * heading takes focus, so a screen reader announces why the form gave way to this step.
 */
export function MigrationStep({ actor }: { actor: ActorRefFrom<typeof loginMachine> }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const moving = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.matches({ migration: 'failed' }))
  const email = useSelector(actor, (s) => s.context.email)
  const canCancel = useSelector(actor, (s) => s.can({ type: 'migration.cancel' }))
  useEffect(() => heading.current?.focus(), [])

  return (
    <div className={styles.form} aria-busy={moving}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        <Trans>Welcome to the new Croupier</Trans>
      </h2>
      <p className={`${styles.alertBody} ${styles.breakAnywhere}`}>
        <Trans>
          Your account {email} was opened on our previous site. Move it over to log in here: your e-mail address and
          password stay the same.
        </Trans>
      </p>
      {failed && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertBody}>
            <Trans>Your account could not be moved right now. Nothing has changed; please try again.</Trans>
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Button onPress={() => actor.send({ type: 'migration.confirm' })} isDisabled={moving}>
          {moving ? t`Moving your account…` : t`Move my account and log in`}
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'migration.cancel' })} isDisabled={!canCancel}>
          {t`Not now`}
        </Button>
      </div>
    </div>
  )
}
