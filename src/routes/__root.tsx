import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/routerContext'
import { CountryGate } from '../app/CountryGate'
import { CookieConsentProvider } from '../features/cookieConsent/CookieConsent'
import { LocaleSync } from '../app/LocaleSync'
import { AppErrorScreen } from '../features/errors/AppErrorScreen'
import { NotFoundPage } from '../features/errors/NotFoundPage'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: AppErrorScreen,
  notFoundComponent: NotFoundPage,
})

function Root() {
  // The cookie flow runs above the page frame, which LocaleSync replaces with a loader while a
  // language catalog loads (a player landing in their market's language after login): a press of
  // Cookie settings in that moment, and the read of the player's choice, outlive it.
  return (
    <CookieConsentProvider>
      <LocaleSync>
        <CountryGate>
          <Outlet />
        </CountryGate>
      </LocaleSync>
    </CookieConsentProvider>
  )
}
