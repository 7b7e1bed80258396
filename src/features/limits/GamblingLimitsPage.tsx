import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { LimitFamily, LimitPeriod, LimitsEvent } from '../../../machines/limits/limits.machine'
import { Button } from '../../design/Button'
import { focusIsLost } from '../../design/focus'
import { RetryAlert } from '../../design/RetryAlert'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { TextField } from '../../design/TextField'
import { limitsFlow } from '../../flows/limits'
import { useFlow } from '../../flows/useFlow'
import { amountErrorMessage, errorMessage } from '../../i18n/errorMessages'
import { useShownLanguage } from '../../i18n/useShownLanguage'
import { parseLangMarket } from '../../locale/langmarket'
import { displayDateTimeIn } from '../../locale/timeZones'
import { usePlayerTimeZone } from '../../locale/usePlayerTimeZone'
import { formatMoney } from '../../money/formatMoney'
import { familyTitle, intervalRefusal, limitMessageText, periodName } from './limitTexts'
import { RealityCheckSettings } from '../activity/RealityCheckSettings'
import * as cashier from '../deposit/cashier.css'
import * as styles from './limits.css'

const PERIODS: readonly LimitPeriod[] = ['D', 'W', 'M']
const FAMILIES: readonly LimitFamily[] = ['deposit', 'loss', 'spend']

/** My account → Gambling limits: deposit, loss and spend limits per day, week and month. */
export function GamblingLimitsPage() {
  return (
    <div className={cashier.page}>
      <h1 className={cashier.heading}>
        <Trans>Gambling limits</Trans>
      </h1>
      {FAMILIES.map((family) => (
        <LimitFamilySection key={family} family={family} />
      ))}
      <RealityCheckSettings />
      <TakeABreakLink />
    </div>
  )
}

/** Time-out and self-exclusion live on their own page (my-account/responsible-gambling). */
function TakeABreakLink() {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return (
    <HrefLink href={`/${langmarket}/my-account/responsible-gambling`} className={link}>
      <Trans>Take a break or self-exclude</Trans>
    </HrefLink>
  )
}

function LimitFamilySection({ family }: { family: LimitFamily }) {
  const { i18n } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const language = parseLangMarket(langmarket)?.language ?? 'en'
  const shownLanguage = useShownLanguage()
  const actor = useFlow(limitsFlow, { family })
  const limits = useSelector(actor, (s) => s.context.limits)
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const saving = useSelector(actor, (s) => s.hasTag('saving'))
  const message = useSelector(actor, (s) => s.context.message)
  const error = useSelector(actor, (s) => s.context.error)
  const headingId = `limits-${family}`
  // A value outside the period's range names the range the platform refused it against.
  const refusal = (period: LimitPeriod, money: (minor: number) => string) => {
    if (error?.period !== period) return null
    if (error.code === 'error.deposit.limit.interval' && error.range) {
      return i18n._(intervalRefusal[period](money(error.range.minAmountMinor), money(error.range.maxAmountMinor)))
    }
    return i18n._(amountErrorMessage('limits', error.code, shownLanguage))
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._(familyTitle[family])}
      </h2>
      {failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'limits.retry' })}>{i18n._(errorMessage('limits', error?.code))}</RetryAlert>
      ) : null}
      {limits
        ? PERIODS.map((period) => {
            const limit = limits.limits.find((l) => l.duration === period) ?? null
            const money = (minor: number) => formatMoney(minor, limits.currency, language)
            return (
              <PeriodRow
                key={period}
                family={family}
                period={period}
                limit={limit}
                money={money}
                saving={saving}
                message={message?.period === period ? i18n._(limitMessageText[message.kind]) : null}
                error={refusal(period, money)}
                language={shownLanguage}
                send={actor.send}
              />
            )
          })
        : null}
    </section>
  )
}

