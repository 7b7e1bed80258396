/** System area: markets, countries, locale texts, editorial content and the access context. */
import { defineHandlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { visitorAccess } from './access.ts'
import { loadCountries } from './queries.ts'
import { cachedMarkets } from './reference-cache.ts'
import { contentCatalogOf, lookupContent } from './content.ts'

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
    return { status: 200, body: await visitorAccess(request, config, db, await cachedMarkets(db)) }
  },

  async getLocaleTexts(request, { db }) {
    const { lang } = request.params
    const rows = await db.query<{ key: string; text: string }>('select key, text from locale_texts where catalog = $1 order by key', [lang])
    if (rows.length === 0) throw new ApiProblem(404, 'error.locale.not.found', `No texts for catalog ${lang}.`)
    return { status: 200, body: Object.fromEntries(rows.map((r) => [r.key, r.text])) }
  },

  async getContent(request, { db, session }) {
    const { locale, ref } = request.query
    const [doc] = await lookupContent(db, { query: request.params.query, locale, refs: [ref], signedIn: session !== null })
    return { status: 200, body: doc! }
  },

  // The same lookup with the query in the body: the client sends it when the GET URL would pass
  // ~11264 characters (src/api/system.queries.ts).
  async queryContent(request, { db, session }) {
    const { query, locale, refs } = request.body
    return { status: 200, body: await lookupContent(db, { query, locale, refs: refs ?? [undefined], signedIn: session !== null }) }
  },

  async streamContentEvents(request, { db, contentEvents }) {
    const { locale } = request.query
    const catalog = await contentCatalogOf(db, locale).catch((error: unknown) => {
      // The contract answers a locale no market offers with 400: there is no stream to find.
      if (error instanceof ApiProblem) throw new ApiProblem(400, error.code, error.message)
      throw error
    })
    return {
      status: 200,
      type: 'text/event-stream',
      // Not cached, and not held back by a buffering proxy (nginx reads X-Accel-Buffering). The
      // connection closes with the stream: a stream ended at shutdown must not leave a kept-alive
      // connection for the server's close to wait out (fastify keeps one 72 s).
      headers: { 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no', connection: 'close' },
      body: await contentEvents.open(locale, catalog),
    }
  },
})
