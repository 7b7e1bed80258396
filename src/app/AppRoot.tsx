import { StrictMode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { RootActorsProvider } from './RootActorsContext'
import { AppErrorBoundary } from './AppErrorBoundary'
import type { RootActors } from './rootActors'
import type { createAppRouter } from './router'

export interface AppRootProps {
  i18n: I18n
  actors: RootActors
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

/** The whole app: the browser renders it (main.tsx), and the platform renders its first paint (entry-server.tsx). */
export function AppRoot({ i18n, actors, queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <RootActorsProvider actors={actors}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </RootActorsProvider>
        </AppErrorBoundary>
      </I18nProvider>
    </StrictMode>
  )
}
