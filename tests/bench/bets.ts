/**
 * Bets per second and their p99 through the seamless wallet (issue 10), beside pgbench's TPC-B on
 * the same PostgreSQL server in the same run, as a ratio (goal ≥ 0.5×, p99 ≤ 50 ms).
 *
 * The sandbox provider is the only caller of the seamless wallet here, and it calls it for a
 * real-money slot spin: POST /sandbox/api/sessions/{id}/spins takes the session's spin-time
 * check, then the wallet's bet and the wallet's win (server/sandbox/slot-play.ts →
 * server/wallet/seamless.ts), each its own transaction keyed by the round's transaction ids. One
 * spin is therefore one bet and one win, and its latency is the round's as the game sees it.
 *
 * Each of the ten connections is its own player, funded by one deposit through the API (request
 * and signed callback, as in deposits.ts). A real-money session may spin only every 2.5 s (the
 * market rule), so each player holds many sessions, made in the database as a launch would make
 * them, and a connection takes them in turn; a spin refused as too early would show as 429.
 */
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { formatPgbench, measurePgbench, ratioLine, type PgbenchResult } from './pgbench'
import { call, depositAndSettle, formatRefusals, refused, signedInPlayers, withMoneyPlatform } from './money-platform'
import { runIterations, sendHttp, type LoadOptions, type LoadResult } from './throughput'

export interface BetFigures {
  pgbench: PgbenchResult
  bets: LoadResult
  betMinor: number
  currency: string
  connections: number
  durationMs: number
  /** The first body of each unexpected status. */
  refusals: string[]
  sessionsPerPlayer: number
}

/** The p99 issue 10 sets for a bet. */
export const BET_P99_BUDGET_MS = 50
const FUNDING_MINOR = 1_000_000

export async function measureBets(
  options: LoadOptions & { port?: number; pgbenchSeconds?: number; sessionsPerPlayer?: number } = {},
): Promise<BetFigures> {
  const connections = options.connections ?? 10
  const durationMs = options.durationMs ?? 10_000
  const sessionsPerPlayer = options.sessionsPerPlayer ?? 1000
  return withMoneyPlatform(async (money) => {
    const players = await signedInPlayers(money, connections)
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
    try {
      for (const player of players) {
        const status = await depositAndSettle(agent, money, player, FUNDING_MINOR)
        if (status !== 200) throw new Error(`funding deposit answered ${status}`)
      }
      const game = await money.db.query<{ id: string }>(
        `select id from games where enabled and type = 'CASINO' and game_type is distinct from 'roulette' order by id limit 1`,
      )
      if (!game.rows[0]) throw new Error('the catalogue has no slot')
      const sessions = players.map(() => Array.from({ length: sessionsPerPlayer }, () => randomBytes(32).toString('base64url')))
      await money.db.query(
        `insert into game_sessions (id, game_id, mode, player_id, jurisdiction, currency, language, channel, expires_at)
         select s.id, $1, 'real', s.player_id::uuid, 'NO', 'NOK', 'en', 'web', now() + interval '1 hour'
           from unnest($2::text[], $3::text[]) as s(id, player_id)`,
        [game.rows[0].id, sessions.flat(), players.flatMap((p, i) => sessions[i]!.map(() => p.playerId))],
      )
      const view = await call(agent, money.base, { path: `/sandbox/api/sessions/${sessions[0]![0]}` })
      if (view.status !== 200) throw new Error(`the sandbox session answered ${view.status}: ${view.text}`)
      const { betLevels, currency } = JSON.parse(view.text) as { betLevels: number[]; currency: string }
      const betMinor = betLevels[0]!
      const body = JSON.stringify({ betMinor, autoplay: false })

      const pgbench = await measurePgbench(money.adminUrl, { clients: connections, seconds: options.pgbenchSeconds ?? durationMs / 1000 })
      const bets = await runIterations(
        (i) => {
          let next = 0
          return async () => {
            const session = sessions[i]![next++ % sessionsPerPlayer]
            const answer = await sendHttp(agent, money.base, { method: 'POST', path: `/sandbox/api/sessions/${session}/spins` }, body, true)
            return answer.status === 200 ? 200 : refused(money, answer)
          }
        },
        { ...options, connections, durationMs },
      )
      return { pgbench, bets, betMinor, currency, connections, durationMs, sessionsPerPlayer, refusals: formatRefusals(money) }
    } finally {
      agent.destroy()
    }
  }, { port: options.port })
}

export function formatBets(f: BetFigures): string {
  const b = f.bets
  const other = Object.entries(b.statuses).filter(([s]) => s !== '200')
  // Only what was done counts: refusals and errors are in the notes, not in the rate.
  const done = b.requests ? (b.requestsPerSecond * (b.statuses[200] ?? 0)) / b.requests : 0
  const notes = [...other.map(([s, n]) => `${n}× ${s}`), ...(b.errors ? [`${b.errors} failed`] : [])]
  return [
    `bets through the seamless wallet on PostgreSQL (production mode, ${f.connections} players at once, ${f.durationMs / 1000} s; ` +
      `a real-money spin of ${f.betMinor} ${f.currency} minor = wallet bet + win):`,
    `  ${done.toFixed(0)} bets/s  p50 ${b.p50Ms.toFixed(1)} ms  p99 ${b.p99Ms.toFixed(1)} ms ` +
      `(budget ≤ ${BET_P99_BUDGET_MS} ms: ${b.p99Ms <= BET_P99_BUDGET_MS ? 'met' : 'not met'})  (${b.statuses[200] ?? 0} of ${b.requests} answered 200${notes.length ? `; ${notes.join(', ')}` : ''})`,
    `  ${formatPgbench(f.pgbench)}`,
    ...f.refusals,
    `  ratio: ${ratioLine(done, f.pgbench)}`,
  ].join('\n')
}
