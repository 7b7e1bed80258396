import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { emptySelection, OTHER, NO_SALARY_RANGE, type EddSelection } from '../../../machines/eddQuestionnaire/eddQuestionnaire.machine'
import { countriesQueryOptions } from '../../api/system.queries'
import { Button } from '../../design/Button'
import { RetryAlert } from '../../design/RetryAlert'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { SelectField } from '../../design/SelectField'
import { TextField } from '../../design/TextField'
import { eddQuestionnaireFlow } from '../../flows/eddQuestionnaire'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import { htmlLangFor } from '../../locale/langmarket'
import { eddErrorText, occupationText, sourceOfFundsText } from './eddTexts'
import * as styles from './edd.css'

/**
 * My account → Verification → Questionnaire: the enhanced due diligence questionnaire (spec 000
 * §1 "starts on a reminder page"). The reminder says why it is asked, then the form; once sent,
 * the answer is under review.
 */
export function EddQuestionnairePage() {
  const { t, i18n } = useLingui()
  const actor = useFlow(eddQuestionnaireFlow)
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const language = htmlLangFor(locale.catalog)
  const reminder = useSelector(actor, (s) => s.matches('reminder'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const filling = useSelector(actor, (s) => s.matches('filling') || s.matches('submitting') || s.matches('failed'))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const submitted = useSelector(actor, (s) => s.matches('submitted'))
  const lists = useSelector(actor, (s) => s.context.lists)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const countries = useQuery({ ...countriesQueryOptions(), enabled: filling })
  const [form, setForm] = useState<EddSelection>(emptySelection)
  const set = <K extends keyof EddSelection>(key: K, value: EddSelection[K]) => setForm((f) => ({ ...f, [key]: value }))
  const errorText = (code: string | undefined) => (code ? i18n._(eddErrorText[code] ?? errorMessage('account', code)) : null)
  const verificationHref = `/${langmarket}/my-account/verification`

  const names = new Intl.DisplayNames([language], { type: 'region' })
  const nationalities = (countries.data ?? [])
    .map((c) => ({ value: c.code, label: names.of(c.code) ?? c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
  const money = (minor: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(minor / 100)
  const choose = { value: '', label: t`Choose…` }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'questionnaire.submit', ...form })
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Enhanced due diligence questionnaire</Trans>
      </h1>
      {reminder ? (
        <section className={styles.box} aria-labelledby="edd-why">
          <h2 id="edd-why" className={styles.text}>
            <Trans>Why we ask</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              Anti-money-laundering rules require us to know more about some players: what you do, your yearly income and where the money you play with comes from. Until we have your answers, withdrawals wait.
            </Trans>
          </p>
          <p className={styles.muted}>
            <Trans>It takes about two minutes. Our compliance team reviews your answers and may ask for documents.</Trans>
          </p>
          <div className={styles.actions}>
            <Button onPress={() => actor.send({ type: 'questionnaire.open' })}>
              <Trans>Answer the questionnaire</Trans>
            </Button>
          </div>
        </section>
      ) : null}
      {loading ? (
        <p role="status" className={styles.text}>
          <Trans>Loading the questionnaire…</Trans>
        </p>
      ) : null}
      {loadFailed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'lists.retry' })}>{t`The questionnaire could not be loaded.`}</RetryAlert>
      ) : null}
      {filling && lists ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <SelectField
            label={t`Occupation`}
            value={form.selectedOccupation}
            onChange={(e) => set('selectedOccupation', e.target.value)}
            options={[choose, ...lists.occupations.map((o) => ({ value: o.code, label: occupationText[o.code] ? i18n._(occupationText[o.code]!) : o.label }))]}
            error={errorText(fieldErrors.occupation)}
          />
          {form.selectedOccupation === OTHER ? (
            <TextField
              label={t`Your occupation`}
              value={form.otherOccupation}
              onChange={(value) => set('otherOccupation', value)}
              maxLength={200}
              error={errorText(fieldErrors.otherOccupation)}
            />
          ) : null}
          <SelectField
            label={t`Yearly income`}
            value={String(form.selectedSalaryRange)}
            onChange={(e) => set('selectedSalaryRange', Number(e.target.value))}
            options={[
              { value: String(NO_SALARY_RANGE), label: choose.label },
              ...lists.salaryRanges.map((r) => ({
                value: String(r.id),
                label: r.maxMinor === null ? t`${money(r.minMinor, r.currency)} or more` : `${money(r.minMinor, r.currency)} – ${money(r.maxMinor, r.currency)}`,
              })),
            ]}
            error={errorText(fieldErrors.salaryRangeId)}
          />
          <SelectField
            label={t`Source of funds`}
            value={form.selectedSourceOfFund}
            onChange={(e) => set('selectedSourceOfFund', e.target.value)}
            options={[choose, ...lists.sourcesOfFunds.map((o) => ({ value: o.code, label: sourceOfFundsText[o.code] ? i18n._(sourceOfFundsText[o.code]!) : o.label }))]}
            error={errorText(fieldErrors.sourceOfFunds)}
          />
          {form.selectedSourceOfFund === OTHER ? (
            <TextField
              label={t`Where your money comes from`}
              value={form.otherSourceOfFund}
              onChange={(value) => set('otherSourceOfFund', value)}
              maxLength={200}
              error={errorText(fieldErrors.otherSourceOfFund)}
            />
          ) : null}
          <TextField
            label={t`Place of birth`}
            description={t`Town or city, and country if elsewhere.`}
            value={form.placeOfBirth}
            onChange={(value) => set('placeOfBirth', value)}
            maxLength={100}
            autoComplete="off"
            error={errorText(fieldErrors.placeOfBirth)}
          />
          <SelectField
            label={t`Nationality`}
            value={form.nationality}
            onChange={(e) => set('nationality', e.target.value)}
            options={[choose, ...nationalities]}
            error={errorText(fieldErrors.nationality)}
          />
          {failed ? (
            <RetryAlert
              onRetry={() => actor.send({ type: 'submit.retry' })}
              alternative={{ label: t`Back to the form`, onPress: () => actor.send({ type: 'submit.cancel' }) }}
              takeFocus
            >
              {errorText(error?.code) ?? t`Your answers could not be sent.`}
            </RetryAlert>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={submitting || failed}>
              {submitting ? <Trans>Sending…</Trans> : <Trans>Send my answers</Trans>}
            </Button>
          </div>
        </form>
      ) : null}
      {submitted ? (
        <div className={styles.box}>
          <p role="status" className={styles.success} data-testid="edd-under-review">
            <Trans>Thank you. Your answers are with our compliance team for review; we will let you know if anything else is needed.</Trans>
          </p>
          <HrefLink href={verificationHref} className={link}>
            <Trans>Back to your verification documents</Trans>
          </HrefLink>
        </div>
      ) : null}
    </div>
  )
}
