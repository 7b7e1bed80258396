/** Helpers for the money tests: players made to measure, funded through the ledger, and signed calls. */
import { randomBytes, randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { Db } from '../db/database.ts'
import { settleDeposit } from '../payments/deposits.ts'
import { defaultFlags } from '../seed/demo-players.ts'
import { SITE_ID } from '../seed/seed.ts'
import type { TestPlatform } from '../testing/platform.ts'

export interface PlayerSpec {
  /** A fresh `money-…@example.com` address unless given. */
  email?: string
  /** The stored hash of a password the test logs in with; none (tokens issued directly) unless given. */
  passwordHash?: string
  countryCode?: string
  currency?: string
  market?: string | null
  kycStatus?: string
  status?: string
  flags?: Partial<typeof defaultFlags>
  limitLevel?: string | null
  documentsDueAt?: Date | null
}

/** A registered player straight in the table (no password unless `passwordHash`: tokens are issued directly). */
export async function createPlayer(db: Db, spec: PlayerSpec = {}): Promise<string> {
  const row = await db.one<{ id: string }>(
    `insert into players (site_id, email, password_hash, first_name, last_name, country_code, language_code, currency_code,
                          status, kyc_status, flags, market, limit_level, documents_due_at)
     values ($1, $2, $11, 'Test', 'Player', $3, 'en', $4, $5, $6, $7::jsonb, $8, $9, $10) returning id`,
    [
      SITE_ID,
      spec.email ?? `money-${randomUUID()}@example.com`,
      spec.countryCode ?? 'NO',
      spec.currency ?? 'NOK',
      spec.status ?? 'REGISTERED',
      spec.kycStatus ?? 'FULLY VERIFIED',
      JSON.stringify({ ...defaultFlags, ...spec.flags }),
      spec.market ?? null,
      spec.limitLevel ?? null,
      spec.documentsDueAt ?? null,
      spec.passwordHash ?? 'not-a-password-hash',
    ],
  )
  return row!.id
}

/** A settled deposit, as the provider's callback would settle it. */
export async function fund(db: Db, playerId: string, amountMinor: number, method = 'CREDITCARD'): Promise<string> {
  return db.transaction(async (tx) => {
    const player = (await tx.one<{ currency_code: string }>('select currency_code from players where id = $1', [playerId]))!
    const deposit = (await tx.one<{ id: string }>(
      `insert into deposits (player_id, method, amount_minor, currency, status, psp_reference) values ($1, $2, $3, $4, 'PENDING', $5) returning id`,
      [playerId, method, amountMinor, player.currency_code, `test-${randomUUID()}`],
    ))!
    await settleDeposit(tx, { depositId: deposit.id, status: 'SETTLED', maskedAccount: '**** 4242' })
    return deposit.id
  })
}

export interface Answer<T = any> {
  status: number
  body: T
  text: string
}

export interface Client {
  playerId: string
  get<T = any>(path: string): Promise<Answer<T>>
  send<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>
}

/** Calls as the player, with both tokens and the site header. */
export async function clientFor(platform: Pick<TestPlatform, 'url' | 'app'>, playerId: string): Promise<Client> {
  const tokens = await platform.app.services.tokens.issue(playerId, 'password')
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(platform.url + path, {
      method,
      headers: {
        'x-site-id': '5',
        authorization: `Bearer ${tokens.idToken}`,
        'access-token': tokens.accessToken,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, text }
  }
  return { playerId, get: (path) => send('GET', path), send }
}

export const key = () => ({ 'idempotency-key': `test-${randomUUID()}` })

export async function mainBalance(db: Db, playerId: string): Promise<{ main: number; locked: number }> {
  const rows = await db.query<{ kind: string; balance_minor: unknown }>(`select kind, balance_minor from ledger_accounts where player_id = $1`, [playerId])
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance_minor ?? 0)
  return { main: of('MAIN'), locked: of('LOCKED') }
}

/** Where a test player's cashier calls come from: the deposit and withdrawal checks' station fields. */
export const station = { ipAddress: '203.0.113.9', blackbox: 'device' }

/**
 * A real-money game session of `playerId` on `gameId` (Finland, EUR, the web channel), open for 30
 * minutes, as a launch makes it: what the seamless wallet's bets name.
 */
export async function realGameSession(db: Db, playerId: string, gameId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db.query(
    `insert into game_sessions (id, game_id, mode, player_id, jurisdiction, currency, language, channel, expires_at)
     values ($1, $2, 'real', $3, 'FI', 'EUR', 'en', 'web', now() + interval '30 minutes')`,
    [id, gameId, playerId],
  )
  return id
}

/** The part of a websocket the realtime hub uses, recording what it was sent. */
export class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  received: any[] = []
  send(data: string) {
    this.received.push(JSON.parse(data))
  }
  close() {
    this.readyState = 3
    this.emit('close')
  }
}
