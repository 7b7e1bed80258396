import { fromPromise } from 'xstate'
import type { Messages } from '@lingui/core'
import { i18n, type Catalog } from './i18n'

/**
 * Loads one Lingui catalog lazily (its own chunk) and activates it. The locale-text machine
 * invokes this and retries it on failure, so a flaky network costs a retry, not a blank page.
 */
export const loadCatalog = fromPromise<void, { catalog: Catalog }>(async ({ input }) => {
  const { messages } = (await import(`../locales/${input.catalog}/messages.po`)) as { messages: Messages }
  i18n.loadAndActivate({ locale: input.catalog, messages })
})
