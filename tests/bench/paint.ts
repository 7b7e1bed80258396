/**
 * First paint beside the stack floor (issue 8 §1): Lighthouse mobile on `/` and `/fi-FI` of the
 * built site (served by the platform in production mode) and on the floor (tests/bench/floor, a
 * one-route app on the same client libraries, served brotli-compressed), three interleaved runs so
 * a noisy machine affects all three alike; medians, and each figure against its target.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { runLighthouse, type LighthouseFigures } from './lighthouse'

const root = resolve(import.meta.dirname, '../..')
const floorDir = join(root, 'tests/bench/floor')

export const RUNS = 3

/** The targets of issue 8 §1. */
export const paintTargets = {
  performance: 95,
  accessibility: 1,
  /** The site's LCP at most this share of the floor's. */
  lcpOfFloor: 0.6,
  tbtMs: 100,
  cls: 0.02,
  requestsBeforePaint: 12,
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as LighthouseFigures
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/** Builds the floor with the project's own toolchain (its package.json pins the same versions). */
export function buildFloor(): void {
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: floorDir, stdio: 'ignore' })
}

/** The floor's own static server (serve-br.mjs: brotli once at start). Resolves with its URL and a stop. */
export async function serveFloor(fixedPort?: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = fixedPort ?? (await freePort())
  const child = spawn(process.execPath, ['serve-br.mjs', 'dist', String(port)], { cwd: floorDir, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  // An interrupted bench exits without the finally that stops it.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the floor's server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/`)).ok) break
    } catch {
      if (i > 600) throw new Error('the floor did not start serving within a minute')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        process.off('exit', killOnExit)
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

export interface PaintResult {
  pages: { name: string; figures: LighthouseFigures }[]
  floor: LighthouseFigures
  /** Interleaved rounds the medians are of. */
  runs: number
}

/** Three rounds of (site /, site /fi-FI, floor /), each page once per round; `pages` picks other site paths. */
export async function measurePaint(
  siteUrl: string,
  floorUrl: string,
  log: (line: string) => void = () => {},
  { pages = ['/', '/fi-FI'], runs: rounds = RUNS }: { pages?: string[]; runs?: number } = {},
): Promise<PaintResult> {
  const targets = [...pages.map((page) => ({ name: page, url: `${siteUrl}${page}` })), { name: 'floor', url: `${floorUrl}/` }]
  const runs = new Map<string, LighthouseFigures[]>(targets.map((t) => [t.name, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const figures = await runLighthouse(target.url)
      runs.get(target.name)!.push(figures)
      log(`  run ${round}/${rounds} ${target.name}: performance ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms`)
    }
  }
  return {
    pages: targets.filter((t) => t.name !== 'floor').map((t) => ({ name: t.name, figures: medianFigures(runs.get(t.name)!) })),
    floor: medianFigures(runs.get('floor')!),
    runs: rounds,
  }
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS')

export function formatPaint({ pages, floor, runs }: PaintResult): string {
  const row = (name: string, f: LighthouseFigures) =>
    `  ${name.padEnd(7)} perf ${String(f.score).padStart(3)}  a11y ${f.accessibility.toFixed(2)}  FCP ${f.fcpMs.toFixed(0).padStart(5)} ms  ` +
    `LCP ${f.lcpMs.toFixed(0).padStart(5)} ms  TBT ${f.tbtMs.toFixed(0).padStart(4)} ms  CLS ${f.cls.toFixed(3)}  ` +
    `${(f.transferBytes / 1024).toFixed(0).padStart(4)} KB  ${String(f.requests).padStart(3)} requests, ${f.requestsBeforePaint} before first paint`
  const lines = [`lighthouse mobile (simulated slow 4G, 4x CPU), medians of ${runs} interleaved runs:`]
  for (const page of pages) lines.push(row(page.name, page.figures))
  lines.push(row('floor', floor))
  const t = paintTargets
  for (const { name, figures: f } of pages) {
    const lcpRatio = f.lcpMs / floor.lcpMs
    lines.push(
      `  ${name} against the targets:`,
      `    ${mark(f.score >= t.performance)} performance ${f.score} (≥ ${t.performance}; floor ${floor.score}, ratio ${(f.score / floor.score).toFixed(2)})`,
      `    ${mark(f.accessibility >= t.accessibility)} accessibility ${f.accessibility.toFixed(2)} (= ${t.accessibility.toFixed(1)})`,
      `    ${mark(lcpRatio <= t.lcpOfFloor)} LCP ${f.lcpMs.toFixed(0)} ms = ${lcpRatio.toFixed(2)}× the floor's ${floor.lcpMs.toFixed(0)} ms (≤ ${t.lcpOfFloor}×)`,
      `    ${mark(f.tbtMs <= t.tbtMs)} TBT ${f.tbtMs.toFixed(0)} ms (≤ ${t.tbtMs} ms; floor ${floor.tbtMs.toFixed(0)} ms, ratio ${(f.tbtMs / Math.max(floor.tbtMs, 1)).toFixed(2)})`,
      `    ${mark(f.cls <= t.cls)} CLS ${f.cls.toFixed(3)} (≤ ${t.cls})`,
      `    ${mark(f.requestsBeforePaint <= t.requestsBeforePaint)} ${f.requestsBeforePaint} requests before first paint (≤ ${t.requestsBeforePaint}; floor ${floor.requestsBeforePaint})`,
      `    transfer ${(f.transferBytes / 1024).toFixed(0)} KB = ${(f.transferBytes / floor.transferBytes).toFixed(2)}× the floor's`,
    )
  }
  return lines.join('\n')
}
