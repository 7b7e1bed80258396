import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { Lobby, LobbyLayout, LobbyRequest } from '../../../machines/lobby/lobby.machine'
import { lobbyQueryOptions } from '../../api/games.queries'
import type { Catalog } from '../../i18n/i18n'
import { devices } from '../../design/tokens'

type LobbyLanguage = LobbyRequest['language']

/** The lobby service speaks plain languages; regional catalogs use their language's texts. */
const lobbyLanguage: Record<Catalog, LobbyLanguage> = {
  en: 'en', ca: 'en', inen: 'en', nz: 'en', fi: 'fi', no: 'no', de: 'de', fr: 'fr', caf: 'fr',
  pt: 'pt', br: 'pt', ja: 'ja', tl: 'tl', tr: 'tr', pl: 'pl', cl: 'es', pe: 'es',
}

export const lobbyLanguageOf = (catalog: Catalog): LobbyLanguage => lobbyLanguage[catalog]

/** Below the tablet breakpoint the lobby asks for the mobile channel (its page sizes, its games). */
const mobileQuery = `(max-width: ${devices.tablet - 1}px)`

/**
 * One query list for the page, made on first use: its `matches` follows the viewport. Every lobby
 * render reads the channel (the lobby, each grid's tiles), and `matchMedia` makes a new list and
 * evaluates the query each time it is called.
 */
let mobile: MediaQueryList | undefined
const mobileList = () => (mobile ??= window.matchMedia(mobileQuery))

const subscribe = (onChange: () => void) => {
  const query = mobileList()
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The channel a page is rendered for where there is no viewport: the platform's first paint
 * (entry-server.tsx) renders the channel it guessed for the inlined lobby, not always `web`.
 */
let renderedChannel: LobbyRequest['channel'] = 'web'

export function setRenderedChannel(channel: LobbyRequest['channel']): void {
  renderedChannel = channel
}

/** `mobile` or `web`, following the viewport. */
export function useChannel(): LobbyRequest['channel'] {
  return useSyncExternalStore(
    subscribe,
    () => (mobileList().matches ? 'mobile' : 'web'),
    () => renderedChannel,
  )
}

/**
 * The layout a visitor's lobby starts with, when the query cache already holds the lobby this
 * request asks for (the home page's layout inlined in the page, or one read shortly before) and it
 * is still fresh — what the flow's `loadLayout` would answer from the cache without a call. A
 * signed-in player's lobby also needs their favourites and recently played games, so it loads.
 */
export function preloadedLayout(queryClient: QueryClient, request: LobbyRequest, signedIn: boolean): LobbyLayout | null {
  if (signedIn) return null
  const options = lobbyQueryOptions(request)
  const lobby = queryClient.getQueryData<Lobby>(options.queryKey)
  const query = queryClient.getQueryCache().find<Lobby>({ queryKey: options.queryKey, exact: true })
  if (!lobby || !query) return null
  const staleTime = typeof options.staleTime === 'function' ? options.staleTime(query as never) : options.staleTime
  return query.isStaleByTime(staleTime) ? null : { lobby, favourites: [], recentlyPlayed: [] }
}
