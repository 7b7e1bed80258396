import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Form } from 'react-aria-components'
import { PASSWORD_FIELDS, type PasswordField as Field } from '../../../machines/changePassword/changePassword.machine'
import { Button } from '../../design/Button'
import { FormError } from '../../design/FormError'
import { PasswordField } from '../../design/PasswordField'
import { changePasswordFlow } from '../../flows/changePassword'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import * as styles from './account.css'

/** Account details → password: the current password and the new one twice; other devices are signed out. */
export function PasswordSection() {
  const { t, i18n } = useLingui()
  const actor = useFlow(changePasswordFlow)
  const busy = useSelector(actor, (s) => s.hasTag('loading'))
  const changed = useSelector(actor, (s) => s.matches('changed'))
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const fieldError = (field: Field) => {
    const code = fieldErrors[field]
    return code ? i18n._(errorMessage('account', code, field === 'confirmation' ? 'password' : field)) : null
  }
  return (
    <section aria-labelledby="account-password" className={styles.section}>
      <h2 id="account-password" className={styles.sectionHeading}>
        <Trans>Password</Trans>
      </h2>
      {changed ? (
        <p role="status" className={styles.success}>
          <Trans>Your password is changed. You stay logged in here; your other devices are logged out.</Trans>
        </p>
      ) : (
        <>
          <FormError message={error ? i18n._(errorMessage('account', error.code)) : null} takeFocus />
          <Form
            className={styles.form}
            validationBehavior="aria"
            aria-labelledby="account-password"
            onSubmit={(event) => {
              event.preventDefault()
              const data = new FormData(event.currentTarget)
              const value = (field: Field) => String(data.get(field) ?? '')
              actor.send({ type: 'password.submit', ...(Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, value(f)])) as Record<Field, string>) })
            }}
          >
            <PasswordField name="oldPassword" autoComplete="current-password" label={t`Current password`} error={fieldError('oldPassword')} isReadOnly={busy} />
            <PasswordField
              name="newPassword"
              autoComplete="new-password"
              label={t`New password`}
              description={t`At least 8 characters. Avoid common passwords.`}
              error={fieldError('newPassword')}
              isReadOnly={busy}
            />
            <PasswordField name="confirmation" autoComplete="new-password" label={t`Repeat the new password`} error={fieldError('confirmation')} isReadOnly={busy} />
            <div className={styles.actions}>
              <Button type="submit" isDisabled={busy}>
                {busy ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  )
}
