/**
 * The platform the money figures are measured on: production mode (`NODE_ENV=production`,
 * server/start.ts in its own process) on a fresh database of the benchmark's PostgreSQL server —
 * the same server pgbench runs on — with the payment sandbox on and a PSP secret the benchmark
 * knows, so it can sign the provider's callbacks. SEED_DEMO_PLAYERS=1 because the seed writes the
 * markets' payment methods only together with the demo players (server/seed/seed.ts): without it
 * a production database offers no deposit method at all. Players are made in the database with a real
 * password hash and sign in through the API, as a player does; their tokens come from that login.
 *
 * `withMoneyPlatform` stops the platform, closes its own connections and drops the database
 * afterwards, also when the work throws.
 */
import http from 'node:http'
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { hashPassword } from '../../server/auth/password'
import { defaultFlags } from '../../server/seed/demo-players'
import { SITE_ID } from '../../server/seed/seed'
import { signedRequest, type CallbackPayload } from '../../server/payments/sandbox/callbacks'
import { CALLBACK_PATH } from '../../server/payments/callback'
import type { PlatformProcess } from '../../server/testing/platform-process'
import { spawnBenchPlatform } from './platform-env'
import { benchAdminUrl, benchPostgres, sendHttp, type HttpAnswer, type LoadRequest } from './throughput'

export interface MoneyPlatform {
  platform: PlatformProcess
  base: URL
  /** The platform's database, for setting up what the load needs (never during the load). */
  db: pg.Pool
  /** The server pgbench is run on: the platform's. */
  adminUrl: string
  pspSecret: string
  /** The first answer per unexpected status, for the printout: a figure of refusals is no figure. */
  refusals: Map<number, string>
}

export async function withMoneyPlatform<T>(work: (money: MoneyPlatform) => Promise<T>, options: { port?: number } = {}): Promise<T> {
  const postgres = await benchPostgres()
  if ('unreachable' in postgres) throw new Error(postgres.unreachable)
  const pspSecret = randomBytes(32).toString('base64url')
  try {
    const platform = await spawnBenchPlatform({
      port: options.port,
      env: ({ DATABASE_URL: postgres.url, SEED_DEMO_PLAYERS: '1', PSP_SANDBOX: '1', PSP_SECRET: pspSecret, RATE_LIMIT_LOGIN: '100000000' }),
    })
    try {
      await platform.healthy(240_000)
      const db = new pg.Pool({ connectionString: postgres.url, max: 2 })
      try {
        return await work({ platform, base: new URL(platform.url), db, adminUrl: benchAdminUrl(), pspSecret, refusals: new Map() })
      } finally {
        await db.end()
      }
    } finally {
      await platform.stop()
    }
  } finally {
    await postgres.drop()
  }
}

export const site = { 'x-site-id': String(SITE_ID) }

/** A signed-in player: the headers every player call carries. */
export interface BenchPlayer {
  playerId: string
  headers: Record<string, string>
  currency: string
}

const PASSWORD = 'Bench!Password-2026'

/**
 * `count` verified Norwegian players (NOK, no limits) in the table, each signed in through
 * POST /api/v1/player/login. One password hash serves them all (argon2 is slow on purpose).
 */
export async function signedInPlayers(money: MoneyPlatform, count: number): Promise<BenchPlayer[]> {
  const hash = await hashPassword(PASSWORD)
  const emails = Array.from({ length: count }, () => `bench-${randomUUID()}@example.com`)
  await money.db.query(
    `insert into players (site_id, email, password_hash, first_name, last_name, country_code, language_code, currency_code, status, kyc_status, flags)
     select $1, email, $2, 'Bench', 'Player', 'NO', 'en', 'NOK', 'REGISTERED', 'FULLY VERIFIED', $3::jsonb from unnest($4::text[]) as email`,
    [SITE_ID, hash, JSON.stringify(defaultFlags), emails],
  )
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const players: BenchPlayer[] = []
    for (const email of emails) {
      const answer = await call(agent, money.base, { method: 'POST', path: '/api/v1/player/login', headers: site, body: { email, password: PASSWORD } })
      if (answer.status !== 200) throw new Error(`bench player login answered ${answer.status}: ${answer.text}`)
      const login = JSON.parse(answer.text) as { idToken: string; accessToken: string; playerId: string }
      players.push({
        playerId: login.playerId,
        currency: 'NOK',
        headers: { ...site, authorization: `Bearer ${login.idToken}`, 'access-token': login.accessToken },
      })
    }
    return players
  } finally {
    agent.destroy()
  }
}

/** One JSON call on a keep-alive agent, body kept. */
export function call(agent: http.Agent, base: URL, request: LoadRequest): Promise<HttpAnswer> {
  return sendHttp(agent, base, request, request.body === undefined ? undefined : JSON.stringify(request.body), true)
}

export const DEPOSIT_RETURN_PATH = '/en-NO/my-account/banking/deposit'

/**
 * A deposit as it happens: the player's request (POST /api/v1/player/wallet/deposits with an
 * Idempotency-Key), then the payment provider's signed callback that settles it (POST
 * /psp/callback, HMAC over the raw body). Returns the first status that was not the expected
 * one, else the callback's 200; throws if the callback did not credit.
 */
export async function depositAndSettle(agent: http.Agent, money: MoneyPlatform, player: BenchPlayer, amountMinor: number): Promise<number> {
  const opened = await call(agent, money.base, {
    method: 'POST',
    path: '/api/v1/player/wallet/deposits',
    headers: { ...player.headers, 'idempotency-key': `bench-${randomUUID()}` },
    body: { method: 'CREDITCARD', amountMinor, returnPath: DEPOSIT_RETURN_PATH },
  })
  if (opened.status !== 201) return refused(money, opened)
  const { depositId, redirectUrl } = JSON.parse(opened.text) as { depositId: string; redirectUrl: string }
  const paymentId = redirectUrl.split('/').pop()!
  const payload: CallbackPayload = {
    eventId: `${paymentId}.settled`,
    paymentId,
    merchantReference: depositId,
    status: 'SETTLED',
    amountMinor,
    currency: player.currency,
    method: 'CREDITCARD',
    maskedAccount: '**** 4242',
  }
  const { body, headers } = signedRequest(money.pspSecret, payload)
  const settled = await sendHttp(agent, money.base, { method: 'POST', path: CALLBACK_PATH, headers }, body, true)
  if (settled.status !== 200) return refused(money, settled)
  const outcome = (JSON.parse(settled.text) as { outcome?: string }).outcome
  if (outcome !== 'CREDITED') throw new Error(`the callback for deposit ${depositId} answered ${outcome}, not CREDITED`)
  return settled.status
}

/** Keeps the first body of each unexpected status and returns the status. */
export function refused(money: MoneyPlatform, answer: HttpAnswer): number {
  if (!money.refusals.has(answer.status)) money.refusals.set(answer.status, answer.text.slice(0, 300))
  return answer.status
}

/** The first body of each unexpected status and, after a 5xx, the first error the platform logged. */
export function formatRefusals(money: MoneyPlatform): string[] {
  const lines = [...money.refusals].map(([status, text]) => `  first ${status} answer: ${text}`)
  if ([...money.refusals.keys()].some((status) => status >= 500)) {
    const logged = money.platform.output().split('\n').find((line) => /"level":(50|60)/.test(line))
    if (logged) lines.push(`  first error the platform logged: ${logged.slice(0, 600)}`)
  }
  return lines
}
