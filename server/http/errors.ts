/** The one error shape (ApiError / FieldError in openapi/root.yaml) and how failures map to it. */
import type { ErrorObject } from 'ajv'

export interface FieldError {
  objectName: string
  field: string
  rejectedValue?: unknown
  status: number
  message: string
  code: string
}

export interface ApiErrorBody {
  status: number
  code: string
  message: string
  errors?: FieldError[]
  additionalInfo?: Record<string, unknown>
}

/** Thrown by handlers and hooks; the error handler turns it into an ApiError response. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly additionalInfo?: Record<string, unknown>,
  ) {
    super(message)
  }

  toBody(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.additionalInfo ? { additionalInfo: this.additionalInfo } : {}),
    }
  }
}

export const apiError = (status: number, code: string, message: string, errors?: FieldError[]) =>
  new ApiProblem(status, code, message, errors)

const codeByKeyword: Record<string, string> = {
  required: 'error.validation.required',
  type: 'error.validation.type',
  enum: 'error.validation.enum',
  const: 'error.validation.enum',
  format: 'error.validation.format',
  pattern: 'error.validation.pattern',
  minLength: 'error.validation.size',
  maxLength: 'error.validation.size',
  minItems: 'error.validation.size',
  maxItems: 'error.validation.size',
  minimum: 'error.validation.range',
  maximum: 'error.validation.range',
  exclusiveMinimum: 'error.validation.range',
  exclusiveMaximum: 'error.validation.range',
  additionalProperties: 'error.validation.unknown.field',
  characters: 'error.validation.characters',
}

/** Keywords an empty string fails only because nothing was typed. */
const emptyMeansMissing = new Set(['minLength', 'pattern', 'format'])

const cut = (text: string) => {
  const points = [...text.slice(0, MAX_REJECTED_LENGTH * 2)]
  return points.length > MAX_REJECTED_LENGTH ? points.slice(0, MAX_REJECTED_LENGTH).join('') + '…' : text
}

/** At most this many FieldErrors per response: enough to fix a form, never a copy of a huge body. */
export const MAX_FIELD_ERRORS = 20
/** Longer rejected strings are cut to this many characters, with `…` after them. */
export const MAX_REJECTED_LENGTH = 64

/**
 * What of a refused value goes back: scalars as sent (strings cut to MAX_REJECTED_LENGTH code
 * points), objects and arrays never, so an error cannot echo a request body back.
 */
export function echoable(value: unknown): unknown {
  if (typeof value === 'string') return cut(value)

  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value
  return undefined
}

/** Secrets are never echoed back, even in a validation error. */
const secret = /password|pin|code$|token|key|ticket|secret/i

/**
 * Ajv errors → FieldErrors. `field` is a dotted path within the validated part (`phoneBody`,
 * `address.city`); for `required` and `additionalProperties` it names the missing/unknown property.
 */
export function fieldErrorsFrom(errors: ErrorObject[], objectName: string, data: unknown, status = 400): FieldError[] {
  const seen = new Set<string>()
  const result: FieldError[] = []
  for (const e of errors) {
    if (result.length >= MAX_FIELD_ERRORS) break
    const path = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    const extra = e.keyword === 'required' ? e.params.missingProperty : e.keyword === 'additionalProperties' ? e.params.additionalProperty : undefined
    if (extra !== undefined) path.push(String(extra))
    // An unknown key is the sender's text: cut like a rejected value.
    const field = path.map(cut).join('.')
    // An empty text field was not filled in: say so ("required"), not "too short" or "not an e-mail".
    const empty = valueAt(data, e.instancePath) === '' && emptyMeansMissing.has(e.keyword)
    const code = empty ? codeByKeyword.required! : (codeByKeyword[e.keyword] ?? `error.validation.${e.keyword}`)
    if (seen.has(field + code)) continue
    seen.add(field + code)
    // A refused key has no value worth echoing; a missing field has none at all.
    const value = e.keyword === 'required' || e.params.what === 'key' ? undefined : echoable(valueAt(data, e.instancePath))
    result.push({
      objectName,
      field,
      ...(value !== undefined && !secret.test(field) ? { rejectedValue: value } : {}),
      status,
      message: e.keyword === 'required' || empty ? `${field} is required` : `${field || objectName} ${e.message ?? 'is invalid'}`,
      code,
    })
  }
  return result
}

function valueAt(data: unknown, pointer: string): unknown {
  let current: any = data
  for (const part of pointer.split('/').slice(1)) {
    if (current == null || typeof current !== 'object') return undefined
    current = current[part.replace(/~1/g, '/').replace(/~0/g, '~')]
  }
  return current
}
