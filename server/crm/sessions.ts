/**
 * CRM inbox sessions (POST /api/v1/crm/session). The id is 256 random bits handed to the player's
 * own client only; it is the inbox page's only credential, lives 15 minutes and names exactly one
 * player, so one player's session never opens another's inbox. Only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { welcome } from './inbox.ts'

export const CRM_SESSION_TTL_MS = 15 * 60_000

const sha256 = (id: string) => createHash('sha256').update(id).digest()

export const crmSessionNotFound = () => new ApiProblem(404, 'error.crm.session.not.found', 'No open inbox session with this id: open the inbox again.')

export async function openCrmSession(db: Db, playerId: string, now = new Date()): Promise<{ sessionId: string; expiresAt: string }> {
  const sessionId = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + CRM_SESSION_TTL_MS).toISOString()
  await db.transaction(async (tx) => {
    // Expired sessions of the player go as a new one comes: the table holds live ones only.
    await tx.query('delete from crm_sessions where player_id = $1 and expires_at < now()', [playerId])
    await tx.query('insert into crm_sessions (id_hash, player_id, expires_at) values ($1, $2, $3)', [sha256(sessionId), playerId, expiresAt])
    await welcome(tx, playerId)
  })
  return { sessionId, expiresAt }
}

/** The player an open session belongs to; an unknown or expired id is not found. */
export async function crmSessionPlayer(db: Db, sessionId: string): Promise<string> {
  const row = await db.one<{ player_id: string }>('select player_id from crm_sessions where id_hash = $1 and expires_at > now()', [sha256(sessionId)])
  if (!row) throw crmSessionNotFound()
  return row.player_id
}
