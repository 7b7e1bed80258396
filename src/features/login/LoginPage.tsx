import { Trans } from '@lingui/react/macro'
import { LoginForm } from './LoginForm'
import type { LoginSearch } from './loginSearch'
import * as styles from './login.css'

/** The login page (`/{langmarket}/login`), the same form as the modal on a page of its own. */
export function LoginPage({ search }: { search: LoginSearch }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Log in</Trans>
      </h1>
      <LoginForm redirect={search.redirect} bonusCode={search.bonusCode} />
    </div>
  )
}
