import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { RetryAlert } from '../../design/RetryAlert'
import { SelectField } from '../../design/SelectField'
import { depositFlow } from '../../flows/deposit'
import { useFlow } from '../../flows/useFlow'
import { depositBonusOption } from '../../i18n/countTexts'
import { amountErrorMessage, errorMessage } from '../../i18n/errorMessages'
import { displayDateIn } from '../../locale/timeZones'
import { usePlayerTimeZone } from '../../locale/usePlayerTimeZone'
import { CashierForm, useCashier } from './CashierForm'
import { blockedReasonText, methodText } from './depositTexts'
import * as styles from './cashier.css'

/** The cashier's deposit page: renders the deposit machine's snapshot and sends it the player's choices. */
export function CashierDepositPage({ returnedDepositId }: { returnedDepositId: string | null }) {
  const { t, i18n } = useLingui()
  const { langmarket, shownLanguage, wallet, refreshWallet, money } = useCashier()
  const timeZone = usePlayerTimeZone()
  const actor = useFlow(depositFlow({ refreshWallet }), {
    returnPath: `/${langmarket}/my-account/banking/deposit`,
  })
  useEffect(() => {
    actor.send(returnedDepositId ? { type: 'deposit.returned', depositId: returnedDepositId } : { type: 'deposit.start' })
  }, [actor, returnedDepositId])

  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const form = useSelector(actor, (s) => s.hasTag('form'))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const failed = useSelector(actor, (s) => s.matches('error'))
  const blocked = useSelector(actor, (s) => s.matches('blocked'))
  const redirecting = useSelector(actor, (s) => s.matches('redirecting'))
  // While a pending payment is read again, the player keeps reading that it is pending.
  const pending = useSelector(actor, (s) => s.matches('pending') || (s.matches('returned') && s.context.deposit?.status === 'PENDING'))
  const approved = useSelector(actor, (s) => s.matches('approved'))
  const declined = useSelector(actor, (s) => s.matches('declined'))
  const eligibility = useSelector(actor, (s) => s.context.eligibility)
  const limit = useSelector(actor, (s) => s.context.limit)
  const methods = useSelector(actor, (s) => s.context.methods)
  const bonuses = useSelector(actor, (s) => s.context.bonuses)
  const deposit = useSelector(actor, (s) => s.context.deposit)
  const error = useSelector(actor, (s) => s.context.error)
  const balances = useSelector(wallet ?? undefined, (s) => s?.context.balances ?? null)

  const [method, setMethod] = useState<string>('')
  const [amount, setAmount] = useState('')
  // The spec's selectedBonusId: none until the player picks one.
  const [bonusId, setBonusId] = useState('')
  const chosen = methods.find((m) => m.method === method) ?? methods[0]
  const methodLabel = (name: keyof typeof methodText) => {
    const text = methodText[name]
    return typeof text === 'string' ? text : i18n._(text)
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Deposit</Trans>
      </h1>
      {balances ? (
        <p className={styles.balanceLine}>
          <Trans>Balance</Trans> <strong data-testid="cashier-balance">{money(balances.mainMinor, balances.currency)}</strong>
        </p>
      ) : null}

      {loading && !pending ? (
        <p className={styles.status} role="status">
          {returnedDepositId ? <Trans>Checking your payment…</Trans> : <Trans>Checking whether you can deposit…</Trans>}
        </p>
      ) : null}

      {failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'deposit.retry' })}>{i18n._(errorMessage('deposit', error?.code))}</RetryAlert>
      ) : null}

      {blocked && eligibility?.blockedReason ? (
        <p className={styles.notice} role="alert" data-testid="deposit-blocked">
          {i18n._(blockedReasonText[eligibility.blockedReason])}
        </p>
      ) : null}
      {blocked && eligibility?.blockedReason === 'DOCUMENTS_REQUIRED' ? (
        <HrefLink href={`/${langmarket}/my-account/verification`} className={link}>
          <Trans>Go to your verification documents</Trans>
        </HrefLink>
      ) : null}

      {form ? (
        <CashierForm
          amount={amount}
          onAmountChange={setAmount}
          description={chosen ? t`From ${money(chosen.minAmountMinor, chosen.currency)} to ${money(chosen.maxAmountMinor, chosen.currency)}` : undefined}
          error={error ? i18n._(amountErrorMessage('deposit', error.code, shownLanguage)) : null}
          submitting={submitting}
          submitLabel={<Trans>Continue to payment</Trans>}
          onSubmit={() => {
            if (chosen) actor.send({ type: 'deposit.submit', method: chosen.method, amount, language: shownLanguage, bonusAssignmentId: bonusId || null })
          }}
        >
          {eligibility?.kycStatus === 'EDD_PENDING' ? (
            <p className={styles.notice} data-testid="edd-reminder">
              <Trans>Please answer our due diligence questionnaire: withdrawals wait until we have it.</Trans>{' '}
              <HrefLink href={`/${langmarket}/my-account/verification/questionnaire`} className={link}>
                <Trans>Open the questionnaire</Trans>
              </HrefLink>
            </p>
          ) : null}
          {eligibility?.kycStatus === 'PENDING_EXPIRED' || eligibility?.daysLeftToVerifyDocuments != null ? (
            <p className={styles.notice} data-testid="documents-reminder">
              <Trans>You can deposit, but your identity documents are due: please upload them under My account, Verification.</Trans>{' '}
              <HrefLink href={`/${langmarket}/my-account/verification`} className={link}>
                <Trans>Go to your verification documents</Trans>
              </HrefLink>
            </p>
          ) : null}
          {limit && limit.limitLeftMinor !== null && limit.resetOn ? (
            <p className={styles.notice} data-testid="limit-notice">
              {limit.isSpendLimit ? (
                <Trans>
                  Your spend limit leaves {money(limit.limitLeftMinor, limit.currency)} until {displayDateIn(limit.resetOn, timeZone)}.
                </Trans>
              ) : (
                <Trans>
                  Your deposit limits leave {money(limit.limitLeftMinor, limit.currency)} to deposit until {displayDateIn(limit.resetOn, timeZone)}.
                </Trans>
              )}
            </p>
          ) : null}
          <SelectField
            label={<Trans>Payment method</Trans>}
            value={chosen?.method ?? ''}
            onChange={(event) => setMethod(event.target.value)}
            options={methods.map((m) => ({ value: m.method, label: methodLabel(m.method) }))}
          />
          {bonuses.length > 0 ? (
            <SelectField
              label={<Trans>Deposit bonus</Trans>}
              value={bonusId}
              onChange={(event) => setBonusId(event.target.value)}
              options={[
                { value: '', label: t`No bonus` },
                ...bonuses.map((b) => ({ value: b.assignmentId!, label: i18n._(depositBonusOption(b.title, money(b.bonusAmountMinor ?? 0, b.currency), b.wrMultiplier ?? 0)) })),
              ]}
            />
          ) : null}
        </CashierForm>
      ) : null}

      {redirecting ? (
        <p className={styles.status} role="status">
          <Trans>Taking you to the payment page…</Trans>
        </p>
      ) : null}
      {pending ? (
        <p className={styles.status} role="status" data-testid="deposit-outcome">
          <Trans>Your payment is pending with the provider. Your balance updates as soon as it is settled.</Trans>
        </p>
      ) : null}
      {approved && deposit ? (
        <p className={styles.success} role="status" data-testid="deposit-outcome">
          <Trans>Deposit approved: {money(deposit.amountMinor, deposit.currency)} is on your balance.</Trans>
        </p>
      ) : null}
      {declined ? (
        <RetryAlert onRetry={() => actor.send({ type: 'deposit.again' })}>{t`The payment was declined and no money was taken.`}</RetryAlert>
      ) : null}
    </div>
  )
}
