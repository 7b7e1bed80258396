/** Building the identity area's errors in the contract's ApiError / FieldError shape. */
import { ApiProblem, type FieldError } from '../http/errors.ts'

const secret = /password|code|key/i

export function fieldError(objectName: string, field: string, code: string, message: string, rejectedValue?: unknown, status = 400): FieldError {
  return {
    objectName,
    field,
    // Secrets are never echoed back.
    ...(rejectedValue !== undefined && !secret.test(field) ? { rejectedValue } : {}),
    status,
    message,
    code,
  }
}

/**
 * A 400 carrying field errors. The top-level code is the first field's code, so a client that
 * reads only `code` still sees the catalogue code.
 */
export function invalidFields(errors: FieldError[], message = 'Some fields are invalid.'): ApiProblem {
  return new ApiProblem(400, errors[0]!.code, message, errors)
}

/** Throws when there is anything to report. */
export function assertNoFieldErrors(errors: FieldError[], message?: string): void {
  if (errors.length > 0) throw invalidFields(errors, message)
}

export const playerNotFound = () => new ApiProblem(404, 'error.player.not.found', 'No player in registration with this id.')

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Player ids are UUIDs; anything else cannot name a player (and must not reach a uuid column). */
export const isUuid = (value: string) => uuid.test(value)
