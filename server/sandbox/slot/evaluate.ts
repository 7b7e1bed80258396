/**
 * A slot round as a pure function: reel stops in, window, wins and total out. Nothing here draws
 * a random number or touches money; the caller supplies the stops (crypto RNG in play, a
 * buffered CSPRNG in simulation, fixed stops in tests) and books the bet and the win.
 *
 * Play and simulation run the same code: `spinWin` is the one evaluator, and `evaluateSpin`
 * merely asks it to also list the line wins. The model is compiled once into integer tables so
 * that ten million simulated rounds take seconds rather than minutes.
 */
import type { SlotModel, SymbolId } from './model.ts'

/** `window[reel][row]`: what the player sees after the reels stop. */
export type Window = SymbolId[][]

export interface LineWin {
  /** Index into `model.lines`. */
  line: number
  symbol: SymbolId
  /** Matching symbols from the leftmost reel. */
  count: number
  winMinor: number
}

export interface SpinOutcome {
  stops: number[]
  window: Window
  lineWins: LineWin[]
  scatters: number
  scatterWinMinor: number
  /** Multiplier applied to every win of this spin (free spins). */
  multiplier: number
  winMinor: number
  /** Free spins this spin awards (0 when the scatters fall short). */
  freeSpinsAwarded: number
}

export interface RoundOutcome {
  betMinor: number
  lineBetMinor: number
  base: SpinOutcome
  freeSpins: SpinOutcome[]
  winMinor: number
}

export class InvalidBetError extends Error {}

/** The model as integer tables: symbols by index, pays by [symbol][count]. */
interface Compiled {
  ids: SymbolId[]
  index: Map<SymbolId, number>
  rows: number
  strips: Int32Array[]
  lines: Int32Array[]
  wild: number
  scatter: number
  /** linePays[symbol][count], 0 where nothing pays. */
  linePays: Int32Array[]
  /** scatterPays[n] for n scatters anywhere. */
  scatterPays: Int32Array
  freeSpinsMin: number
  freeSpins: number
}

const compiledModels = new WeakMap<SlotModel, Compiled>()

function compile(model: SlotModel): Compiled {
  let compiled = compiledModels.get(model)
  if (compiled) return compiled
  const ids = [...new Set([model.wild, model.scatter, ...model.symbols.map((s) => s.id), ...model.strips.flat()])]
  const index = new Map(ids.map((id, i) => [id, i]))
  const reels = model.strips.length
  const linePays = ids.map((id) => {
    const pays = new Int32Array(reels + 1)
    for (const [count, pay] of Object.entries(model.linePays[id] ?? {})) if (Number(count) <= reels) pays[Number(count)] = pay
    return pays
  })
  const cells = reels * model.rows
  const scatterPays = new Int32Array(cells + 1)
  for (let n = 0; n <= cells; n++) scatterPays[n] = scatterPay(model, n)
  if (reels > lineScratch.length) throw new RangeError(`at most ${lineScratch.length} reels`)
  compiled = {
    ids,
    index,
    rows: model.rows,
    strips: model.strips.map((strip) => Int32Array.from(strip, (s) => index.get(s)!)),
    lines: model.lines.map((rows) => Int32Array.from(rows)),
    wild: index.get(model.wild)!,
    scatter: index.get(model.scatter)!,
    linePays,
    scatterPays,
    freeSpinsMin: model.freeSpins?.minScatters ?? Infinity,
    freeSpins: model.freeSpins?.spins ?? 0,
  }
  compiledModels.set(model, compiled)
  return compiled
}

export function windowAt(model: SlotModel, stops: readonly number[]): Window {
  checkStops(model, stops)
  return model.strips.map((strip, reel) => Array.from({ length: model.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!))
}

function checkStops(model: SlotModel, stops: readonly number[]) {
  if (stops.length !== model.strips.length) throw new RangeError(`${stops.length} stops for ${model.strips.length} reels`)
  model.strips.forEach((strip, reel) => {
    const stop = stops[reel]!
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) throw new RangeError(`stop ${stop} is off reel ${reel}`)
  })
}

/**
 * The pay of one line's symbols, left to right, in multiples of the line bet. The leading wilds
 * pay as wilds, or substitute for the first other symbol, whichever pays more (the symbol on a
 * tie); a scatter ends a line. Returns null when the line pays nothing.
 */
export function payLine(model: SlotModel, symbols: readonly SymbolId[]): { symbol: SymbolId; count: number; pay: number } | null {
  const c = compile(model)
  const line = Int32Array.from(symbols, (s) => c.index.get(s) ?? -1)
  const paid = payCells(c, line, line.length)
  return paid === 0 ? null : { symbol: c.ids[lastSymbol]!, count: lastCount, pay: paid }
}

// The symbol and count of the last `payCells` call: returned through module state so the hot loop
// allocates nothing. Read them right after the call.
let lastSymbol = 0
let lastCount = 0

