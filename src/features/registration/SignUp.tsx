import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRootActors } from '../../app/RootActorsContext'
import { htmlLangFor } from '../../locale/langmarket'
import { latestTermsVersion, smsMaxAttemptsFrom } from './signUpContent'
import { signUpQueries } from './signUpQueries'
import { SignUpWizard } from './SignUpWizard'

/**
 * The wizard with its input built from server data: the market, its countries and the content.
 * `returnTo` is where "Start playing" leads once the player is signed in.
 */
export function SignUp({ returnTo }: { returnTo: string }) {
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const queries = signUpQueries(locale.langmarket)
  const { data: countries } = useSuspenseQuery(queries.countries)
  const { data: content } = useSuspenseQuery(queries.content)
  const { data: terms } = useSuspenseQuery(queries.terms)
  const { countryCheck } = useRootActors()
  const visitorCountry = useSelector(countryCheck, (s) => s.context.countryCode)

  // Names come from the browser's CLDR data in the page's language; the server's are English.
  // Which countries are offered, and which comes first, is the registration machine's answer.
  const language = htmlLangFor(locale.catalog)
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const named = countries
    .map((country) => ({ ...country, name: names.of(country.code) ?? country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, language))

  return (
    <SignUpWizard
      input={{
        langmarket: locale.langmarket,
        returnTo,
        catalog: locale.catalog,
        market: { id: locale.market.id, removeCountryFromRegistration: locale.market.removeCountryFromRegistration },
        countries,
        termsVersion: latestTermsVersion(terms) ?? '',
        smsMaxAttempts: smsMaxAttemptsFrom(content),
        visitorCountry: visitorCountry ?? undefined,
      }}
      countries={named}
    />
  )
}
