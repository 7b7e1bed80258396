import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useRootActors } from '../../app/RootActorsContext'
import { termsAcceptanceFlow } from '../../flows/termsAcceptance'
import { useFlow } from '../../flows/useFlow'
import { TermsDecision } from './TermsDecision'
import * as styles from './terms.css'

/** The accept-terms page (guard 9's target): the latest terms version, Accept or Decline. */
export function AcceptTermsPage({ redirect }: { redirect?: string }) {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const { authorization } = useRootActors()
  const actor = useFlow(termsAcceptanceFlow, { langmarket, redirect, authorization })
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Our terms and conditions have changed</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Please read the updated terms and accept them to continue playing.</Trans>
      </p>
      <TermsDecision actor={actor} />
    </div>
  )
}
