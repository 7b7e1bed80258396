import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { DocumentReminder } from '../documentReminder/DocumentReminder'
import { InboxUnread } from './InboxUnread'
import * as styles from './myAccount.css'

interface Group {
  id: string
  title: MessageDescriptor
  pages: readonly { path: string; label: MessageDescriptor }[]
}

/** Every page of My account, grouped as a player looks for them; paths under `/{langmarket}/my-account/`. */
export const myAccountGroups: readonly Group[] = [
  {
    id: 'banking',
    title: msg`Banking`,
    pages: [
      { path: 'banking/deposit', label: msg`Deposit` },
      { path: 'banking/withdraw', label: msg`Withdraw` },
      { path: 'transactions', label: msg`Transaction history` },
    ],
  },
  {
    id: 'rewards',
    title: msg`Rewards`,
    pages: [
      { path: 'rewards', label: msg`Rewards` },
      { path: 'bonus-code', label: msg`Bonus code` },
    ],
  },
  {
    id: 'account',
    title: msg`Account`,
    pages: [
      { path: 'account', label: msg`Account details` },
      { path: 'verification', label: msg`Verification documents` },
      { path: 'inbox', label: msg`Inbox` },
    ],
  },
  {
    id: 'responsible-gambling',
    title: msg`Responsible gambling`,
    pages: [
      { path: 'gambling-limits', label: msg`Gambling limits` },
      { path: 'responsible-gambling', label: msg`Time-out and self-exclusion` },
    ],
  },
]

/**
 * My account (spec 000 §2 `/my-account`): the way to every account page from one place, which a
 * phone needs most — its header has room for the balance and Log out only.
 */
export function MyAccountPage() {
  const { i18n } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>My account</Trans>
      </h1>
      <DocumentReminder />
      <div className={styles.groups}>
        {myAccountGroups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`my-account-${group.id}`}>
            <h2 id={`my-account-${group.id}`} className={styles.groupHeading}>
              {i18n._(group.title)}
            </h2>
            <ul className={styles.links}>
              {group.pages.map((page) => (
                <li key={page.path} className={styles.entry}>
                  <HrefLink href={`/${langmarket}/my-account/${page.path}`} className={link}>
                    {i18n._(page.label)}
                  </HrefLink>
                  {page.path === 'inbox' ? <InboxUnread /> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
