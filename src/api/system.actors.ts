import { fromPromise } from 'xstate'
import type { components } from '../../openapi/dist/schema'
import { api } from './client'
import { unwrap } from './errors'

export type AccessContext = components['schemas']['AccessContext']
export type CatalogLocale = components['schemas']['CatalogLocale']

export async function getAccessContext(signal?: AbortSignal): Promise<AccessContext> {
  return unwrap(await api.GET('/api/v1/player/access/context', { signal }))
}

export async function getLocaleTexts(catalog: CatalogLocale, signal?: AbortSignal): Promise<Record<string, string>> {
  return unwrap(await api.GET('/api/v1/locales/{lang}/default.json', { params: { path: { lang: catalog } }, signal }))
}

/** Guards 1-3: maintenance, restricted country, or resolved with the visitor's country. */
export const fetchAccessContext = fromPromise<AccessContext, void>(({ signal }) => getAccessContext(signal))

/** Server-managed texts for one catalog (the content team's strings, not the UI labels). */
export const fetchLocaleTexts = fromPromise<Record<string, string>, { catalog: CatalogLocale }>(({ input, signal }) =>
  getLocaleTexts(input.catalog, signal),
)
