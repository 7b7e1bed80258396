import type { components } from '../../openapi/dist/schema'

export type ApiError = components['schemas']['ApiError']
export type FieldError = components['schemas']['FieldError']

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as ApiError).code === 'string'
}

/**
 * A failed call as machines see it: status, catalogue code and the spec's error shape. The call
 * actors src/ provides throw it, and machine tests build it directly, so both sides agree on one
 * shape without machines/ importing the client.
 */
export class ApiCallError extends Error {
  readonly status: number
  readonly code: string
  readonly body: ApiError | undefined

  constructor(status: number, body: unknown, fallbackMessage = 'Request failed') {
    // A proxy or crash page is not the API's error shape; keep the status and use a catalogue code.
    const apiError = isApiError(body) ? body : undefined
    // Only a text message is shown; anything else in `message` (an object, even one without
    // toString) falls back rather than throwing while the error is being made.
    super(typeof apiError?.message === 'string' ? apiError.message : fallbackMessage)
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
