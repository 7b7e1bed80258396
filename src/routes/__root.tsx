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
  // The cookie flow runs above the page frame, which LocaleSync replaces with a loader while the
  // first language catalog loads: the read of the player's choice outlives it. A later change of
  // language keeps the frame mounted.
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
