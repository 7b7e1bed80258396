import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { Button } from '../../design/Button'
import { focusFirstInvalid, focusIsLost } from '../../design/focus'
import { TextField } from '../../design/TextField'
import { useShownLanguage } from '../../i18n/useShownLanguage'
import { parseLangMarket } from '../../locale/langmarket'
import { formatMoney } from '../../money/formatMoney'
import { useWallet } from '../wallet/WalletContext'
import * as styles from './cashier.css'

/**
 * What the deposit and withdrawal pages both need: the page's language (the URL's, and the one on
 * show that the amount is read in), the wallet, a wallet refresh that always reaches the current
 * wallet actor, and money in the page's language.
 */
export function useCashier() {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const language = parseLangMarket(langmarket)?.language ?? 'en'
  const shownLanguage = useShownLanguage()
  const wallet = useWallet()
  const walletRef = useRef(wallet)
  walletRef.current = wallet
  return {
    langmarket,
    language,
    shownLanguage,
    wallet,
    refreshWallet: () => walletRef.current?.send({ type: 'wallet.refresh' }),
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
  }
}

/**
 * The cashier's form: the page's own notices and fields (`children`), then the amount and the
 * submit button. The amount is the page's state, so it outlives the form while the flow works.
 */
export function CashierForm(props: {
  children?: ReactNode
  amount: string
  onAmountChange: (amount: string) => void
  /** The amount's range, under its label. */
  description?: string
  /** The flow's verdict, already translated; null when there is none. */
  error: string | null
  submitting: boolean
  submitLabel: ReactNode
  onSubmit: () => void
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  // The submit button is disabled while the platform answers, which drops focus to the page's
  // start; when the form stays (the platform refused), focus goes to the refused amount.
  const form = useRef<HTMLFormElement>(null)
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (props.submitting) {
      wasSubmitting.current = true
      return
    }
    if (!wasSubmitting.current) return
    wasSubmitting.current = false
    if (!focusIsLost()) return
    if (!focusFirstInvalid(form.current)) form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus()
  }, [props.submitting])
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {props.children}
      <TextField
        label={<Trans>Amount</Trans>}
        inputMode="decimal"
        autoComplete="off"
        value={props.amount}
        onChange={props.onAmountChange}
        description={props.description}
        error={props.error}
      />
      <Button type="submit" isDisabled={props.submitting}>
        {props.submitLabel}
      </Button>
    </form>
  )
}
