import { describe, expect, it } from 'vitest'
import { evaluateSpin, InvalidBetError, lineBet, payLine, playRound, windowAt } from './evaluate.ts'
import { classic20, type SlotModel } from './model.ts'
import { drawStops } from './rng.ts'
import { Fraction, scatterDistribution, theoreticalRtp } from './rtp.ts'
import { simulate } from './simulate.ts'

/** Three reels, one row, one line: small enough to count every combination by hand. */
const tiny: SlotModel = {
  id: 'tiny',
  title: 'Tiny',
  rows: 1,
  strips: [
    ['A', 'B', 'W', 'S'],
    ['A', 'B', 'W'],
    ['A', 'B', 'S'],
  ],
  lines: [[0, 0, 0]],
  symbols: [],
  linePays: { A: { 3: 10 }, B: { 3: 5 }, W: { 3: 50 } },
  scatterPays: { 2: 1 },
  wild: 'W',
  scatter: 'S',
  freeSpins: null,
}

/** Two reels, one row, with a free-spins feature whose expectation is a short geometric series. */
const feature: SlotModel = {
  id: 'feature',
  title: 'Feature',
  rows: 1,
  strips: [
    ['S', 'A'],
    ['S', 'A', 'A', 'A'],
  ],
  lines: [[0, 0]],
  symbols: [],
  linePays: { A: { 2: 4 } },
  scatterPays: { 2: 2 },
  wild: 'W',
  scatter: 'S',
  freeSpins: { minScatters: 2, spins: 1, multiplier: 2 },
}

describe('exact RTP', () => {
  it('matches the hand count of a three-reel machine', () => {
    // 36 combinations. A×3: reels 1 and 2 show A or W (2 × 2), reel 3 shows A: 4 × 10 = 40.
    // B×3 likewise: 4 × 5 = 20. Reel 3 has no wild, so W×3 never happens. Lines: 60/36 = 5/3.
    // Scatters: S on reel 1 (1/4) and reel 3 (1/3) pays 1 × bet: 1/12. Total 5/3 + 1/12 = 7/4.
    const rtp = theoreticalRtp(tiny)
    expect(rtp.lines.toString()).toBe('5/3')
    expect(rtp.scatters.toString()).toBe('1/12')
    expect(rtp.total.toString()).toBe('7/4')
  })

  it('adds free spins as a geometric series of retriggers', () => {
    // Base: A,A with probability 1/2 × 3/4 pays 4 → 3/2; S,S with 1/8 pays 2 → 1/4; B = 7/4.
    // p = 1/8, one spin per trigger: N = 1 / (1 − 1/8) = 8/7. Free spins: p·N·2·B = 1/2. Total 9/4.
    const rtp = theoreticalRtp(feature)
    expect(rtp.base.toString()).toBe('7/4')
    expect(rtp.trigger.toString()).toBe('1/8')
    expect(rtp.freeSpinsPerTrigger.toString()).toBe('8/7')
    expect(rtp.freeSpins.toString()).toBe('1/2')
    expect(rtp.total.toString()).toBe('9/4')
  })

  it('refuses a feature that would retrigger forever', () => {
    expect(() => theoreticalRtp({ ...feature, freeSpins: { minScatters: 2, spins: 8, multiplier: 1 } })).toThrow(/retrigger/)
  })

  it('agrees exactly with every stop combination of a 5×3, 20-line machine played through the evaluator', () => {
    // Short strips so that all 8^5 combinations can be played: the evaluator's total and the
    // calculator's lines + scatters must be the same fraction, and the trigger count the same.
    const small: SlotModel = {
      ...classic20,
      // Scatters are dense on these strips: one spin per trigger keeps the series finite.
      freeSpins: { minScatters: 3, spins: 1, multiplier: 3 },
      strips: [
        ['W', 'H1', 'L1', 'S', 'L2', 'H2', 'L1', 'L3'],
        ['L1', 'W', 'H1', 'L2', 'S', 'L1', 'W', 'L3'],
        ['H1', 'L1', 'W', 'L2', 'L1', 'S', 'H2', 'W'],
        ['L2', 'H1', 'L1', 'W', 'L3', 'S', 'L1', 'H2'],
        ['L1', 'H1', 'S', 'L2', 'W', 'L1', 'H2', 'L3'],
      ],
    }
    const bet = small.lines.length
    let won = 0n
    let triggers = 0n
    const stops = [0, 0, 0, 0, 0]
    for (let i = 0; i < 8 ** 5; i++) {
      for (let reel = 0, rest = i; reel < 5; reel++, rest = Math.floor(rest / 8)) stops[reel] = rest % 8
      const spin = evaluateSpin(small, stops, bet)
      won += BigInt(spin.winMinor)
      if (spin.freeSpinsAwarded > 0) triggers++
    }
    const rtp = theoreticalRtp(small)
    expect(new Fraction(won, BigInt(bet) * 8n ** 5n).equals(rtp.base)).toBe(true)
    expect(new Fraction(triggers, 8n ** 5n).equals(rtp.trigger)).toBe(true)
    expect(rtp.base.toNumber()).toBeGreaterThan(0.1)
  })

  it('puts the production machine at 96.126 %', () => {
    const rtp = theoreticalRtp(classic20)
    expect(rtp.total.toNumber()).toBeCloseTo(0.96126, 5)
    expect(rtp.freeSpinsPerTrigger.toNumber()).toBeGreaterThan(10)
  })

  it('counts at most one scatter per reel on the production strips', () => {
    const { counts } = scatterDistribution(classic20)
    expect(counts.length).toBeLessThanOrEqual(6)
  })
})

