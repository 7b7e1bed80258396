import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiCallError } from './callError'
import { toFlowError } from './flowError'

describe('toFlowError', () => {
  it("keeps a failed call's catalogue code, message and status, and nothing else", () => {
    const error = new ApiCallError(409, { status: 409, code: 'error.email.taken', message: 'Email taken', errors: [] })
    expect(toFlowError(error)).toStrictEqual({ code: 'error.email.taken', message: 'Email taken', status: 409 })
  })

  it('has no status for an error without one', () => {
    expect(toFlowError(new Error('boom'))).toStrictEqual({ code: 'error.unknown', message: 'boom' })
  })

  it('ignores fields of the wrong type', () => {
    expect(toFlowError({ code: 42, message: { text: 'x' }, status: '500' })).toStrictEqual({ code: 'error.unknown', message: 'Request failed' })
  })

  it('keeps a thrown string as the message', () => {
    expect(toFlowError('timeout')).toStrictEqual({ code: 'error.unknown', message: 'timeout' })
  })

  it.each([undefined, null, 0, 42, false, Symbol('x'), () => 1])('reads a thrown %s as an unknown failure', (thrown) => {
    expect(toFlowError(thrown)).toStrictEqual({ code: 'error.unknown', message: 'Request failed' })
  })

  it('turns anything thrown into a FlowError with a string code and message', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true }), (thrown) => {
        const flowError = toFlowError(thrown)
        expect(typeof flowError.code).toBe('string')
        expect(typeof flowError.message).toBe('string')
        expect(Object.keys(flowError).every((key) => ['code', 'message', 'status'].includes(key))).toBe(true)
        expect(flowError.status === undefined || typeof flowError.status === 'number').toBe(true)
      }),
    )
  })
})
