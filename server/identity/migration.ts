/**
 * Moving an account from the old platform. Imported accounts keep the old platform's password hash
 * (`legacy-sha256$<salt>$<hex sha256(salt + password)>`) in `legacy_password_hash`. loginPlayer
 * answers such an account `error.migration.required` once its old password is right; migratePlayer
 * with that password then replaces the hash by the platform's own (argon2id) and signs the player in, in one
 * transaction with the sign-in (same lockout, refusals and records as loginPlayer): a migration
 * that cannot sign the player in leaves nothing half-done.
 */
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { ApiProblem } from '../http/errors.ts'
import { defineHandlers } from '../http/handler.ts'
import { answerWithRefreshCookie } from '../auth/refresh-cookie.ts'
import { isLegacy, verifyLegacyPassword } from './legacy.ts'
import { signIn, signInCandidate, spendPasswordCheck } from './login.ts'
import { lockWithoutAccount, refuseWithoutAccount } from './guessing.ts'

/** The old platform's scheme lives in legacy.ts; re-exported for the seed and its tests. */
export { legacyHash, verifyLegacyPassword } from './legacy.ts'

const alreadyMigrated = () => new ApiProblem(409, 'error.migration.already_migrated', 'This account has already been moved; log in instead.')

export const migrationHandlers = defineHandlers({
  async migratePlayer(request, ctx) {
    const { password } = request.body
    const { email, player } = await signInCandidate(request, ctx, 'migration', request.body.email)
    // Wrong passwords for an e-mail with no account count per e-mail like a login's (guessing.ts):
    // locked, even the right one is refused, so the lock cannot be used to test guesses.
    const locked = await lockWithoutAccount(ctx.db, email)
    if (locked) {
      await spendPasswordCheck(password)
      throw locked
    }
    if (player && !isLegacy(player) && player.migrated_at) {
      if (await verifyPassword(password, player.password_hash)) throw alreadyMigrated()
      throw await refuseWithoutAccount(ctx.db, email)
    }
    if (!player || !isLegacy(player)) {
      await spendPasswordCheck(password)
      throw await refuseWithoutAccount(ctx.db, email)
    }
    const imported = player.legacy_password_hash!
    const legacyOk = verifyLegacyPassword(password, imported)
    // Hashed before the transaction: it is the slow part, and PGlite runs one transaction at a time.
    const passwordHash = legacyOk ? await hashPassword(password) : await spendPasswordCheck(password).then(() => null)
    const body = await signIn(ctx, request, {
      playerId: player.id,
      method: 'migration',
      // A wrong old password counts towards the lockout, so migration is no way around it.
      passwordOk: () => legacyOk,
      async beforeSession(tx, p) {
        // Moved by a request that raced this one: the same password now logs in.
        if (p.legacy_password_hash !== imported) return alreadyMigrated()
        await tx.query(
          `update players set password_hash = $2, legacy_password_hash = null, migrated_at = now(), updated_at = now() where id = $1`,
          [p.id, passwordHash],
        )
        return null
      },
    })
    return { status: 200, body: answerWithRefreshCookie(ctx.cookies, body) }
  },
})
