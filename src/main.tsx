import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import './design/theme.css'
import './design/global.css'
import { i18n } from './i18n/i18n'
import { activateFirstCatalog, catalogOfPath } from './i18n/sourceCatalog'
import { createQueryClient } from './app/queryClient'
import { createRootActors } from './app/rootActors'
import { bootCatalog, readBootData, seedQueries } from './app/bootData'
import { credentialStore } from './api/credentials'
import { RootActorsProvider } from './app/RootActorsContext'
import { createAppRouter } from './app/router'
import { loadDevInspector } from './app/inspector'
import { AppErrorBoundary } from './app/AppErrorBoundary'
import { focusPageHeading } from './app/focusPageHeading'

async function bootstrap() {
  // What the platform inlined into the page: the first paint asks the API for none of it.
  const boot = readBootData()
  // Only the visitor's catalog: the English one loads only as a fallback.
  const catalog = await activateFirstCatalog(bootCatalog(boot) ?? catalogOfPath(window.location.pathname))
  const queryClient = createQueryClient()
  if (boot) seedQueries(queryClient, boot, { signedIn: credentialStore.readStored(Date.now()) !== null })
  const actors = createRootActors({
    extraInspect: await loadDevInspector(window.location.search),
    // The router needs the actors in its context; the actors open pages only after it exists.
    // Once the page is there, focus moves to its heading (app/focusPageHeading.ts).
    openPage: ({ href, replace }) => void router.navigate({ href, replace }).then(() => focusPageHeading()),
    queryClient,
    pathname: window.location.pathname,
    catalog,
    boot,
  })
  const router = createAppRouter({ queryClient, actors })
  actors.start()

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html lost its #root element')
  createRoot(container).render(
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
    </StrictMode>,
  )
}

void bootstrap()
