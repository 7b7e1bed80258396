import { localeTextsMachine } from '../../machines/localeTexts/localeTexts.machine'
import { fetchLocaleTexts } from '../api/system.actors'
import { loadCatalog } from '../i18n/catalog.actors'
import { activateSourceCatalog } from '../i18n/sourceCatalog'

/**
 * The locale texts with the catalog loader, the server texts call and the English fallback. A root
 * flow: the shell creates it once in createRootActors, so it is the provided machine itself rather
 * than a `Flow` a view starts with useFlow.
 */
export const localeTextsFlow = localeTextsMachine.provide({
  actors: { loadCatalog, fetchLocaleTexts },
  actions: { fallBackToSourceCatalog: () => void activateSourceCatalog().catch(() => undefined) },
})
