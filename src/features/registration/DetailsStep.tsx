import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { DetailsForm } from '../../../machines/registration/registrationBody'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { FormError } from '../../design/FormError'
import { Link } from '../../design/Link'
import { PasswordField } from '../../design/PasswordField'
import { SelectField } from '../../design/SelectField'
import { StepHeading } from '../../design/StepHeading'
import { TextField } from '../../design/TextField'
import { useStepForm } from './useStepForm'
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
  const { t } = useLingui()
  const { actor, errors, loading, formRef } = useStepForm()
  const saved = useSelector(actor, (s) => s.context.details)
  const canContinue = useSelector(actor, (s) => s.can({ type: 'step.next' }))
  const offered = useSelector(actor, (s) => s.context.offeredCountries)
  const defaultCountry = useSelector(actor, (s) => s.context.defaultCountry)
  const langmarket = useSelector(actor, (s) => s.context.langmarket)
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

  return (
    <>
      <StepHeading takeFocus={takeFocus}>
        <Trans>Create your account</Trans>
      </StepHeading>
      <p className={styles.lead}>
        {canContinue ? <Trans>Your account is created. Continue to your contact details.</Trans> : <Trans>Step 1: your login details and phone number.</Trans>}
      </p>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={loading}>
        <FormError message={errors.form} takeFocus />
        <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" isRequired isReadOnly={canContinue} defaultValue={saved?.email} error={errors.field('email')} />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          isRequired
          isReadOnly={canContinue}
          defaultValue={saved?.password}
          description={t`At least 8 characters. Avoid common passwords.`}
          error={errors.field('password')}
        />
        <SelectField
          id="signup-country"
          label={t`Country of residence`}
          value={country}
          disabled={canContinue}
          error={errors.field('countryCode')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(event) => {
            setCountry(event.target.value)
            setPrefix(isdOf(event.target.value))
          }}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Mobile phone</Trans>
          </legend>
          <div className={styles.phoneRow}>
            <SelectField
              id="signup-phone-prefix"
              label={t`Country code`}
              nowrapLabel
              value={prefix}
              disabled={canContinue}
              options={prefixes.map((isd) => ({ value: isd, label: isd }))}
              onChange={(event) => setPrefix(event.target.value)}
            />
            <TextField
              label={t`Phone number`}
              name="phoneBody"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              isRequired
              isReadOnly={canContinue}
              defaultValue={saved?.phoneBody}
              error={errors.field('phoneBody') ?? errors.field('phonePrefix')}
            />
          </div>
        </fieldset>
        <Checkbox name="termsAndConditions" defaultChecked={saved?.termsAndConditions} disabled={canContinue} error={errors.field('termsAndConditions')}>
          {/* The documents open in a new tab: following them here would lose the form. */}
          <Trans>
            I am over 18 and accept the{' '}
            <Link to="/$langmarket/terms" params={{ langmarket }} target="_blank" rel="noopener">
              terms and conditions
            </Link>{' '}
            and the{' '}
            <Link to="/$langmarket/privacy-policy" params={{ langmarket }} target="_blank" rel="noopener">
              privacy policy
            </Link>
            .
          </Trans>
        </Checkbox>
        <Checkbox name="cookiePolicyAccepted" defaultChecked={saved?.cookiePolicyAccepted} disabled={canContinue}>
          <Trans>I accept the cookie policy.</Trans>
        </Checkbox>
        <Checkbox name="marketingOptIn" defaultChecked={saved?.marketingOptIn} disabled={canContinue}>
          <Trans>Send me bonus offers and news. I can change this at any time.</Trans>
        </Checkbox>
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
