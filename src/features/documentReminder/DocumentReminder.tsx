import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { documentReminderFlow } from '../../flows/documentReminder'
import { useFlow } from '../../flows/useFlow'
import * as styles from './documentReminder.css'

/**
 * The document reminder (spec 000 §4 "Document reminder"): shown to a signed-in player whose
 * documents or EDD questionnaire are asked for and not sent; the player may close it.
 */
export function DocumentReminder() {
  const { t } = useLingui()
  const actor = useFlow(documentReminderFlow)
  useEffect(() => actor.send({ type: 'reminder.check' }), [actor])
  const notify = useSelector(actor, (s) => s.matches('notify'))
  const reason = useSelector(actor, (s) => s.context.reason)
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  if (!notify) return null
  return (
    <section className={styles.reminder} aria-label={t`Documents reminder`} data-testid="document-reminder">
      <p className={styles.text}>
        {reason === 'questionnaire' ? (
          <>
            <Trans>Please answer our due diligence questionnaire: withdrawals wait until we have it.</Trans>{' '}
            <HrefLink href={`/${langmarket}/my-account/verification/questionnaire`} className={link}>
              <Trans>Open the questionnaire</Trans>
            </HrefLink>
          </>
        ) : (
          <>
            <Trans>We have asked you for documents that we have not received yet.</Trans>{' '}
            <HrefLink href={`/${langmarket}/my-account/verification`} className={link}>
              <Trans>Go to your verification documents</Trans>
            </HrefLink>
          </>
        )}
      </p>
      <Button variant="secondary" onPress={() => actor.send({ type: 'reminder.dismiss' })}>
        <Trans>Close</Trans>
      </Button>
    </section>
  )
}
