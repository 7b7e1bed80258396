import { describe, expect, it } from 'vitest'
import { jackpotAmount } from './jackpots.ts'

const pool = { seedMinor: 100_000, capMinor: 2_500_000, cycleSeconds: 86_400, originMs: Date.UTC(2026, 0, 1) }

describe('jackpot values', () => {
  it('start at the seed and tick up every second', () => {
    expect(jackpotAmount(pool, pool.originMs)).toBe(100_000)
    const later = pool.originMs + 12 * 3_600_000
    expect(jackpotAmount(pool, later + 1_000)).toBeGreaterThan(jackpotAmount(pool, later))
  })

  it('drop back to the seed at the end of a cycle, before reaching the cap', () => {
    const end = pool.originMs + pool.cycleSeconds * 1000
    expect(jackpotAmount(pool, end - 1)).toBeLessThan(pool.capMinor)
    expect(jackpotAmount(pool, end - 1)).toBeGreaterThan(2_000_000)
    expect(jackpotAmount(pool, end)).toBe(100_000)
  })

  it('agree for any instant, before the origin too', () => {
    const t = pool.originMs - 1_000
    expect(jackpotAmount(pool, t)).toBe(jackpotAmount(pool, t + pool.cycleSeconds * 1000))
  })
})
