import { useSyncExternalStore } from 'react'
import type { LobbyRequest } from '../../../machines/lobby/lobby.machine'
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

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(mobileQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** `mobile` or `web`, following the viewport. */
export function useChannel(): LobbyRequest['channel'] {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(mobileQuery).matches ? 'mobile' : 'web'),
    () => 'web',
  )
}
