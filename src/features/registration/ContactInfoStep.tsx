import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import type { ProfileForm } from '../../../machines/registration/registrationBody'
import { Field, FieldError, FormError } from './Field'
import { useRegistration } from './RegistrationContext'
import { StepActions } from './StepActions'
import { StepHeading } from './StepHeading'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'
import { genericFieldMessage, registrationMessage } from './registrationMessages'
import * as styles from './signup.css'

const text = (form: FormData, name: string) => String(form.get(name) ?? '')
const whole = (form: FormData, name: string) => Number.parseInt(text(form, name), 10) || 0

/** ContactInfo: name, date of birth and postal code. */
export function ContactInfoStep({ takeFocus }: { takeFocus: boolean }) {
  const { t, i18n } = useLingui()
  const actor = useRegistration()
  const saved = useSelector(actor, (s) => s.context.profile)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))

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

  const birthError = fieldErrors.dateOfBirth
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
        <FormError code={error} />
        <div className={styles.row}>
          <Field label={<Trans>First name</Trans>} name="firstName" autoComplete="given-name" required defaultValue={saved?.firstName} errorCode={fieldErrors.firstName} />
          <Field label={<Trans>Last name</Trans>} name="lastName" autoComplete="family-name" required defaultValue={saved?.lastName} errorCode={fieldErrors.lastName} />
        </div>
        <fieldset className={styles.fieldset} aria-describedby={birthError ? 'signup-birth-error' : 'signup-birth-hint'}>
          <legend className={styles.legend}>
            <Trans>Date of birth</Trans>
          </legend>
          <p id="signup-birth-hint" className={styles.hint}>
            <Trans>You must be 18 or older.</Trans>
          </p>
          <div className={styles.dateRow}>
            <Field label={<Trans>Day</Trans>} name="birthDay" inputMode="numeric" autoComplete="bday-day" maxLength={2} required defaultValue={birth?.day} />
            <Field label={<Trans>Month</Trans>} name="birthMonth" inputMode="numeric" autoComplete="bday-month" maxLength={2} required defaultValue={birth?.month} />
            <Field label={<Trans>Year</Trans>} name="birthYear" inputMode="numeric" autoComplete="bday-year" maxLength={4} required defaultValue={birth?.year} />
          </div>
          {birthError && <FieldError id="signup-birth-error">{i18n._(registrationMessage(birthError, genericFieldMessage))}</FieldError>}
        </fieldset>
        <Field label={<Trans>Postal code (optional)</Trans>} name="postalCode" autoComplete="postal-code" defaultValue={saved?.postalCode} errorCode={fieldErrors.postalCode} />
        <StepActions>
          <Button type="submit" isDisabled={loading}>
            {loading ? t`Saving…` : t`Continue`}
          </Button>
        </StepActions>
      </form>
    </>
  )
}
