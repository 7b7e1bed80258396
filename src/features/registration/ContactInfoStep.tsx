import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ProfileForm } from '../../../machines/registration/registrationBody'
import { Button } from '../../design/Button'
import { FieldError } from '../../design/FieldError'
import { FormError } from '../../design/FormError'
import { StepHeading } from '../../design/StepHeading'
import { TextField } from '../../design/TextField'
import { StepActions } from './StepActions'
import { useStepForm } from './useStepForm'
import * as styles from './signup.css'

const text = (form: FormData, name: string) => String(form.get(name) ?? '')
const whole = (form: FormData, name: string) => Number.parseInt(text(form, name), 10) || 0

/** ContactInfo: name, date of birth and postal code. */
export function ContactInfoStep({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useLingui()
  const { actor, errors, loading, formRef } = useStepForm()
  const saved = useSelector(actor, (s) => s.context.profile)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const profile: ProfileForm = {
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      dateOfBirth: { day: whole(form, 'birthDay'), month: whole(form, 'birthMonth'), year: whole(form, 'birthYear') },
      postalCode: text(form, 'postalCode'),
    }
    actor.send({ type: 'profile.submit', profile })
  }

  const birthError = errors.field('dateOfBirth')
  const birth = saved?.dateOfBirth
  return (
    <>
      <StepHeading takeFocus={takeFocus}>
        <Trans>Your contact details</Trans>
      </StepHeading>
      <p className={styles.lead}>
        <Trans>Step 2: as they appear on your ID.</Trans>
      </p>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={loading}>
        <FormError message={errors.form} takeFocus />
        <div className={styles.row}>
          <TextField label={t`First name`} name="firstName" autoComplete="given-name" isRequired defaultValue={saved?.firstName} error={errors.field('firstName')} />
          <TextField label={t`Last name`} name="lastName" autoComplete="family-name" isRequired defaultValue={saved?.lastName} error={errors.field('lastName')} />
        </div>
        <fieldset className={styles.fieldset} aria-describedby={birthError ? 'signup-birth-error' : 'signup-birth-hint'}>
          <legend className={styles.legend}>
            <Trans>Date of birth</Trans>
          </legend>
          <p id="signup-birth-hint" className={styles.hint}>
            <Trans>You must be 18 or older.</Trans>
          </p>
          <div className={styles.dateRow}>
            <TextField label={t`Day`} name="birthDay" inputMode="numeric" autoComplete="bday-day" maxLength={2} isRequired isInvalid={Boolean(birthError)} defaultValue={birth ? String(birth.day) : undefined} />
            <TextField label={t`Month`} name="birthMonth" inputMode="numeric" autoComplete="bday-month" maxLength={2} isRequired isInvalid={Boolean(birthError)} defaultValue={birth ? String(birth.month) : undefined} />
            <TextField label={t`Year`} name="birthYear" inputMode="numeric" autoComplete="bday-year" maxLength={4} isRequired isInvalid={Boolean(birthError)} defaultValue={birth ? String(birth.year) : undefined} />
          </div>
          {birthError && <FieldError id="signup-birth-error">{birthError}</FieldError>}
        </fieldset>
        <TextField label={t`Postal code (optional)`} name="postalCode" autoComplete="postal-code" defaultValue={saved?.postalCode} error={errors.field('postalCode')} />
        <StepActions>
          <Button type="submit" isDisabled={loading}>
            {loading ? t`Saving…` : t`Continue`}
          </Button>
        </StepActions>
      </form>
    </>
  )
}
