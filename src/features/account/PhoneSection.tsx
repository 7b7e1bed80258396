import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { Form } from 'react-aria-components'
import type { PhoneField } from '../../../machines/phoneChange/phoneChange.machine'
import { profileQueryOptions } from '../../api/player.queries'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { FormError } from '../../design/FormError'
import { TextField } from '../../design/TextField'
import { phoneChangeFlow } from '../../flows/phoneChange'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import * as styles from './account.css'

/** Account details → phone number: shown once the profile says the current one. */
export function PhoneSection() {
  const profile = useQuery(profileQueryOptions()).data
  const current = profile?.mobilePhone ?? ''
  return (
    <section aria-labelledby="account-phone" className={styles.section}>
      <h2 id="account-phone" className={styles.sectionHeading}>
        <Trans>Phone number</Trans>
      </h2>
      {profile ? (
        <>
          <p className={styles.lead}>
            <Trans>Your phone number: {current}</Trans>
          </p>
          <PhoneForm prefix={profile.phonePrefix ?? ''} />
        </>
      ) : null}
    </section>
  )
}

/** The new number; the code sent to it is asked for in a popup. */
function PhoneForm({ prefix }: { prefix: string }) {
  const { t, i18n } = useLingui()
  const actor = useFlow(phoneChangeFlow, { prefix })
  const busy = useSelector(actor, (s) => s.hasTag('loading'))
  const popup = useSelector(actor, (s) => s.hasTag('popup'))
  const changed = useSelector(actor, (s) => s.matches('changed'))
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const attemptsRemaining = useSelector(actor, (s) => s.context.attemptsRemaining)
  const number = useSelector(actor, (s) => `${s.context.prefix}${s.context.body}`)
  const fieldError = (field: PhoneField) => {
    const code = fieldErrors[field]
    return code ? i18n._(errorMessage('account', code, field)) : null
  }
  const formError = error ? i18n._(errorMessage('account', error.code)) : null

  if (changed)
    return (
      <div className={styles.form}>
        <p role="status" className={styles.success}>
          <Trans>Your phone number is now {number}.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => actor.send({ type: 'phone.edit' })}>
            <Trans>Change it again</Trans>
          </Button>
        </div>
      </div>
    )

  return (
    <>
      <FormError message={popup ? null : formError} takeFocus />
      <Form
        className={styles.form}
        validationBehavior="aria"
        aria-labelledby="account-phone"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          actor.send({ type: 'phone.submit', prefix: String(data.get('prefix') ?? ''), body: String(data.get('body') ?? '') })
        }}
      >
        <div className={styles.phoneRow}>
          <TextField name="prefix" label={t`Prefix`} defaultValue={prefix} autoComplete="tel-country-code" inputMode="tel" error={fieldError('prefix')} isReadOnly={busy} />
          <TextField name="body" label={t`New phone number`} autoComplete="tel-national" inputMode="tel" error={fieldError('body')} isReadOnly={busy} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {busy && !popup ? <Trans>Sending…</Trans> : <Trans>Send a code to this number</Trans>}
          </Button>
        </div>
      </Form>
      <Modal title={t`Confirm your new phone number`} isOpen={popup} onOpenChange={(open) => open || actor.send({ type: 'popup.close' })}>
        <p className={styles.lead}>
          <Trans>We sent a code by SMS to {number}. Enter it to change your number.</Trans>
        </p>
        {attemptsRemaining !== null ? (
          <p role="status" className={styles.lead}>
            <Trans>A new code is on its way. You can ask for {attemptsRemaining} more.</Trans>
          </p>
        ) : null}
        <FormError message={formError} takeFocus />
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'code.submit', code: String(new FormData(event.currentTarget).get('code') ?? '') })
          }}
        >
          <TextField
            name="code"
            label={t`Code from the SMS`}
            appearance="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
            error={fieldError('code')}
            isReadOnly={busy}
          />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={busy}>
              <Trans>Confirm</Trans>
            </Button>
            <Button variant="secondary" onPress={() => actor.send({ type: 'code.resend' })} isDisabled={busy || attemptsRemaining === 0}>
              <Trans>Send a new code</Trans>
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  )
}
