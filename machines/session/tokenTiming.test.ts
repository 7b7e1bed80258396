import fc from 'fast-check'
import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { accessTokenRemainingMs, MAX_TIMER_MS, refreshDelayMs } from './tokenTiming'

const seconds = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 })
const lifetime = fc.integer({ min: 0, max: 30 * 86_400 })
const token = (claims: { iat?: number; exp?: number }) => new UnsecuredJWT({ ...claims }).encode()

describe('access-token timing', () => {
  it('times a token received just now by its own lifetime, whatever the clock', () => {
    fc.assert(
      fc.property(seconds, lifetime, (iat, life) => {
        expect(accessTokenRemainingMs(token({ iat, exp: iat + life }), null)).toBe(life * 1000)
      }),
    )
  })

  it('times a stored token by the device clock at the read, negative once it has expired', () => {
    fc.assert(
      fc.property(seconds, fc.integer({ min: -86_400_000, max: 86_400_000 }), (exp, offsetMs) => {
        const readAt = exp * 1000 - offsetMs
        // The issue time does not matter for a stored token: only the clock at the read does.
        expect(accessTokenRemainingMs(token({ iat: exp - 900, exp }), readAt)).toBe(offsetMs)
        expect(accessTokenRemainingMs(token({ exp }), readAt)).toBe(offsetMs)
      }),
    )
  })

  it('cannot time a token without an expiry, a token just received without an issue time, or one that is not a JWT', () => {
    fc.assert(
      fc.property(seconds, fc.option(fc.integer(), { nil: null }), (iat, readAt) => {
        expect(accessTokenRemainingMs(token({ iat }), readAt)).toBeNull()
      }),
    )
    expect(accessTokenRemainingMs(token({ exp: 2_000_000_000 }), null)).toBeNull()
    fc.assert(
      fc.property(fc.string().filter((s) => s.split('.').length !== 3), (opaque) => {
        expect(accessTokenRemainingMs(opaque, 0)).toBeNull()
      }),
    )
  })
})

describe('refresh delay', () => {
  const margin = fc.integer({ min: 0, max: 600_000 })

  it('is the margin before expiry, at once when that has passed, and never beyond what a timer can wait', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * MAX_TIMER_MS, max: 10 * MAX_TIMER_MS }), margin, (remaining, marginMs) => {
        const delay = refreshDelayMs(remaining, marginMs)
        expect(delay).toBe(Math.min(MAX_TIMER_MS, Math.max(0, remaining - marginMs)))
        expect(delay).toBeGreaterThanOrEqual(0)
        expect(delay).toBeLessThanOrEqual(MAX_TIMER_MS)
      }),
    )
  })

  it('refreshes exactly `margin` before expiry when that is ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TIMER_MS }), margin, (ahead, marginMs) => {
        expect(refreshDelayMs(ahead + marginMs, marginMs)).toBe(ahead)
      }),
    )
    expect(refreshDelayMs(MAX_TIMER_MS + 61_000, 60_000)).toBe(MAX_TIMER_MS)
    expect(refreshDelayMs(60_000, 60_000)).toBe(0)
    expect(refreshDelayMs(59_000, 60_000)).toBe(0)
  })
})
