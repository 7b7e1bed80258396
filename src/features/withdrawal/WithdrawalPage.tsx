import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { PendingWithdrawal } from '../../../machines/withdrawal/withdrawal.machine'
import { focusIsLost } from '../../design/focus'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { RetryAlert } from '../../design/RetryAlert'
import { pendingWithdrawalsQueryOptions } from '../../api/withdrawal.actors'
import { profileQueryOptions } from '../../api/player.queries'
import { useFlow } from '../../flows/useFlow'
import { withdrawalFlow } from '../../flows/withdrawal'
import { amountErrorMessage, errorMessage } from '../../i18n/errorMessages'
import { CashierForm, useCashier } from '../deposit/CashierForm'
import { PendingWithdrawals } from './PendingWithdrawals'
import { refusedStatusText } from './withdrawalTexts'
import * as styles from '../deposit/cashier.css'

/** The withdrawal page: the withdrawal machine's snapshot, then the pending withdrawals with Cancel. */
export function WithdrawalPage() {
  const { t, i18n } = useLingui()
  const { langmarket, language, shownLanguage, refreshWallet, money } = useCashier()
  const actor = useFlow(withdrawalFlow)
  useEffect(() => actor.send({ type: 'withdrawal.start' }), [actor])

  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const form = useSelector(actor, (s) => s.hasTag('form'))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const refused = useSelector(actor, (s) => s.matches('refused'))
  const requestedDone = useSelector(actor, (s) => s.matches('requested'))
  const status = useSelector(actor, (s) => s.context.status)
  const check = useSelector(actor, (s) => s.context.check)
  const ceiling = useSelector(actor, (s) => s.context.maxAmountMinor ?? 0)
  const requested = useSelector(actor, (s) => s.context.requested)
  const error = useSelector(actor, (s) => s.context.error)
  const pending = useQuery(pendingWithdrawalsQueryOptions())
  // Fresh each visit: the compliance team may have asked for the questionnaire since the profile was read.
  const kycStatus = useQuery({ ...profileQueryOptions(), staleTime: 0, enabled: refused }).data?.kycStatus
  const [amount, setAmount] = useState('')
  const confirmation = useRef<HTMLParagraphElement>(null)
  const [cancelled, setCancelled] = useState<PendingWithdrawal | null>(null)
  const cancellation = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (!requestedDone) return
    void pending.refetch()
    refreshWallet()
    // The form the player submitted is gone: focus goes to what took its place, not the page's start.
    confirmation.current?.focus()
    // Once, when the request is made: the list and the header show the pending withdrawal.
  }, [requestedDone])

  useEffect(() => {
    if (!cancelled) return
    // The pressed Cancel was disabled while the platform answered and its row is gone: focus goes
    // to the sentence that says the withdrawal was cancelled, unless the player moved it meanwhile.
    if (!focusIsLost()) return
    cancellation.current?.focus()
  }, [cancelled])

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Withdraw</Trans>
      </h1>
      {loading ? (
        <p className={styles.status} role="status">
          <Trans>Checking whether you can withdraw…</Trans>
        </p>
      ) : null}
      {failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'withdrawal.retry' })}>
          {error ? i18n._(errorMessage('withdrawal', error.code)) : t`We could not offer a withdrawal now: your balance may be too low, or something failed. Please try again.`}
        </RetryAlert>
      ) : null}
      {refused && status && refusedStatusText[status] ? (
        <p className={styles.notice} role="alert" data-testid="withdrawal-refused">
          {i18n._(refusedStatusText[status])}
        </p>
      ) : null}
      {refused && status === 'VERIFYDOCUMENT_REQUIRED' && kycStatus === 'EDD_PENDING' ? (
        <HrefLink href={`/${langmarket}/my-account/verification/questionnaire`} className={link} data-testid="edd-questionnaire-link">
          <Trans>Answer the due diligence questionnaire</Trans>
        </HrefLink>
      ) : refused && status?.startsWith('VERIFYDOCUMENT') ? (
        <HrefLink href={`/${langmarket}/my-account/verification`} className={link}>
          <Trans>Go to your verification documents</Trans>
        </HrefLink>
      ) : null}
      {form && check ? (
        <CashierForm
          amount={amount}
          onAmountChange={setAmount}
          description={t`Up to ${money(ceiling, check.currency)}`}
          error={error ? i18n._(amountErrorMessage('withdrawal', error.code, shownLanguage)) : null}
          submitting={submitting}
          submitLabel={<Trans>Request withdrawal</Trans>}
          onSubmit={() => actor.send({ type: 'withdrawal.submit', amount, language: shownLanguage })}
        >
          {status === 'SELF_LIMIT_NOTIFY' ? (
            <p className={styles.notice}>
              <Trans>You can withdraw up to {money(ceiling, check.currency)} today; the rest of your balance can be withdrawn later.</Trans>
            </p>
          ) : null}
          {status === 'VERIFYDOCUMENT_LOYAL' ? (
            <p className={styles.notice}>
              <Trans>You can withdraw now; please upload your identity documents soon under My account, Verification.</Trans>{' '}
              <HrefLink href={`/${langmarket}/my-account/verification`} className={link}>
                <Trans>Go to your verification documents</Trans>
              </HrefLink>
            </p>
          ) : null}
        </CashierForm>
      ) : null}
      {requestedDone && requested && requested.pendingWithdrawalId !== cancelled?.pendingWithdrawalId ? (
        <p ref={confirmation} tabIndex={-1} className={styles.success} role="status" data-testid="withdrawal-requested">
          <Trans>Withdrawal requested: {money(requested.amountMinor, requested.currency)} is pending and can be cancelled until it is paid.</Trans>
        </p>
      ) : null}
      {cancelled ? (
        <p ref={cancellation} tabIndex={-1} className={styles.success} role="status" data-testid="withdrawal-cancelled">
          <Trans>Withdrawal cancelled: {money(cancelled.amountMinor, cancelled.currency)} is back in your main balance.</Trans>
        </p>
      ) : null}
      <PendingWithdrawals items={pending.data ?? []} language={language} refreshWallet={refreshWallet} onCancelled={setCancelled} />
    </div>
  )
}
