/**
 * The theoretical return to player of a slot model, computed exactly (rational arithmetic on
 * BigInt) from its strips and paytable — no sampling.
 *
 * - Lines: every reel stops uniformly, so the symbol a line crosses on reel i has the strip's
 *   symbol frequencies whatever the row, and reels are independent. The expected pay of one line
 *   is the sum over every symbol tuple of (product of per-reel frequencies) × payLine(tuple), and
 *   by linearity the lines together return `lines × lineBet × E[line]` = `bet × E[line]`.
 * - Scatters: the number of scatters reel i shows is counted over each of its stops; the reels'
 *   distributions are convolved into the distribution of the total.
 * - Free spins: with p = P(trigger) per spin and s spins per trigger (retriggers add s), one
 *   trigger yields N = s / (1 − s·p) free spins in expectation, each returning `multiplier × B`
 *   where B is a base spin's return. RTP = B + p · N · multiplier · B.
 */
import { payLine, scatterPay } from './evaluate.ts'
import type { SlotModel, SymbolId } from './model.ts'

/** A non-negative rational number, kept reduced. */
export class Fraction {
  readonly num: bigint
  readonly den: bigint

  constructor(num: bigint, den: bigint = 1n) {
    if (den === 0n) throw new RangeError('zero denominator')
    if (den < 0n) [num, den] = [-num, -den]
    const g = gcd(num < 0n ? -num : num, den)
    this.num = g === 0n ? 0n : num / g
    this.den = g === 0n ? 1n : den / g
  }

  add(o: Fraction) {
    return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den)
  }
  sub(o: Fraction) {
    return new Fraction(this.num * o.den - o.num * this.den, this.den * o.den)
  }
  mul(o: Fraction) {
    return new Fraction(this.num * o.num, this.den * o.den)
  }
  div(o: Fraction) {
    return new Fraction(this.num * o.den, this.den * o.num)
  }
  equals(o: Fraction) {
    return this.num === o.num && this.den === o.den
  }
  toNumber() {
    // Scaled integer division keeps 15 significant digits even for huge terms.
    const scale = 10n ** 18n
    return Number((this.num * scale) / this.den) / 1e18
  }
  toString() {
    return `${this.num}/${this.den}`
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b]
  return a
}

export interface RtpBreakdown {
  /** Expected line pay of one spin, in multiples of the total bet. */
  lines: Fraction
  /** Expected scatter pay of one spin, in multiples of the total bet. */
  scatters: Fraction
  /** A base spin's return: lines + scatters. */
  base: Fraction
  /** Probability that one spin awards free spins. */
  trigger: Fraction
  /** Expected free spins per trigger, retriggers included. */
  freeSpinsPerTrigger: Fraction
  /** Free spins' share of the return. */
  freeSpins: Fraction
  total: Fraction
}

/** Symbol → count on one strip. */
function frequencies(strip: readonly SymbolId[]): Map<SymbolId, bigint> {
  const counts = new Map<SymbolId, bigint>()
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0n) + 1n)
  return counts
}

/** E[pay of one line] in line-bet multiples, as an exact fraction. */
export function expectedLinePay(model: SlotModel): Fraction {
  const reels = model.strips.map(frequencies)
  const denominator = model.strips.reduce((d, strip) => d * BigInt(strip.length), 1n)
  let numerator = 0n
  const tuple: SymbolId[] = []
  const visit = (reel: number, weight: bigint) => {
    if (reel === reels.length) {
      const paid = payLine(model, tuple)
      if (paid) numerator += weight * BigInt(paid.pay)
      return
    }
    for (const [symbol, count] of reels[reel]!) {
      tuple[reel] = symbol
      visit(reel + 1, weight * count)
    }
  }
  visit(0, 1n)
  return new Fraction(numerator, denominator)
}

/** Distribution of scatters in the window, as counts over all stop combinations. */
export function scatterDistribution(model: SlotModel): { counts: bigint[]; combinations: bigint } {
  let total: bigint[] = [1n]
  for (const strip of model.strips) {
    const perReel: bigint[] = []
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0
      for (let row = 0; row < model.rows; row++) if (strip[(stop + row) % strip.length] === model.scatter) n++
      perReel[n] = (perReel[n] ?? 0n) + 1n
    }
    const next: bigint[] = []
    total.forEach((a, i) => perReel.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0n) + (a ?? 0n) * (b ?? 0n))))
    total = next
  }
  const combinations = model.strips.reduce((d, strip) => d * BigInt(strip.length), 1n)
  return { counts: Array.from(total, (c) => c ?? 0n), combinations }
}

export function theoreticalRtp(model: SlotModel): RtpBreakdown {
  const lines = expectedLinePay(model)
  const { counts, combinations } = scatterDistribution(model)
  let scatterNum = 0n
  let triggerNum = 0n
  counts.forEach((count, n) => {
    scatterNum += count * BigInt(scatterPay(model, n))
    if (model.freeSpins && n >= model.freeSpins.minScatters) triggerNum += count
  })
  const scatters = new Fraction(scatterNum, combinations)
  const base = lines.add(scatters)
  const trigger = new Fraction(triggerNum, combinations)
  const zero = new Fraction(0n)
  if (!model.freeSpins) {
    return { lines, scatters, base, trigger: zero, freeSpinsPerTrigger: zero, freeSpins: zero, total: base }
  }
  const spins = new Fraction(BigInt(model.freeSpins.spins))
  const retriggerRate = spins.mul(trigger)
  if (retriggerRate.num >= retriggerRate.den) throw new RangeError('free spins retrigger without end: spins × P(trigger) must stay below 1')
  const freeSpinsPerTrigger = spins.div(new Fraction(1n).sub(retriggerRate))
  const freeSpins = trigger.mul(freeSpinsPerTrigger).mul(new Fraction(BigInt(model.freeSpins.multiplier))).mul(base)
  return { lines, scatters, base, trigger, freeSpinsPerTrigger, freeSpins, total: base.add(freeSpins) }
}
