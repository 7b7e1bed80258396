import { fromPromise } from 'xstate'
import type { Catalog } from './i18n'
import { loadCatalogMessages } from './sourceCatalog'

/**
 * Loads one Lingui catalog lazily (its own chunk). The locale-text machine invokes this and
 * retries it on failure, so a flaky network costs a retry, not a blank page; it shows the
 * catalog (its `showCatalog` action) once the server texts are here too.
 */
export const loadCatalog = fromPromise<void, { catalog: Catalog }>(({ input }) => loadCatalogMessages(input.catalog))
