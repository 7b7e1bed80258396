/**
 * Monte Carlo play of a slot model through the evaluator the game uses (`roundWin`: `playRound`
 * without the record), to confirm the exact RTP of rtp.ts. Reports the sample mean and its
 * standard error, so a caller judges a difference in standard errors rather than by a fixed
 * tolerance. Runs split across workers merge their `SimulationSums`.
 */
import { roundWin } from './evaluate.ts'
import type { SlotModel } from './model.ts'
import { bufferedCryptoRandomInt, drawStops, type RandomInt } from './rng.ts'

/** What a run adds up; sums of several runs add. Returns are in multiples of the bet. */
export interface SimulationSums {
  rounds: number
  sum: number
  sumSquares: number
  hits: number
  features: number
  maxWin: number
}

export interface SimulationResult {
  rounds: number
  /** Total won over total staked. */
  rtp: number
  /** Standard deviation of one round's return, in multiples of the bet. */
  stdDev: number
  /** Standard error of `rtp`: stdDev / √rounds. */
  standardError: number
  /** Share of rounds that won anything. */
  hitRate: number
  /** Share of rounds that awarded free spins. */
  featureRate: number
  /** The largest round win, in multiples of the bet. */
  maxWin: number
}

export function simulateSums(model: SlotModel, rounds: number, random: RandomInt = bufferedCryptoRandomInt()): SimulationSums {
  const bet = model.lines.length
  const next = () => drawStops(model, random)
  const sums: SimulationSums = { rounds, sum: 0, sumSquares: 0, hits: 0, features: 0, maxWin: 0 }
  for (let i = 0; i < rounds; i++) {
    const round = roundWin(model, bet, next)
    const x = round.winMinor / bet
    sums.sum += x
    sums.sumSquares += x * x
    if (x > 0) sums.hits++
    if (round.feature) sums.features++
    if (x > sums.maxWin) sums.maxWin = x
  }
  return sums
}

export function mergeSums(parts: SimulationSums[]): SimulationSums {
  return parts.reduce(
    (a, b) => ({
      rounds: a.rounds + b.rounds,
      sum: a.sum + b.sum,
      sumSquares: a.sumSquares + b.sumSquares,
      hits: a.hits + b.hits,
      features: a.features + b.features,
      maxWin: Math.max(a.maxWin, b.maxWin),
    }),
    { rounds: 0, sum: 0, sumSquares: 0, hits: 0, features: 0, maxWin: 0 },
  )
}

export function summarize(s: SimulationSums): SimulationResult {
  const rtp = s.sum / s.rounds
  const variance = s.rounds > 1 ? (s.sumSquares - s.rounds * rtp * rtp) / (s.rounds - 1) : 0
  const stdDev = Math.sqrt(Math.max(variance, 0))
  return {
    rounds: s.rounds,
    rtp,
    stdDev,
    standardError: stdDev / Math.sqrt(s.rounds),
    hitRate: s.hits / s.rounds,
    featureRate: s.features / s.rounds,
    maxWin: s.maxWin,
  }
}

export function simulate(model: SlotModel, rounds: number, random?: RandomInt): SimulationResult {
  return summarize(simulateSums(model, rounds, random))
}
