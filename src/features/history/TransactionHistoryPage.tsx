import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { HistoryFilter, Transaction } from '../../../machines/transactionHistory/transactionHistory.machine'
import type { Schemas } from '../../../machines/shared/contract'
import { Button } from '../../design/Button'
import { RetryAlert } from '../../design/RetryAlert'
import { SelectField } from '../../design/SelectField'
import * as form from '../../design/form.css'
import { transactionHistoryFlow } from '../../flows/transactionHistory'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import { parseLangMarket } from '../../locale/langmarket'
import { formatMoney } from '../../money/formatMoney'
import { displayDay, displayTime, groupByDay } from './groupByDay'
import { categoryName, originName, statusName, typeName } from './historyTexts'
import * as styles from './history.css'

const CATEGORIES = Object.keys(categoryName) as Schemas['TransactionCategory'][]
const STATUSES = Object.keys(statusName) as Schemas['TransactionStatus'][]
const HOURS = Array.from({ length: 24 }, (_, h) => h)

/** My account → Transactions: net position and win/loss, a filter, the history grouped by day; scrolling reads more. */
export function TransactionHistoryPage() {
  const { i18n, t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const language = parseLangMarket(langmarket)?.language ?? 'en'
  const actor = useFlow(transactionHistoryFlow)
  const list = useSelector(actor, (s) => s.context.list)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const loadingMore = useSelector(actor, (s) => s.hasTag('loadingMore'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const hasMore = useSelector(actor, (s) => s.context.hasMore)
  const filterApplied = useSelector(actor, (s) => s.context.filterApplied)
  const netPosition = useSelector(actor, (s) => s.context.netPosition)
  const pending = useSelector(actor, (s) => s.context.pending)
  const deposits = useSelector(actor, (s) => s.context.totalDepositsCount)
  const error = useSelector(actor, (s) => s.context.error)
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language)

  // Scrolling to the end of the list reads ten more (the button does the same from the keyboard).
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = end.current
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) actor.send({ type: 'history.scroll' })
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [actor, hasMore, list.length])

  const currency = netPosition?.currency
  const pendingMinor = pending.reduce((sum, p) => sum + p.amountMinor, 0)
  const groups = groupByDay(list)
  const filterError = error?.code === 'error.history.filter.invalid'

  return (
    <div className={styles.page}>
      <h1 className={form.pageStepHeading}>
        <Trans>Transaction history</Trans>
      </h1>

      {netPosition && currency ? (
        <section aria-labelledby="history-summary" className={styles.card}>
          <h2 id="history-summary" className={styles.dayHeading}>
            <Trans>Summary</Trans>
          </h2>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>
                <Trans>Net position (deposits minus withdrawals)</Trans>
              </dt>
              <dd className={styles.figureValue} data-testid="net-position">
                {money(netPosition.netPositionMinor, currency)}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>
                <Trans>Win/loss (wins minus bets)</Trans>
              </dt>
              <dd className={styles.figureValue} data-testid="win-loss">
                {money(netPosition.winLossMinor, currency)}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>
                <Trans>Deposits made</Trans>
              </dt>
              <dd className={styles.figureValue}>{deposits ?? 0}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>
                <Trans>Pending withdrawals</Trans>
              </dt>
              <dd className={styles.figureValue} data-testid="pending-withdrawals">
                {money(pendingMinor, currency)}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}

      <FilterForm
        error={filterError ? i18n._(errorMessage('history', error?.code)) : null}
        disabled={loading}
        onApply={(filter) => actor.send({ type: 'history.filter', filter })}
        onClear={() => actor.send({ type: 'history.clear' })}
        categoryLabel={t`Category`}
        statusLabel={t`Status`}
        hourLabel={t`Hour of day`}
        allLabel={t`All`}
      />

      {failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'history.retry' })}>{i18n._(errorMessage('history', error?.code))}</RetryAlert>
      ) : null}

      {loading ? (
        <p role="status" className={styles.status}>
          <Trans>Loading transactions…</Trans>
        </p>
      ) : null}

      {!loading && !failed && list.length === 0 ? (
        <p className={styles.status}>{filterApplied ? <Trans>No transactions match this filter.</Trans> : <Trans>No transactions yet.</Trans>}</p>
      ) : null}

      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`} className={styles.day} data-testid="history-day">
          <h2 id={`day-${group.day}`} className={styles.dayHeading}>
            {displayDay(group.day)}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <HistoryRow key={item.referenceId} item={item} money={money} />
            ))}
          </ul>
        </section>
      ))}

      <div ref={end} aria-hidden="true" />
      {loadingMore ? (
        <p role="status" className={styles.status}>
          <Trans>Loading more…</Trans>
        </p>
      ) : null}
      {!failed && !filterError && error ? <p className={form.fieldError}>{i18n._(errorMessage('history', error.code))}</p> : null}
      {hasMore && !loadingMore ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'history.scroll' })}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </div>
  )
}

function HistoryRow({ item, money }: { item: Transaction; money: (minor: number, currency: string) => string }) {
  const { i18n } = useLingui()
  const what = i18n._(item.origin ? originName[item.origin] : typeName[item.type])
  const category = i18n._(categoryName[item.category])
  const status = i18n._(statusName[item.status])
  const time = displayTime(item.transactionDate)
  const after = money(item.balanceAfterTransactionMinor, item.currency)
  return (
    <li className={styles.row} data-testid="history-row" data-reference={item.referenceId}>
      <span className={styles.what}>{what}</span>
      <span className={styles.amount}>{money(item.amountMinor, item.currency)}</span>
      <span className={styles.detail}>
        {time} · {category} · {status}
      </span>
      <span className={styles.balance}>
        <Trans>Balance {after}</Trans>
      </span>
    </li>
  )
}

interface FilterFormProps {
  error: string | null
  disabled: boolean
  onApply: (filter: HistoryFilter) => void
  onClear: () => void
  categoryLabel: string
  statusLabel: string
  hourLabel: string
  allLabel: string
}

function FilterForm({ error, disabled, onApply, onClear, categoryLabel, statusLabel, hourLabel, allLabel }: FilterFormProps) {
  const { i18n } = useLingui()
  const [category, setCategory] = useState('')
  const [status, setStatus] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [hour, setHour] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply({
      category: (category || undefined) as HistoryFilter['category'],
      status: (status || undefined) as HistoryFilter['status'],
      from: from || undefined,
      to: to || undefined,
      hour: hour === '' ? undefined : Number(hour),
    })
  }
  const clear = () => {
    setCategory('')
    setStatus('')
    setFrom('')
    setTo('')
    setHour('')
    onClear()
  }
  const all = { value: '', label: allLabel }
  return (
    <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} noValidate aria-labelledby="history-filter">
      <h2 id="history-filter" className={styles.dayHeading} style={{ gridColumn: '1 / -1' }}>
        <Trans>Filter</Trans>
      </h2>
      <SelectField label={categoryLabel} value={category} onChange={(e) => setCategory(e.target.value)} options={[all, ...CATEGORIES.map((c) => ({ value: c, label: i18n._(categoryName[c]) }))]} />
      <SelectField label={statusLabel} value={status} onChange={(e) => setStatus(e.target.value)} options={[all, ...STATUSES.map((s) => ({ value: s, label: i18n._(statusName[s]) }))]} />
      <div className={form.field}>
        <label htmlFor="history-from" className={form.label}>
          <Trans>From</Trans>
        </label>
        <input id="history-from" type="date" className={form.input} value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'history-filter-error' : undefined} />
      </div>
      <div className={form.field}>
        <label htmlFor="history-to" className={form.label}>
          <Trans>To</Trans>
        </label>
        <input id="history-to" type="date" className={form.input} value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'history-filter-error' : undefined} />
      </div>
      <SelectField label={hourLabel} value={hour} onChange={(e) => setHour(e.target.value)} options={[all, ...HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }))]} />
      {error ? (
        <p id="history-filter-error" role="alert" className={form.fieldError} style={{ gridColumn: '1 / -1' }}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={disabled}>
          <Trans>Apply filter</Trans>
        </Button>
        <Button variant="secondary" onPress={clear}>
          <Trans>Clear filter</Trans>
        </Button>
      </div>
    </form>
  )
}
