/**
 * Real-money launches mint a signed, short-lived game token bound to the player and — when the
 * launch call names one — the game; the sandbox provider redeems it to open a game session.
 *
 * The token is an HS256 JWT whose `jti` is a game_launch_tokens row: the signature proves the
 * platform issued it, the row makes it revocable, single-use for tickets, and lets a provider
 * that caches tokens (Play'n GO) be handed the same one again. Its key is the games area's own,
 * kept in game_settings, so a leak of it cannot forge session tokens and the other way round.
 */
import { randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'

const ISSUER = 'croupier'
const AUDIENCE = 'croupier-sandbox'

/** How long a launch credential stays redeemable. A ticket is redeemed at once by the launcher. */
export const LAUNCH_TTL_SECONDS = { ticket: 120, url: 120, entry: 120, token: 600, session: 600 } as const
export type LaunchKind = keyof typeof LAUNCH_TTL_SECONDS

export interface LaunchRow extends Record<string, unknown> {
  id: string
  player_id: string
  provider_id: string
  game_id: string | null
  kind: LaunchKind
  channel: 'web' | 'mobile'
  jurisdiction: string
  currency: string
  created_at: Date | string
  expires_at: Date | string
  used_at: Date | string | null
}

const keys = new WeakMap<Db, Promise<Uint8Array>>()

/** The games area's signing key (made once, kept in game_settings). Call it with the top-level handle. */
export function launchKey(db: Db): Promise<Uint8Array> {
  let key = keys.get(db)
  if (!key) {
    key = (async () => {
      await db.query(`insert into game_settings (key, value) values ('launch.secret', $1) on conflict do nothing`, [randomBytes(32).toString('base64url')])
      const row = await db.one<{ value: string }>(`select value from game_settings where key = 'launch.secret'`)
      return new TextEncoder().encode(row!.value)
    })()
    keys.set(db, key)
  }
  return key
}

/** The token of a row: signing is deterministic, so the same row always gives the same token. */
async function sign(db: Db, row: LaunchRow): Promise<string> {
  const claims: Record<string, unknown> = { prv: row.provider_id, knd: row.kind, jur: row.jurisdiction }
  if (row.game_id) claims.gid = row.game_id
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(row.id)
    .setSubject(row.player_id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(new Date(row.created_at).getTime() / 1000))
    .setExpirationTime(Math.floor(new Date(row.expires_at).getTime() / 1000))
    .sign(await launchKey(db))
}

export interface LaunchRequest {
  playerId: string
  provider: string
  gameId: string | null
  kind: LaunchKind
  channel: 'web' | 'mobile'
  jurisdiction: string
  currency: string
}

export interface IssuedLaunch {
  token: string
  expiresAt: string
  row: LaunchRow
}

export async function issueLaunch(db: Db, launch: LaunchRequest): Promise<IssuedLaunch> {
  // Whole seconds: the JWT's iat and exp are seconds, and re-signing must give the same token.
  const row = (await db.one<LaunchRow>(
    `insert into game_launch_tokens (player_id, provider_id, game_id, kind, channel, jurisdiction, currency, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, date_trunc('second', now()), date_trunc('second', now()) + make_interval(secs => $8))
     returning *`,
    [launch.playerId, launch.provider, launch.gameId, launch.kind, launch.channel, launch.jurisdiction, launch.currency, LAUNCH_TTL_SECONDS[launch.kind]],
  ))!
  return { token: await sign(db, row), expiresAt: new Date(row.expires_at).toISOString(), row }
}

/**
 * The player's newest unexpired token of a provider with at least `minSeconds` left, re-signed;
 * null when there is none (a provider that caches its token, unless the caller wants a new one).
 */
export async function reuseLaunch(db: Db, playerId: string, provider: string, minSeconds: number): Promise<IssuedLaunch | null> {
  const row = await db.one<LaunchRow>(
    `select * from game_launch_tokens
      where player_id = $1 and provider_id = $2 and kind = 'token' and game_id is null
        and expires_at > now() + make_interval(secs => $3)
      order by created_at desc limit 1`,
    [playerId, provider, minSeconds],
  )
  return row ? { token: await sign(db, row), expiresAt: new Date(row.expires_at).toISOString(), row } : null
}

const invalidTicket = (why: string) => new ApiProblem(400, 'error.game.ticket.invalid', `The game ticket cannot be used: ${why}.`)

/**
 * Checks a launch credential for opening `game` and returns its row; a ticket (or URL/entry
 * ticket) is marked used. Run inside the transaction that opens the session.
 */
export async function redeemLaunch(tx: Db, key: Uint8Array, token: string, game: { id: string; provider_id: string }): Promise<LaunchRow> {
  let payload: Record<string, unknown>
  try {
    payload = (await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], requiredClaims: ['jti', 'sub', 'exp'] })).payload
  } catch {
    throw invalidTicket('it is malformed, forged or expired')
  }
  const row = await tx.one<LaunchRow>('select * from game_launch_tokens where id = $1 for update', [payload.jti])
  if (!row || row.player_id !== payload.sub) throw invalidTicket('it was not issued')
  if (new Date(row.expires_at).getTime() <= Date.now()) throw invalidTicket('it has expired')
  if (row.provider_id !== game.provider_id) throw invalidTicket(`it is for another provider (${row.provider_id})`)
  if (row.game_id !== null && row.game_id !== game.id) throw invalidTicket('it is for another game')
  const singleUse = row.kind === 'ticket' || row.kind === 'url' || row.kind === 'entry'
  if (singleUse) {
    if (row.used_at) throw invalidTicket('it has been used')
    await tx.query('update game_launch_tokens set used_at = now() where id = $1', [row.id])
  }
  return row
}
