/**
 * The slot's RTP confirmed by simulation: ten million rounds of the sandbox machine through the
 * game's own evaluator, drawn from the CSPRNG, against the exact figure computed from the strips.
 * The rounds are shared among worker threads (one per core); each worker is this same module.
 *
 *   const r = await measureRtp()   // { exact, simulated, standardError, withinHalfPercent, ... }
 */
import { availableParallelism } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { classic20 } from '../../server/sandbox/slot/model.ts'
import { theoreticalRtp } from '../../server/sandbox/slot/rtp.ts'
import { mergeSums, simulateSums, summarize, type SimulationResult, type SimulationSums } from '../../server/sandbox/slot/simulate.ts'

export interface RtpMeasurement extends SimulationResult {
  exact: number
  /** simulated − exact, in RTP points (0.001 = 0.1 %). */
  difference: number
  /** The acceptance: |difference| ≤ 0.5 %. */
  withinHalfPercent: boolean
  workers: number
  ms: number
}

// A worker does not inherit tsx's loader: it registers it, then imports this module again.
const workerSource = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })`

export async function measureRtp(rounds = 10_000_000, workers = Math.max(1, availableParallelism())): Promise<RtpMeasurement> {
  const started = performance.now()
  const shares = Array.from({ length: workers }, (_, i) => Math.floor(rounds / workers) + (i < rounds % workers ? 1 : 0))
  const parts = await Promise.all(
    shares.map(
      (share) =>
        new Promise<SimulationSums>((resolve, reject) => {
          const worker = new Worker(workerSource, { eval: true, workerData: { rounds: share } })
          worker.once('message', resolve)
          worker.once('error', reject)
          worker.once('exit', (code) => code !== 0 && reject(new Error(`RTP worker exited with ${code}`)))
        }),
    ),
  )
  const result = summarize(mergeSums(parts))
  const exact = theoreticalRtp(classic20).total.toNumber()
  const difference = result.rtp - exact
  return { ...result, exact, difference, withinHalfPercent: Math.abs(difference) <= 0.005, workers, ms: performance.now() - started }
}

if (!isMainThread && workerData && typeof workerData.rounds === 'number') {
  parentPort!.postMessage(simulateSums(classic20, workerData.rounds))
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)} %`

/** The exact and simulated RTP, their difference and the ±0.5 % verdict, for `npm run bench`. */
export function formatRtp(r: RtpMeasurement): string {
  return [
    `slot RTP (${classic20.id}): ${r.rounds.toLocaleString('en')} simulated rounds on ${r.workers} worker${r.workers === 1 ? '' : 's'} in ${(r.ms / 1000).toFixed(1)} s`,
    `  exact ${pct(r.exact, 4)} (from the reel strips)  simulated ${pct(r.rtp, 4)} ± ${pct(r.standardError, 4)} (1 s.e.)`,
    `  difference ${r.difference >= 0 ? '+' : ''}${pct(r.difference)}: ${r.withinHalfPercent ? 'within' : 'NOT within'} ±0.5 %` +
      `  (hit rate ${pct(r.hitRate, 1)}, free spins ${pct(r.featureRate, 2)}, largest win ${r.maxWin}× bet)`,
  ].join('\n')
}
