import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from './routerContext'
import { PageLoader } from '../layout/PageLoader'
import { NotFoundPage } from '../features/errors/NotFoundPage'
import { AppErrorScreen } from '../features/errors/AppErrorScreen'

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The query cache owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 200,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: AppErrorScreen,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Spec 000 §2: a game opened from free spins carries the free-spin flag. */
    freeSpins?: boolean
  }
}
