import type { Messages } from '@lingui/core'
import { htmlLangFor } from '../locale/langmarket'
import { i18n, isCatalog, type Catalog } from './i18n'

/**
 * English is the source language and the fallback when another catalog fails to load. It is a
 * lazily loaded chunk like every other catalog, so a Finnish visitor downloads the Finnish
 * catalog only: main.tsx activates the visitor's catalog before the first render.
 */
export const sourceCatalog: Catalog = 'en'

/** The catalog the interface shows (English before one is active): the language a call asks its texts in. */
export function activeCatalog(): Catalog {
  return isCatalog(i18n.locale) ? i18n.locale : sourceCatalog
}

/** One catalog's compiled messages, from its own chunk. */
export async function importCatalog(catalog: Catalog): Promise<Messages> {
  const { messages } = (await import(`../locales/${catalog}/messages.po`)) as { messages: Messages }
  return messages
}

/**
 * Loads a catalog and makes it the interface language. Plurals, numbers and dates follow the
 * catalog's BCP-47 tag: a catalog code is not always a language Intl knows (inen throws, br is
 * Breton, whose 21 takes the singular).
 */
export async function activateCatalog(catalog: Catalog): Promise<void> {
  i18n.loadAndActivate({ locale: catalog, locales: htmlLangFor(catalog), messages: await importCatalog(catalog) })
}

/** Loads a catalog without showing it: the interface stays in its language until `showCatalog`. */
export async function loadCatalogMessages(catalog: Catalog): Promise<void> {
  i18n.load(catalog, await importCatalog(catalog))
}

/** Makes a loaded catalog (`loadCatalogMessages`) the interface language, as `activateCatalog` does. */
export function showCatalog(catalog: Catalog): void {
  i18n.activate(catalog, htmlLangFor(catalog))
}

export function activateSourceCatalog(): Promise<void> {
  return activateCatalog(sourceCatalog)
}

/**
 * The catalog a page path most likely needs when the platform did not say (the development
 * server): the URL's language when it is a catalog code, else English. The locale texts flow
 * corrects it once the market table is known (en-CA → ca).
 *
 * @example catalogOfPath('/fi-FI/terms') // 'fi'
 */
export function catalogOfPath(pathname: string): Catalog {
  const language = /^\/([a-z]{2})-[A-Z]{2}(\/|$)/.exec(pathname)?.[1]
  return language && isCatalog(language) ? language : sourceCatalog
}

/**
 * Before the first render: the visitor's catalog, else English, else nothing (the interface then
 * shows message ids until the locale texts flow succeeds). Returns the catalog that is active.
 */
export async function activateFirstCatalog(catalog: Catalog): Promise<Catalog> {
  for (const candidate of catalog === sourceCatalog ? [catalog] : [catalog, sourceCatalog]) {
    try {
      await activateCatalog(candidate)
      return candidate
    } catch {
      // The next candidate, or the flow's retries, will do.
    }
  }
  i18n.activate(sourceCatalog)
  return sourceCatalog
}
