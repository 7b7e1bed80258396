import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from './routerContext'
import { PageLoader } from '../layout/PageLoader'
import { NotFoundPage } from '../features/errors/NotFoundPage'
import { AppErrorScreen } from '../features/errors/AppErrorScreen'
import { keepVisitorScroll } from './scrollRestoration'

/**
 * The browser's history by default. The platform's first-paint render (entry-server.tsx) passes a
 * memory history and `server`: scroll restoration there would write an inline script, which the
 * CSP refuses, and the browser's router restores scrolling itself — except on its first render
 * when the visitor has already scrolled the first paint (app/scrollRestoration.ts).
 */
export function createAppRouter(context: RouterContext, { history, server = false }: { history?: RouterHistory; server?: boolean } = {}) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The query cache owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 200,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: AppErrorScreen,
    scrollRestoration: server ? false : keepVisitorScroll(window),
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
