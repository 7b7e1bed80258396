/**
 * Deposits per second and their p99 through the API (issue 9), beside pgbench's TPC-B on the same
 * PostgreSQL server in the same run, printed as a ratio (goal ≥ 0.5× pgbench's tps).
 *
 * One deposit is what a real one costs the platform: the player's request (eligibility, limits,
 * idempotency key, the payment opened with the sandbox provider) and the provider's signed
 * callback that settles it (signature, event claimed once, the ledger credited, the balance
 * pushed). The benchmark plays the provider's side of the callback — it signs with the secret the
 * platform was started with and posts to /psp/callback over HTTP — so the payment page, which is
 * the provider's work, not the platform's, is not in the figure. Each of the ten connections is its
 * own signed-in player. pgbench runs first, on an idle server, then the platform's load.
 */
import http from 'node:http'
import { formatPgbench, measurePgbench, ratioLine, type PgbenchResult } from './pgbench'
import { depositAndSettle, formatRefusals, signedInPlayers, withMoneyPlatform } from './money-platform'
import { runIterations, type LoadOptions, type LoadResult } from './throughput'

export interface DepositFigures {
  pgbench: PgbenchResult
  deposits: LoadResult
  connections: number
  durationMs: number
  /** The first body of each unexpected status. */
  refusals: string[]
}

export const DEPOSIT_MINOR = 20_000

export async function measureDeposits(options: LoadOptions & { port?: number; pgbenchSeconds?: number } = {}): Promise<DepositFigures> {
  const connections = options.connections ?? 10
  const durationMs = options.durationMs ?? 10_000
  return withMoneyPlatform(async (money) => {
    const players = await signedInPlayers(money, connections)
    const pgbench = await measurePgbench(money.adminUrl, { clients: connections, seconds: options.pgbenchSeconds ?? durationMs / 1000 })
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
    try {
      const deposits = await runIterations((i) => () => depositAndSettle(agent, money, players[i]!, DEPOSIT_MINOR), { ...options, connections, durationMs })
      // Every counted deposit credited exactly once: the ledger agrees with the count.
      const credited = await money.db.query<{ n: string }>(`select count(*) as n from deposits where status = 'SUCCESS'`)
      const expected = deposits.statuses[200] ?? 0
      if (Number(credited.rows[0]!.n) < expected) throw new Error(`${expected} deposits answered 200 but ${credited.rows[0]!.n} are credited`)
      return { pgbench, deposits, connections, durationMs, refusals: formatRefusals(money) }
    } finally {
      agent.destroy()
    }
  }, { port: options.port })
}

export function formatDeposits(f: DepositFigures): string {
  const d = f.deposits
  const other = Object.entries(d.statuses).filter(([s]) => s !== '200')
  // Only what was done counts: refusals and errors are in the notes, not in the rate.
  const done = d.requests ? (d.requestsPerSecond * (d.statuses[200] ?? 0)) / d.requests : 0
  const notes = [...other.map(([s, n]) => `${n}× ${s}`), ...(d.errors ? [`${d.errors} failed`] : [])]
  return [
    `deposits through the API on PostgreSQL (production mode, ${f.connections} players at once, ${f.durationMs / 1000} s; request + signed PSP callback each):`,
    `  ${done.toFixed(0)} deposits/s  p50 ${d.p50Ms.toFixed(1)} ms  p99 ${d.p99Ms.toFixed(1)} ms  (${d.statuses[200] ?? 0} of ${d.requests} answered 200${notes.length ? `; ${notes.join(', ')}` : ''})`,
    `  ${formatPgbench(f.pgbench)}`,
    ...f.refusals,
    `  ratio: ${ratioLine(done, f.pgbench)}`,
  ].join('\n')
}
