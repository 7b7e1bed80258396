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
import { setupI18n, type I18n } from '@lingui/core'
import { i18n, type Catalog } from './i18n/i18n'
import { activateFirstCatalog, catalogOfPath, importCatalog, sourceCatalog } from './i18n/sourceCatalog'
import { createQueryClient } from './app/queryClient'
import { createRootActors } from './app/rootActors'
import { bootCatalog, seedQueries, type BootData } from './app/bootData'
import { createCredentialStore } from './api/credentials'
import { createAppRouter } from './app/router'
import { AppRoot } from './app/AppRoot'
import { settleFirstRender } from './app/settle'
import { setRenderedChannel } from './features/lobby/lobbyInput'
import { setRenderedUndecided } from './consent/deviceConsent'
import { collectPageTitles, documentTitleOf } from './app/usePageTitle'
import { pageTitleOf, type TitledMatch } from './app/pageTitle'
import { htmlLangFor } from './locale/langmarket'
import { notFoundTitle } from './features/errors/NotFoundPage'

export interface FirstPaint {
  html: string
  /**
   * False when the page did not settle in time or a guard sent the visitor elsewhere: the caller
   * then serves the page without a first paint (the browser renders it as before).
   */
  settled: boolean
  /**
   * The page's document title in its language, the one the app writes once it runs (LocaleSync),
   * its data's title included ("Classic slots – Croupier"). Of a page that did not settle, the
   * caller asks `routeTitle` instead.
   */
  title: string
  /** The titles the pages set from their data, by match id: the browser starts from them (main.tsx). */
  pageTitles: Record<string, string>
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
  // The cookie banner of a visitor whose request carried no choice is part of the first paint.
  setRenderedUndecided(boot.consentUndecided === true)
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
    // The titles the pages set from their data are set during this render (usePageTitle).
    const { result: html, titles } = collectPageTitles(() => renderToString(<AppRoot i18n={i18n} actors={actors} queryClient={queryClient} router={router} />))
    // What LocaleSync writes once the app runs: the same matches, the same titles, the same language.
    const title = documentTitleOf(i18n, pageTitleOf(router.state.matches, titles))
    return { html, settled, title, pageTitles: Object.fromEntries(titles) }
  } finally {
    actors.stop()
    queryClient.clear()
  }
}

/** The routes a path names, root first, as `pageTitleOf` reads them (their static titles). */
function routeMatches(router: ReturnType<typeof createAppRouter>, pathname: string): TitledMatch[] {
  return router.getMatchedRoutes(pathname)[0].map((route) => ({ id: route.id, staticData: route.options.staticData ?? {} }))
}

/** A router for matching paths only (`routeTitle`): it loads nothing and starts nothing. */
let matcher: ReturnType<typeof createAppRouter> | undefined
/** One Lingui instance per catalog for `routeTitle`, apart from the renders' global one. */
const titleI18n = new Map<Catalog, Promise<I18n>>()

/**
 * The document title of a page served without a first paint (a game, a page a guard keeps, one
 * rendered too slowly or with too many waiting): its route's own title in the page's language
 * ("Deposit – Croupier"), as the app writes it until a page's data names it, or the not-found
 * page's for an address the platform answers 404 (`notFound`), whose page the app shows. Its own
 * Lingui instance: it need not wait for the renders' turn.
 *
 * @example await routeTitle('/no-NO/my-account/banking/deposit', boot) // 'Sett inn – Croupier'
 */
export async function routeTitle(url: string, boot: BootData, { notFound = false } = {}): Promise<string> {
  const pathname = url.split(/[?#]/, 1)[0]!
  const catalog = bootCatalog(boot) ?? catalogOfPath(pathname)
  let instance = titleI18n.get(catalog)
  if (!instance) {
    instance = importCatalog(catalog).then((messages) => setupI18n({ locale: catalog, locales: htmlLangFor(catalog), messages: { [catalog]: messages } }))
    titleI18n.set(catalog, instance)
    // A catalog that failed to load is asked for again next time.
    instance.catch(() => titleI18n.delete(catalog))
  }
  matcher ??= createAppRouter({} as never, { history: createMemoryHistory(), server: true })
  return documentTitleOf(await instance, notFound ? notFoundTitle : pageTitleOf(routeMatches(matcher, pathname), new Map()))
}
