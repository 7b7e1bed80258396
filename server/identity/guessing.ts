/**
 * Guessing limits per account. A known account counts wrong passwords on its row (login.ts:
 * 5 in a row lock it for LOGIN_LOCK_MINUTES). An e-mail with no account that can log in (unknown,
 * or still on the old platform's hash) counts them here, by a hash of the e-mail, with the same
 * limit and the same answers: 401 `error.player.not.found`, then 403
 * `error.sign.in.attempt.count.exceeded` with the time left. Someone probing e-mails therefore
 * sees the same sequence whether an account exists or not, locked or not.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { ApiProblem } from '../http/errors.ts'
import { lockedOut, playerNotFoundLogin } from './refusals.ts'
import { limits, loginLockMs } from './settings.ts'

const emailHash = (email: string) => createHash('sha256').update(`login:${email}`).digest('hex')

/** Rows untouched for this long and not locked are forgotten, so the table stays small. */
const forgetAfterMs = 24 * 60 * 60_000

interface AttemptRow extends Record<string, unknown> {
  failed_count: number
  locked_until: Date | string | null
}

/**
 * Counts one wrong password for an e-mail without a usable account and answers what an account
 * would: "not found", or the lock once the limit is reached or while it lasts.
 */
export async function refuseWithoutAccount(db: Db, email: string): Promise<ApiProblem> {
  const key = emailHash(email)
  // Outside the counting transaction: forgetting old rows must not make concurrent counts conflict.
  await db.query(
    `delete from unknown_login_attempts where email_hash in (
       select email_hash from unknown_login_attempts
        where updated_at < $1 and (locked_until is null or locked_until < now()) limit 50)`,
    [new Date(Date.now() - forgetAfterMs).toISOString()],
  )
  return db.transaction(async (tx) => {
    const now = Date.now()
    await tx.query('insert into unknown_login_attempts (email_hash) values ($1) on conflict do nothing', [key])
    const row = (await tx.one<AttemptRow>('select failed_count, locked_until from unknown_login_attempts where email_hash = $1 for update', [key]))!
    const lockedUntil = row.locked_until === null ? 0 : new Date(row.locked_until).getTime()
    if (lockedUntil > now) return lockedOut(lockedUntil, now)
    const tries = row.failed_count + 1
    if (tries >= limits.wrongPasswordsBeforeLock) {
      const until = now + loginLockMs()
      await tx.query('update unknown_login_attempts set failed_count = 0, locked_until = $2, updated_at = now() where email_hash = $1', [
        key,
        new Date(until).toISOString(),
      ])
      return lockedOut(until, now)
    }
    await tx.query('update unknown_login_attempts set failed_count = $2, updated_at = now() where email_hash = $1', [key, tries])
    return playerNotFoundLogin()
  })
}

/** The lock an e-mail without a usable account is under, as the refusal to answer; null when none. */
export async function lockWithoutAccount(db: Db, email: string): Promise<ApiProblem | null> {
  const row = await db.one<AttemptRow>('select failed_count, locked_until from unknown_login_attempts where email_hash = $1', [emailHash(email)])
  const now = Date.now()
  const lockedUntil = row?.locked_until ? new Date(row.locked_until).getTime() : 0
  return lockedUntil > now ? lockedOut(lockedUntil, now) : null
}

/** A pending sign-up's password check, counted on the account like a login (5 wrong lock it). */
export async function checkPendingPassword(db: Db, playerId: string, passwordOk: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.one<AttemptRow & { failed_login_count: number }>(
      'select failed_login_count, locked_until from players where id = $1 for update',
      [playerId],
    )
    if (!row) return false
    const now = Date.now()
    if (row.locked_until !== null && new Date(row.locked_until).getTime() > now) return false
    if (passwordOk) {
      await tx.query('update players set failed_login_count = 0, locked_until = null where id = $1', [playerId])
      return true
    }
    const tries = row.failed_login_count + 1
    const lock = tries >= limits.wrongPasswordsBeforeLock
    await tx.query('update players set failed_login_count = $2, locked_until = $3 where id = $1', [
      playerId,
      lock ? 0 : tries,
      lock ? new Date(now + loginLockMs()).toISOString() : null,
    ])
    return false
  })
}
