/**
 * European single-zero roulette as pure functions: the wheel, the bets of the layout, what each
 * covers and pays. Every bet covering k numbers pays 36/k − 1 to one, so each returns 36/37
 * (97.30 %) of its stake in expectation; zero loses every outside bet (no la partage).
 */

/** Pocket order on the wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const

export const POCKETS = 37

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

export type Colour = 'green' | 'red' | 'black'
export const colourOf = (n: number): Colour => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black')

export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const
export const OUTSIDE_KINDS = ['column', 'dozen', 'red', 'black', 'odd', 'even', 'low', 'high'] as const
export type BetKind = (typeof INSIDE_KINDS)[number] | (typeof OUTSIDE_KINDS)[number]

export interface RouletteBet {
  kind: BetKind
  /** Inside bets: the numbers covered, in any order. */
  numbers?: number[]
  /** Column (1 = 1, 4, 7…) or dozen (1 = 1–12): 1, 2 or 3. */
  index?: number
  amountMinor: number
}

export class InvalidRouletteBet extends Error {}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-')

/** Every valid inside bet on the layout, by kind, keyed by its sorted numbers. */
const insideBets: Record<(typeof INSIDE_KINDS)[number], Set<string>> = (() => {
  const straight = range(0, 36).map((n) => [n])
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ]
  const street: number[][] = [
    [0, 1, 2],
    [0, 2, 3],
  ]
  const corner: number[][] = [[0, 1, 2, 3]]
  const line: number[][] = []
  for (let n = 1; n <= 36; n++) {
    // The layout has three columns: n, n+1, n+2 form a row when n ≡ 1 (mod 3).
    if (n % 3 !== 0) split.push([n, n + 1])
    if (n <= 33) split.push([n, n + 3])
    if (n % 3 === 1) street.push([n, n + 1, n + 2])
    if (n % 3 !== 0 && n <= 32) corner.push([n, n + 1, n + 3, n + 4])
    if (n % 3 === 1 && n <= 31) line.push(range(n, n + 5))
  }
  const toSet = (bets: number[][]) => new Set(bets.map(key))
  return { straight: toSet(straight), split: toSet(split), street: toSet(street), corner: toSet(corner), line: toSet(line) }
})()

/** The numbers a bet covers; throws InvalidRouletteBet for a bet the layout does not have. */
export function coveredNumbers(bet: Pick<RouletteBet, 'kind' | 'numbers' | 'index'>): number[] {
  const { kind } = bet
  if ((INSIDE_KINDS as readonly string[]).includes(kind)) {
    const numbers = bet.numbers ?? []
    if (bet.index !== undefined || !numbers.every((n) => Number.isInteger(n))) throw new InvalidRouletteBet(`a ${kind} bet names its numbers`)
    if (!insideBets[kind as (typeof INSIDE_KINDS)[number]].has(key(numbers))) {
      throw new InvalidRouletteBet(`${numbers.join(', ') || 'nothing'} is not a ${kind} on the layout`)
    }
    return [...numbers].sort((a, b) => a - b)
  }
  if (bet.numbers !== undefined) throw new InvalidRouletteBet(`a ${kind} bet takes no numbers`)
  if (kind === 'column' || kind === 'dozen') {
    const index = bet.index
    if (index !== 1 && index !== 2 && index !== 3) throw new InvalidRouletteBet(`a ${kind} bet names index 1, 2 or 3`)
    return kind === 'column' ? range(1, 36).filter((n) => n % 3 === index % 3) : range(12 * (index - 1) + 1, 12 * index)
  }
  if (bet.index !== undefined) throw new InvalidRouletteBet(`a ${kind} bet takes no index`)
  const all = range(1, 36)
  switch (kind) {
    case 'red':
      return all.filter((n) => RED.has(n))
    case 'black':
      return all.filter((n) => !RED.has(n))
    case 'odd':
      return all.filter((n) => n % 2 === 1)
    case 'even':
      return all.filter((n) => n % 2 === 0)
    case 'low':
      return range(1, 18)
    case 'high':
      return range(19, 36)
    default:
      throw new InvalidRouletteBet(`unknown bet ${String(kind)}`)
  }
}

/** Winnings per unit staked, to one: 35 for a straight up, 1 for red. */
export const payoutFor = (covered: number) => 36 / covered - 1

export interface SettledBet extends RouletteBet {
  covered: number[]
  /** Stake plus winnings when the bet wins, else 0. */
  returnMinor: number
}

/** What each bet returns when the ball lands on `result`. */
export function settle(bets: readonly RouletteBet[], result: number): { bets: SettledBet[]; stakeMinor: number; returnMinor: number } {
  if (!Number.isInteger(result) || result < 0 || result >= POCKETS) throw new RangeError(`no pocket ${result}`)
  let stakeMinor = 0
  let returnMinor = 0
  const settled = bets.map((bet) => {
    const covered = coveredNumbers(bet)
    const won = covered.includes(result) ? bet.amountMinor * (payoutFor(covered.length) + 1) : 0
    stakeMinor += bet.amountMinor
    returnMinor += won
    return { ...bet, covered, returnMinor: won }
  })
  return { bets: settled, stakeMinor, returnMinor }
}
