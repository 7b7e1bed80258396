/**
 * A small seeded PRNG for everything that must come out the same on every start: the catalogue,
 * the art, the seeded winners. Never for play — rounds use the crypto RNG (server/sandbox).
 */

/** 32-bit FNV-1a of a string: a seed, or a stable hash for ETags and palettes. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` returns 'a' three times as often. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  chance(p: number): boolean
  /** A string of `length` characters from `alphabet`. */
  chars(length: number, alphabet: string): string
}

/** mulberry32, seeded from a number or a string. */
export function prng(seed: number | string): Prng {
  let state = typeof seed === 'string' ? hash32(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0)
      let r = next() * total
      for (const [item, w] of items) if ((r -= w) < 0) return item
      return items[items.length - 1]![0]
    },
    chance: (p) => next() < p,
    chars: (length, alphabet) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  }
}
