import { useState, type FormEvent } from 'react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { RestrictionChoice } from '../../../machines/responsibleGambling/responsibleGambling.machine'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { FormError } from '../../design/FormError'
import { HrefLink } from '../../design/HrefLink'
import { SelectField } from '../../design/SelectField'
import { accountPage, actions, alert, heading, link, mutedText, stack, text } from '../../design/primitives.css'
import { responsibleGamblingFlow } from '../../flows/responsibleGambling'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import * as styles from './responsibleGambling.css'

/** What the player may pick; the platform accepts 1–42 days, 1–60 months and a delay of 0–168 hours. */
const TIMEOUT_DAYS = [1, 3, 7, 14, 30, 42] as const
const EXCLUSION_MONTHS = [1, 3, 6, 12, 24, 60] as const
const DELAY_DAYS = [0, 1, 3, 7] as const
const INDEFINITELY = 'indefinitely'


/**
 * My account → Responsible gambling: a time-out (days) or a self-exclusion (months, or for good),
 * each confirmed in a dialog that says what happens. The responsibleGambling flow decides; this
 * view keeps only what the selects show and renders the flow's state.
 */
export function ResponsibleGamblingPage() {
  const { t, i18n } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const actor = useFlow(responsibleGamblingFlow, { langmarket })
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const choice = useSelector(actor, (s) => s.context.choice)
  const error = useSelector(actor, (s) => s.context.error)
  const canCancel = useSelector(actor, (s) => s.can({ type: 'restriction.cancel' }))

  const daysLabel = (days: number) => t({ message: plural(days, { one: '# day', other: '# days' }) })
  const monthsLabel = (months: number) => t({ message: plural(months, { one: '# month', other: '# months' }) })
  const delayLabel = (days: number) => (days === 0 ? t`Now` : t({ message: plural(days, { one: 'In # day', other: 'In # days' }) }))

  const [days, setDays] = useState<number>(7)
  const [months, setMonths] = useState<string>('6')
  const [delayDays, setDelayDays] = useState<number>(0)
  const indefinite = months === INDEFINITELY

  const choose = (next: RestrictionChoice) => (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'restriction.choose', choice: next })
  }
  const exclusion: RestrictionChoice = indefinite ? { kind: 'indefinite' } : { kind: 'exclusion', months: Number(months), delayHours: delayDays * 24 }
  const cancel = () => actor.send({ type: 'restriction.cancel' })

  return (
    <div className={`${accountPage} ${styles.page}`}>
      <h1 className={heading.page}>
        <Trans>Responsible gambling</Trans>
      </h1>
      <p className={mutedText}>
        <Trans>A time-out and a self-exclusion both start at once and log you out on every device. Neither can be cancelled.</Trans>
      </p>
      {!confirming && error ? <FormError message={i18n._(errorMessage('responsibleGambling', error.code))} /> : null}
      <div className={styles.choices}>
        <section aria-labelledby="timeout-heading" className={styles.section}>
          <h2 id="timeout-heading" className={styles.heading}>
            <Trans>Time-out</Trans>
          </h2>
          <form className={styles.fields} onSubmit={choose({ kind: 'timeout', days })} noValidate>
            <p className={mutedText}>
              <Trans>A short break: you cannot log in until it ends.</Trans>
            </p>
            <SelectField
              label={t`Length of the break`}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value))}
              options={TIMEOUT_DAYS.map((n) => ({ value: String(n), label: daysLabel(n) }))}
            />
            <div className={actions}>
              <Button type="submit">
                <Trans>Take a time-out</Trans>
              </Button>
            </div>
          </form>
        </section>
        <section aria-labelledby="exclusion-heading" className={styles.section}>
          <h2 id="exclusion-heading" className={styles.heading}>
            <Trans>Self-exclusion</Trans>
          </h2>
          <form className={styles.fields} onSubmit={choose(exclusion)} noValidate>
            <p className={mutedText}>
              <Trans>A longer break from all gambling on this site, for months or for good.</Trans>
            </p>
            <SelectField
              label={t`Length of the exclusion`}
              value={months}
              onChange={(event) => setMonths(event.target.value)}
              options={[
                ...EXCLUSION_MONTHS.map((n) => ({ value: String(n), label: monthsLabel(n) })),
                { value: INDEFINITELY, label: t`Indefinitely` },
              ]}
            />
            {indefinite ? null : (
              <SelectField
                label={t`Count the months from`}
                value={String(delayDays)}
                onChange={(event) => setDelayDays(Number(event.target.value))}
                options={DELAY_DAYS.map((n) => ({ value: String(n), label: delayLabel(n) }))}
              />
            )}
            <div className={actions}>
              <Button type="submit">
                <Trans>Self-exclude</Trans>
              </Button>
            </div>
          </form>
        </section>
      </div>
      <HrefLink href={`/${langmarket}/my-account/gambling-limits`} className={link}>
        <Trans>Gambling limits</Trans>
      </HrefLink>

      <Modal
        role="alertdialog"
        isOpen={confirming}
        isDismissable={canCancel}
        onOpenChange={(open) => (open ? undefined : cancel())}
        title={choice?.kind === 'timeout' ? t`Start a time-out?` : t`Self-exclude?`}
      >
        {choice ? (
          <div className={stack.md}>
            <p className={text}>
              <WhatHappens choice={choice} />
            </p>
            <p className={text}>
              <strong>
                <Trans>This cannot be cancelled or shortened.</Trans>
              </strong>
            </p>
            {failed ? (
              <p role="alert" className={alert}>
                {i18n._(errorMessage('responsibleGambling', error?.code))}
              </p>
            ) : null}
            <div className={actions}>
              <Button variant="primary" isDisabled={submitting} onPress={() => actor.send({ type: failed ? 'restriction.retry' : 'restriction.confirm' })}>
                {failed ? t`Try again` : choice.kind === 'timeout' ? t`Yes, start my time-out` : t`Yes, self-exclude me`}
              </Button>
              <Button variant="secondary" isDisabled={!canCancel} onPress={cancel}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  )
}

/** The dialog's plain statement of what confirming does. */
function WhatHappens({ choice }: { choice: RestrictionChoice }) {
  if (choice.kind === 'timeout') {
    const days = choice.days
    return (
      <Plural
        value={days}
        one="You will be logged out now, on every device, and you cannot log in again for # day."
        other="You will be logged out now, on every device, and you cannot log in again for # days."
      />
    )
  }
  if (choice.kind === 'indefinite') return <Trans>You will be logged out now, on every device, and you cannot log in again. The exclusion has no end date.</Trans>
  const { months } = choice
  const delayDays = choice.delayHours / 24
  return (
    <>
      <Plural
        value={months}
        one="You will be logged out now, on every device, and you cannot log in again for # month."
        other="You will be logged out now, on every device, and you cannot log in again for # months."
      />{' '}
      {delayDays > 0 ? (
        <Plural
          value={delayDays}
          one="The months start to count in # day; until then you cannot log in either."
          other="The months start to count in # days; until then you cannot log in either."
        />
      ) : null}
    </>
  )
}
