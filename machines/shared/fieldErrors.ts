import { ApiCallError } from './callError'

/**
 * The platform's FieldErrors (spec "field error": objectName, field, rejectedValue, status,
 * message, code) as message keys by field, for the fields a form shows. Errors on other fields,
 * or without a code, are left out: a field marked with nothing to say helps no one.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {}
  const list = error instanceof ApiCallError ? error.fieldErrors : []
  for (const item of list) {
    const field = item.field as F
    if (fields.includes(field) && item.code.trim() && found[field] === undefined) found[field] = item.code
  }
  return found
}

/** True when the platform judged at least one of the form's fields. */
export const hasFieldErrors = (error: unknown, fields: readonly string[]) => Object.keys(fieldErrorsOf(error, fields)).length > 0
