import createClient, { type Middleware } from 'openapi-fetch'
import createQueryHooks from 'openapi-react-query'
import type { paths } from '../../openapi/dist/schema'
import { getCredentials, reportUnauthorized } from './credentials'

export const SITE_ID = 5 as const

/** Adds the site context and, for a signed-in player, the identity and access tokens. */
const authHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Site-Id', String(SITE_ID))
    const credentials = getCredentials()
    if (credentials) {
      request.headers.set('Authorization', `Bearer ${credentials.idToken}`)
      request.headers.set('Access-Token', credentials.accessToken)
    }
    return request
  },
  onResponse({ request, response }) {
    // The spec: any 401 or 403 logs the player out. Only a refused *token* means that: an anonymous
    // call refused (a wrong password at login, a captcha denial at sign-up) must not end a session.
    if (!request.headers.has('Authorization')) return response
    if (response.status === 401) reportUnauthorized('unauthorized')
    if (response.status === 403) reportUnauthorized('forbidden')
    return response
  },
}

/** Builds a client; tests pass their own `fetch` and base URL. */
export function createApiClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '', fetch: options.fetch })
  client.use(authHeaders)
  return client
}

export type ApiClient = ReturnType<typeof createApiClient>

/** The application's one client, relative to the page's origin. */
export const api: ApiClient = createApiClient()

/** TanStack Query hooks and query options typed from the same paths. */
export const $api = createQueryHooks(api)
