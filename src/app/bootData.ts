/**
 * The data the platform inlines into a page (server/http/boot.ts) so the first paint needs no API
 * round trip: the access context, the market table, the visitor's catalog with its server texts,
 * and an anonymous visitor's home content and footer. main.tsx seeds TanStack Query and the root actors from
 * it; each is used once, for the first answer, and everything later is fetched as before.
 */
import { fromPromise } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import type { components } from '../../openapi/dist/schema'
import { contentQueryOptions, marketsQueryOptions, type ContentQuery } from '../api/system.queries'
import { lobbyQueryOptions } from '../api/games.queries'
import type { Lobby, LobbyRequest } from '../../machines/lobby/lobby.machine'
import { getAccessContext, getLocaleTexts, type AccessContext, type CatalogLocale } from '../api/system.actors'
import { isCatalog, type Catalog } from '../i18n/i18n'

export interface BootData {
  access: AccessContext
  markets: components['schemas']['Market'][]
  locale: { langmarket: string; catalog: string; texts: Record<string, string> } | null
  home: ContentDocument | null
  footer: ContentDocument | null
  /** The home page's lobby layout and the request it answers (the channel is the server's guess). */
  lobby: { request: LobbyRequest; layout: Lobby } | null
  /** A legal page's document and the terms' versions (what its route loader asks for), for a visitor. */
  legal: { document: 'terms' | 'privacy-policy'; page: ContentDocument; versions: ContentDocument } | null
  /** An information page's documents, each with the query and item its route loader asks for. */
  content: { query: ContentQuery; ref?: string; document: ContentDocument }[] | null
  /** With a first paint: the titles its pages set from their data, by match id (usePageTitle's `seedPageTitles`). */
  pageTitles?: Record<string, string>
  /** The platform's: whether the request carried no cookie choice (the browser reads its own cookie). */
  consentUndecided?: boolean
}

type ContentDocument = components['schemas']['ContentDocument']

/** Must match server/http/boot.ts BOOT_DATA_ID. */
const BOOT_DATA_ID = 'croupier-boot'

/** The page's data block, or null (the development server, an old page, a broken block). */
export function readBootData(doc: Pick<Document, 'getElementById'> = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as Partial<BootData>
    if (!data.access || !Array.isArray(data.markets)) return null
    return {
      access: data.access,
      markets: data.markets,
      locale: data.locale ?? null,
      home: data.home ?? null,
      footer: data.footer ?? null,
      lobby: data.lobby ?? null,
      legal: data.legal ?? null,
      content: data.content ?? null,
      ...(isTitles(data.pageTitles) ? { pageTitles: data.pageTitles } : {}),
    }
  } catch {
    return null
  }
}

const isTitles = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((title) => typeof title === 'string')

/** The catalog the platform resolved for the page, when it is one the client has. */
export function bootCatalog(data: BootData | null): Catalog | null {
  const catalog = data?.locale?.catalog
  return catalog && isCatalog(catalog) ? catalog : null
}

/**
 * Puts the market table, the page's lobby layout (the same for everyone) and, for a visitor
 * without a session (the inlined content is what an anonymous visitor sees), the home content,
 * the footer, a legal page's document with the terms' versions and an information page's documents
 * into the query cache. A
 * visitor's lobby of the channel the server guessed starts from that layout (LobbyView,
 * `preloadedLayout`); a player's lobby and the other channel's ask the API as before.
 */
export function seedQueries(queryClient: QueryClient, data: BootData, { signedIn }: { signedIn: boolean }): void {
  queryClient.setQueryData(marketsQueryOptions().queryKey, data.markets)
  if (data.lobby) queryClient.setQueryData(lobbyQueryOptions(data.lobby.request).queryKey, data.lobby.layout)
  if (!data.locale || signedIn) return
  if (data.home) queryClient.setQueryData(contentQueryOptions('home-page', data.locale.langmarket).queryKey, data.home)
  if (data.footer) queryClient.setQueryData(contentQueryOptions('footer', data.locale.langmarket).queryKey, data.footer)
  if (data.legal) {
    queryClient.setQueryData(contentQueryOptions('static-page', data.locale.langmarket, data.legal.document).queryKey, data.legal.page)
    queryClient.setQueryData(contentQueryOptions('terms-versions', data.locale.langmarket).queryKey, data.legal.versions)
  }
  for (const { query, ref, document } of data.content ?? []) {
    queryClient.setQueryData(contentQueryOptions(query, data.locale.langmarket, ref).queryKey, document)
  }
}

/** The country check's call, answered the first time from the page. */
export function seededAccessContext(data: BootData | null) {
  let seed = data?.access
  return fromPromise<AccessContext, void>(async ({ signal }) => {
    const first = seed
    seed = undefined
    return first ?? getAccessContext(signal)
  })
}

/** The locale texts call, answered from the page the first time it asks for the page's catalog. */
export function seededLocaleTexts(data: BootData | null) {
  let seed = data?.locale ?? undefined
  return fromPromise<Record<string, string>, { catalog: CatalogLocale }>(async ({ input, signal }) => {
    const first = seed
    seed = undefined
    return first && first.catalog === input.catalog ? first.texts : getLocaleTexts(input.catalog, signal)
  })
}
