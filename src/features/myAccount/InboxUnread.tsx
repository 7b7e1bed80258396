import { Plural } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { crmUnreadQueryOptions } from '../../api/crm.actors'
import * as styles from './myAccount.css'

/** The inbox's unread count beside its link on My account; nothing when all is read. */
export function InboxUnread() {
  const unread = useQuery(crmUnreadQueryOptions()).data?.unread ?? 0
  if (unread === 0) return null
  return (
    <span className={styles.unread} data-testid="inbox-unread">
      <Plural value={unread} one="# unread" other="# unread" />
    </span>
  )
}
