/**
 * Field rules of sign-up and profile forms, each returning the FieldErrors it finds, so a form
 * gets every problem at once.
 */
import type { FieldError } from '../http/errors.ts'
import { isPlausiblePhone } from './phone-plans.ts'
import { passwordProblem } from './passwords.ts'
import { fieldError } from './problems.ts'
import { limits } from './settings.ts'

// ajv-formats accepts `a@b`; a deliverable address needs a dotted domain with a top-level label.
const email = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,63}$/

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

export function checkEmail(objectName: string, value: string): FieldError[] {
  return email.test(value.trim()) ? [] : [fieldError(objectName, 'email', 'error.email.invalid', 'Not a valid e-mail address.', value)]
}

/** The terms box: only a ticked one (`true`) passes. */
export function checkTermsAccepted(objectName: string, value: unknown): FieldError[] {
  return value === true ? [] : [fieldError(objectName, 'termsAndConditions', 'error.terms.not_accepted', 'The terms and conditions must be accepted.', value)]
}

export function checkPassword(objectName: string, value: string, field = 'password'): FieldError[] {
  const problem = passwordProblem(value)
  if (!problem) return []
  const messages = {
    'error.password.too_short': `The password needs at least ${limits.passwordMin} characters.`,
    'error.password.too_long': `The password may have at most ${limits.passwordMax} characters.`,
    'error.password.too_weak': 'The password is one of the most common passwords.',
  }
  return [fieldError(objectName, field, problem, messages[problem])]
}

export interface CountryRow extends Record<string, unknown> {
  code: string
  isd: string
  currency: string
  active: boolean
  allowed: boolean
}

export function checkPhone(objectName: string, country: CountryRow, prefix: string, body: string): FieldError[] {
  if (isPlausiblePhone(country.code, country.isd, prefix, body)) return []
  const reason = prefix !== country.isd ? `The prefix of ${country.code} is ${country.isd}.` : `Not a plausible ${country.code} number.`
  return [fieldError(objectName, 'phoneBody', 'error.vonage.phone.invalid', reason, body)]
}

/** Age in whole years on `today`, both yyyy-MM-dd, counting the birthday itself. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export function checkDateOfBirth(objectName: string, value: string, now = new Date()): FieldError[] {
  const today = now.toISOString().slice(0, 10)
  if (!isRealDate(value) || value < '1900-01-01' || value > today) {
    return [fieldError(objectName, 'dateOfBirth', 'error.date_of_birth.invalid', 'Not a valid date of birth.', value)]
  }
  if (ageOn(value, today) < limits.minimumAge) {
    return [fieldError(objectName, 'dateOfBirth', 'error.date_of_birth.underage', `Players must be at least ${limits.minimumAge}.`, value)]
  }
  return []
}

const name = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u

export function checkName(objectName: string, field: 'firstName' | 'lastName', value: string): FieldError[] {
  return name.test(value.trim()) ? [] : [fieldError(objectName, field, 'error.name.invalid', 'Names hold letters, spaces, hyphens and apostrophes.', value)]
}

const postalCode = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/

export function checkPostalCode(objectName: string, value: string): FieldError[] {
  return postalCode.test(value.trim()) ? [] : [fieldError(objectName, 'postalCode', 'error.postal_code.invalid', 'Not a valid postal code.', value)]
}
