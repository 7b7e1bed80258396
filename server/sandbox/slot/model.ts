/**
 * A line-pay video slot as data: reel strips, paylines, a paytable, a scatter and a free-spins
 * feature. The same shape describes the sandbox's production machine (`classic20` below) and the
 * small machines the tests compute by hand, so the evaluator and the exact RTP calculation never
 * special-case the game they run.
 */

/** A symbol id as it appears on the strips and in a round's window. */
export type SymbolId = string

export interface SymbolInfo {
  id: SymbolId
  name: string
  kind: 'wild' | 'scatter' | 'high' | 'low'
}

export interface FreeSpins {
  /** Scatters anywhere in the window that award the feature. */
  minScatters: number
  /** Spins awarded per trigger; a trigger during the feature adds as many again. */
  spins: number
  /** Every win of a free spin (lines and scatters) is multiplied by this. */
  multiplier: number
}

export interface SlotModel {
  id: string
  title: string
  /** Visible rows per reel. */
  rows: number
  /** One strip per reel, read top to bottom and wrapping around. */
  strips: SymbolId[][]
  /** Each payline names the row (0 = top) it crosses on every reel, left to right. */
  lines: number[][]
  symbols: SymbolInfo[]
  /**
   * Line pays in multiples of the line bet, by symbol and number of matching symbols from the
   * leftmost reel (`{ H1: { 3: 25, 4: 100, 5: 400 } }`). The wild substitutes for every symbol but
   * the scatter and also pays on its own.
   */
  linePays: Record<SymbolId, Record<number, number>>
  /** Scatter pays in multiples of the total bet, by scatters anywhere in the window. */
  scatterPays: Record<number, number>
  wild: SymbolId
  scatter: SymbolId
  freeSpins: FreeSpins | null
}




/**
 * The sandbox's production machine: 5 reels × 3 rows (strips of 30), 20 fixed lines, a wild
 * (one on reels 1 and 5, two on reels 2–4), one scatter per reel paying anywhere, and 10 free
 * spins at ×3 for three or more scatters (about one round in 117). Its return to player, computed
 * exactly by rtp.ts, is 96.126 % (lines 72.9 %, scatters 2.1 %, free spins 21.1 %); one round's
 * standard deviation is about 3.5 bets. Every slot of the catalogue plays this machine.
 */
export const classic20: SlotModel = {
  id: 'classic20',
  title: 'Sandbox Classic 20',
  rows: 3,
  // prettier-ignore
  strips: [
    ['W', 'L3', 'H3', 'S', 'L1', 'H4', 'H1', 'L2', 'L3', 'H2', 'L1', 'L4', 'H3', 'L2', 'L3', 'H4', 'L4', 'L4', 'L1', 'L3', 'L4', 'H1', 'H3', 'L2', 'H2', 'H4', 'L1', 'L3', 'L2', 'L4'],
    ['L2', 'H2', 'H4', 'L1', 'L3', 'L2', 'L4', 'S', 'L3', 'H3', 'W', 'L1', 'H4', 'H1', 'L2', 'L4', 'H2', 'L1', 'L3', 'H3', 'L2', 'L4', 'H4', 'L3', 'L4', 'W', 'L1', 'L4', 'H1', 'H3'],
    ['L3', 'L4', 'W', 'L1', 'L4', 'H1', 'H3', 'L2', 'H2', 'H4', 'L1', 'L3', 'L2', 'L4', 'S', 'L3', 'H3', 'W', 'L1', 'H4', 'H1', 'L2', 'L4', 'H2', 'L1', 'L3', 'H3', 'L2', 'L4', 'H4'],
    ['H2', 'L1', 'L3', 'H3', 'L2', 'L4', 'H4', 'L3', 'L4', 'W', 'L1', 'L4', 'H1', 'H3', 'L2', 'H2', 'H4', 'L1', 'L3', 'L2', 'L4', 'S', 'L3', 'H3', 'W', 'L1', 'H4', 'H1', 'L2', 'L4'],
    ['H3', 'S', 'L1', 'H4', 'H1', 'L2', 'L3', 'H2', 'L1', 'L4', 'H3', 'L2', 'L3', 'H4', 'L4', 'L4', 'L1', 'L3', 'L4', 'H1', 'H3', 'L2', 'H2', 'H4', 'L1', 'L3', 'L2', 'L4', 'W', 'L3'],
  ],
  // prettier-ignore
  lines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
  ],
  symbols: [
    { id: 'W', name: 'Wild', kind: 'wild' },
    { id: 'S', name: 'Scatter', kind: 'scatter' },
    { id: 'H1', name: 'Crown', kind: 'high' },
    { id: 'H2', name: 'Diamond', kind: 'high' },
    { id: 'H3', name: 'Bell', kind: 'high' },
    { id: 'H4', name: 'Horseshoe', kind: 'high' },
    { id: 'L1', name: 'Ace', kind: 'low' },
    { id: 'L2', name: 'King', kind: 'low' },
    { id: 'L3', name: 'Queen', kind: 'low' },
    { id: 'L4', name: 'Jack', kind: 'low' },
  ],
  linePays: {
    W: { 3: 50, 4: 250, 5: 1000 },
    H1: { 3: 40, 4: 150, 5: 500 },
    H2: { 3: 30, 4: 100, 5: 300 },
    H3: { 3: 25, 4: 60, 5: 200 },
    H4: { 3: 20, 4: 50, 5: 150 },
    L1: { 3: 8, 4: 25, 5: 100 },
    L2: { 3: 7, 4: 20, 5: 80 },
    L3: { 3: 6, 4: 15, 5: 60 },
    L4: { 3: 5, 4: 13, 5: 50 },
  },
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  wild: 'W',
  scatter: 'S',
  freeSpins: { minScatters: 3, spins: 10, multiplier: 3 },
}
