import { useLingui } from '@lingui/react'
import { useParams } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { myAccountGroups } from './MyAccountPage'
import * as styles from './myAccount.css'

const banking = myAccountGroups.find((group) => group.id === 'banking')!

/** My account → Banking: the way to deposit, withdraw and the transaction history, as My account lists them. */
export function BankingPage() {
  const { i18n } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{i18n._(banking.title)}</h1>
      <ul className={styles.links}>
        {banking.pages.map((page) => (
          <li key={page.path} className={styles.entry}>
            <HrefLink href={`/${langmarket}/my-account/${page.path}`} className={link}>
              {i18n._(page.label)}
            </HrefLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
