import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { inboxScriptUrl } from '../../api/crm.actors'
import { RetryAlert } from '../../design/RetryAlert'
import { HrefLink } from '../../design/HrefLink'
import { crmInboxFlow } from '../../flows/crmInbox'
import { useFlow } from '../../flows/useFlow'
import * as styles from './inbox.css'

/**
 * My account → Inbox (spec 000 §2 /my-account/inbox and /inbox/notifications): the CRM's inbox
 * script, loaded in a frame with the player's CRM session (machines/crmInbox).
 */
export function InboxPage({ view }: { view: 'all' | 'notifications' }) {
  const { t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const actor = useFlow(crmInboxFlow)
  const sessionId = useSelector(actor, (s) => s.context.sessionId)
  const onPage = useSelector(actor, (s) => s.hasTag('inbox'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  useEffect(() => actor.send({ type: 'inbox.open' }), [actor])
  const base = `/${langmarket}/my-account/inbox`
  const views = [
    { href: base, label: t`All messages`, current: view === 'all' },
    { href: `${base}/notifications`, label: t`Notifications`, current: view === 'notifications' },
  ]
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{view === 'notifications' ? <Trans>Notifications</Trans> : <Trans>Inbox</Trans>}</h1>
      <nav aria-label={t`Inbox`}>
        <ul className={styles.views}>
          {views.map((v) => (
            <li key={v.href}>
              <HrefLink href={v.href} className={styles.view} aria-current={v.current ? 'page' : undefined}>
                {v.label}
              </HrefLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.box} aria-busy={loading}>
        {loading && !onPage ? (
          <p role="status" className={styles.status}>
            <Trans>Opening your inbox…</Trans>
          </p>
        ) : null}
        {onPage && sessionId ? (
          <iframe
            data-crm-inbox
            className={styles.frame}
            title={view === 'notifications' ? t`Your notifications` : t`Your messages`}
            src={inboxScriptUrl(sessionId, langmarket.split('-')[0]!, view)}
          />
        ) : null}
        {failed ? (
          <div className={styles.status}>
            <RetryAlert onRetry={() => actor.send({ type: 'inbox.retry' })} takeFocus>
              {t`Your inbox could not be opened. Please try again.`}
            </RetryAlert>
          </div>
        ) : null}
      </div>
    </div>
  )
}
