import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { passwordResetFlow } from '../../flows/passwordReset'
import { useFlow } from '../../flows/useFlow'
import { PasswordResetSteps } from './PasswordResetSteps'
import * as styles from './passwordReset.css'

export interface PasswordResetPageProps {
  langmarket: string
  /** From the e-mailed link; without it the player starts at the Email step. */
  resetKey?: string
}

/** The reset-password page: the flow in a card; the flow itself opens the home page when done. */
export function PasswordResetPage({ langmarket, resetKey }: PasswordResetPageProps) {
  const actor = useFlow(passwordResetFlow, { langmarket })

  useEffect(() => {
    // Both events are ignored once the form is open, so a repeated effect does not restart it.
    actor.send(resetKey ? { type: 'reset.linkOpened', resetKey } : { type: 'reset.start' })
  }, [actor, resetKey])

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="password-reset-title">
        <h1 id="password-reset-title" className={styles.title}>
          <Trans>Reset your password</Trans>
        </h1>
        <PasswordResetSteps actor={actor} />
      </section>
    </div>
  )
}
