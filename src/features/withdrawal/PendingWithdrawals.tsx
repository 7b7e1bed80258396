import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { PendingWithdrawal } from '../../../machines/withdrawal/withdrawal.machine'
import { Button } from '../../design/Button'
import { useFlow } from '../../flows/useFlow'
import { withdrawalCancelFlow } from '../../flows/withdrawal'
import { errorMessage } from '../../i18n/errorMessages'
import { formatMoney } from '../../money/formatMoney'
import * as styles from './withdrawal.css'

interface Props {
  items: readonly PendingWithdrawal[]
  language: string
  refreshWallet: () => void
  /** Once a cancellation succeeds: its row goes with the pressed button, so the page says so and takes focus. */
  onCancelled: (item: PendingWithdrawal) => void
}

/** The withdrawals still pending, newest first, each with Cancel. */
export function PendingWithdrawals({ items, language, refreshWallet, onCancelled }: Props) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="pending-withdrawals" className={styles.section}>
      <h2 id="pending-withdrawals" className={styles.subheading}>
        <Trans>Pending withdrawals</Trans>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <PendingRow key={item.pendingWithdrawalId} item={item} language={language} refreshWallet={refreshWallet} onCancelled={onCancelled} />
        ))}
      </ul>
    </section>
  )
}

function PendingRow({ item, language, refreshWallet, onCancelled }: { item: PendingWithdrawal } & Omit<Props, 'items'>) {
  const { t, i18n } = useLingui()
  const actor = useFlow(withdrawalCancelFlow({ refreshWallet }), { pendingWithdrawalId: item.pendingWithdrawalId, amountMinor: item.amountMinor })
  const cancelling = useSelector(actor, (s) => s.hasTag('loading'))
  const limitReached = useSelector(actor, (s) => s.matches('limitReached'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const cancelled = useSelector(actor, (s) => s.matches('cancelled'))
  useEffect(() => {
    if (cancelled) onCancelled(item)
    // Once, when the platform has cancelled it; the row goes when the list is read again.
  }, [cancelled])
  const error = useSelector(actor, (s) => s.context.error)
  const amount = formatMoney(item.amountMinor, item.currency, language)
  return (
    <li className={styles.row}>
      <span className={styles.amount}>{amount}</span>
      {limitReached && error ? (
        // Spec 001 §8's limit-reached warning, in the page's language: the platform's own message
        // is its English detail (minor units, an ISO instant), not a sentence for the player.
        <p role="alert" className={styles.warning}>
          {i18n._(errorMessage('withdrawal', error.code))}
        </p>
      ) : (
        <Button variant="secondary" isDisabled={cancelling} aria-label={t`Cancel the withdrawal of ${amount}`} onPress={() => actor.send({ type: 'cancel.request' })}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      {failed && error ? (
        <p role="alert" className={styles.warning}>
          {i18n._(errorMessage('withdrawal', error.code))}
        </p>
      ) : null}
    </li>
  )
}
