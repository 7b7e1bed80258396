import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { latestActivityLogQueryOptions } from '../../api/player.queries'
import * as styles from './account.css'

/**
 * The account's latest activity log entry (spec 000 §3 "Latest activity log: note"), under the
 * page heading. The note is the back office's record, in its words (server/account/activity-log.ts);
 * nothing shows while there is none.
 */
export function LatestActivity() {
  const { i18n } = useLingui()
  const log = useQuery(latestActivityLogQueryOptions()).data
  if (!log?.note || !log.createdAt) return null
  const when = i18n.date(new Date(log.createdAt), { dateStyle: 'medium' })
  const note = log.note
  return (
    <p className={styles.activity}>
      <Trans>
        Latest account activity ({when}): <span lang="en">{note}</span>
      </Trans>
    </p>
  )
}
