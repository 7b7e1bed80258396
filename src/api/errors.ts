import { ApiCallError } from '../../machines/shared/callError'

/**
 * Unwraps an openapi-fetch result: the data, or an ApiCallError carrying the error shape.
 * A 2xx without a body (204) yields `undefined`, which is what such operations are typed to return.
 *
 * @example const profile = unwrap(await api.GET('/api/v1/player/profile'))
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.error !== undefined) {
    throw new ApiCallError(result.response.status, result.error, result.response.statusText || undefined)
  }
  return result.data as T
}
