/**
 * pgbench's TPC-B-like transaction on a PostgreSQL server: the yardstick the money figures are
 * printed against (issues 9 and 10 ask for deposits and bets per second as a ratio of it). A
 * database of its own is created on the server (`pgbench -i -s 1`), measured with
 * `pgbench -c 10 -j 2 -T <s>` — ten clients, as the platform's load has ten connections and its
 * pool ten database connections — and dropped afterwards, also on error.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

export const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench'

/** pgbench's databases not dropped yet: an interrupted benchmark drops them (tests/bench/interrupt.ts). */
export const interruptedDrops = new Set<() => Promise<unknown>>()

export interface PgbenchResult {
  tps: number
  /** pgbench's own average latency per transaction. */
  latencyAvgMs: number
  clients: number
  seconds: number
  transactions: number
}

export interface PgbenchOptions {
  clients?: number
  threads?: number
  seconds?: number
  scale?: number
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** pgbench's standard output → the figures (tps without initial connection time). */
export function parsePgbench(output: string): Pick<PgbenchResult, 'tps' | 'latencyAvgMs' | 'transactions'> {
  const tps = /tps = ([\d.]+) \((?:without|excluding) initial connection time\)/.exec(output)
  const latency = /latency average = ([\d.]+) ms/.exec(output)
  const transactions = /number of transactions actually processed: (\d+)/.exec(output)
  if (!tps || !latency || !transactions) throw new Error(`pgbench printed no figures:\n${output}`)
  return { tps: Number(tps[1]), latencyAvgMs: Number(latency[1]), transactions: Number(transactions[1]) }
}

/** TPC-B on the server `adminUrl` points at, in a database created and dropped here. */
export async function measurePgbench(adminUrl: string, options: PgbenchOptions = {}): Promise<PgbenchResult> {
  const clients = options.clients ?? 10
  const seconds = options.seconds ?? 10
  const name = `croupier_pgbench_${randomBytes(4).toString('hex')}`
  await admin(adminUrl, (client) => client.query(`create database ${name}`))
  const drop = () => admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  interruptedDrops.add(drop)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const target = url.toString()
    await run(PGBENCH, ['-i', '-q', '-s', String(options.scale ?? 1), target], { maxBuffer: 16 * 1024 * 1024 })
    const { stdout } = await run(PGBENCH, ['-c', String(clients), '-j', String(options.threads ?? 2), '-T', String(seconds), target], {
      maxBuffer: 16 * 1024 * 1024,
    })
    return { ...parsePgbench(stdout), clients, seconds }
  } finally {
    interruptedDrops.delete(drop)
    await drop()
  }
}

export function formatPgbench(result: PgbenchResult): string {
  return `pgbench TPC-B (scale 1, ${result.clients} clients, ${result.seconds} s): ${result.tps.toFixed(0)} tps, avg ${result.latencyAvgMs.toFixed(1)} ms`
}

/** "0.42× pgbench (goal ≥ 0.5×: below)" */
export function ratioLine(perSecond: number, pgbench: PgbenchResult, goal = 0.5): string {
  const ratio = perSecond / pgbench.tps
  return `${ratio.toFixed(2)}× pgbench's ${pgbench.tps.toFixed(0)} tps (goal ≥ ${goal}×: ${ratio >= goal ? 'met' : 'not met'})`
}
