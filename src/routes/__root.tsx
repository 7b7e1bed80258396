import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/routerContext'
import { CountryGate } from '../app/CountryGate'
import { LocaleSync } from '../app/LocaleSync'
import { AppErrorScreen } from '../features/errors/AppErrorScreen'
import { NotFoundPage } from '../features/errors/NotFoundPage'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: AppErrorScreen,
  notFoundComponent: NotFoundPage,
})

function Root() {
  return (
    <LocaleSync>
      <CountryGate>
        <Outlet />
      </CountryGate>
    </LocaleSync>
  )
}
