import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { CodeChannel } from '../../api/registration.actors'
import { Button } from '../../design/Button'
import { FormError } from '../../design/FormError'
import { StepHeading } from '../../design/StepHeading'
import { TextField } from '../../design/TextField'
import { useRegistration } from './RegistrationContext'
import { StepActions } from './StepActions'
import { useRegistrationErrors } from './useStepForm'
import * as styles from './signup.css'

/** Verification: one channel at a time, phone first; the code state drives what is offered. */
export function VerificationStep({ channel, takeFocus }: { channel: CodeChannel; takeFocus: boolean }) {
  const { t } = useLingui()
  const actor = useRegistration()
  const codeState = useSelector(actor, (s) => s.context.codes[channel])
  const errors = useRegistrationErrors()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const awaitingCode = useSelector(actor, (s) => s.hasTag('codeEntry'))
  const email = useSelector(actor, (s) => s.context.details?.email.trim())
  const phone = useSelector(actor, (s) => (s.context.details ? `${s.context.details.phonePrefix} ${s.context.details.phoneBody}` : ''))
  const numberChanged = useSelector(actor, (s) => s.context.mobileNumberChanged)
  const phoneVerified = useSelector(actor, (s) => s.context.codes.sms === 'SUCCESS_VERIFY')

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '')
    actor.send({ type: 'code.verify', channel, code })
  }
  const request = () => actor.send({ type: 'code.request', channel })
  const destination = channel === 'sms' ? phone : email

  return (
    <>
      <StepHeading takeFocus={takeFocus}>{channel === 'sms' ? <Trans>Verify your phone</Trans> : <Trans>Verify your e-mail</Trans>}</StepHeading>
      <p className={styles.lead}>
        {channel === 'sms' ? <Trans>Step 3: we send a 6-digit code by SMS to {destination}.</Trans> : <Trans>Step 3: we send a 6-digit code by e-mail to {destination}.</Trans>}
      </p>
      <FormError message={errors.form} takeFocus />
      <div aria-live="polite" className={styles.hint}>
        {channel === 'email' && phoneVerified && codeState === 'UNINITIALIZE' && (
          <p className={styles.status}>
            <Trans>Your phone is verified.</Trans>
          </p>
        )}
        {codeState === 'SUCESS_SEND' && (
          <p className={styles.status}>
            <Trans>Code sent to {destination}.</Trans>
          </p>
        )}
        {codeState === 'FAIL_SEND' && (
          <p className={styles.fieldError}>
            <Trans>The code could not be sent.</Trans>
          </p>
        )}
        {numberChanged && codeState === 'UNINITIALIZE' && channel === 'sms' && (
          <p className={styles.status}>
            <Trans>Phone number updated. Send a code to the new number.</Trans>
          </p>
        )}
      </div>
      {awaitingCode ? (
        <form className={styles.form} onSubmit={verify} noValidate aria-busy={loading}>
          <TextField
            label={channel === 'sms' ? t`Code from the SMS` : t`Code from the e-mail`}
            name="code"
            appearance="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={8}
            isRequired
            error={errors.field('code')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={request} isDisabled={loading} data-testid="resend-code">
              <Trans>Send a new code</Trans>
            </Button>
            <Button type="submit" isDisabled={loading}>
              {loading ? t`Checking…` : t`Verify`}
            </Button>
          </div>
        </form>
      ) : (
        <StepActions>
          <Button onPress={request} isDisabled={loading} data-testid="send-code">
            {loading ? t`Sending…` : t`Send code`}
          </Button>
        </StepActions>
      )}
      {channel === 'sms' && <ChangeNumber key={phone} />}
    </>
  )
}

/** mobileNumberChanged: a wrong number is corrected here; the profile is updated and the code starts over. */
function ChangeNumber() {
  const { t } = useLingui()
  const actor = useRegistration()
  const canChange = useSelector(actor, (s) => s.can({ type: 'phone.change', phonePrefix: '+1', phoneBody: '0' }))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const prefix = useSelector(actor, (s) => s.context.details?.phonePrefix ?? '')
  const phoneError = useRegistrationErrors().field('phoneBody')
  const [open, setOpen] = useState(false)
  if (!canChange && !loading) return null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actor.send({ type: 'phone.change', phonePrefix: prefix, phoneBody: String(form.get('newPhoneBody') ?? '') })
  }

  if (!open && !phoneError) {
    return (
      <div>
        <Button variant="quiet" onPress={() => setOpen(true)}>
          <Trans>Wrong number? Change it</Trans>
        </Button>
      </div>
    )
  }
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t`Change phone number`}>
      <TextField label={t`New phone number (${prefix})`} name="newPhoneBody" type="tel" inputMode="tel" autoComplete="tel-national" isRequired error={phoneError} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={loading}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isDisabled={loading}>
          <Trans>Update number</Trans>
        </Button>
      </div>
    </form>
  )
}
