import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRootActors } from '../../app/RootActorsContext'
import { htmlLangFor } from '../../locale/langmarket'
import { latestTermsVersion, smsMaxAttemptsFrom } from './signUpContent'
import { signUpQueries } from './signUpQueries'
import { SignUpWizard } from './SignUpWizard'

/** The spec's default sign-up country when the visitor's own cannot be offered. */
const DEFAULT_SIGNUP_COUNTRY = 'FI'

/** The wizard with its input built from server data: the market, its countries and the content. */
export function SignUp({ onFinish }: { onFinish: () => void }) {
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const queries = signUpQueries(locale.langmarket)
  const { data: countries } = useSuspenseQuery(queries.countries)
  const { data: content } = useSuspenseQuery(queries.content)
  const { data: terms } = useSuspenseQuery(queries.terms)
  const { countryCheck } = useRootActors()
  const visitorCountry = useSelector(countryCheck, (s) => s.context.countryCode)

  // The market's removed countries are not offered (spec 000 §9); inactive ones lead to Unsupported.
  // Names come from the browser's CLDR data in the page's language; the server's are English.
  const language = htmlLangFor(locale.catalog)
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const removed = new Set(locale.market.removeCountryFromRegistration)
  const offered = countries
    .filter((country) => !removed.has(country.code))
    .map((country) => ({ ...country, name: names.of(country.code) ?? country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
  const defaultCountry = offered.some((c) => c.code === visitorCountry && c.active) ? visitorCountry! : DEFAULT_SIGNUP_COUNTRY

  return (
    <SignUpWizard
      input={{
        catalog: locale.catalog,
        market: { id: locale.market.id, removeCountryFromRegistration: locale.market.removeCountryFromRegistration },
        countries,
        termsVersion: latestTermsVersion(terms) ?? '',
        smsMaxAttempts: smsMaxAttemptsFrom(content),
        visitorCountry: visitorCountry ?? undefined,
      }}
      countries={offered}
      defaultCountry={defaultCountry}
      langmarket={locale.langmarket}
      onFinish={onFinish}
    />
  )
}
