import { i18n } from '@lingui/core'

export { i18n }

/** Catalog codes (DECISIONS.md 1); the URL's language-market pair maps onto one of these. */
export const catalogLocales = [
  'en', 'fi', 'no', 'de', 'caf', 'ca', 'nz', 'fr', 'inen', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl',
] as const

export type Catalog = (typeof catalogLocales)[number]

export function isCatalog(value: string): value is Catalog {
  return (catalogLocales as readonly string[]).includes(value)
}
