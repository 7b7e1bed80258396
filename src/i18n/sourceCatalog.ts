import { messages } from '../locales/en/messages.po'
import { i18n, type Catalog } from './i18n'

/**
 * English is the source language and the fallback when another catalog fails to load, so it ships
 * in the entry chunk and is active before the first render: loaders and error pages always have
 * words. Every other catalog is its own lazily loaded chunk.
 */
export const sourceCatalog: Catalog = 'en'

export function activateSourceCatalog(): void {
  i18n.loadAndActivate({ locale: sourceCatalog, messages })
}
