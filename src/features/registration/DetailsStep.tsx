import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import type { DetailsForm } from '../../../machines/registration/registrationBody'
import { Field, FieldError, FormError } from './Field'
import { useRegistration } from './RegistrationContext'
import { StepHeading } from './StepHeading'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'
import { registrationMessage, genericFieldMessage } from './registrationMessages'
import * as styles from './signup.css'

export interface CountryOption {
  code: string
  name: string
  isd: string
}

interface DetailsStepProps {
  /** Every country, named and sorted for the page's language. */
  countries: readonly CountryOption[]
  takeFocus: boolean
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '')

/** Details: e-mail, password, country, phone and the terms. Creates the player on submit. */
export function DetailsStep({ countries: named, takeFocus }: DetailsStepProps) {
  const { t, i18n } = useLingui()
  const actor = useRegistration()
  const saved = useSelector(actor, (s) => s.context.details)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const canContinue = useSelector(actor, (s) => s.can({ type: 'step.next' }))
  const offered = useSelector(actor, (s) => s.context.offeredCountries)
  const defaultCountry = useSelector(actor, (s) => s.context.defaultCountry)
  const countries = named.filter((country) => offered.includes(country.code))
  const [country, setCountry] = useState(saved?.countryCode.toUpperCase() ?? defaultCountry)
  const isdOf = (code: string) => countries.find((c) => c.code === code)?.isd ?? ''
  const [prefix, setPrefix] = useState(saved?.phonePrefix ?? isdOf(country))
  const prefixes = [...new Set(countries.map((c) => c.isd))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (canContinue) return actor.send({ type: 'step.next' })
    const form = new FormData(event.currentTarget)
    const details: DetailsForm = {
      email: field(form, 'email'),
      password: field(form, 'password'),
      countryCode: country,
      phonePrefix: prefix,
      phoneBody: field(form, 'phoneBody'),
      termsAndConditions: form.get('termsAndConditions') === 'on',
      cookiePolicyAccepted: form.get('cookiePolicyAccepted') === 'on',
      marketingOptIn: form.get('marketingOptIn') === 'on',
    }
    actor.send({ type: 'details.submit', details })
  }

  const termsError = fieldErrors.termsAndConditions
  return (
    <>
      <StepHeading takeFocus={takeFocus}>
        <Trans>Create your account</Trans>
      </StepHeading>
      <p className={styles.lead}>
        {canContinue ? <Trans>Your account is created. Continue to your contact details.</Trans> : <Trans>Step 1: your login details and phone number.</Trans>}
      </p>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={loading}>
        <FormError code={error} />
        <Field label={<Trans>E-mail</Trans>} name="email" type="email" autoComplete="email" required readOnly={canContinue} defaultValue={saved?.email} errorCode={fieldErrors.email} />
        <Field label={<Trans>Password</Trans>} name="password" type="password" autoComplete="new-password" required readOnly={canContinue} defaultValue={saved?.password} hint={<Trans>At least 8 characters, with letters and digits.</Trans>} errorCode={fieldErrors.password} />
        <div className={styles.field}>
          <label htmlFor="signup-country" className={styles.label}>
            <Trans>Country of residence</Trans>
          </label>
          <select
            id="signup-country"
            className={styles.input}
            value={country}
            disabled={canContinue}
            aria-invalid={fieldErrors.countryCode ? true : undefined}
            aria-describedby={fieldErrors.countryCode ? 'signup-country-error' : undefined}
            onChange={(event) => {
              setCountry(event.target.value)
              setPrefix(isdOf(event.target.value))
            }}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {fieldErrors.countryCode && <FieldError id="signup-country-error">{i18n._(registrationMessage(fieldErrors.countryCode, genericFieldMessage))}</FieldError>}
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Mobile phone</Trans>
          </legend>
          <div className={styles.phoneRow}>
            <div className={styles.field}>
              <label htmlFor="signup-phone-prefix" className={styles.nowrapLabel}>
                <Trans>Country code</Trans>
              </label>
              <select id="signup-phone-prefix" className={styles.input} value={prefix} disabled={canContinue} onChange={(event) => setPrefix(event.target.value)}>
                {prefixes.map((isd) => (
                  <option key={isd} value={isd}>
                    {isd}
                  </option>
                ))}
              </select>
            </div>
            <Field label={<Trans>Phone number</Trans>} name="phoneBody" type="tel" inputMode="tel" autoComplete="tel-national" required readOnly={canContinue} defaultValue={saved?.phoneBody} errorCode={fieldErrors.phoneBody ?? fieldErrors.phonePrefix} />
          </div>
        </fieldset>
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input type="checkbox" name="termsAndConditions" className={styles.checkboxInput} defaultChecked={saved?.termsAndConditions} disabled={canContinue} aria-invalid={termsError ? true : undefined} aria-describedby={termsError ? 'signup-terms-error' : undefined} />
            <span>
              <Trans>I am over 18 and accept the terms and conditions and the privacy policy.</Trans>
            </span>
          </label>
          {termsError && <FieldError id="signup-terms-error">{i18n._(registrationMessage(termsError, genericFieldMessage))}</FieldError>}
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" name="cookiePolicyAccepted" className={styles.checkboxInput} defaultChecked={saved?.cookiePolicyAccepted} disabled={canContinue} />
          <span>
            <Trans>I accept the cookie policy.</Trans>
          </span>
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" name="marketingOptIn" className={styles.checkboxInput} defaultChecked={saved?.marketingOptIn} disabled={canContinue} />
          <span>
            <Trans>Send me bonus offers and news. I can change this at any time.</Trans>
          </span>
        </label>
        <div className={styles.actions}>
          <span />
          <Button type="submit" isDisabled={loading}>
            {loading ? t`Checking…` : t`Continue`}
          </Button>
        </div>
      </form>
    </>
  )
}
