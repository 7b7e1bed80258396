import { useEffect, useId, type FormEvent } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import { useRootActors } from '../../app/RootActorsContext'
import { loginFlow } from '../../flows/login'
import { useFlow } from '../../flows/useFlow'
import { Button } from '../../design/Button'
import { PasswordField } from '../../design/PasswordField'
import { TextField } from '../../design/TextField'
import { link } from '../../design/primitives.css'
import { errorMessage } from '../../i18n/errorMessages'
import { RefusalAlert, UnavailableAlert } from './RefusalAlert'
import { MigrationStep } from './MigrationStep'
import { TermsStep } from '../terms/TermsStep'
import * as styles from './login.css'

export interface LoginFormProps {
  /** redirectToPageUrlAfterLogin: the page to open after logging in. */
  redirect?: string | null
  bonusCode?: string | null
  /** Which step the flow shows; the dialog cannot be dismissed while the terms await an answer. */
  onStepChange?: (step: LoginStep) => void
}

/** The login form, or a step the login flow reached after it: moving an account, newer terms. */
export type LoginStep = 'form' | 'migration' | 'terms'

/**
 * The login form: renders the login flow and sends it the player's input. A successful login
 * opens the page the player wanted (which also closes the modal: its `?login` is gone).
 */
export function LoginForm({ redirect, bonusCode, onStepChange }: LoginFormProps) {
  const { t, i18n } = useLingui()
  const { authorization } = useRootActors()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const actor = useFlow(loginFlow, { langmarket, redirect, bonusCode, authorization })
  const statusId = useId()

  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const retrying = useSelector(actor, (s) => s.matches('waitingToRetry'))
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'))
  const canStartCooling = useSelector(actor, (s) => s.can({ type: 'cooling.start' }))
  const coolingLoading = useSelector(actor, (s) => s.hasTag('coolingLoading'))
  const coolingUntil = useSelector(actor, (s) => s.context.coolingUntil)
  const coolingFailed = useSelector(actor, (s) => s.matches({ refused: 'coolingFailed' }))
  const step = useSelector(actor, (s): LoginStep => (s.hasTag('migration') ? 'migration' : s.hasTag('terms') ? 'terms' : 'form'))
  const terms = useSelector(actor, (s) => s.children.termsAcceptance)
  useEffect(() => onStepChange?.(step), [step, onStepChange])
  const coolingError = useSelector(actor, (s) => s.context.coolingError?.code)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    actor.send({ type: 'login.submit', email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') })
  }

  if (step === 'migration') return <MigrationStep actor={actor} />
  if (step === 'terms') return <TermsStep actor={terms} />
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
            <p className={styles.alertBody}>{i18n._(errorMessage('coolingOff', coolingError))}</p>
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

      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="username"
        isRequired
        isInvalid={refusal?.kind === 'unauthorized'}
      />
      <PasswordField label={t`Password`} name="password" autoComplete="current-password" isRequired isInvalid={refusal?.kind === 'unauthorized'} />

      <p id={statusId} role="status" className={styles.muted}>
        {retrying && <Trans>No answer yet — trying again…</Trans>}
      </p>

      <div className={styles.actions}>
        <Button type="submit" isDisabled={loading} aria-describedby={statusId}>
          {loading ? t`Logging in…` : t`Log in`}
        </Button>
        <div className={styles.links}>
          <HrefLink href={`/${langmarket}/reset-password`} className={link}>
            <Trans>Forgot your password?</Trans>
          </HrefLink>
          <HrefLink href={`/${langmarket}?signup=1`} className={link}>
            <Trans>New here? Sign up</Trans>
          </HrefLink>
        </div>
      </div>
    </form>
  )
}
