import { fromPromise } from 'xstate'
import type { Catalog } from './i18n'
import { activateCatalog } from './sourceCatalog'

/**
 * Loads one Lingui catalog lazily (its own chunk) and activates it. The locale-text machine
 * invokes this and retries it on failure, so a flaky network costs a retry, not a blank page.
 */
export const loadCatalog = fromPromise<void, { catalog: Catalog }>(({ input }) => activateCatalog(input.catalog))
