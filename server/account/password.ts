/**
 * Changing the password from My account → Account details. The current password must match, the
 * new one obeys the sign-up rules (server/identity/rules.ts) and differs from the current one. It
 * is hashed with the platform's argon2id helper and set in one transaction that ends every *other*
 * session of the player: the session whose tokens made the call (the device of `X-Device-Id`)
 * stays signed in. Open password resets die with the old password.
 */
import { hashPassword, verifyPassword } from '../auth/password.ts'
import type { Db } from '../db/database.ts'
import type { FieldError } from '../http/errors.ts'
import { assertNoFieldErrors, fieldError, invalidFields } from '../identity/problems.ts'
import { checkPassword } from '../identity/rules.ts'

const objectName = 'changePassword'

const wrongOldPassword = () =>
  invalidFields([fieldError(objectName, 'oldPassword', 'error.old_password.incorrect', 'The current password is not correct.')], 'The current password is not correct.')

export interface PasswordChanged {
  /** The sessions the change ended, whose sockets the handler closes after commit. */
  endedSessions: string[]
}

export async function changePassword(db: Db, playerId: string, keepSessionId: string, oldPassword: string, newPassword: string): Promise<PasswordChanged> {
  const current = await db.one<{ password_hash: string | null }>('select password_hash from players where id = $1', [playerId])
  const stored = current?.password_hash ?? null
  const oldOk = stored !== null && (await verifyPassword(oldPassword, stored))
  const errors: FieldError[] = [
    ...(oldOk ? [] : [fieldError(objectName, 'oldPassword', 'error.old_password.incorrect', 'The current password is not correct.')]),
    ...checkPassword(objectName, newPassword, 'newPassword'),
  ]
  if (errors.length === 0 && newPassword === oldPassword) {
    errors.push(fieldError(objectName, 'newPassword', 'error.password.same_as_old', 'The new password is the current one.'))
  }
  assertNoFieldErrors(errors, oldOk ? 'The new password is not acceptable.' : 'The current password is not correct.')
  // argon2id is slow on purpose: hashed before the transaction, so no row stays locked meanwhile.
  const passwordHash = await hashPassword(newPassword)
  return db.transaction(async (tx) => {
    // Two changes racing with the same current password: the second finds the hash changed.
    const locked = await tx.one<{ password_hash: string | null }>('select password_hash from players where id = $1 for update', [playerId])
    if (locked?.password_hash !== stored) throw wrongOldPassword()
    await tx.query('update players set password_hash = $2, failed_login_count = 0, locked_until = null, updated_at = now() where id = $1', [playerId, passwordHash])
    await tx.query('update password_resets set invalidated_at = now() where player_id = $1 and used_at is null and invalidated_at is null', [playerId])
    const ended = await tx.query<{ id: string }>(
      `update sessions set revoked_at = now(), ended_reason = 'password_change'
        where player_id = $1 and id <> $2 and revoked_at is null returning id`,
      [playerId, keepSessionId],
    )
    return { endedSessions: ended.map((r) => r.id) }
  })
}
