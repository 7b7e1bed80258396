import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useParams } from '@tanstack/react-router'
import { Link as AriaLink } from 'react-aria-components'
import { latestTermsVersion, type TermsVersion } from '../../../machines/termsAcceptance/termsVersions'
import { contentQueryOptions } from '../../api/system.queries'
import { useRootActors } from '../../app/RootActorsContext'
import { termsAcceptanceFlow } from '../../flows/termsAcceptance'
import { useFlow } from '../../flows/useFlow'
import { Button } from '../../design/Button'
import { link } from '../../design/primitives.css'
import * as styles from './terms.css'

/** The terms versions the accept-terms route loads before it renders. */
export function termsVersionsQueryOptions(langmarket: string) {
  return contentQueryOptions('terms-versions', langmarket)
}

/** The accept-terms page (guard 9's target): the latest terms version and Accept. */
export function AcceptTermsPage({ redirect }: { redirect?: string }) {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const { data } = useSuspenseQuery(termsVersionsQueryOptions(langmarket))
  const terms = latestTermsVersion(data)
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Our terms and conditions have changed</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Please read the updated terms and accept them to continue playing.</Trans>
      </p>
      {terms ? (
        <TermsAcceptance terms={terms} langmarket={langmarket} redirect={redirect} />
      ) : (
        <p role="alert" className={styles.alert}>
          <Trans>The terms are not available right now. Please try again later.</Trans>
        </p>
      )}
    </div>
  )
}

function TermsAcceptance({ terms, langmarket, redirect }: { terms: TermsVersion; langmarket: string; redirect?: string }) {
  const { t } = useLingui()
  const { authorization } = useRootActors()
  const actor = useFlow(termsAcceptanceFlow, { langmarket, terms, redirect, authorization })

  const accepting = useSelector(actor, (s) => s.hasTag('loading'))
  const acceptFailed = useSelector(actor, (s) => s.matches('acceptFailed'))
  const canAccept = useSelector(actor, (s) => s.can({ type: 'terms.accept' }))

  return (
    <>
      <section className={styles.card} aria-labelledby="terms-version-title">
        <h2 id="terms-version-title" className={styles.text}>
          <Trans>Terms and conditions, version {terms.version}</Trans>
        </h2>
        {terms.documentUrl && (
          <AriaLink href={terms.documentUrl} target="_blank" rel="noopener" className={link}>
            <Trans>Read the terms and conditions (opens in a new tab)</Trans>
          </AriaLink>
        )}
      </section>
      {acceptFailed && (
        <p role="alert" className={styles.alert}>
          <Trans>Your acceptance could not be saved. Please try again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button onPress={() => actor.send({ type: 'terms.accept' })} isDisabled={!canAccept}>
          {accepting ? t`Saving…` : t`I accept the terms and conditions`}
        </Button>
      </div>
    </>
  )
}
