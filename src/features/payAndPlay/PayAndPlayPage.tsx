import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { PayAndPlayInput } from '../../../machines/payAndPlay/payAndPlay.machine'
import { useRootActors } from '../../app/RootActorsContext'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { focusFirstInvalid } from '../../design/focus'
import { FormError } from '../../design/FormError'
import { RetryAlert } from '../../design/RetryAlert'
import { Link } from '../../design/Link'
import { TextField } from '../../design/TextField'
import { payAndPlayFlow } from '../../flows/payAndPlay'
import { useFlow } from '../../flows/useFlow'
import { amountErrorMessage, errorMessage } from '../../i18n/errorMessages'
import { useShownLanguage } from '../../i18n/useShownLanguage'
import { formatMoney } from '../../money/formatMoney'
import { latestTermsVersion } from '../registration/signUpContent'
import { signUpQueries } from '../registration/signUpQueries'
import * as cashier from '../deposit/cashier.css'
import * as styles from './payAndPlay.css'

/** What the bank frame's return page posts to this page (spec 000 §4: type signup-callback). */
export interface SignUpCallbackMessage {
  type: 'signup-callback'
  sessionId: string
  code: string | null
  error: string | null
}

const isCallback = (data: unknown): data is SignUpCallbackMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signup-callback' && typeof (data as { sessionId?: unknown }).sessionId === 'string'

/**
 * /{langmarket}/signup/pnp: Pay N Play. Renders the payAndPlay machine's snapshot: the amount, the
 * bank's page in a frame, the sign-up form of a new player, the outcome.
 */
