import { describe, expect, it } from 'vitest'
import { colourOf, coveredNumbers, InvalidRouletteBet, POCKETS, settle, WHEEL_ORDER, type RouletteBet } from './wheel.ts'
import { isOpen, phaseAt, roundAt, roundTimes, type TableSchedule } from './schedule.ts'

describe('the wheel', () => {
  it('has 37 pockets, each once, with 18 red, 18 black and a green zero', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(POCKETS)
    const colours = WHEEL_ORDER.map(colourOf)
    expect(colours.filter((c) => c === 'red')).toHaveLength(18)
    expect(colours.filter((c) => c === 'black')).toHaveLength(18)
    expect(colourOf(0)).toBe('green')
    // Neighbours on a European wheel alternate red and black.
    for (let i = 1; i < WHEEL_ORDER.length - 1; i++) expect(colourOf(WHEEL_ORDER[i]!)).not.toBe(colourOf(WHEEL_ORDER[i + 1]!))
  })
})

describe('bets', () => {
  it('knows the layout: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines', () => {
    const count = (kind: RouletteBet['kind'], size: number) => {
      let n = 0
      const pick = (from: number, chosen: number[]) => {
        if (chosen.length === size) {
          try {
            coveredNumbers({ kind, numbers: chosen })
            n++
          } catch {}
          return
        }
        for (let x = from; x <= 36; x++) pick(x + 1, [...chosen, x])
      }
      pick(0, [])
      return n
    }
    expect(count('straight', 1)).toBe(37)
    expect(count('split', 2)).toBe(60)
    expect(count('street', 3)).toBe(14)
    expect(count('corner', 4)).toBe(23)
    // Six numbers: only runs of consecutive numbers can be a line (C(37, 6) is too many to try).
    const lines = Array.from({ length: 32 }, (_, n) => [n, n + 1, n + 2, n + 3, n + 4, n + 5]).filter((numbers) => {
      try {
        return coveredNumbers({ kind: 'line', numbers }).length === 6
      } catch {
        return false
      }
    })
    expect(lines).toHaveLength(11)
    expect(() => coveredNumbers({ kind: 'line', numbers: [1, 2, 3, 7, 8, 9] })).toThrow(InvalidRouletteBet)
  })

  it('refuses bets the layout does not have', () => {
    expect(() => coveredNumbers({ kind: 'split', numbers: [3, 4] })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'split', numbers: [1, 1] })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'corner', numbers: [3, 4, 6, 7] })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'straight', numbers: [37] })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'straight' })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'dozen', index: 4 })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'red', numbers: [1] })).toThrow(InvalidRouletteBet)
    expect(() => coveredNumbers({ kind: 'red', index: 1 })).toThrow(InvalidRouletteBet)
  })

  it('covers what the layout shows', () => {
    expect(coveredNumbers({ kind: 'split', numbers: [5, 2] })).toEqual([2, 5])
    expect(coveredNumbers({ kind: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34])
    expect(coveredNumbers({ kind: 'column', index: 3 })).toHaveLength(12)
    expect(coveredNumbers({ kind: 'dozen', index: 2 })).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24])
    expect(coveredNumbers({ kind: 'low' })).toHaveLength(18)
    expect(coveredNumbers({ kind: 'red' })).toContain(32)
    expect(coveredNumbers({ kind: 'black' })).not.toContain(0)
  })

  /** One bet of each kind at 1.00, with what it returns when 17 (black, odd, low, second dozen and column) comes up. */
  const onSeventeen: [RouletteBet, number][] = [
    [{ kind: 'straight', numbers: [17], amountMinor: 100 }, 3600],
    [{ kind: 'split', numbers: [17, 20], amountMinor: 100 }, 1800],
    [{ kind: 'street', numbers: [16, 17, 18], amountMinor: 100 }, 1200],
    [{ kind: 'corner', numbers: [13, 14, 16, 17], amountMinor: 100 }, 900],
    [{ kind: 'line', numbers: [13, 14, 15, 16, 17, 18], amountMinor: 100 }, 600],
    [{ kind: 'dozen', index: 2, amountMinor: 100 }, 300],
    [{ kind: 'column', index: 3, amountMinor: 100 }, 0],
    [{ kind: 'black', amountMinor: 100 }, 200],
    [{ kind: 'red', amountMinor: 100 }, 0],
    [{ kind: 'odd', amountMinor: 100 }, 200],
    [{ kind: 'even', amountMinor: 100 }, 0],
    [{ kind: 'low', amountMinor: 100 }, 200],
    [{ kind: 'high', amountMinor: 100 }, 0],
  ]

  it('pays 35, 17, 11, 8, 5, 2 and 1 to one, returning the stake with the win', () => {
    const result = settle(
      onSeventeen.map(([bet]) => bet),
      17,
    )
    expect(result.bets.map((b) => b.returnMinor)).toEqual(onSeventeen.map(([, returned]) => returned))
    expect(result.stakeMinor).toBe(100 * onSeventeen.length)
    expect(result.returnMinor).toBe(3600 + 1800 + 1200 + 900 + 600 + 300 + 3 * 200)
  })

  it('loses every outside bet on zero', () => {
    const outside: RouletteBet[] = (['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind, amountMinor: 100 }))
    expect(settle(outside, 0).returnMinor).toBe(0)
  })

  it('returns 36/37 of the stake on every kind of bet, zero included', () => {
    const withZero: RouletteBet[] = [
      { kind: 'straight', numbers: [0], amountMinor: 100 },
      { kind: 'split', numbers: [0, 3], amountMinor: 100 },
      { kind: 'street', numbers: [0, 1, 2], amountMinor: 100 },
      { kind: 'corner', numbers: [0, 1, 2, 3], amountMinor: 100 },
    ]
    for (const bet of [...onSeventeen.map(([b]) => b), ...withZero]) {
      let returned = 0
      for (let n = 0; n < POCKETS; n++) returned += settle([bet], n).returnMinor
      expect(returned, `${bet.kind} ${JSON.stringify(bet)}`).toBe(36 * 100)
    }
  })
})

