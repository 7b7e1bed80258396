import { fromPromise } from 'xstate'
import type { components } from '../../openapi/dist/schema'
import { api } from './client'
import { unwrap } from './errors'

export type AccessContext = components['schemas']['AccessContext']
export type CatalogLocale = components['schemas']['CatalogLocale']

/** Guards 1-3: maintenance, restricted country, or resolved with the visitor's country. */
export const fetchAccessContext = fromPromise<AccessContext, void>(async ({ signal }) =>
  unwrap(await api.GET('/api/v1/player/access/context', { signal })),
)

/** Server-managed texts for one catalog (the content team's strings, not the UI labels). */
export const fetchLocaleTexts = fromPromise<Record<string, string>, { catalog: CatalogLocale }>(
  async ({ input, signal }) =>
    unwrap(
      await api.GET('/api/v1/locales/{lang}/default.json', {
        params: { path: { lang: input.catalog } },
        signal,
      }),
    ),
)