export function PayAndPlayPage() {
  const { t, i18n } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  const { data: countries } = useSuspenseQuery(signUpQueries(locale.langmarket).countries)
  const { data: terms } = useSuspenseQuery(signUpQueries(locale.langmarket).terms)
  const market = locale.market
  const shownLanguage = useShownLanguage()
  const input: PayAndPlayInput = {
    currency: market.currency as PayAndPlayInput['currency'],
    country: market.originCountryCode as PayAndPlayInput['country'],
    redirectPath: `/${locale.langmarket}/signup/pnp`,
  }
  const actor = useFlow(payAndPlayFlow, input)
  const frame = useRef<HTMLIFrameElement>(null)
  const amountFormRef = useRef<HTMLFormElement>(null)
  const detailsFormRef = useRef<HTMLFormElement>(null)

  const amountForm = useSelector(actor, (s) => s.matches('amount'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const bank = useSelector(actor, (s) => s.hasTag('bank'))
  const signUpForm = useSelector(actor, (s) => s.matches('signUpForm') || s.matches('updating'))
  const updating = useSelector(actor, (s) => s.matches('updating'))
  const declined = useSelector(actor, (s) => s.matches('declined'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'))
  const iframeUrl = useSelector(actor, (s) => s.context.iframeUrl)
  const amountMinor = useSelector(actor, (s) => s.context.amountMinor)
  const error = useSelector(actor, (s) => s.context.error)
  const fieldErrors = useSelector(actor, (s) => s.context.signUpBackendErrors)
  // The range authorize refuses outside, from the access context (the operator's range of the bank
  // method); it is in the currency of the visitor's market, so only shown on that market's page.
  const countryCheck = useRootActors().countryCheck
  const accessMarket = useSelector(countryCheck, (s) => s.context.market)
  const range = useSelector(countryCheck, (s) => s.context.payAndPlayAmount)

  // The bank frame's return page reports the outcome by message: only from this site and that frame.
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !isCallback(event.data)) return
      actor.send({ type: 'pnp.callback', sessionId: event.data.sessionId, code: event.data.code, error: event.data.error })
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [actor])

  // A refused form lands focus on its first invalid field: the amount form was unmounted while the
  // call was out and the details form's button disabled, so focus had fallen to the page.
  useEffect(() => {
    if (!error) return
    const form = amountForm ? amountFormRef.current : signUpForm && !updating ? detailsFormRef.current : null
    focusFirstInvalid(form)
  }, [error, fieldErrors, amountForm, signUpForm, updating])

  const [amount, setAmount] = useState('')
  const [email, setEmail] = useState('')
  const [phoneBody, setPhoneBody] = useState('')
  const [accepted, setAccepted] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const isd = countries.find((c) => c.code === market.originCountryCode)?.isd ?? ''
  const money = (minor: number) => formatMoney(minor, market.currency, locale.language)
  const shownRange = range && accessMarket === market.id ? range : null
  const min = shownRange ? money(shownRange.minAmountMinor) : null
  const max = shownRange ? money(shownRange.maxAmountMinor) : null
  const amountError = () => {
    if (!error) return null
    if (error.code === 'error.paynplay.amount.invalid' && min && max) return t`Enter an amount from ${min} to ${max}.`
    return i18n._(amountErrorMessage('payAndPlay', error.code, shownLanguage))
  }
  const fieldError = (field: string) => {
    const found = fieldErrors.find((f) => f.field === field)
    return found ? i18n._(errorMessage('payAndPlay', found.code, field)) : null
  }

  const submitAmount = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'pnp.submit', amount, language: shownLanguage })
  }
  const submitDetails = (event: FormEvent) => {
    event.preventDefault()
    actor.send({
      type: 'pnp.update',
      email,
      phonePrefix: isd,
      phoneBody: phoneBody.replace(/[\s-]/g, ''),
      termsAndConditions: accepted,
      marketingOptIn: marketing,
      termsAndConditionsAcceptedVersion: latestTermsVersion(terms) ?? '',
    })
  }

  return (
    <div className={cashier.page}>
      <h1 className={cashier.heading}>
        <Trans>Pay N Play</Trans>
      </h1>

      {amountForm ? (
        <form ref={amountFormRef} className={cashier.form} onSubmit={submitAmount} noValidate aria-labelledby="pnp-amount-heading">
          <h2 id="pnp-amount-heading" className={styles.intro}>
            <Trans>Deposit with your bank and play at once: your bank confirms who you are, so there is no account to create first.</Trans>
          </h2>
          <TextField
            label={<Trans>Amount ({market.currency})</Trans>}
            inputMode="decimal"
            autoComplete="off"
            description={min && max ? t`From ${min} to ${max}` : undefined}
            value={amount}
            onChange={setAmount}
            error={amountError()}
          />
          <Button type="submit">
            <Trans>Continue to your bank</Trans>
          </Button>
        </form>
      ) : null}

      {loading ? (
        <p className={cashier.status} role="status">
          <Trans>One moment…</Trans>
        </p>
      ) : null}

      {bank && iframeUrl ? (
        <>
          <p className={cashier.status}>
            <Trans>Confirm the payment of {amountMinor !== null ? money(amountMinor) : ''} with your bank below.</Trans>
          </p>
          <iframe ref={frame} className={styles.bankFrame} src={iframeUrl} title={t`Your bank`} />
          <Button variant="secondary" onPress={() => actor.send({ type: 'pnp.cancel' })}>
            <Trans>Change the amount</Trans>
          </Button>
        </>
      ) : null}

      {signUpForm ? (
        <form ref={detailsFormRef} className={cashier.form} onSubmit={submitDetails} noValidate aria-labelledby="pnp-details-heading">
          <h2 id="pnp-details-heading" className={styles.intro}>
            <Trans>Your deposit of {amountMinor !== null ? money(amountMinor) : ''} is on your new account. Finish signing up with your e-mail address and mobile phone.</Trans>
          </h2>
          <TextField label={<Trans>E-mail</Trans>} type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldError('email')} />
          <TextField
            label={<Trans>Mobile phone</Trans>}
            type="tel"
            autoComplete="tel-national"
            description={t`Your number after the country code ${isd}`}
            value={phoneBody}
            onChange={setPhoneBody}
            error={fieldError('phoneBody')}
          />
          <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} error={fieldError('termsAndConditions')}>
            <Trans>
              I accept the <Link to="/$langmarket/terms" params={{ langmarket: locale.langmarket }} target="_blank">terms and conditions</Link>.
            </Trans>
          </Checkbox>
          <Checkbox checked={marketing} onChange={(e) => setMarketing(e.target.checked)}>
            <Trans>Send me offers and news.</Trans>
          </Checkbox>
          {error && fieldErrors.length === 0 ? <FormError message={i18n._(errorMessage('payAndPlay', error.code))} takeFocus /> : null}
          <Button type="submit" isDisabled={updating}>
            <Trans>Finish and play</Trans>
          </Button>
        </form>
      ) : null}

      {declined || failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'pnp.again' })}>{i18n._(errorMessage('payAndPlay', error?.code))}</RetryAlert>
      ) : null}

      {signedIn ? (
        <p className={cashier.success} role="status" data-testid="pnp-outcome">
          <Trans>You are signed in and {amountMinor !== null ? money(amountMinor) : ''} is on your balance.</Trans>{' '}
          <Link to="/$langmarket/online-casino" params={{ langmarket: locale.langmarket }}>
            <Trans>Go to the casino</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  )
}
