import { useEffect, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { TermsDecision, type TermsAcceptanceRef } from './TermsDecision'
import * as styles from './terms.css'

/**
 * The terms at login (spec 000 §4): the login flow runs the terms flow as its child and the login
 * dialog shows this step before the player reaches the site. The heading takes focus, so a screen
 * reader announces why the dialog changed. Once the terms flow has finished, the page it opened (or
 * the logout) is on its way.
 */
export function TermsStep({ actor }: { actor: TermsAcceptanceRef | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.step}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        <Trans>Our terms and conditions have changed</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Please read the updated terms and accept them to continue playing.</Trans>
      </p>
      {actor ? (
        <TermsDecision actor={actor} />
      ) : (
        <p role="status" className={styles.mutedText}>
          <Trans>One moment…</Trans>
        </p>
      )}
    </div>
  )
}
