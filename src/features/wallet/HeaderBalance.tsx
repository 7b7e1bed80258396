import { HrefLink } from '../../design/HrefLink'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { button } from '../../design/primitives.css'
import { parseLangMarket } from '../../locale/langmarket'
import { formatMoney } from '../../money/formatMoney'
import { useWallet } from './WalletContext'
import { visuallyHidden } from '../../design/utilities.css'
import * as styles from './wallet.css'

/** The signed-in player's balance in the header, on every page, and the Deposit button that opens the cashier. */
export function HeaderBalance() {
  const { t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const language = parseLangMarket(langmarket)?.language ?? 'en'
  const wallet = useWallet()
  const balances = useSelector(wallet ?? undefined, (s) => s?.context.balances ?? null)
  const lagging = useSelector(wallet ?? undefined, (s) => (s ? s.hasTag('reconnecting') || s.hasTag('offline') : false))
  if (!wallet) return null
  return (
    <>
      <p className={styles.headerBalance} data-testid="header-balance">
        <span className={styles.headerBalanceLabel}>
          <Trans>Balance</Trans>
        </span>
        <span className={styles.headerBalanceAmount} aria-live="polite" aria-atomic="true">
          {balances ? formatMoney(balances.mainMinor, balances.currency, language) : '…'}
        </span>
        {lagging ? (
          <span className={styles.headerBalanceLag} title={t`Reconnecting: the balance may be a few seconds behind.`}>
            <span aria-hidden="true">⟳</span>
            <span className={visuallyHidden}>
              <Trans>Reconnecting: the balance may be a few seconds behind.</Trans>
            </span>
          </span>
        ) : null}
      </p>
      <HrefLink href={`/${langmarket}/my-account/banking/deposit`} className={`${button.primary} ${styles.depositButton}`}>
        {/*
          Phones show a plus, leaving the 360 px bar room for a five-figure balance. The plus is part of
          the name there ("+ Deposit"), so the visible text is in the accessible name (WCAG 2.5.3) and a
          voice-control user can say what they see; from the tablet breakpoint the name is "Deposit".
        */}
        <span className={styles.depositIcon}>+</span>{' '}
        <span className={styles.depositLabel}>
          <Trans>Deposit</Trans>
        </span>
      </HrefLink>
    </>
  )
}