interface PeriodRowProps {
  family: LimitFamily
  period: LimitPeriod
  limit: {
    limitMinor: number | null
    pendingLimitMinor: number | null
    pendingRemoval?: boolean
    pendingLimitActiveFrom: string | null
    usedMinor: number | null
    remainingMinor: number | null
    resetAt: string | null
    /** The range the platform accepts for this period's limit: shown under the field. */
    minAmountMinor: number
    maxAmountMinor: number
  } | null
  money: (minor: number) => string
  saving: boolean
  message: string | null
  error: string | null
  /** The language the page shows (BCP-47): the one the new limit is read in. */
  language: string
  /** The flow's events about one period. */
  send: (event: Extract<LimitsEvent, { period: LimitPeriod }>) => void
}

/** The row's buttons, by what they send: focus returns to the one pressed, or to Save when it went. */
type RowAction = 'save' | 'remove' | 'cancelPending'

function PeriodRow({ family, period, limit, money, saving, message, error, language, send }: PeriodRowProps) {
  const { i18n, t } = useLingui()
  const timeZone = usePlayerTimeZone()
  const [amount, setAmount] = useState('')
  useEffect(() => {
    if (message) setAmount('')
  }, [message])
  // The pressed button is disabled while the change is saved, which drops focus to the page's
  // start; once saved, focus goes back to it (Remove and Cancel change may be gone: then to Save).
  const form = useRef<HTMLFormElement>(null)
  const pressed = useRef<RowAction | null>(null)
  useEffect(() => {
    if (saving || !pressed.current) return
    const action = pressed.current
    pressed.current = null
    if (!focusIsLost()) return
    const button = (name: RowAction) => form.current?.querySelector<HTMLElement>(`[data-action="${name}"]`)
    ;(button(action) ?? button('save'))?.focus()
  }, [saving])
  const act = (action: RowAction, event: Parameters<PeriodRowProps['send']>[0]) => {
    pressed.current = action
    send(event)
  }
  const name = i18n._(periodName[period])
  const min = limit ? money(limit.minAmountMinor) : null
  const max = limit ? money(limit.maxAmountMinor) : null
  const current = limit?.limitMinor ?? null
  const pendingFrom = limit?.pendingLimitActiveFrom ? displayDateTimeIn(limit.pendingLimitActiveFrom, timeZone) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    act('save', { type: 'limit.save', period, amount, language })
  }
  return (
    <form ref={form} className={styles.row} onSubmit={submit} noValidate data-testid={`limit-${family}-${period}`}>
      <h3 className={styles.period}>{name}</h3>
      <p className={styles.value}>
        {current === null ? (
          <Trans>No limit</Trans>
        ) : (
          <Trans>
            {money(current)}: {money(limit?.usedMinor ?? 0)} used, {money(limit?.remainingMinor ?? 0)} left
          </Trans>
        )}
      </p>
      {limit?.pendingLimitMinor != null && pendingFrom ? (
        <p className={styles.pending}>
          <Trans>
            Changes to {money(limit.pendingLimitMinor)} on {pendingFrom}
          </Trans>
        </p>
      ) : null}
      {limit?.pendingRemoval && pendingFrom ? (
        <p className={styles.pending}>
          <Trans>Removed on {pendingFrom}</Trans>
        </p>
      ) : null}
      <TextField
        label={<Trans>New limit</Trans>}
        description={min && max ? t`From ${min} to ${max}` : undefined}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving} data-action="save">
          <Trans>Save</Trans>
        </Button>
        {current !== null && !limit?.pendingRemoval ? (
          <Button variant="secondary" isDisabled={saving} data-action="remove" onPress={() => act('remove', { type: 'limit.delete', period })}>
            <Trans>Remove</Trans>
          </Button>
        ) : null}
        {limit?.pendingLimitMinor != null || limit?.pendingRemoval ? (
          <Button variant="secondary" isDisabled={saving} data-action="cancelPending" onPress={() => act('cancelPending', { type: 'limit.cancelPending', period })}>
            <Trans>Cancel change</Trans>
          </Button>
        ) : null}
      </div>
      {message ? (
        <p role="status" className={styles.message}>
          {message}
        </p>
      ) : null}
    </form>
  )
}
