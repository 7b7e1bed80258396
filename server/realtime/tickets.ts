/**
 * One-time websocket tickets. A browser cannot put a header on a websocket, so its credential rides
 * in the URL, where proxies log it and history keeps it: hence a ticket that opens one connection,
 * within 30 seconds, rather than the 12-hour id token. Only a hash is stored. A ticket belongs to
 * the id token's session and remembers when that id token expires, which is when its socket closes.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Session } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'

export const TICKET_SECONDS = 30

export interface TicketGrant {
  sessionId: string
  playerId: string
  /** Epoch ms at which the id token the ticket was fetched with expires. */
  idTokenExpiresAt: number
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
/** 32 random bytes in base64url: 43 characters. Anything else is not a ticket and costs no query. */
const ticketShape = /^[A-Za-z0-9_-]{43}$/

export async function issueTicket(db: Db, session: Session): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    // Spent and stale tickets are kept a day for the record, then dropped here, a few at a time.
    await tx.query(`delete from realtime_tickets where ticket_hash in (select ticket_hash from realtime_tickets where expires_at < now() - interval '1 day' limit 100)`)
    await tx.query(
      `insert into realtime_tickets (ticket_hash, session_id, player_id, id_token_expires_at, expires_at)
       values ($1, $2, $3, to_timestamp($4), now() + make_interval(secs => $5))`,
      [sha256(ticket), session.player_access_id, session.player_id, session.exp, TICKET_SECONDS],
    )
  })
  return { ticket, expiresIn: TICKET_SECONDS }
}

/**
 * Spends a ticket: the grant when it is unused, unexpired, its id token still valid and its session
 * live; null otherwise. One statement, so two connections racing with one ticket get one grant.
 */
export async function redeemTicket(db: Db, ticket: string): Promise<TicketGrant | null> {
  if (!ticketShape.test(ticket)) return null
  const row = await db.one<{ session_id: string; player_id: string; id_token_expires_at: Date | string }>(
    `update realtime_tickets t set used_at = now()
       from sessions s
      where t.ticket_hash = $1 and t.used_at is null and t.expires_at > now() and t.id_token_expires_at > now()
        and s.id = t.session_id and s.revoked_at is null
      returning t.session_id, t.player_id, t.id_token_expires_at`,
    [sha256(ticket)],
  )
  if (!row) return null
  return { sessionId: row.session_id, playerId: row.player_id, idTokenExpiresAt: new Date(row.id_token_expires_at).getTime() }
}

export async function sessionIsLive(db: Db, sessionId: string): Promise<boolean> {
  return (await db.one('select 1 as live from sessions where id = $1 and revoked_at is null', [sessionId])) !== null
}
