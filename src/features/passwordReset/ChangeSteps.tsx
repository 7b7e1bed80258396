import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Form } from 'react-aria-components'
import { Button } from '../../design/Button'
import { FormError } from '../../design/FormError'
import { StepHeading } from '../../design/StepHeading'
import { PasswordField } from '../../design/PasswordField'
import { useBusy, useFieldError, useFormError, type ResetStepProps } from './useResetField'
import * as styles from './passwordReset.css'

/** Password step: the new password, judged by the platform. */
export function PasswordStep({ actor, focusHeading }: ResetStepProps) {
  const { t } = useLingui()
  const email = useSelector(actor, (snapshot) => snapshot.context.email)
  const canGoBack = useSelector(actor, (snapshot) => snapshot.can({ type: 'step.back' }))
  const busy = useBusy(actor)
  const passwordError = useFieldError(actor, 'password')
  const formError = useFormError(actor)
  return (
    <>
      <StepHeading takeFocus={focusHeading}>
        <Trans>Choose a new password</Trans>
      </StepHeading>
      <FormError message={formError} takeFocus />
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'password.submit', password: String(new FormData(event.currentTarget).get('password') ?? '') })
        }}
      >
        {/* Lets password managers store the new password against the right account. */}
        {email && <input type="hidden" name="username" autoComplete="username" value={email} readOnly />}
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={t`New password`}
          description={t`At least 8 characters. Avoid common passwords.`}
          error={passwordError}
          isReadOnly={busy}
        />
        <div className={styles.actions}>
          {canGoBack ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'step.back' })}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit">
            {busy ? <Trans>Saving…</Trans> : <Trans>Save password</Trans>}
          </Button>
        </div>
      </Form>
    </>
  )
}

/** Complete: the password is changed; the player continues home. */
export function CompleteStep({ actor, focusHeading }: ResetStepProps) {
  return (
    <>
      <StepHeading takeFocus={focusHeading}>
        <Trans>Your password is changed</Trans>
      </StepHeading>
      <p className={styles.lead}>
        <Trans>From now on, log in with your new password. The old one no longer works.</Trans>
      </p>
      <div className={styles.actions}>
        <span />
        <Button onPress={() => actor.send({ type: 'reset.finish' })}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </>
  )
}

/** The e-mailed link: being checked, refused, or impossible to check right now. */
export function LinkStatus({ actor, focusHeading }: ResetStepProps) {
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const expired = useSelector(actor, (snapshot) => snapshot.hasTag('expired'))
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'link.retry' }))
  const formError = useFormError(actor)
  if (checking) {
    // The flow's own status region announces the wait; this is the visible text.
    return (
      <p className={styles.status}>
        <Trans>Checking your reset link…</Trans>
      </p>
    )
  }
  return (
    <>
      <StepHeading takeFocus={focusHeading}>
        {expired ? <Trans>This reset link no longer works</Trans> : <Trans>We could not check your reset link</Trans>}
      </StepHeading>
      <p className={styles.lead}>
        {expired ? (
          <Trans>Reset links and codes work once and only for a short time. Ask for a new one.</Trans>
        ) : (
          <Trans>Please try again in a moment.</Trans>
        )}
      </p>
      <FormError message={formError} takeFocus />
      <div className={styles.actions}>
        {canRetry ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'link.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button onPress={() => actor.send({ type: 'reset.restart' })}>
          <Trans>Ask for a new link</Trans>
        </Button>
      </div>
    </>
  )
}
