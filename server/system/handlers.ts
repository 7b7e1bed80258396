/** System area: markets, countries, locale texts, editorial content and the access context. */
import type { Handlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { countryFromHeader, decideAccess } from './access.ts'
import { loadCountries, loadMarkets } from './queries.ts'

type ContentBlock = { audience?: 'authorized' | 'not-authorized' | 'both' }

export const systemHandlers: Handlers = {
  async listMarkets(_request, _reply, { db }) {
    return loadMarkets(db)
  },

  async listCountries(_request, _reply, { db }) {
    return loadCountries(db)
  },

  async getAccessContext(request, _reply, { db, config }) {
    const country = countryFromHeader(request.headers[config.countryHeader])
    return { ...decideAccess(config, country, await loadMarkets(db)), ipAddress: request.ip }
  },

  async getLocaleTexts(request, _reply, { db }) {
    const { lang } = request.params as { lang: string }
    const rows = await db.query<{ key: string; text: string }>('select key, text from locale_texts where catalog = $1 order by key', [lang])
    if (rows.length === 0) throw new ApiProblem(404, 'error.locale.not.found', `No texts for catalog ${lang}.`)
    return Object.fromEntries(rows.map((r) => [r.key, r.text]))
  },

  async getContent(request, _reply, { db, session }) {
    const { query } = request.params as { query: string }
    const { locale } = request.query as { locale: string }
    const [language, marketId] = locale.split('-')
    const market = (await loadMarkets(db)).find((m) => m.id === marketId)
    if (!market || !market.languages.includes(language!)) {
      throw new ApiProblem(404, 'error.locale.not.found', `${locale} is not a language of an existing market.`)
    }
    const catalog = market.localeMapping[language!] ?? language!
    const doc = await db.one<{ blocks: ContentBlock[]; updated_at: Date | string }>(
      'select blocks, updated_at from content_documents where query = $1 and catalog = $2',
      [query, catalog],
    )
    if (!doc) throw new ApiProblem(404, 'error.content.not.found', `No ${query} content for ${locale}.`)
    const hidden = session ? 'not-authorized' : 'authorized'
    return {
      query,
      locale,
      updatedAt: new Date(doc.updated_at).toISOString(),
      blocks: doc.blocks.filter((b) => (b.audience ?? 'both') !== hidden),
    }
  },
}
