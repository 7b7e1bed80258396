/**
 * Forgotten password, second half: a reset key (from the SMS code or the e-mailed link) sets the
 * new password once. The change ends every session of the player and lifts a login lockout.
 */
import { hashPassword, verifyPassword } from '../auth/password.ts'
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { hashKey } from './one-time-codes.ts'
import { assertNoFieldErrors } from './problems.ts'
import { checkPassword } from './rules.ts'
import { endAllSessions } from './sessions.ts'

type Channel = 'sms' | 'email'

interface KeyRow extends Record<string, unknown> {
  id: string
  player_id: string
  key_expires_at: Date | string
  expired: boolean
  used: boolean
  invalidated: boolean
  password_hash: string
}

const resetRefused = () => new ApiProblem(404, 'error.password.reset', 'This reset link or key is not valid any more: start again.')

async function keyRow(db: Db, channel: Channel, resetKey: string, lock = false): Promise<KeyRow | null> {
  return db.one<KeyRow>(
    `select r.id, r.player_id, r.key_expires_at, r.key_expires_at < now() as expired, r.used_at is not null as used,
            r.invalidated_at is not null as invalidated, p.password_hash
       from password_resets r join players p on p.id = r.player_id
      where r.key_hash = $1 and r.channel = $2${lock ? ' for update of r' : ''}`,
    [hashKey(resetKey), channel],
  )
}

function setPassword(channel: Channel) {
  return async (db: Db, resetKey: string, password: string): Promise<void> => {
    assertNoFieldErrors(checkPassword('newPassword', password), 'The new password is not acceptable.')
    const row = await keyRow(db, channel, resetKey)
    if (!row || row.invalidated || row.expired) throw resetRefused()
    // A retry of a request that already went through: the same password is already set.
    if (row.used) {
      if (await verifyPassword(password, row.password_hash)) return
      throw resetRefused()
    }
    const passwordHash = await hashPassword(password)
    await db.transaction(async (tx) => {
      const locked = await keyRow(tx, channel, resetKey, true)
      if (!locked || locked.used || locked.invalidated || locked.expired) throw resetRefused()
      await tx.query('update players set password_hash = $2, failed_login_count = 0, locked_until = null, updated_at = now() where id = $1', [
        row.player_id, passwordHash,
      ])
      await tx.query('update password_resets set used_at = now() where id = $1', [row.id])
      await tx.query('update password_resets set invalidated_at = now() where player_id = $1 and id <> $2 and used_at is null and invalidated_at is null', [
        row.player_id, row.id,
      ])
      await endAllSessions(tx, row.player_id, 'password_reset')
    })
  }
}

const fromSms = setPassword('sms')
const fromEmail = setPassword('email')

export const newPasswordHandlers = defineHandlers({
  async setNewPassword(request, { db }) {
    const { resetKey, password } = request.body
    await fromSms(db, resetKey, password)
    return { status: 204 }
  },

  async setNewPasswordFromEmail(request, { db }) {
    const { resetKey, password } = request.body
    await fromEmail(db, resetKey, password)
    return { status: 204 }
  },

  async checkPasswordResetLink(request, { db }) {
    const { resetKey } = request.body
    const row = await keyRow(db, 'email', resetKey)
    if (!row || row.used || row.invalidated || row.expired) throw resetRefused()
    return { status: 200, body: { valid: true, expiresAt: new Date(row.key_expires_at).toISOString() } }
  },
})
