/**
 * Read and login throughput of the platform as it runs in production (`NODE_ENV=production`,
 * `server/start.ts` in its own process): GET /api/v1/markets, the access context and login, on
 * PGlite and — when one answers — on PostgreSQL.
 *
 * autocannon is not installed and the project takes no new dependency for a benchmark, so the
 * load comes from the small keep-alive generator below: `connections` loops, each sending its
 * next request as soon as the previous answer has been read, over node:http with a keep-alive
 * Agent holding one socket per loop. Latency runs from writing a request to the end of its body.
 * A warm-up runs first and is not counted. The generator shares the machine (2 cores here) with
 * the platform, as autocannon would: the figures compare runs on one machine, not machines.
 */
import { spawnBenchPlatform } from './platform-env'
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type PlatformProcess } from '../../server/testing/platform-process'
import { demoPlayers } from '../../server/seed/demo-players'

export interface LoadRequest {
  method?: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  /** JSON-encoded once and sent as application/json. */
  body?: unknown
}

export interface LoadOptions {
  /** Requests in flight at once (one keep-alive socket each); 10 unless given. */
  connections?: number
  /** The counted run, after the warm-up; 5 s unless given. */
  durationMs?: number
  /** An uncounted run first (JIT, caches, sockets); 1 s unless given. */
  warmupMs?: number
}

export interface LoadResult {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Answers by HTTP status; anything but the expected status means the figure is not the one wanted. */
  statuses: Record<number, number>
  /** Requests that got no answer at all (refused or reset connection). */
  errors: number
}

/** The q-quantile (0…1) of ascending values, nearest rank; NaN for no values. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1]!
}

export interface HttpAnswer {
  status: number
  /** The body as text (an empty string when not asked for). */
  text: string
}

/** One request on `agent` (keep-alive), the body read in full; kept as text when `keepBody`. */
export function sendHttp(agent: http.Agent, base: URL, request: LoadRequest, payload: Buffer | string | undefined, keepBody = false): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...request.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        // The body must be read for the socket to be reused.
        if (keepBody) res.on('data', (chunk: Buffer) => chunks.push(chunk))
        else res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: keepBody ? Buffer.concat(chunks).toString() : '' }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * The generator itself: `connections` loops, each calling its own `iteration` (made once per loop,
 * so a loop can hold its own player or session) again as soon as the previous one has ended. An
 * iteration returns the status it counts under (its last answer's, or the first that was not the
 * expected one); its latency runs from its start to its end, whatever requests it makes.
 */
export async function runIterations(
  makeIteration: (connection: number) => () => Promise<number>,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10
  const iterations = Array.from({ length: connections }, (_, i) => makeIteration(i))

  async function phase(durationMs: number) {
    const latencies: number[] = []
    const statuses: Record<number, number> = {}
    let errors = 0
    const until = performance.now() + durationMs
    const loop = async (iteration: () => Promise<number>) => {
      while (performance.now() < until) {
        const sent = performance.now()
        try {
          const status = await iteration()
          latencies.push(performance.now() - sent)
          statuses[status] = (statuses[status] ?? 0) + 1
        } catch {
          errors++
          await new Promise((r) => setTimeout(r, 10)) // a refused connection fails at once: do not spin
        }
      }
    }
    const started = performance.now()
    await Promise.all(iterations.map(loop))
    return { latencies, statuses, errors, elapsedMs: performance.now() - started }
  }

  await phase(options.warmupMs ?? 1000)
  const { latencies, statuses, errors, elapsedMs } = await phase(options.durationMs ?? 5000)
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    statuses,
    errors,
  }
}

/** Loads `baseUrl` with one request shape and returns throughput, latency quantiles and statuses. */
export async function runLoad(baseUrl: string, request: LoadRequest, options: LoadOptions = {}): Promise<LoadResult> {
  const base = new URL(baseUrl)
  const payload = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body))
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 10 })
  try {
    return await runIterations(() => async () => (await sendHttp(agent, base, request, payload)).status, options)
  } finally {
    agent.destroy()
  }
}

// ---------------------------------------------------------------------------------------------
// The platform under load

const site = { 'x-site-id': '5' }
const demo = demoPlayers[0]!
/** Login is measured on a demo account (opted into production) with the per-IP login limit out of the way. */
const loginBenchEnv = { SEED_DEMO_PLAYERS: '1', RATE_LIMIT_LOGIN: '100000000' }