describe('schedule', () => {
  const table: TableSchedule = { originMs: 1_000, bettingMs: 15_000, spinningMs: 6_000, resultMs: 4_000, openFromMinute: 0, openToMinute: 0 }

  it('deals consecutive rounds of betting, spinning and result', () => {
    expect(roundTimes(table, 0)).toEqual({ roundNo: 0, opensAt: 1_000, closesAt: 16_000, resultAt: 22_000, endsAt: 26_000 })
    expect(roundAt(table, 26_000).roundNo).toBe(1)
    expect(roundAt(table, 25_999).roundNo).toBe(0)
    expect(phaseAt(table, 15_999).phase).toBe('betting')
    expect(phaseAt(table, 16_000).phase).toBe('spinning')
    expect(phaseAt(table, 22_000).phase).toBe('result')
    expect(phaseAt(table, 26_000).phase).toBe('betting')
  })

  it('keeps opening hours across midnight and finishes a round opened before closing', () => {
    const night = { ...table, originMs: 0, bettingMs: 60_000, spinningMs: 0, resultMs: 0, openFromMinute: 22 * 60, openToMinute: 2 * 60 }
    const day = Date.UTC(2026, 0, 1)
    expect(isOpen(night, day + 23 * 3_600_000)).toBe(true)
    expect(isOpen(night, day + 1 * 3_600_000)).toBe(true)
    expect(isOpen(night, day + 12 * 3_600_000)).toBe(false)
    expect(phaseAt(night, day + 12 * 3_600_000).phase).toBe('closed')
    expect(phaseAt(night, day + 2 * 3_600_000 - 1).phase).toBe('betting')
  })
})
