/**
 * One valid request per implemented operation, keyed by operationId. The contract test calls each
 * and validates the response against the document; an implemented operation without a sample fails
 * the test, so a new handler arrives with its sample.
 */
export interface SampleContext {
  /** Tokens of a fresh session of the demo player (demo@croupier.test). */
  idToken: string
  accessToken: string
}

export interface SampleRequest {
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** Expected success status; 200 unless given. */
  status?: number
}

export const samples: Record<string, (ctx: SampleContext) => SampleRequest> = {
  listMarkets: () => ({ path: '/api/v1/markets' }),
  listCountries: () => ({ path: '/api/v1/countries' }),
  getAccessContext: () => ({ path: '/api/v1/player/access/context', headers: { 'x-country': 'NO' } }),
  getLocaleTexts: () => ({ path: '/api/v1/locales/caf/default.json' }),
  getContent: () => ({ path: '/api/v1/content/home-page?locale=pt-BR' }),
}
