import { toFlowError, type FlowError } from '../shared/flowError'

/** The reset form's fields that can carry an error under them. */
export type ResetField = 'email' | 'code' | 'password'

export type FieldErrors = Partial<Record<ResetField, string>>

interface CallFailure {
  code?: unknown
  status?: unknown
  fieldErrors?: unknown
  body?: { errors?: unknown }
}

/** Field errors as the platform sends them (ApiCallError.fieldErrors, or the raw body's `errors`). */
function platformFieldErrors(error: unknown): { field: string; code: string }[] {
  if (!error || typeof error !== 'object') return []
  const failure = error as CallFailure
  const list = Array.isArray(failure.fieldErrors) ? failure.fieldErrors : Array.isArray(failure.body?.errors) ? failure.body.errors : []
  return list.filter(
    (item): item is { field: string; code: string } =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.code === 'string',
  )
}

const codeOf = (error: unknown) => toFlowError(error).code
const statusOf = (error: unknown) => toFlowError(error).status

/** Spec 001 §5: these codes, or these statuses, put the message under the SMS code field. */
const codeFieldCodes = new Set(['sms.code.invalid', 'error.password.reset'])
const codeFieldStatuses = new Set([400, 404, 500])

export function isCodeFieldError(error: unknown): boolean {
  const status = statusOf(error)
  return codeFieldCodes.has(codeOf(error)) || (status !== undefined && codeFieldStatuses.has(status))
}

/** The message key under the code field: the platform's own code when it is specific, else the generic one. */
export function codeFieldError(error: unknown): string {
  const fieldCode = platformFieldErrors(error).find((item) => item.field === 'code')?.code
  const code = codeOf(error)
  return fieldCode ?? (codeFieldCodes.has(code) ? code : 'sms.code.invalid')
}

export const isMaxAttempts = (error: unknown) => codeOf(error) === 'sms.max.attempts.reached'

/** The e-mailed link or the SMS reset key is unknown, used or expired. */
export function isResetKeyRefused(error: unknown): boolean {
  const status = statusOf(error)
  return codeOf(error) === 'error.password.reset' || status === 404
}

const passwordCodes = new Set(['error.password.too_short', 'error.password.too_long', 'error.password.too_weak'])

/**
 * The platform's verdict on a field, when it named one: a FieldError for it, or (for the password)
 * a password rule code on the error itself.
 */
export function fieldErrorFrom(error: unknown, field: ResetField): string | null {
  const named = platformFieldErrors(error).find((item) => item.field === field)
  if (named) return named.code
  if (field === 'password' && passwordCodes.has(codeOf(error))) return codeOf(error)
  if (field === 'email' && codeOf(error) === 'error.email.invalid') return 'error.email.invalid'
  return null
}

export const formError = (error: unknown): FlowError => toFlowError(error)
