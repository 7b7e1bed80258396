import { useEffect, useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActivitySettings } from '../../../machines/activityTimer/activityTimer.machine'
import { Button } from '../../design/Button'
import { SelectField } from '../../design/SelectField'
import { errorMessage } from '../../i18n/errorMessages'
import { useActivityTimer } from './ActivityTimerContext'
import * as limits from '../limits/limits.css'
import * as styles from './activity.css'

type Choice = 'OFF' | 'HALF_AN_HOUR' | 'HOUR' | 'TWO_HOURS'

/** 000 §3: reality checks every 30, 60 or 120 minutes, or none. */
const choices = [
  { value: 'HALF_AN_HOUR', label: msg`Every 30 minutes` },
  { value: 'HOUR', label: msg`Every hour` },
  { value: 'TWO_HOURS', label: msg`Every 2 hours` },
  { value: 'OFF', label: msg`Off` },
] as const

const choiceOf = (s: ActivitySettings): Choice => (s.activityTimerOn && s.activityTimer !== 'NOT_SET' ? s.activityTimer : 'OFF')
const settingsOf = (choice: Choice): ActivitySettings =>
  choice === 'OFF' ? { activityTimer: 'NOT_SET', activityTimerOn: false } : { activityTimer: choice, activityTimerOn: true }

/**
 * Responsible gambling → Reality check: how often the player is reminded how long they have played
 * and what it cost. Sent to the running activity timer, which saves it and counts from now.
 */
export function RealityCheckSettings() {
  const { t, i18n } = useLingui()
  const timer = useActivityTimer()
  const settings = useSelector(timer ?? undefined, (s) => s?.context.settings ?? null)
  const result = useSelector(timer ?? undefined, (s) => s?.context.settingsResult ?? null)
  const saving = useSelector(timer ?? undefined, (s) => s?.hasTag('saving') ?? false)
  const [choice, setChoice] = useState<Choice | null>(null)
  const canSave = useSelector(timer ?? undefined, (s) => (s && choice ? s.can({ type: 'activity.changeSettings', settings: settingsOf(choice) }) : false))
  useEffect(() => {
    if (settings) setChoice(choiceOf(settings))
  }, [settings])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (timer && choice) timer.send({ type: 'activity.changeSettings', settings: settingsOf(choice) })
  }
  return (
    <section aria-labelledby="reality-check" className={limits.section}>
      <h2 id="reality-check" className={limits.heading}>
        <Trans>Reality check</Trans>
      </h2>
      <form className={limits.row} onSubmit={submit} noValidate>
        <p className={styles.mutedText}>
          <Trans>While you play, we remind you how long you have been playing and what you have staked and won since you logged in.</Trans>
        </p>
        <div className={styles.settingsRow}>
          <SelectField
            label={t`Remind me`}
            value={choice ?? ''}
            disabled={choice === null}
            onChange={(event) => setChoice(event.target.value as Choice)}
            options={choice === null ? [{ value: '', label: t`Loading…` }] : choices.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
            error={result && !result.saved ? i18n._(errorMessage('activity', result.error.code)) : null}
          />
          <div className={limits.actions}>
            <Button type="submit" isDisabled={!canSave || saving}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </div>
        {result?.saved ? (
          <p role="status" className={limits.message}>
            <Trans>Your reality check is saved. It counts from now.</Trans>
          </p>
        ) : null}
      </form>
    </section>
  )
}
