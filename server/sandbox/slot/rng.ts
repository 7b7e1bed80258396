/**
 * Where reel stops come from. Play draws each stop with `crypto.randomInt` (a CSPRNG, unbiased);
 * the simulation draws millions, so it reads the same CSPRNG in bulk and maps bytes to stops by
 * rejection sampling, which keeps every stop exactly equally likely.
 */
import { randomFillSync, randomInt } from 'node:crypto'
import type { SlotModel } from './model.ts'

/** A source of uniform integers in [0, n). */
export type RandomInt = (n: number) => number

export const cryptoRandomInt: RandomInt = (n) => randomInt(n)

/**
 * Uniform integers from a buffered CSPRNG: 32-bit words, values at or above the largest
 * multiple of n below 2³² rejected so that `word % n` carries no modulo bias.
 */
export function bufferedCryptoRandomInt(bufferWords = 1 << 16): RandomInt {
  const words = new Uint32Array(bufferWords)
  let next = bufferWords
  return (n) => {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`cannot draw from [0, ${n})`)
    const limit = 2 ** 32 - (2 ** 32 % n)
    for (;;) {
      if (next === bufferWords) {
        randomFillSync(words)
        next = 0
      }
      const word = words[next++]!
      if (word < limit) return word % n
    }
  }
}

/** One stop per reel. */
export function drawStops(model: SlotModel, random: RandomInt = cryptoRandomInt): number[] {
  return model.strips.map((strip) => random(strip.length))
}
