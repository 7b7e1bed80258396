import { useId, useState, type FormEvent } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { Link as AriaLink } from 'react-aria-components'
import { useRootActors } from '../../app/RootActorsContext'
import { loginFlow } from '../../flows/login'
import { useFlow } from '../../flows/useFlow'
import { Button } from '../../design/Button'
import { link } from '../../design/primitives.css'
import { RefusalAlert, UnavailableAlert } from './RefusalAlert'
import * as styles from './login.css'

export interface LoginFormProps {
  /** redirectToPageUrlAfterLogin: the page to open after logging in. */
  redirect?: string | null
  bonusCode?: string | null
}

/**
 * The login form: renders the login flow and sends it the player's input. A successful login
 * opens the page the player wanted (which also closes the modal: its `?login` is gone).
 */
export function LoginForm({ redirect, bonusCode }: LoginFormProps) {
  const { t, i18n } = useLingui()
  const { authorization } = useRootActors()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const actor = useFlow(loginFlow, { langmarket, redirect, bonusCode, authorization })
  const [showPassword, setShowPassword] = useState(false)
  const ids = { email: useId(), password: useId(), status: useId() }

  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const retrying = useSelector(actor, (s) => s.matches('waitingToRetry'))
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'))
  const canStartCooling = useSelector(actor, (s) => s.can({ type: 'cooling.start' }))
  const coolingLoading = useSelector(actor, (s) => s.hasTag('coolingLoading'))
  const coolingUntil = useSelector(actor, (s) => s.context.coolingUntil)
  const coolingFailed = useSelector(actor, (s) => s.matches({ refused: 'coolingFailed' }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    actor.send({ type: 'login.submit', email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') })
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={loading}>
      {refusal && (
        <RefusalAlert refusal={refusal}>
          {coolingUntil && (
            <p className={styles.notice}>
              <Trans>
                Your 1-day cooling-off time-out has started. It ends on{' '}
                {i18n.date(coolingUntil, { dateStyle: 'medium', timeStyle: 'short' })}.
              </Trans>
            </p>
          )}
          {coolingFailed && (
            <p className={styles.alertBody}>
              <Trans>Cooling off could not be started. Please try again.</Trans>
            </p>
          )}
          {(canStartCooling || coolingLoading) && (
            <div>
              <Button variant="secondary" onPress={() => actor.send({ type: 'cooling.start' })} isDisabled={coolingLoading}>
                {coolingLoading ? t`Starting cooling off…` : t`Start cooling off`}
              </Button>
            </div>
          )}
        </RefusalAlert>
      )}
      {unavailable && <UnavailableAlert />}

      <div className={styles.field}>
        <label htmlFor={ids.email} className={styles.label}>
          <Trans>E-mail</Trans>
        </label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          className={styles.input}
          aria-invalid={refusal?.kind === 'unauthorized' ? true : undefined}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.password} className={styles.label}>
          <Trans>Password</Trans>
        </label>
        <div className={styles.passwordRow}>
          <input
            id={ids.password}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            className={styles.input}
            aria-invalid={refusal?.kind === 'unauthorized' ? true : undefined}
          />
          {/* The visible word starts the accessible name, so voice control users can say what they see. */}
          <Button
            variant="quiet"
            aria-controls={ids.password}
            aria-label={showPassword ? t`Hide password` : t`Show password`}
            onPress={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t`Hide` : t`Show`}
          </Button>
        </div>
      </div>

      <p id={ids.status} role="status" className={styles.muted}>
        {retrying && <Trans>No answer yet — trying again…</Trans>}
      </p>

      <div className={styles.actions}>
        <Button type="submit" isDisabled={loading} aria-describedby={ids.status}>
          {loading ? t`Logging in…` : t`Log in`}
        </Button>
        <div className={styles.links}>
          <AriaLink href={`/${langmarket}/reset-password`} className={link}>
            <Trans>Forgot your password?</Trans>
          </AriaLink>
          <AriaLink href={`/${langmarket}?signup=1`} className={link}>
            <Trans>New here? Sign up</Trans>
          </AriaLink>
        </div>
      </div>
    </form>
  )
}
