import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiCallError, type ApiError, type FieldError } from './callError'

const emailTaken: FieldError = { objectName: 'registration', field: 'email', status: 409, message: 'Email taken', code: 'error.email.taken' }

describe('ApiCallError', () => {
  it("takes code, message, field errors and details from the API's error shape", () => {
    // Arrange
    const body: ApiError = {
      status: 409,
      code: 'error.registration.player_already_exists',
      message: 'Player already exists',
      errors: [emailTaken],
      additionalInfo: { playerId: 'p-1' },
    }

    // Act
    const error = new ApiCallError(409, body)

    // Assert
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'ApiCallError', status: 409, code: 'error.registration.player_already_exists', message: 'Player already exists' })
    expect(error.body).toBe(body)
    expect(error.fieldErrors).toEqual([emailTaken])
    expect(error.additionalInfo).toEqual({ playerId: 'p-1' })
  })

  it('has no field errors or details when the API error carries none', () => {
    const error = new ApiCallError(400, { status: 400, code: 'error.validation', message: 'Invalid' })
    expect(error.fieldErrors).toEqual([])
    expect(error.additionalInfo).toBeUndefined()
  })

  it.each([
    [502, '<html>Bad gateway</html>', 'error.system.error'],
    [500, null, 'error.system.error'],
    [503, { code: 42, message: 'not a catalogue code' }, 'error.system.error'],
    [499, { message: 'upstream says no' }, 'error.unknown'],
    [404, undefined, 'error.unknown'],
  ])('reads status %s with a body that is not the API error shape (%j) as %s', (status, body, code) => {
    // Act
    const error = new ApiCallError(status, body)

    // Assert
    expect(error).toMatchObject({ name: 'ApiCallError', status, code, message: 'Request failed' })
    expect(error.body).toBeUndefined()
    expect(error.fieldErrors).toEqual([])
    expect(error.additionalInfo).toBeUndefined()
  })

  it("uses the caller's message when there is no API error to quote", () => {
    expect(new ApiCallError(0, undefined, 'Network unreachable')).toMatchObject({ code: 'error.unknown', message: 'Network unreachable' })
  })

  it('always has a catalogue code: the API\'s own, else a system error from 500 up, else unknown', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ code: fc.oneof(fc.string(), fc.anything()), message: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), body, (status, answer) => {
        const error = new ApiCallError(status, answer)
        const apiCode = typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined
        expect(error.status).toBe(status)
        expect(error.code).toBe(typeof apiCode === 'string' ? apiCode : status >= 500 ? 'error.system.error' : 'error.unknown')
        expect(error.body).toBe(typeof apiCode === 'string' ? answer : undefined)
      }),
    )
  })
})
