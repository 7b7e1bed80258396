import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { PlainButton } from '../../design/PlainButton'
import { useRootActors } from '../../app/RootActorsContext'
import { usePageTitle } from '../../app/usePageTitle'
import { ErrorPage, type ErrorPageProps } from './ErrorPage'
import { HomeLink } from './HomeLink'

/** The HTTP status pages a guard or the API sends the player to; each offers the way home. */
const statusPages = {
  401: { illustration: 'unauthorized', title: <Trans>Please log in</Trans>, message: <Trans>You need to be logged in to see this page.</Trans> },
  403: { illustration: 'forbidden', title: <Trans>Access denied</Trans>, message: <Trans>Your account does not have access to this page.</Trans> },
  500: { illustration: 'serverError', title: <Trans>Server error</Trans>, message: <Trans>Something went wrong on our side. Please try again in a moment.</Trans> },
} satisfies Record<number, Pick<ErrorPageProps, 'illustration' | 'title' | 'message'>>

function StatusPage({ status }: { status: keyof typeof statusPages }) {
  return <ErrorPage {...statusPages[status]} code={String(status)} actions={<HomeLink />} />
}

export const UnauthorizedPage = () => <StatusPage status={401} />
export const ForbiddenPage = () => <StatusPage status={403} />
export const ServerErrorPage = () => <StatusPage status={500} />

/** The country gate shows it in place of whatever page the address names, hence its own title. */
export function RestrictedCountryPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useLingui()
  usePageTitle(t`Not available in your country`)
  return (
    <ErrorPage
      illustration="regionBlocked"
      standalone={standalone}
      title={<Trans>Not available in your country</Trans>}
      message={<Trans>We are sorry, but our games are not available where you are located.</Trans>}
    />
  )
}

export function MaintenancePage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useLingui()
  usePageTitle(t`Down for maintenance`)
  return (
    <ErrorPage
      illustration="maintenance"
      standalone={standalone}
      title={<Trans>Down for maintenance</Trans>}
      message={<Trans>We are making improvements and will be back shortly.</Trans>}
    />
  )
}

/** Guard 3's failure: the country could not be checked, so the app stays hidden until a retry. */
export function CountryCheckFailedPage() {
  const { countryCheck } = useRootActors()
  const canRetry = useSelector(countryCheck, (snapshot) => snapshot.can({ type: 'countryCheck.retry' }))
  const { t } = useLingui()
  usePageTitle(t`Oops, something went wrong`)
  return (
    <ErrorPage
      illustration="oops"
      standalone
      title={<Trans>Oops, something went wrong</Trans>}
      message={<Trans>We could not load the site. Please check your connection and try again.</Trans>}
      actions={
        <PlainButton disabled={!canRetry} onClick={() => countryCheck.send({ type: 'countryCheck.retry' })}>
          <Trans>Try again</Trans>
        </PlainButton>
      }
    />
  )
}
