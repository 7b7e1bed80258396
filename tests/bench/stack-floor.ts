/**
 * The money stack's floor beside pgbench (issues 9 and 10 ask deposits and bets for ≥ 0.5×
 * pgbench's TPC-B on the same server). `stack-floor/money-server.mjs` is the platform's server
 * stack with none of its rules — a deposit is two HTTP requests of one statement each, a spin one
 * request of one statement — loaded by the same generator, connections and PostgreSQL server as
 * tests/bench/deposits.ts and bets.ts. What it reaches bounds what any implementation of the
 * contract on this stack can reach on this machine: the platform's own figures are read against it.
 *
 * One run: pgbench, then floor deposits, then floor spins, each for `durationMs`, on a database of
 * its own that is dropped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { formatPgbench, measurePgbench, ratioLine, type PgbenchResult } from './pgbench'
import { benchAdminUrl, benchPostgres, runIterations, sendHttp, type LoadOptions, type LoadResult } from './throughput'

export interface StackFloorFigures {
  pgbench: PgbenchResult
  deposits: LoadResult
  spins: LoadResult
  connections: number
  durationMs: number
}

const server = new URL('./stack-floor/money-server.mjs', import.meta.url)

/** An HS256 token for `sub`, as the platform's id token is shaped (one hour). */
function token(secret: Buffer, sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

async function startFloor(databaseUrl: string, secret: Buffer, players: number): Promise<{ child: ChildProcess; base: URL }> {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', server.pathname], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: '0', SECRET: secret.toString('base64url'), PLAYERS: String(players) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout!.setEncoding('utf8')
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => {
      output += chunk
      const found = /floor listening on (\d+)/.exec(output)
      if (found) resolve(Number(found[1]))
    })
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code}) before listening: ${output}`)))
  })
  return { child, base: new URL(`http://127.0.0.1:${port}`) }
}

export async function measureStackFloor(options: LoadOptions & { pgbenchSeconds?: number } = {}): Promise<StackFloorFigures> {
  const connections = options.connections ?? 10
  const durationMs = options.durationMs ?? 10_000
  const postgres = await benchPostgres()
  if ('unreachable' in postgres) throw new Error(postgres.unreachable)
  const secret = randomBytes(32)
  try {
    const { child, base } = await startFloor(postgres.url, secret, connections)
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
    try {
      const players = JSON.parse((await sendHttp(agent, base, { path: '/players' }, undefined, true)).text) as string[]
      const pgbench = await measurePgbench(benchAdminUrl(), { clients: connections, seconds: options.pgbenchSeconds ?? durationMs / 1000 })

      const deposits = await runIterations((i) => {
        const headers = { authorization: `Bearer ${token(secret, players[i]!)}` }
        return async () => {
          const opened = await sendHttp(agent, base, { method: 'POST', path: '/deposits', headers: { ...headers, 'idempotency-key': randomUUID() } },
            JSON.stringify({ method: 'CREDITCARD', amountMinor: 20_000, returnPath: '/en-NO/my-account/banking/deposit' }), true)
          if (opened.status !== 201) return opened.status
          const { depositId } = JSON.parse(opened.text) as { depositId: string }
          const body = JSON.stringify({ eventId: `${depositId}.settled`, paymentId: depositId, merchantReference: depositId, status: 'SETTLED', amountMinor: 20_000, currency: 'NOK' })
          const settled = await sendHttp(agent, base, { method: 'POST', path: '/callback', headers: { 'x-signature': createHmac('sha256', secret).update(body).digest('hex') } }, body, true)
          if (settled.status !== 200) return settled.status
          if ((JSON.parse(settled.text) as { outcome: string }).outcome !== 'CREDITED') throw new Error('a floor deposit was not credited')
          return 200
        }
      }, { ...options, connections, durationMs })

      const spins = await runIterations((i) => {
        const body = JSON.stringify({ betMinor: 100, autoplay: false })
        return async () => (await sendHttp(agent, base, { method: 'POST', path: `/spins/${players[i]}` }, body, true)).status
      }, { ...options, connections, durationMs })

      return { pgbench, deposits, spins, connections, durationMs }
    } finally {
      agent.destroy()
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    }
  } finally {
    await postgres.drop()
  }
}

const done = (r: LoadResult) => (r.requests ? (r.requestsPerSecond * (r.statuses[200] ?? 0)) / r.requests : 0)

export function formatStackFloor(f: StackFloorFigures): string {
  const line = (name: string, r: LoadResult) =>
    `  ${name}: ${done(r).toFixed(0)}/s  p50 ${r.p50Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms  (${r.statuses[200] ?? 0} of ${r.requests} answered 200${r.errors ? `; ${r.errors} failed` : ''})  ratio ${ratioLine(done(r), f.pgbench)}`
  return [
    `the money stack's floor (node + fastify + node-postgres, no platform rules; ${f.connections} connections, ${f.durationMs / 1000} s):`,
    line('deposits (2 requests, 1 statement each)', f.deposits),
    line('spins (1 request, 1 statement)', f.spins),
    `  ${formatPgbench(f.pgbench)}`,
  ].join('\n')
}
