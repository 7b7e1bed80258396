import { useCallback } from 'react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { LoginOutput } from '../../../machines/login/login.machine'
import { LoginForm } from './LoginForm'
import type { LoginSearch } from './loginSearch'
import * as styles from './login.css'

/** The login page (`/{langmarket}/login`), the same form as the modal on a page of its own. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const navigate = useNavigate()
  const signedIn = useCallback((output: LoginOutput) => void navigate({ href: output.redirectTo, replace: true }), [navigate])
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Log in</Trans>
      </h1>
      <LoginForm redirect={search.redirect} bonusCode={search.bonusCode} onSignedIn={signedIn} />
    </div>
  )
}
