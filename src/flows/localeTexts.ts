import { localeTextsMachine } from '../../machines/localeTexts/localeTexts.machine'
import { fetchLocaleTexts } from '../api/system.actors'
import { loadCatalog } from '../i18n/catalog.actors'
import { activateSourceCatalog, showCatalog } from '../i18n/sourceCatalog'

/**
 * The locale texts with the catalog loader, the server texts call, the switch of the interface
 * language once both are here, and the English fallback. A root flow: the shell creates it once
 * in createRootActors, so it is the provided machine itself rather than a `Flow` a view starts
 * with useFlow.
 */
export const localeTextsFlow = localeTextsMachine.provide({
  actors: { loadCatalog, fetchLocaleTexts },
  actions: {
    showCatalog: (_, { catalog }) => showCatalog(catalog),
    fallBackToSourceCatalog: () => void activateSourceCatalog().catch(() => undefined),
  },
})
