import type { components } from './schema'

export type ApiError = components['schemas']['ApiError']

/** Thrown by call actors so machines see the catalogue code, status and field errors. */
export class ApiCallError extends Error {
  readonly status: number
  readonly code: string
  readonly body: ApiError | undefined

  constructor(status: number, body: ApiError | undefined, fallbackMessage = 'Request failed') {
    super(body?.message ?? fallbackMessage)
    this.name = 'ApiCallError'
    this.status = status
    this.code = body?.code ?? (status >= 500 ? 'error.system.error' : 'error.unknown')
    this.body = body
  }
}

/** Unwraps an openapi-fetch result: the data, or an ApiCallError carrying the error shape. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new ApiCallError(result.response.status, result.error as ApiError | undefined, result.response.statusText)
  }
  return result.data
}
