import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { colourOf, coveredNumbers, InvalidRouletteBet, POCKETS, settle, WHEEL_ORDER, type RouletteBet } from './wheel.ts'
import { isOpen, nextOpening, periodMs, phaseAt, roundAt, roundTimes, type TableSchedule } from './schedule.ts'

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

  describe('nextOpening', () => {
    const hour = 3_600_000
    const day = Date.UTC(2026, 0, 1)
    // A round every 25 s from an origin that is not on a minute, as the seeded tables are.
    const base = { ...table, originMs: day - 7_000 }
    const at = (h: number, m = 0, s = 0) => day + h * hour + m * 60_000 + s * 1000
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

    it('is null for a table that is always open, whenever asked', () => {
      for (const now of [at(0), at(3, 59, 59), at(12), at(23, 59, 59)]) expect(nextOpening(base, now)).toBeNull()
    })

    it('is the first round from the opening minute, later the same day or the next', () => {
      const daytime = { ...base, openFromMinute: 9 * 60, openToMinute: 17 * 60 }
      // Rounds open at day - 7 s + 25 s × n: the first from 09:00 opens at 09:00:18.
      expect(iso(nextOpening(daytime, at(8)))).toBe('2026-01-01T09:00:18.000Z')
      expect(nextOpening(daytime, at(12))).toBeNull()
      expect(iso(nextOpening(daytime, at(18)))).toBe('2026-01-02T09:00:18.000Z')
    })

    it('keeps hours across midnight: open until 04:00, then from 16:00', () => {
      const night = { ...base, openFromMinute: 16 * 60, openToMinute: 4 * 60 }
      expect(nextOpening(night, at(23))).toBeNull()
      expect(nextOpening(night, at(2))).toBeNull()
      expect(iso(nextOpening(night, at(12)))).toBe('2026-01-01T16:00:18.000Z')
      // The round that opened at 03:59:53 is dealt to its end (04:00:18); the table is closed after it.
      expect(nextOpening(night, at(4, 0, 17))).toBeNull()
      expect(iso(nextOpening(night, at(4, 0, 18)))).toBe('2026-01-01T16:00:18.000Z')
      // Closed before midnight in UTC terms too: a table open 22:00–02:00 asked at 21:00 and at 03:00.
      const late = { ...base, openFromMinute: 22 * 60, openToMinute: 2 * 60 }
      expect(iso(nextOpening(late, at(21)))).toBe('2026-01-01T22:00:18.000Z')
      expect(iso(nextOpening(late, at(3)))).toBe('2026-01-01T22:00:18.000Z')
    })

    it('is null for hours too short for any round to open within them', () => {
      // A round a day, each opening at 23:59:53, and hours of one minute at noon: none opens within them.
      const never = { ...base, bettingMs: 24 * hour, spinningMs: 0, resultMs: 0, openFromMinute: 12 * 60, openToMinute: 12 * 60 + 1 }
      expect(nextOpening(never, at(13))).toBeNull()
    })

    it('is the first instant the table deals after a closed moment (property)', () => {
      const schedules = fc.record({
        originMs: fc.integer({ min: day - 10 * 86_400_000, max: day }),
        bettingMs: fc.integer({ min: 1_000, max: 30_000 }),
        spinningMs: fc.integer({ min: 0, max: 20_000 }),
        resultMs: fc.integer({ min: 0, max: 10_000 }),
        openFromMinute: fc.integer({ min: 0, max: 1439 }),
        openToMinute: fc.integer({ min: 0, max: 1439 }),
      })
      fc.assert(
        fc.property(schedules, fc.integer({ min: day, max: day + 2 * 86_400_000 }), (s, now) => {
          const next = nextOpening(s, now)
          if (phaseAt(s, now).phase !== 'closed') {
            expect(next).toBeNull()
            return
          }
          // Hours of at least a minute and rounds of at most a minute: some round opens within them.
          expect(next).not.toBeNull()
          expect(next!).toBeGreaterThan(now)
          expect((next! - s.originMs) % periodMs(s)).toBe(0)
          expect(phaseAt(s, next!).phase).toBe('betting')
          // Every round between now and then is closed.
          for (let t = roundAt(s, now).endsAt; t < next!; t += periodMs(s)) expect(isOpen(s, t)).toBe(false)
        }),
        { numRuns: 100 },
      )
    })
  })
})
