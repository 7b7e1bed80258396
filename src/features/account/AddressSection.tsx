import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Form } from 'react-aria-components'
import { CANADIAN_PROVINCES, PROVINCE_COUNTRIES, type AddressField, type CanadianProvince } from '../../../machines/addressChange/addressChange.machine'
import { profileQueryOptions } from '../../api/player.queries'
import { Button } from '../../design/Button'
import { FormError } from '../../design/FormError'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { SelectField } from '../../design/SelectField'
import { TextField } from '../../design/TextField'
import { addressChangeFlow } from '../../flows/addressChange'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import * as styles from './account.css'

const provinceNames: Record<CanadianProvince, MessageDescriptor> = {
  AB: msg`Alberta`,
  BC: msg`British Columbia`,
  MB: msg`Manitoba`,
  NB: msg`New Brunswick`,
  NL: msg`Newfoundland and Labrador`,
  NS: msg`Nova Scotia`,
  NT: msg`Northwest Territories`,
  NU: msg`Nunavut`,
  ON: msg`Ontario`,
  PE: msg`Prince Edward Island`,
  QC: msg`Quebec`,
  SK: msg`Saskatchewan`,
  YT: msg`Yukon`,
}

/** Account details → postal address (and province in Canada): shown once the profile says the current one. */
export function AddressSection() {
  const profile = useQuery(profileQueryOptions()).data
  return (
    <section aria-labelledby="account-address" className={styles.section}>
      <h2 id="account-address" className={styles.sectionHeading}>
        <Trans>Postal address</Trans>
      </h2>
      {profile ? (
        <AddressForm
          country={profile.countryCode}
          current={{ address: profile.address ?? '', city: profile.city ?? '', postalCode: profile.postalCode ?? '', province: profile.province ?? '' }}
        />
      ) : null}
    </section>
  )
}

function AddressForm({ country, current }: { country: string; current: { address: string; city: string; postalCode: string; province: string } }) {
  const { t, i18n } = useLingui()
  const actor = useFlow(addressChangeFlow, { country, ...current })
  const busy = useSelector(actor, (s) => s.hasTag('loading'))
  const saved = useSelector(actor, (s) => s.matches('saved'))
  const newProofNeeded = useSelector(actor, (s) => s.matches({ saved: 'newProofOfAddressNeeded' }))
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const stored = useSelector(actor, (s) => s.context)
  // Once saved, the address as the platform keeps it (`m5h2n2` is stored as `M5H 2N2`): the profile, read again.
  const { data: profile, isFetching } = useQuery(profileQueryOptions())
  const [province, setProvince] = useState(current.province)
  const withProvince = PROVINCE_COUNTRIES.includes(country)
  const fieldError = (field: AddressField) => {
    const code = fieldErrors[field]
    return code ? i18n._(errorMessage('account', code, field)) : null
  }

  if (saved)
    return (
      <div className={styles.form}>
        <p role="status" className={styles.success}>
          {profile && !isFetching ? (
            <Trans>Your address is now {[profile.address, `${profile.postalCode ?? ''} ${profile.city ?? ''}`.trim(), profile.province].filter(Boolean).join(', ')}.</Trans>
          ) : null}
          {newProofNeeded ? (
            <>
              {' '}
              <Trans>Your proof of address showed your previous address, so we need a proof of your new one: upload it under Verification documents.</Trans>{' '}
              <HrefLink href={`/${langmarket}/my-account/verification`} className={link}>
                <Trans>Go to your verification documents</Trans>
              </HrefLink>
            </>
          ) : null}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => actor.send({ type: 'address.edit' })}>
            <Trans>Change it again</Trans>
          </Button>
        </div>
      </div>
    )

  return (
    <>
      <FormError message={error ? i18n._(errorMessage('account', error.code)) : null} takeFocus />
      <Form
        className={styles.form}
        validationBehavior="aria"
        aria-labelledby="account-address"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const text = (name: string) => String(data.get(name) ?? '')
          actor.send({ type: 'address.submit', address: text('address'), city: text('city'), postalCode: text('postalCode'), province })
        }}
      >
        <TextField name="address" label={t`Street address`} defaultValue={stored.address} autoComplete="street-address" error={fieldError('address')} isReadOnly={busy} />
        <div className={styles.addressRow}>
          <TextField name="postalCode" label={t`Postal code`} defaultValue={stored.postalCode} autoComplete="postal-code" error={fieldError('postalCode')} isReadOnly={busy} />
          <TextField name="city" label={t`Town or city`} defaultValue={stored.city} autoComplete="address-level2" error={fieldError('city')} isReadOnly={busy} />
        </div>
        {withProvince ? (
          <SelectField
            label={<Trans>Province or territory</Trans>}
            name="province"
            autoComplete="address-level1"
            value={province}
            disabled={busy}
            error={fieldError('province')}
            onChange={(event) => setProvince(event.currentTarget.value)}
            options={[{ value: '', label: t`Choose…` }, ...CANADIAN_PROVINCES.map((code) => ({ value: code, label: i18n._(provinceNames[code]) }))]}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
          </Button>
        </div>
      </Form>
    </>
  )
}