describe('evaluator', () => {
  it('reads the window from the stops, wrapping around the strip', () => {
    expect(windowAt(tiny, [3, 2, 1])).toEqual([['S'], ['W'], ['B']])
    const w = windowAt(classic20, [29, 0, 0, 0, 0])
    expect(w[0]).toEqual([classic20.strips[0]![29], classic20.strips[0]![0], classic20.strips[0]![1]])
    expect(() => windowAt(classic20, [30, 0, 0, 0, 0])).toThrow(RangeError)
    expect(() => windowAt(classic20, [0, 0, 0, 0])).toThrow(RangeError)
  })

  it('lets leading wilds substitute, or pay as wilds when that pays more', () => {
    const model: SlotModel = { ...tiny, linePays: { A: { 3: 10 }, W: { 2: 20, 3: 100 } } }
    expect(payLine(model, ['W', 'A', 'A'])).toEqual({ symbol: 'A', count: 3, pay: 10 })
    expect(payLine(model, ['W', 'W', 'A'])).toEqual({ symbol: 'W', count: 2, pay: 20 })
    expect(payLine(model, ['W', 'W', 'W'])).toEqual({ symbol: 'W', count: 3, pay: 100 })
    expect(payLine(model, ['A', 'W', 'A'])).toEqual({ symbol: 'A', count: 3, pay: 10 })
    expect(payLine(model, ['A', 'A', 'B'])).toBeNull()
    expect(payLine(model, ['S', 'A', 'A'])).toBeNull()
    expect(payLine(model, ['W', 'S', 'A'])).toBeNull()
  })

  it('pays lines in line bets and scatters in total bets', () => {
    // Reel stops that put H1 on the middle row of all five reels.
    const stops = classic20.strips.map((strip) => (strip.indexOf('H1') - 1 + strip.length) % strip.length)
    const spin = evaluateSpin(classic20, stops, 200)
    const middle = spin.lineWins.find((w) => w.line === 0)
    expect(middle).toEqual({ line: 0, symbol: 'H1', count: 5, winMinor: 500 * 10 })
    expect(spin.winMinor).toBe(spin.lineWins.reduce((s, w) => s + w.winMinor, spin.scatterWinMinor))
  })

  it('refuses a bet that does not split across the lines', () => {
    expect(lineBet(classic20, 200)).toBe(10)
    expect(() => lineBet(classic20, 210)).toThrow(InvalidBetError)
    expect(() => lineBet(classic20, 0)).toThrow(InvalidBetError)
  })

  it('plays the free spins a trigger awards, at their multiplier, and counts retriggers', () => {
    // Stops: (S,S) triggers one free spin; the first free spin (S,S) retriggers; the second (A,A) ends.
    const draws = [
      [0, 0],
      [0, 0],
      [1, 1],
    ]
    const round = playRound(feature, 10, () => draws.shift()!)
    expect(round.freeSpins).toHaveLength(2)
    expect(round.base.winMinor).toBe(20)
    expect(round.freeSpins.map((s) => s.winMinor)).toEqual([40, 80])
    expect(round.winMinor).toBe(140)
    expect(draws).toHaveLength(0)
  })

  it('draws one stop per reel within each strip', () => {
    const seen = drawStops(classic20, (n) => n - 1)
    expect(seen).toEqual(classic20.strips.map((s) => s.length - 1))
  })
})

describe('simulation', () => {
  it('returns the exact RTP within 4 standard errors over 250,000 rounds', () => {
    const exact = theoreticalRtp(classic20).total.toNumber()
    const run = simulate(classic20, 250_000)
    // A correct machine lands outside 4 standard errors once in ~16,000 runs.
    const bound = 4 * run.standardError
    expect(Math.abs(run.rtp - exact)).toBeLessThan(bound)
    // The bound is tight enough to catch broken maths: it rejects a three-point error.
    expect(bound).toBeLessThan(0.03)
    expect(run.featureRate).toBeGreaterThan(0.004)
    expect(run.featureRate).toBeLessThan(0.0135)
  })
})
