/** System area: markets, countries, locale texts, editorial content and the access context. */
import { defineHandlers } from '../http/handler.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { visitorAccess } from './access.ts'
import { loadCountries } from './queries.ts'
import { cachedMarkets } from './reference-cache.ts'

type ContentBlock = components['schemas']['ContentDocument']['blocks'][number]

export const systemHandlers = defineHandlers({
  async listMarkets(_request, { db }) {
    return { status: 200, body: await cachedMarkets(db) }
  },

  // A restricted country (RESTRICTED_COUNTRIES, or one the data marks) answers allowed: false,
  // so the sign-up form offers what the platform accepts.
  async listCountries(_request, { db, config }) {
    const countries = await loadCountries(db)
    return { status: 200, body: countries.map((c) => ({ ...c, allowed: c.allowed && !config.restrictedCountries.includes(c.code) })) }
  },

  async getAccessContext(request, { db, config }) {
    return { status: 200, body: visitorAccess(request, config, await cachedMarkets(db)) }
  },

  async getLocaleTexts(request, { db }) {
    const { lang } = request.params
    const rows = await db.query<{ key: string; text: string }>('select key, text from locale_texts where catalog = $1 order by key', [lang])
    if (rows.length === 0) throw new ApiProblem(404, 'error.locale.not.found', `No texts for catalog ${lang}.`)
    return { status: 200, body: Object.fromEntries(rows.map((r) => [r.key, r.text])) }
  },

  async getContent(request, { db, session }) {
    const { query } = request.params
    const { locale, ref } = request.query
    const [language, marketId] = locale.split('-')
    const market = (await cachedMarkets(db)).find((m) => m.id === marketId)
    if (!market || !market.languages.includes(language!)) {
      throw new ApiProblem(404, 'error.locale.not.found', `${locale} is not a language of an existing market.`)
    }
    const catalog = market.localeMapping[language!] ?? language!
    // An item query (a static page by id, a landing page by slug) is stored under `{query}/{ref}`.
    const key = ref === undefined ? query : `${query}/${ref}`
    const doc = await db.one<{ blocks: ContentBlock[]; updated_at: Date | string }>(
      'select blocks, updated_at from content_documents where query = $1 and catalog = $2',
      [key, catalog],
    )
    if (!doc) throw new ApiProblem(404, 'error.content.not.found', `No ${key} content for ${locale}.`)
    const hidden = session ? 'not-authorized' : 'authorized'
    return {
      status: 200,
      body: {
        query,
        locale,
        updatedAt: new Date(doc.updated_at).toISOString(),
        blocks: doc.blocks.filter((b) => (b.audience ?? 'both') !== hidden),
      },
    }
  },
})
