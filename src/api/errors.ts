import type { components } from './schema'

export type ApiError = components['schemas']['ApiError']
export type FieldError = components['schemas']['FieldError']

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as ApiError).code === 'string'
}

/** Thrown by call actors so machines see the catalogue code, status and field errors. */
export class ApiCallError extends Error {
  readonly status: number
  readonly code: string
  readonly body: ApiError | undefined

  constructor(status: number, body: unknown, fallbackMessage = 'Request failed') {
    // A proxy or crash page is not the API's error shape; keep the status and use a catalogue code.
    const apiError = isApiError(body) ? body : undefined
    super(apiError?.message ?? fallbackMessage)
    this.name = 'ApiCallError'
    this.status = status
    this.code = apiError?.code ?? (status >= 500 ? 'error.system.error' : 'error.unknown')
    this.body = apiError
  }

  /** Validation failures by field, as the forms' backendErrors. Empty when the call had none. */
  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? []
  }

  /** Code-specific details, e.g. the login refusal payload. */
  get additionalInfo(): Record<string, unknown> | undefined {
    return this.body?.additionalInfo
  }
}

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
