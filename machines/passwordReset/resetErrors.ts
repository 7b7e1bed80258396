import { ApiCallError } from '../shared/callError'
import { toFlowError, type FlowError } from '../shared/flowError'

/** The reset form's fields that can carry an error under them. */
export type ResetField = 'email' | 'code' | 'password'

/** Message keys under the fields, by field; the view translates them. */
export type FieldErrors = Partial<Record<ResetField, string>>

/**
 * The platform's FieldErrors (spec "field error") that carry a code; anything else that failed has
 * none. A FieldError without a code would leave the field marked with nothing to say.
 */
const platformFieldErrors = (error: unknown) => (error instanceof ApiCallError ? error.fieldErrors : []).filter((item) => item.code.trim())

/** Spec 001 §5: these codes, or these statuses, put the message under the SMS code field. */
const codeFieldCodes = new Set(['sms.code.invalid', 'error.password.reset'])
const codeFieldStatuses = new Set([400, 404, 500])

export function isCodeFieldError(error: unknown): boolean {
  const { code, status } = toFlowError(error)
  return codeFieldCodes.has(code) || codeFieldStatuses.has(status ?? 0)
}

/** The message key under the code field: the platform's own when it is specific, else the generic one. */
export function codeFieldError(error: unknown): string {
  const named = platformFieldErrors(error).find((item) => item.field === 'code')?.code
  const { code } = toFlowError(error)
  return named ?? (codeFieldCodes.has(code) ? code : 'sms.code.invalid')
}

export const isMaxAttempts = (error: unknown) => toFlowError(error).code === 'sms.max.attempts.reached'

/** The e-mailed link or the SMS reset key is unknown, used or expired. */
export function isResetKeyRefused(error: unknown): boolean {
  const { code, status } = toFlowError(error)
  return code === 'error.password.reset' || status === 404
}

/** Catalogue codes that judge a field without naming it in a FieldError. */
const codesOnField: Record<string, ResetField> = {
  'error.email.invalid': 'email',
  'error.password.too_short': 'password',
  'error.password.too_long': 'password',
  'error.password.too_weak': 'password',
}

/**
 * The platform's verdict on one field, when it gave one: the code of a FieldError naming the
 * field, or a catalogue code that belongs to it (`error.password.too_weak`).
 */
export function fieldErrorFrom(error: unknown, field: ResetField): string | null {
  const named = platformFieldErrors(error).find((item) => item.field === field)
  if (named) return named.code
  const { code } = toFlowError(error)
  return codesOnField[code] === field ? code : null
}

/**
 * What the whole form shows when no field is to blame (the platform failed, too many attempts).
 * An error body with an empty code would show nothing, so it gets the generic one.
 */
export function formError(error: unknown): FlowError {
  const shown = toFlowError(error)
  return shown.code.trim() ? shown : { ...shown, code: 'error.unknown' }
}
