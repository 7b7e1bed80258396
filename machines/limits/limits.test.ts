import { describe, expect, it } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { limitMessage, refusedRangeOf, type LimitSet } from './limits.machine'

const set = (pendingLimitMinor: number | null, pendingRemoval: boolean | undefined, duration: 'D' | 'W' = 'D'): LimitSet => ({
  currency: 'NZD',
  coolingPeriodHours: 24,
  limits: [
    {
      duration,
      limitMinor: 5_000,
      pendingLimitMinor,
      pendingRemoval,
      pendingLimitActiveFrom: null,
      locked: false,
      updatedAt: '2026-11-23T18:00:00.000Z',
      startAt: '2026-11-23T00:00:00.000Z',
      resetAt: '2026-11-24T00:00:00.000Z',
      usedMinor: 0,
      remainingMinor: 5_000,
      minAmountMinor: 750,
      maxAmountMinor: 15_000_000,
    },
  ],
})

describe('limitMessage', () => {
  it('reads a removal and a cancelled change by what was sent', () => {
    expect(limitMessage({ duration: 'D', deleteLimit: true }, set(null, true))).toBe('removalReceived')
    expect(limitMessage({ duration: 'D', cancelPendingLimit: true }, set(null, false))).toBe('canceled')
  })

  it('reads a save as received when the period now has a pending value or removal, else as updated', () => {
    expect(limitMessage({ duration: 'D', limitMinor: 8_000 }, set(8_000, false))).toBe('updateReceived')
    expect(limitMessage({ duration: 'D', limitMinor: 8_000 }, set(null, true))).toBe('updateReceived')
    expect(limitMessage({ duration: 'D', limitMinor: 3_000 }, set(null, false))).toBe('updated')
    expect(limitMessage({ duration: 'D', limitMinor: 3_000 }, set(null, undefined))).toBe('updated')
  })

  it('looks only at the period that was changed', () => {
    expect(limitMessage({ duration: 'D', limitMinor: 8_000 }, set(8_000, true, 'W'))).toBe('updated')
  })
})

describe('refusedRangeOf', () => {
  const refusal = (additionalInfo?: Record<string, unknown>) =>
    new ApiCallError(400, { status: 400, code: 'error.deposit.limit.interval', message: 'out of range', ...(additionalInfo ? { additionalInfo } : {}) })

  it('reads the range an out-of-range refusal names', () => {
    expect(refusedRangeOf(refusal({ duration: 'D', kind: 'deposit', minAmountMinor: 750, maxAmountMinor: 15_000_000 }))).toEqual({ minAmountMinor: 750, maxAmountMinor: 15_000_000 })
  })

  it('names no range when the refusal has none, or only half of one, or is not the platform’s', () => {
    expect(refusedRangeOf(refusal())).toBeNull()
    expect(refusedRangeOf(refusal({ duration: 'D', kind: 'deposit' }))).toBeNull()
    expect(refusedRangeOf(refusal({ minAmountMinor: 750 }))).toBeNull()
    expect(refusedRangeOf(refusal({ minAmountMinor: 750, maxAmountMinor: '15000000' }))).toBeNull()
    expect(refusedRangeOf(new Error('offline'))).toBeNull()
  })
})
