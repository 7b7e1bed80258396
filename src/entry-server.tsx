/**
 * The platform's render of a page's first paint (server/http/boot.ts loads the build of this file,
 * `dist/ssr/entry-server.js`): the same app the browser runs (AppRoot), started the same way from
 * the data inlined into the page (bootData.ts) and rendered to HTML for the page's path. A visitor
 * sees the page before any script has arrived; main.tsx then hydrates it, having settled the same
 * way from the same data (docs/decisions.md, "A server-rendered first paint, hydrated").
 *
 * Lingui's interface language is one global, so renders take turns (the queue below).
 */
import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { i18n } from './i18n/i18n'
import { activateFirstCatalog, catalogOfPath, importCatalog, sourceCatalog } from './i18n/sourceCatalog'
import { createQueryClient } from './app/queryClient'
import { createRootActors } from './app/rootActors'
import { bootCatalog, seedQueries, type BootData } from './app/bootData'
import { createCredentialStore } from './api/credentials'
import { createAppRouter } from './app/router'
import { AppRoot } from './app/AppRoot'
import { settleFirstRender } from './app/settle'
import { setRenderedChannel } from './features/lobby/lobbyInput'

export interface FirstPaint {
  html: string
  /**
   * False when the page did not settle in time or a guard sent the visitor elsewhere: the caller
   * then serves the page without a first paint (the browser renders it as before).
   */
  settled: boolean
}

/**
 * Loads what a first render would otherwise load on its way (the code of the pages rendered here,
 * the English catalog), so the first page after a start is not the slow one. The caller starts it at once.
 */
export async function warmUp(): Promise<void> {
  // English only: the fallback every render may need. Another language loads with its first page
  // (a few milliseconds), so the platform does not hold all seventeen from the start.
  await importCatalog(sourceCatalog).catch(() => undefined)
  const router = createAppRouter({} as never, { history: createMemoryHistory(), server: true })
  const pages = [
    '/$langmarket', '/$langmarket/', '/$langmarket/online-casino/', '/$langmarket/live-casino-online/',
    '/$langmarket/online-casino/$categoryId', '/$langmarket/live-casino-online/$categoryId', '/$langmarket/terms', '/$langmarket/privacy-policy',
    // The information pages (server/http/boot.ts pageContentSources): one component, a chunk each.
    '/$langmarket/age-restrictions', '/$langmarket/payment-methods', '/$langmarket/bonus-terms', '/$langmarket/betting-rules',
    '/$langmarket/casino-rules', '/$langmarket/responsible-gambling', '/$langmarket/contact-live-chat', '/$langmarket/help-centre',
    '/$langmarket/$contentPageUrl', '/$langmarket/croupier-loyalty', '/$langmarket/promotions_/$category/',
  ]
  await Promise.all(pages.map((id) => router.loadRouteChunk(router.routesById[id as keyof typeof router.routesById])))
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Renders `url` (a path with its query) for a visitor without a session, from the page's data,
 * waiting at most `timeoutMs` for it to settle (the platform's limit, server/http/boot.ts).
 */
export function renderFirstPaint(url: string, boot: BootData, timeoutMs: number): Promise<FirstPaint> {
  const run = queue.then(() => render(url, boot, timeoutMs))
  queue = run.catch(() => undefined)
  return run
}

async function render(url: string, boot: BootData, timeoutMs: number): Promise<FirstPaint> {
  const pathname = url.split(/[?#]/, 1)[0]!
  // The lobby of the channel the platform guessed (and inlined), as the visitor's device will ask.
  setRenderedChannel(boot.lobby?.request.channel ?? 'web')
  const catalog = await activateFirstCatalog(bootCatalog(boot) ?? catalogOfPath(pathname))
  const queryClient = createQueryClient()
  seedQueries(queryClient, boot, { signedIn: false })
  const actors = createRootActors({
    // The server follows no navigation: a guard's redirect is the browser's to make.
    openPage: () => undefined,
    queryClient,
    pathname,
    catalog,
    boot,
    // A visitor without a stored session: the platform cannot see the browser's storage.
    credentials: createCredentialStore(() => null),
  })
  const router = createAppRouter({ queryClient, actors }, { history: createMemoryHistory({ initialEntries: [url] }), server: true })
  actors.start()
  try {
    const settled = (await settleFirstRender(actors, router, timeoutMs)) && router.state.location.href === url && router.state.status === 'idle'
    const html = renderToString(<AppRoot i18n={i18n} actors={actors} queryClient={queryClient} router={router} />)
    return { html, settled }
  } finally {
    actors.stop()
    queryClient.clear()
  }
}
