import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useParams } from '@tanstack/react-router'
import type { ActorRefFrom } from 'xstate'
import type { termsAcceptanceMachine } from '../../../machines/termsAcceptance/termsAcceptance.machine'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import * as styles from './terms.css'

export type TermsAcceptanceRef = ActorRefFrom<typeof termsAcceptanceMachine>

/**
 * The terms flow's view, on the accept-terms page and in the login dialog alike: the latest version
 * with Accept, and Decline (which logs the player out); a retry when the terms cannot be loaded.
 */
export function TermsDecision({ actor }: { actor: TermsAcceptanceRef }) {
  const { t } = useLingui()
  const titleId = useId()
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'))
  const accepting = useSelector(actor, (s) => s.matches('accepting'))
  const acceptFailed = useSelector(actor, (s) => s.matches('acceptFailed'))
  const declined = useSelector(actor, (s) => s.matches('declined'))
  const terms = useSelector(actor, (s) => s.context.terms)
  const canAccept = useSelector(actor, (s) => s.can({ type: 'terms.accept' }))
  const canDecline = useSelector(actor, (s) => s.can({ type: 'terms.decline' }))
  const langmarket = useParams({ strict: false, select: (params) => params.langmarket })

  if (loading)
    return (
      <p role="status" className={styles.mutedText}>
        <Trans>Loading the terms and conditions…</Trans>
      </p>
    )
  if (declined)
    return (
      <p role="status" className={styles.mutedText}>
        <Trans>Logging you out…</Trans>
      </p>
    )

  return (
    <>
      {unavailable && (
        <p role="alert" className={styles.alert}>
          <Trans>The terms are not available right now. Please try again later.</Trans>
        </p>
      )}
      {terms && (
        <section className={styles.card} aria-labelledby={titleId}>
          <h3 id={titleId} className={styles.versionTitle}>
            <Trans>Terms and conditions, version {terms.version}</Trans>
          </h3>
          {/* The site's terms page, which shows the current version; the version's documentUrl
              names a PDF the platform does not serve. */}
          {langmarket && (
            <Link to="/$langmarket/terms" params={{ langmarket }} target="_blank" rel="noopener">
              <Trans>Read the terms and conditions (opens in a new tab)</Trans>
            </Link>
          )}
        </section>
      )}
      {acceptFailed && (
        <p role="alert" className={styles.alert}>
          <Trans>Your acceptance could not be saved. Please try again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        {unavailable ? (
          <Button onPress={() => actor.send({ type: 'terms.retry' })}>{t`Try again`}</Button>
        ) : (
          <Button onPress={() => actor.send({ type: 'terms.accept' })} isDisabled={!canAccept}>
            {accepting ? t`Saving…` : t`I accept the terms and conditions`}
          </Button>
        )}
        <Button variant="secondary" onPress={() => actor.send({ type: 'terms.decline' })} isDisabled={!canDecline}>
          {t`Decline and log out`}
        </Button>
      </div>
    </>
  )
}