/** Pays the symbols `cells[0..n)` of one line; sets lastSymbol/lastCount when it pays. */
function payCells(c: Compiled, cells: Int32Array, n: number): number {
  let wilds = 0
  while (wilds < n && cells[wilds] === c.wild) wilds++
  const wildPay = c.linePays[c.wild]![wilds]!
  let symbolPay = 0
  let count = wilds
  const symbol = wilds < n ? cells[wilds]! : -1
  if (symbol >= 0 && symbol !== c.scatter) {
    while (count < n && (cells[count] === symbol || cells[count] === c.wild)) count++
    symbolPay = c.linePays[symbol]![count]!
  }
  if (wildPay > symbolPay) {
    lastSymbol = c.wild
    lastCount = wilds
    return wildPay
  }
  lastSymbol = symbol
  lastCount = count
  return symbolPay
}

const lineScratch = new Int32Array(16)

/**
 * The one evaluator: the spin's total win in minor units, its scatter count in `lastScatters`,
 * and — when `wins` is given — each paying line appended to it.
 */
function spinWin(c: Compiled, stops: readonly number[], lineBetMinor: number, betMinor: number, multiplier: number, wins?: LineWin[]): number {
  let total = 0
  const reels = c.strips.length
  for (let l = 0; l < c.lines.length; l++) {
    const rows = c.lines[l]!
    for (let reel = 0; reel < reels; reel++) {
      const strip = c.strips[reel]!
      lineScratch[reel] = strip[(stops[reel]! + rows[reel]!) % strip.length]!
    }
    const pay = payCells(c, lineScratch, reels)
    if (pay > 0) {
      const winMinor = pay * lineBetMinor * multiplier
      total += winMinor
      wins?.push({ line: l, symbol: c.ids[lastSymbol]!, count: lastCount, winMinor })
    }
  }
  let scatters = 0
  for (let reel = 0; reel < reels; reel++) {
    const strip = c.strips[reel]!
    for (let row = 0; row < c.rows; row++) if (strip[(stops[reel]! + row) % strip.length] === c.scatter) scatters++
  }
  lastScatters = scatters
  return total + c.scatterPays[scatters]! * betMinor * multiplier
}

let lastScatters = 0

export function countScatters(model: SlotModel, window: Window): number {
  let n = 0
  for (const reel of window) for (const symbol of reel) if (symbol === model.scatter) n++
  return n
}

/** The pay for `n` scatters: the highest count the table defines at or below `n`. */
export function scatterPay(model: SlotModel, n: number): number {
  let pay = 0
  for (const [count, value] of Object.entries(model.scatterPays)) if (n >= Number(count)) pay = Math.max(pay, value)
  return pay
}

export function evaluateSpin(model: SlotModel, stops: readonly number[], betMinor: number, multiplier = 1): SpinOutcome {
  const lineBetMinor = lineBet(model, betMinor)
  const window = windowAt(model, stops)
  const lineWins: LineWin[] = []
  const winMinor = spinWin(compile(model), stops, lineBetMinor, betMinor, multiplier, lineWins)
  const scatters = lastScatters
  const scatterWinMinor = scatterPay(model, scatters) * betMinor * multiplier
  const freeSpinsAwarded = model.freeSpins && scatters >= model.freeSpins.minScatters ? model.freeSpins.spins : 0
  return { stops: [...stops], window, lineWins, scatters, scatterWinMinor, multiplier, winMinor, freeSpinsAwarded }
}

/** The bet on each line: the total bet must split evenly across the lines. */
export function lineBet(model: SlotModel, betMinor: number): number {
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0 || betMinor % model.lines.length !== 0) {
    throw new InvalidBetError(`a bet must be a positive multiple of ${model.lines.length} minor units (one per line)`)
  }
  return betMinor / model.lines.length
}

/**
 * One paid round: the base spin and every free spin it leads to, retriggers included. `nextStops`
 * is called once per spin, in order; the round is a pure function of what it returns.
 */
export function playRound(model: SlotModel, betMinor: number, nextStops: () => number[]): RoundOutcome {
  const lineBetMinor = lineBet(model, betMinor)
  const base = evaluateSpin(model, nextStops(), betMinor)
  const freeSpins: SpinOutcome[] = []
  let remaining = base.freeSpinsAwarded
  while (remaining > 0 && model.freeSpins) {
    const spin = evaluateSpin(model, nextStops(), betMinor, model.freeSpins.multiplier)
    freeSpins.push(spin)
    remaining += spin.freeSpinsAwarded - 1
  }
  const winMinor = freeSpins.reduce((sum, s) => sum + s.winMinor, base.winMinor)
  return { betMinor, lineBetMinor, base, freeSpins, winMinor }
}

/**
 * `playRound` without the record: the same evaluator and the same free-spins loop, answering only
 * the round's win and whether it reached the feature. For the simulation's millions of rounds.
 */
export function roundWin(model: SlotModel, betMinor: number, nextStops: () => readonly number[]): { winMinor: number; feature: boolean } {
  const c = compile(model)
  const lineBetMinor = lineBet(model, betMinor)
  let winMinor = spinWin(c, nextStops(), lineBetMinor, betMinor, 1)
  let remaining = lastScatters >= c.freeSpinsMin ? c.freeSpins : 0
  const feature = remaining > 0
  const multiplier = model.freeSpins?.multiplier ?? 1
  while (remaining > 0) {
    winMinor += spinWin(c, nextStops(), lineBetMinor, betMinor, multiplier)
    remaining += (lastScatters >= c.freeSpinsMin ? c.freeSpins : 0) - 1
  }
  return { winMinor, feature }
}