/** The three calls the issue budgets, as the client sends them. */
export const benchedCalls: { name: string; request: LoadRequest }[] = [
  { name: 'GET /api/v1/markets', request: { path: '/api/v1/markets', headers: site } },
  { name: 'GET /api/v1/player/access/context', request: { path: '/api/v1/player/access/context', headers: { ...site, 'x-country': 'FI' } } },
  {
    name: 'POST /api/v1/player/login',
    request: { method: 'POST', path: '/api/v1/player/login', headers: site, body: { email: demo.email, password: demo.password } },
  },
]

export interface ThroughputRun {
  database: 'PGlite' | 'PostgreSQL'
  calls: { name: string; result: LoadResult }[]
}

export interface ThroughputFigures {
  runs: ThroughputRun[]
  /** Why a database was not measured (PostgreSQL unreachable), for the printout. */
  skipped: string[]
}

/**
 * A PostgreSQL server for a benchmark: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
 * default. Returns a fresh database on it (dropped by `drop`), or null with the reason when no
 * server answers.
 */
export const benchAdminUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function benchPostgres(): Promise<{ url: string; drop(): Promise<void> } | { unreachable: string }> {
  const adminUrl = benchAdminUrl()
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch (error) {
    return { unreachable: `PostgreSQL at ${new URL(adminUrl).host} did not answer (${(error as Error).message})` }
  }
  const name = `croupier_bench_${randomBytes(4).toString('hex')}`
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    liveDatabases.delete(drop)
    const again = new pg.Client({ connectionString: adminUrl })
    await again.connect()
    try {
      await again.query(`drop database if exists ${name} with (force)`)
    } finally {
      await again.end()
    }
  }
  liveDatabases.add(drop)
  return { url: url.toString(), drop }
}

/** Databases made by benchPostgres and not dropped yet. */
const liveDatabases = new Set<() => Promise<void>>()

/** Drops every database benchPostgres made and nobody dropped: for an interrupted benchmark. */
export async function dropAllBenchDatabases(): Promise<void> {
  await Promise.allSettled([...liveDatabases].map((drop) => drop()))
}

async function measureOn(platform: PlatformProcess, options: LoadOptions): Promise<ThroughputRun['calls']> {
  await platform.healthy(120_000)
  const calls: ThroughputRun['calls'] = []
  for (const { name, request } of benchedCalls) calls.push({ name, result: await runLoad(platform.url, request, options) })
  return calls
}

/** The three calls on PGlite (fresh data directory) and on PostgreSQL when reachable. */
export async function measureThroughput(options: LoadOptions = {}): Promise<ThroughputFigures> {
  const figures: ThroughputFigures = { runs: [], skipped: [] }
  const lite = await spawnBenchPlatform({ env: loginBenchEnv })
  try {
    figures.runs.push({ database: 'PGlite', calls: await measureOn(lite, options) })
  } finally {
    await lite.stop()
  }
  const postgres = await benchPostgres()
  if ('unreachable' in postgres) {
    figures.skipped.push(postgres.unreachable)
    return figures
  }
  try {
    const server = await spawnBenchPlatform({ env: { ...loginBenchEnv, DATABASE_URL: postgres.url } })
    try {
      figures.runs.push({ database: 'PostgreSQL', calls: await measureOn(server, options) })
    } finally {
      await server.stop()
    }
  } finally {
    await postgres.drop()
  }
  return figures
}

/** One line per database and call: req/s, p50, p99, and any answer that was not a 2xx. */
export function formatThroughput(figures: ThroughputFigures): string {
  const lines = ['throughput (production mode, 10 keep-alive connections, 5 s after 1 s warm-up):']
  for (const run of figures.runs) {
    for (const { name, result } of run.calls) {
      const unexpected = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'))
      const notes = [...unexpected.map(([status, n]) => `${n}× ${status}`), ...(result.errors ? [`${result.errors} failed`] : [])]
      lines.push(
        `  ${run.database.padEnd(10)} ${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms${notes.length ? `  (${notes.join(', ')})` : ''}`,
      )
    }
  }
  for (const reason of figures.skipped) lines.push(`  PostgreSQL skipped: ${reason}`)
  return lines.join('\n')
}
