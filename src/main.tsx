import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './design/theme.css'
import './design/global.css'
import { i18n } from './i18n/i18n'
import { activateFirstCatalog, catalogOfPath } from './i18n/sourceCatalog'
import { createQueryClient } from './app/queryClient'
import { createRootActors } from './app/rootActors'
import { bootCatalog, readBootData, seedQueries } from './app/bootData'
import { credentialStore } from './api/credentials'
import { createAppRouter } from './app/router'
import { loadDevInspector } from './app/inspector'
import { focusPageHeading } from './app/focusPageHeading'
import { AppRoot } from './app/AppRoot'
import { settleFirstRender } from './app/settle'
import { setRenderedChannel } from './features/lobby/lobbyInput'
import { seedPageTitles } from './app/usePageTitle'

/**
 * How long hydration waits for the page to settle when the platform rendered its first paint:
 * from the inlined data it settles in a few microtasks; should a call be needed after all, the
 * page is rendered afresh (with its loaders) rather than held.
 */
const FIRST_PAINT_SETTLE_MS = 3000

/**
 * A part of the first paint React could not hydrate, rendered afresh instead. A lazy dialog the
 * server rendered as its skeleton (`?login=1`) is expected to be (React error 419), so it is not
 * reported; anything else is a mismatch between the server's render and the browser's.
 */
function reportHydrationMismatch(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  if (/#419\b|could not finish this Suspense boundary/.test(message)) return
  console.warn('first paint not hydrated', error)
}

async function bootstrap() {
  // What the platform inlined into the page: the first paint asks the API for none of it.
  const boot = readBootData()
  // Only the visitor's catalog: the English one loads only as a fallback.
  const catalog = await activateFirstCatalog(bootCatalog(boot) ?? catalogOfPath(window.location.pathname))
  const queryClient = createQueryClient()
  const signedIn = credentialStore.readStored(Date.now()) !== null
  if (boot) seedQueries(queryClient, boot, { signedIn })
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
  // The platform rendered the page's first paint into the root (entry-server.tsx) from the same
  // data: once the page has settled here as it did there (a few microtasks), React hydrates that
  // markup instead of rendering it again. The first paint is a visitor's; a signed-in player's page,
  // one that arrived without its data or one that does not settle in time is rendered afresh,
  // replacing the first paint in its first commit.
  const app = <AppRoot i18n={i18n} actors={actors} queryClient={queryClient} router={router} />
  const hydratable =
    boot !== null && container.firstElementChild !== null && !signedIn && (await settleFirstRender(actors, router, FIRST_PAINT_SETTLE_MS)) &&
    // A session restored from its refresh cookie makes a player's page, not the visitor's the platform rendered.
    !actors.authorization.getSnapshot().hasTag('authorized')
  if (hydratable) {
    setRenderedChannel(boot.lobby?.request.channel ?? 'web')
    // The page's title as the platform wrote it, from the same data: the frame hydrates first.
    if (boot.pageTitles) seedPageTitles(boot.pageTitles)
    // What TanStack Router's own hydration marks (router-core load-client.js): the router then
    // renders the tree the server rendered (no root Suspense wrappers) and does not load the
    // page a second time on mount.
    router.ssr = { manifest: undefined }
    // In a transition, as the first render below: React hydrates in short slices (Remix does the
    // same), not in one long task while the page is already on screen.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch })
    })
    return
  }
  const root = createRoot(container)
  // A transition: React renders the page in short slices (no long task on a slow phone) and the
  // first paint stays on screen until the page is ready to take its place.
  startTransition(() => root.render(app))
}

void bootstrap()
