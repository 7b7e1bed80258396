import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idleCountdown } from './idleCountdown'

describe('idle countdown', () => {
  it('shows the 3 minutes and their last seconds as the player reads them', () => {
    expect(idleCountdown(180)).toEqual({ text: '3:00', dateTime: 'PT3M0S' })
    expect(idleCountdown(65)).toEqual({ text: '1:05', dateTime: 'PT1M5S' })
    expect(idleCountdown(9)).toEqual({ text: '0:09', dateTime: 'PT0M9S' })
    expect(idleCountdown(0)).toEqual({ text: '0:00', dateTime: 'PT0M0S' })
  })

  it('shows minutes and two-digit seconds that add up to the whole seconds left, never below zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 100_000, noNaN: true }), (secondsLeft) => {
        const { text, dateTime } = idleCountdown(secondsLeft)
        const [minutes, seconds] = text.split(':')
        expect(seconds).toMatch(/^[0-5]\d$/)
        expect(Number(minutes) * 60 + Number(seconds)).toBe(Math.max(0, Math.floor(secondsLeft)))
        expect(dateTime).toBe(`PT${Number(minutes)}M${Number(seconds)}S`)
      }),
    )
  })
})
