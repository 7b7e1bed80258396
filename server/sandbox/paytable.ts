/** The slot's published paytable: everything a player or a regulator needs to check its maths. */
import type { components } from '../http/contract-types.ts'
import { classic20 } from './slot/model.ts'
import { theoreticalRtp } from './slot/rtp.ts'

type Paytable = components['schemas']['Paytable']

let published: Paytable | undefined

/** Computed once: the exact RTP enumerates every symbol combination of a line (about 0.1 s). */
export function paytable(): Paytable {
  if (published) return published
  const rtp = theoreticalRtp(classic20)
  const percent = (f: { toNumber(): number }) => Math.round(f.toNumber() * 1e6) / 1e4
  published = {
    model: classic20.id,
    title: classic20.title,
    reels: classic20.strips.length,
    rows: classic20.rows,
    symbols: classic20.symbols,
    linePays: classic20.linePays,
    scatterPays: classic20.scatterPays,
    lines: classic20.lines,
    strips: classic20.strips,
    wild: classic20.wild,
    scatter: classic20.scatter,
    freeSpins: classic20.freeSpins,
    rtp: { percent: percent(rtp.total), exact: rtp.total.toString(), lines: percent(rtp.lines), scatters: percent(rtp.scatters), freeSpins: percent(rtp.freeSpins) },
  }
  return published
}
