import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import { HrefLink } from '../../design/HrefLink'
import { TextField } from '../../design/TextField'
import { accountPage, actions, alert, heading, link, notice, stack, text } from '../../design/primitives.css'
import { bonusCodeFlow } from '../../flows/bonusCode'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import { formatMoney } from '../../money/formatMoney'
import { useCashier } from '../deposit/CashierForm'

/** My account → Bonus code: the bonus-code form as a page. */
export function BonusCodePage({ code }: { code?: string }) {
  const { langmarket, language, refreshWallet } = useCashier()
  return (
    <div className={accountPage}>
      <h1 className={heading.page}>
        <Trans>Bonus code</Trans>
      </h1>
      <BonusCodeForm code={code} langmarket={langmarket} language={language} refreshWallet={refreshWallet} />
    </div>
  )
}

interface FormProps {
  code?: string
  langmarket: string
  language: string
  refreshWallet: () => void
}

/** Check a code, then claim the bonus it names (the bonus-code flow); the page and the in-game menu render it. */
export function BonusCodeForm({ code, langmarket, language, refreshWallet }: FormProps) {
  const { t, i18n } = useLingui()
  const actor = useFlow(bonusCodeFlow({ refreshWallet }), { code })
  const value = useSelector(actor, (s) => s.context.code)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const checking = useSelector(actor, (s) => s.matches('checking'))
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'))
  const validated = useSelector(actor, (s) => s.matches('validated') || s.matches('claiming'))
  const reward = useSelector(actor, (s) => (s.matches('claimed') ? s.context.reward : null))
  const error = useSelector(actor, (s) => s.context.error)
  const message = error ? i18n._(errorMessage('bonusCode', error.code)) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'code.submit' })
  }

  return (
    <div className={stack.md}>
      {unavailable && (
        <p role="alert" className={alert}>
          {t`Bonus codes cannot be claimed on your account. Please contact support.`}
        </p>
      )}
      {reward && (
        <div className={stack.md}>
          <p role="status" className={notice}>
            {t`${reward.title} is active: ${formatMoney(reward.bonusAmountMinor ?? 0, reward.currency, language)} is in your bonus balance.`}
          </p>
          <HrefLink href={`/${langmarket}/my-account/rewards`} className={link}>
            {t`See your rewards`}
          </HrefLink>
        </div>
      )}
      {!unavailable && !reward && (
        <form className={stack.md} onSubmit={submit} aria-busy={loading} noValidate>
          <TextField
            label={t`Bonus code`}
            value={value}
            onChange={(next) => actor.send({ type: 'code.change', code: next })}
            isDisabled={checking || validated}
            error={!validated ? message : null}
            autoComplete="off"
          />
          {validated ? (
            <>
              <p role="status" className={text}>
                {t`The code ${value.trim()} is valid for your account.`}
              </p>
              {message && (
                <p role="alert" className={alert}>
                  {message}
                </p>
              )}
              <div className={actions}>
                <Button isDisabled={loading} onPress={() => actor.send({ type: 'code.claim' })}>
                  {t`Claim the bonus`}
                </Button>
                <Button variant="secondary" isDisabled={loading} onPress={() => actor.send({ type: 'code.reset' })}>
                  {t`Enter another code`}
                </Button>
              </div>
            </>
          ) : (
            <div className={actions}>
              <Button type="submit" isDisabled={loading}>
                {t`Check the code`}
              </Button>
            </div>
          )}
        </form>
      )}
    </div>
  )
}
