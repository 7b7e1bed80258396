import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { passwordResetMachine } from '../../../machines/passwordReset/passwordReset.machine'
import { PasswordResetSteps } from './PasswordResetSteps'
import * as styles from './passwordReset.css'
import { useRootActors } from '../../app/RootActorsContext'

export interface PasswordResetPageProps {
  langmarket: string
  /** From the e-mailed link; without it the player starts at the Email step. */
  resetKey?: string
}

/** The reset-password page: the flow in a card, then home once the player continues. */
export function PasswordResetPage({ langmarket, resetKey }: PasswordResetPageProps) {
  const { inspect } = useRootActors()
  const actor = useActorRef(passwordResetMachine, { inspect })
  const destination = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output?.destination : null))
  const navigate = useNavigate()

  useEffect(() => {
    // Both events are ignored once the form is open, so a repeated effect does not restart it.
    actor.send(resetKey ? { type: 'reset.linkOpened', resetKey } : { type: 'reset.start' })
  }, [actor, resetKey])

  useEffect(() => {
    if (destination === 'home') void navigate({ to: '/$langmarket', params: { langmarket } })
  }, [destination, langmarket, navigate])

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
