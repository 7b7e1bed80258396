/**
 * Idle memory of the platform as it runs in production (`NODE_ENV=production`, the compiled
 * `dist/server/start.mjs` under plain node in its own process): the resident set size once /healthz answers and the process has had a few
 * seconds to settle, with no request in flight.
 *
 * - PGlite, cold: the first start on an empty data directory (create the cluster, migrate, seed).
 * - PGlite, restart: the same directory started again.
 * - PostgreSQL: a fresh database on the server `benchPostgres()` finds, when one answers.
 *
 * RSS is read with `ps -o rss=` (KiB), which Linux and macOS both answer.
 */
import { spawnBenchPlatform } from './platform-env'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchPostgres } from './throughput'

export interface MemoryFigures {
  pgliteColdMb: number
  pgliteRestartMb: number
  /** Null when no PostgreSQL answered; `skipped` says why. */
  postgresMb: number | null
  skipped?: string
}

/** Resident set size of a process in MiB. */
export function residentMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024
}

async function idleRss(options: Parameters<typeof spawnBenchPlatform>[0], settleMs: number): Promise<number> {
  const platform = await spawnBenchPlatform(options)
  try {
    await platform.healthy(240_000)
    await new Promise((r) => setTimeout(r, settleMs))
    return residentMb(platform.pid)
  } finally {
    await platform.stop()
  }
}

/** `port`: the platforms listen there (one at a time) instead of on a random port. */
export async function measureIdleMemory(settleMs = 3000, port?: number): Promise<MemoryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-bench-memory-'))
  let pgliteColdMb: number
  let pgliteRestartMb: number
  try {
    pgliteColdMb = await idleRss({ dataDir, port }, settleMs)
    pgliteRestartMb = await idleRss({ dataDir, port }, settleMs)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const postgres = await benchPostgres()
  if ('unreachable' in postgres) return { pgliteColdMb, pgliteRestartMb, postgresMb: null, skipped: postgres.unreachable }
  try {
    return { pgliteColdMb, pgliteRestartMb, postgresMb: await idleRss({ port, env: { DATABASE_URL: postgres.url } }, settleMs) }
  } finally {
    await postgres.drop()
  }
}

export function formatMemory(m: MemoryFigures): string {
  const postgres = m.postgresMb === null ? `PostgreSQL skipped: ${m.skipped}` : `PostgreSQL ${m.postgresMb.toFixed(0)} MB`
  return `idle RSS after start (production): PGlite ${m.pgliteColdMb.toFixed(0)} MB after a cold start, ${m.pgliteRestartMb.toFixed(0)} MB after a restart; ${postgres}`
}
