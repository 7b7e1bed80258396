import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { Subscription } from '../../../machines/marketingPreferences/marketingPreferences.machine'
import { Checkbox } from '../../design/Checkbox'
import { RetryAlert } from '../../design/RetryAlert'
import { marketingPreferencesFlow } from '../../flows/marketingPreferences'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import * as styles from './account.css'

const channelName: Record<Subscription['channel'], MessageDescriptor> = {
  EMAIL: msg`E-mail`,
  SMS: msg`SMS`,
  MAIL: msg`Post`,
  PHONE: msg`Phone calls`,
  PUSH_NOTIFICATION: msg`Push notifications`,
}

const communicationName: Record<Subscription['communication'], MessageDescriptor> = {
  BONUS_OFFER: msg`Bonus offers`,
  NEWSLETTER: msg`Newsletter`,
  CASINO: msg`Casino news`,
  RESPONSIBLE_GAMING: msg`Responsible gaming tips`,
}

const CHANNELS = Object.keys(channelName) as Subscription['channel'][]
const COMMUNICATIONS = Object.keys(communicationName) as Subscription['communication'][]

/** Account details → marketing preferences: one switch per channel and kind of message, saved at once. */
export function MarketingSection() {
  const { i18n } = useLingui()
  const actor = useFlow(marketingPreferencesFlow)
  const subscriptions = useSelector(actor, (s) => s.context.subscriptions)
  const pending = useSelector(actor, (s) => s.context.pending)
  const saving = useSelector(actor, (s) => s.hasTag('saving'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const saved = useSelector(actor, (s) => s.matches('saved'))
  const notSaved = useSelector(actor, (s) => s.matches('notSaved'))
  const error = useSelector(actor, (s) => s.context.error)
  const subscribed = (channel: string, communication: string) => {
    if (saving && pending?.channel === channel && pending.communication === communication) return pending.subscribed
    return subscriptions?.find((s) => s.channel === channel && s.communication === communication)?.subscribed ?? false
  }
  return (
    <section aria-labelledby="account-marketing" className={styles.section} aria-busy={loading || saving}>
      <h2 id="account-marketing" className={styles.sectionHeading}>
        <Trans>Marketing preferences</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Choose what we may send you, and how. Changes are saved at once.</Trans>
      </p>
      {loading ? (
        <p className={styles.lead}>
          <Trans>Loading your preferences…</Trans>
        </p>
      ) : null}
      {failed || notSaved ? (
        <RetryAlert onRetry={() => actor.send({ type: failed ? 'preferences.retry' : 'save.retry' })}>{i18n._(errorMessage('account', error?.code))}</RetryAlert>
      ) : null}
      {subscriptions ? (
        <div className={styles.channels}>
          {CHANNELS.map((channel) => (
            <fieldset key={channel} className={styles.channel} data-testid={`marketing-${channel}`}>
              <legend className={styles.legend}>{i18n._(channelName[channel])}</legend>
              {COMMUNICATIONS.map((communication) => (
                <Checkbox
                  key={communication}
                  name={`${channel}.${communication}`}
                  checked={subscribed(channel, communication)}
                  disabled={saving}
                  onChange={(event) => actor.send({ type: 'preference.toggle', channel, communication, subscribed: event.currentTarget.checked })}
                >
                  {i18n._(communicationName[communication])}
                </Checkbox>
              ))}
            </fieldset>
          ))}
        </div>
      ) : null}
      <p role="status" className={saved ? styles.success : undefined}>
        {saved ? <Trans>Your preferences are saved.</Trans> : null}
      </p>
    </section>
  )
}
