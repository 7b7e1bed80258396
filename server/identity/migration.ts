/**
 * Moving an account from the old platform. Imported accounts keep the old platform's password hash
 * (`legacy-sha256$<salt>$<hex sha256(salt + password)>`) in `legacy_password_hash`; the first
 * migratePlayer with the right password replaces it with the platform's scrypt hash, and the player
 * is signed in as by loginPlayer (same refusals, same records). Before that, loginPlayer answers
 * `error.player.not.found` for such an account.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { signIn, spendPasswordCheck } from './login.ts'
import { playerByEmail } from './players.ts'
import { playerNotFoundLogin } from './refusals.ts'
import { assertNoFieldErrors } from './problems.ts'
import { checkEmail, normaliseEmail } from './rules.ts'

/** The old platform's scheme, needed only to check and then discard imported hashes. */
export function legacyHash(password: string, salt: string): string {
  return `legacy-sha256$${salt}$${createHash('sha256').update(salt + password).digest('hex')}`
}

export function verifyLegacyPassword(password: string, stored: string): boolean {
  const [scheme, salt] = stored.split('$')
  if (scheme !== 'legacy-sha256' || !salt) return false
  const actual = Buffer.from(legacyHash(password, salt))
  const expected = Buffer.from(stored)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export const migrationHandlers = defineHandlers({
  async migratePlayer(request, ctx) {
    const { email, password } = request.body
    assertNoFieldErrors(checkEmail('migration', email))
    const player = await playerByEmail(ctx.db, normaliseEmail(email))
    if (player?.migrated_at) {
      if (await verifyPassword(password, player.password_hash)) {
        throw new ApiProblem(409, 'error.migration.already_migrated', 'This account has already been moved; log in instead.')
      }
      throw playerNotFoundLogin()
    }
    if (!player?.legacy_password_hash || !verifyLegacyPassword(password, player.legacy_password_hash)) {
      await spendPasswordCheck(password)
      throw playerNotFoundLogin()
    }
    const passwordHash = await hashPassword(password)
    // Conditional on the legacy hash still being there, so two racing migrations store one hash.
    await ctx.db.query(
      `update players set password_hash = $2, legacy_password_hash = null, migrated_at = now(), updated_at = now()
        where id = $1 and legacy_password_hash is not null`,
      [player.id, passwordHash],
    )
    return { status: 200, body: await signIn(ctx, request, player.id, true, 'migration') }
  },
})
