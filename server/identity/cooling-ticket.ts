/**
 * The cooling ticket: proof that whoever asks to start a player's cooling-off has just been told,
 * after that player's right password, that a time-out is running (spec 000 §4: cooling off is
 * started from the time-out refusal, before the player is signed in). Without it anyone knowing
 * a player id could put that player into cooling off.
 *
 * `v1.<payload>.<mac>`: the payload (base64url JSON) names the player, the end of the time-out it
 * was issued for and its own expiry; the mac is HMAC-SHA256 under a key generated once per
 * database and kept in `settings` (every instance on the database shares it; it protects nothing
 * the database does not already hold). A ticket is short-lived and bound to the time-out: once the
 * cooling-off has changed the restriction, or it expired, the ticket is worthless.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import type { PlayerRow } from './players.ts'
import { limits } from './settings.ts'
import { cachedSetting } from '../system/reference-cache.ts'

interface TicketClaims {
  /** The player. */
  p: string
  /** The end of the time-out the ticket was issued for (epoch ms). */
  r: number
  /** The ticket's own expiry (epoch ms). */
  e: number
}

export const invalidTicket = () =>
  new ApiProblem(403, 'error.cooling.ticket.invalid', 'Cooling off starts from the time-out message at login; log in again to start it.')

/** Made once (by whichever instance needs it first), then read from the cached settings. */
async function ticketKey(db: Db): Promise<Buffer> {
  let value = await cachedSetting(db, 'cooling_ticket_key')
  if (value === null) {
    await db.query(`insert into settings (key, value) values ('cooling_ticket_key', $1) on conflict do nothing`, [randomBytes(32).toString('base64url')])
    value = (await db.one<{ value: string }>(`select value from settings where key = 'cooling_ticket_key'`))!.value
  }
  return Buffer.from(value, 'base64url')
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(`cooling:${payload}`).digest()

export async function issueCoolingTicket(db: Db, playerId: string, restrictedUntil: number, now = Date.now()): Promise<string> {
  const claims: TicketClaims = { p: playerId, r: restrictedUntil, e: now + limits.coolingTicketTtlMs }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `v1.${payload}.${mac(await ticketKey(db), payload).toString('base64url')}`
}

/**
 * The time-out end the ticket was issued for, when it is genuine, unexpired and names this
 * player; otherwise the refusal (the same one whatever is wrong with it).
 */
export async function verifyCoolingTicket(db: Db, ticket: string, playerId: string, now = Date.now()): Promise<number> {
  const [version, payload, signature, ...rest] = ticket.split('.')
  if (version !== 'v1' || !payload || !signature || rest.length > 0) throw invalidTicket()
  const expected = mac(await ticketKey(db), payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidTicket()
  let claims: Partial<TicketClaims>
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw invalidTicket()
  }
  if (claims.p !== playerId || typeof claims.r !== 'number' || typeof claims.e !== 'number' || claims.e <= now) throw invalidTicket()
  return claims.r
}

/**
 * The time-out refusal with a ticket in its payload, when cooling off may be started from it
 * (a time-out that is not already a cooling-off); any other refusal unchanged.
 */
export async function withCoolingTicket(tx: Db, refusal: ApiProblem, p: PlayerRow): Promise<ApiProblem> {
  if (p.status !== 'TIMEOUT' || p.restriction_is_cooling || p.restricted_until === null) return refusal
  const coolingTicket = await issueCoolingTicket(tx, p.id, new Date(p.restricted_until).getTime())
  return new ApiProblem(refusal.status, refusal.code, refusal.message, refusal.errors, { ...refusal.additionalInfo, coolingTicket })
}
