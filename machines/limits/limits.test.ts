import { describe, expect, it } from 'vitest'
import { limitMessage, type LimitSet } from './limits.machine'

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
