import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Form } from 'react-aria-components'
import { Button } from '../../design/Button'
import { FormError } from '../../design/FormError'
import { StepHeading } from '../../design/StepHeading'
import { TextField } from '../../design/TextField'
import { useBusy, useFieldError, useFormError, type ResetStepProps } from './useResetField'
import * as styles from './passwordReset.css'

const fieldValue = (event: FormEvent<HTMLFormElement>, name: string) => {
  event.preventDefault()
  return String(new FormData(event.currentTarget).get(name) ?? '')
}

/** Email step: which account to reset. */
export function EmailStep({ actor, focusHeading }: ResetStepProps) {
  const { t } = useLingui()
  const email = useSelector(actor, (snapshot) => snapshot.context.email)
  const busy = useBusy(actor)
  const emailError = useFieldError(actor, 'email')
  const formError = useFormError(actor)
  return (
    <>
      <StepHeading takeFocus={focusHeading}>
        <Trans>Which account?</Trans>
      </StepHeading>
      <p className={styles.lead}>
        <Trans>Enter the e-mail address you signed up with. We will text a code to your phone and e-mail you a reset link.</Trans>
      </p>
      <FormError message={formError} takeFocus />
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => actor.send({ type: 'email.submit', email: fieldValue(event, 'email') })}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t`E-mail address`}
          defaultValue={email}
          error={emailError}
          isReadOnly={busy}
        />
        <div className={styles.actions}>
          <Button type="submit">
            {busy ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
          </Button>
        </div>
      </Form>
    </>
  )
}

/** Verification step: the SMS code (the e-mailed link is the other way in). */
export function VerificationStep({ actor, focusHeading }: ResetStepProps) {
  const { t } = useLingui()
  const email = useSelector(actor, (snapshot) => snapshot.context.email)
  const busy = useBusy(actor)
  const codeError = useFieldError(actor, 'code')
  const formError = useFormError(actor)
  return (
    <>
      <StepHeading takeFocus={focusHeading}>
        <Trans>Enter the code</Trans>
      </StepHeading>
      <p className={styles.lead}>
        <Trans>
          If {email} belongs to an account, we have sent a code by SMS to its phone and a reset link by e-mail. Enter
          the code here, or follow the link in the e-mail.
        </Trans>
      </p>
      <FormError message={formError} takeFocus />
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => actor.send({ type: 'code.submit', smsCode: fieldValue(event, 'code') })}
      >
        <TextField
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          label={t`Code from the SMS`}
          description={t`6 digits`}
          error={codeError}
          isReadOnly={busy}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => actor.send({ type: 'step.back' })}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit">
            {busy ? <Trans>Checking…</Trans> : <Trans>Verify code</Trans>}
          </Button>
        </div>
      </Form>
    </>
  )
}
