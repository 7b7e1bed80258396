import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { useRootActors } from './RootActorsContext'
import { PageLoader } from '../layout/PageLoader'
import { CountryCheckFailedPage, MaintenancePage, RestrictedCountryPage } from '../features/errors/StatusPages'

/**
 * Guards 1-3: nothing of the casino renders until the country check allows it; maintenance and a
 * restricted country replace the app, and a failed check offers Try again.
 */
export function CountryGate({ children }: { children: ReactNode }) {
  const { countryCheck } = useRootActors()
  const view = useSelector(countryCheck, (snapshot) =>
    snapshot.hasTag('appAllowed') ? 'allowed'
    : snapshot.hasTag('maintenance') ? 'maintenance'
    : snapshot.hasTag('restricted') ? 'restricted'
    : snapshot.hasTag('failed') ? 'failed'
    : 'pending',
  )
  switch (view) {
    case 'allowed':
      return children
    case 'maintenance':
      return <MaintenancePage standalone />
    case 'restricted':
      return <RestrictedCountryPage standalone />
    case 'failed':
      return <CountryCheckFailedPage />
    case 'pending':
      return <PageLoader />
  }
}
