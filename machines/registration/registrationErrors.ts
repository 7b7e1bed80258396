import type { WizardStep } from './registration.types'

/**
 * The registration rows of the error catalogue (spec 001 §8) as data: what a failed sign-up call
 * becomes for the player. The machine keeps only the result, which is serialisable.
 */

/** A field the sign-up forms show errors on, by its name on the wire. */
export type RegistrationField =
  | 'email'
  | 'password'
  | 'phonePrefix'
  | 'phoneBody'
  | 'countryCode'
  | 'termsAndConditions'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'postalCode'
  | 'cpf'
  | 'code'

/** Catalogue code per field, as the forms' backendErrors. */
export type FieldErrors = Partial<Record<RegistrationField, string>>

export type RegistrationFailure =
  | { kind: 'duplicate' }
  | { kind: 'form'; code: string | null; fieldErrors: FieldErrors }

interface CallError {
  status?: number
  code?: string
  message?: string
  fieldErrors?: { field: string; code: string }[]
}

const DUPLICATE = 'error.registration.player_already_exists'

/** Codes that belong to one field wherever the platform reports them. */
const fieldByCode: Record<string, RegistrationField> = {
  'error.cpf.duplicate_found': 'cpf',
  'error.vonage.phone.invalid': 'phoneBody',
}

/** The fields each step's form shows; Verification's is the corrected phone number. */
export const fieldsOnStep: Record<WizardStep, readonly RegistrationField[]> = {
  Details: ['email', 'password', 'phonePrefix', 'phoneBody', 'countryCode', 'termsAndConditions'],
  ContactInfo: ['firstName', 'lastName', 'dateOfBirth', 'postalCode'],
  Verification: ['phonePrefix', 'phoneBody'],
}

function asCallError(error: unknown): CallError {
  if (!error || typeof error !== 'object') return {}
  const { status, code, message, fieldErrors } = error as Record<string, unknown>
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    fieldErrors: Array.isArray(fieldErrors) ? (fieldErrors as CallError['fieldErrors']) : undefined,
  }
}

function collectFieldErrors(list: CallError['fieldErrors'], shown: readonly string[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const { field, code } of list ?? []) {
    if (shown.includes(field)) errors[field as RegistrationField] ??= code
  }
  return errors
}

/** What a form shows for a failed call: a catalogue code for the form, or errors per field. */
export interface FormFailure {
  code: string | null
  fieldErrors: FieldErrors
}

const form = (code: string | null, fieldErrors: FieldErrors = {}): FormFailure => ({ code, fieldErrors })

/**
 * Maps a failed registration call (POST or PUT /player/registration) made from `step` to the
 * catalogue: no status (the request never got an answer) → error.country.blocked; 400 without
 * field details → error.signup.unhandled; 403 → error.captcha.validation, or
 * error.vonage.validation when the phone code was refused; 500 → error.system.error; the duplicate
 * code → Duplicated; error.cpf.duplicate_found and error.vonage.phone.invalid → their field; field
 * errors on the fields the step shows. A field error no field of the step can show becomes the
 * form's error, so it is never lost.
 */
export function registrationFailure(error: unknown, step: WizardStep): RegistrationFailure {
  return isDuplicate(error) ? { kind: 'duplicate' } : { kind: 'form', ...formFailure(error, step) }
}

/** The form part of `registrationFailure`, for a call already known not to be a duplicate. */
export function formFailure(error: unknown, step: WizardStep): FormFailure {
  const { status, code, message, fieldErrors } = asCallError(error)
  if (status === undefined) return form('error.country.blocked')
  const shown = fieldsOnStep[step]
  // The answer's code is its first field error's code: keep every field, not only that one.
  const perField = collectFieldErrors(fieldErrors, shown)
  const field = code ? fieldByCode[code] : undefined
  if (field && shown.includes(field)) perField[field] ??= code
  if (Object.keys(perField).length > 0) return form(null, perField)
  const unshown = fieldErrors?.[0]?.code ?? (field ? code : undefined)
  if (unshown) return form(unshown)
  if (status === 403) {
    const phoneCode = code === 'error.vonage.validation' || /phone code/i.test(message ?? '')
    return form(phoneCode ? 'error.vonage.validation' : 'error.captcha.validation')
  }
  if (status >= 500) return form('error.system.error')
  return form('error.signup.unhandled')
}

export const isDuplicate = (error: unknown) => asCallError(error).code === DUPLICATE

export type CodeFailure = { kind: 'maxAttempts' } | { kind: 'field'; code: string }

/**
 * A failed code request or verification: the SMS attempt limit sends the player to the
 * max-attempts state; everything else (sms.code.invalid, a 400/404/500) is an error on the code.
 */
export function codeFailure(error: unknown): CodeFailure {
  return isAttemptLimit(error) ? { kind: 'maxAttempts' } : { kind: 'field', code: codeError(error) }
}

export const isAttemptLimit = (error: unknown) => asCallError(error).code === 'sms.max.attempts.reached'

/** The error shown on the code field: the platform's code, or one from the status. */
export function codeError(error: unknown): string {
  const { status, code } = asCallError(error)
  if (code && code !== 'error.unknown') return code
  if (status === undefined) return 'error.country.blocked'
  return status >= 500 ? 'error.system.error' : 'sms.code.invalid'
}
