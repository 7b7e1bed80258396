import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { LANGUAGE_CODES, type LanguageCode } from '../../../machines/languageChange/languageChange.machine'
import { Button } from '../../design/Button'
import { SelectField } from '../../design/SelectField'
import { FormError } from '../../design/FormError'
import { languageChangeFlow } from '../../flows/languageChange'
import { useFlow } from '../../flows/useFlow'
import { errorMessage } from '../../i18n/errorMessages'
import { catalogFor, splitLocalePath } from '../../locale/langmarket'
import { languageName } from '../../layout/languageName'
import * as styles from './account.css'

/** Account details → language: one of the market's languages, stored on the platform; then the site is in it. */
export function LanguageSection() {
  // The flow ends once the site has switched; the page stays, so the section starts afresh in the new language.
  const langmarket = useRouteContext({ from: '/$langmarket', select: (context) => context.locale.langmarket })
  return <LanguageForm key={langmarket} />
}

function LanguageForm() {
  const { i18n } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const pathname = useLocation({ select: (location) => location.pathname })
  const current = locale.langmarket.split('-')[0] as LanguageCode
  const actor = useFlow(languageChangeFlow, { language: current, market: locale.market.id, path: splitLocalePath(pathname).rest })
  const saving = useSelector(actor, (s) => s.hasTag('saving'))
  const notSaved = useSelector(actor, (s) => s.matches('notSaved'))
  const error = useSelector(actor, (s) => s.context.error)
  const [picked, setPicked] = useState<string>(current)
  const options = locale.market.languages.filter((language) => LANGUAGE_CODES.includes(language as LanguageCode)).map((language) => ({ value: language, label: languageName(catalogFor(language, locale.market)) }))
  return (
    <section aria-labelledby="account-language" className={styles.section} aria-busy={saving}>
      <h2 id="account-language" className={styles.sectionHeading}>
        <Trans>Language</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>The language of the site, our e-mails and messages, among those of {locale.market.name}.</Trans>
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'language.save', language: picked as LanguageCode })
        }}
      >
        <SelectField label={<Trans>Your language</Trans>} name="language" value={picked} options={options} disabled={saving} onChange={(event) => setPicked(event.currentTarget.value)} />
        {notSaved ? <FormError message={i18n._(errorMessage('account', error?.code))} /> : null}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={saving || picked === current}>
            <Trans>Save language</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}
