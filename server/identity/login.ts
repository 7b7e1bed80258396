/**
 * Login (and the sign-in that ends a migration): the lockout after 5 wrong passwords in a row,
 * the refusals, then a session, the last-login record and a login-history row.
 */
import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { defineHandlers, type HandlerContext } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { countryFromHeader } from '../system/access.ts'
import { IN_REGISTRATION, playerByEmail, playerById } from './players.ts'
import { lockedOut, playerNotFoundLogin, refusalOf, restrictionEnded } from './refusals.ts'
import { assertNoFieldErrors } from './problems.ts'
import { checkEmail, normaliseEmail } from './rules.ts'
import { limits, loginLockMs } from './settings.ts'

let dummy: Promise<string> | undefined
/** Checking a password against a throwaway hash makes an unknown e-mail cost as much as a known one. */
export const spendPasswordCheck = async (password: string) => {
  dummy ??= hashPassword('not-a-real-password')
  await verifyPassword(password, await dummy)
}

export interface LoginResult {
  idToken: string
  accessToken: string
  refreshToken: string
  expiresIn: number
  playerId: string
  firstLogin: boolean
  termsUpdateRequired: boolean
}

type Outcome = { error: ApiProblem } | LoginResult

/**
 * Decides the attempt in one transaction holding the player's row, so concurrent wrong passwords
 * are all counted. Failures are returned, not thrown, so their counting is committed. A success
 * opens the session and records the login in the same transaction: a login that cannot be
 * recorded does not happen.
 */
export async function signIn(ctx: HandlerContext, request: FastifyRequest, playerId: string, passwordOk: boolean, method: string): Promise<LoginResult> {
  const { db, config, tokens } = ctx
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const p = (await playerById(tx, playerId, true))!
    const now = Date.now()
    const lockedUntil = p.locked_until === null ? 0 : new Date(p.locked_until).getTime()
    if (lockedUntil > now) return { error: lockedOut(lockedUntil, now) }
    if (!passwordOk) {
      const tries = p.failed_login_count + 1
      if (tries >= limits.wrongPasswordsBeforeLock) {
        const until = now + loginLockMs()
        await tx.query('update players set failed_login_count = 0, locked_until = $2 where id = $1', [p.id, new Date(until).toISOString()])
        return { error: lockedOut(until, now) }
      }
      await tx.query('update players set failed_login_count = $2 where id = $1', [p.id, tries])
      return { error: playerNotFoundLogin() }
    }
    await tx.query('update players set failed_login_count = 0, locked_until = null where id = $1', [p.id])
    if (restrictionEnded(p, now)) {
      await tx.query(
        `update players set status = 'REGISTERED', restricted_until = null, restriction_initiator = null, restriction_is_cooling = false, updated_at = now() where id = $1`,
        [p.id],
      )
      p.status = 'REGISTERED'
    }
    const refusal = refusalOf(p, now)
    if (refusal) return { error: refusal }
    // An unfinished sign-up cannot log in; signing up again with the same details resumes it.
    if (p.status === IN_REGISTRATION) return { error: playerNotFoundLogin() }
    const terms = await tx.one<{ latest: number | null }>('select max(version) as latest from terms_versions')
    await tx.query('update players set last_login_at = now() where id = $1', [p.id])
    const issued = await tokens.issue(playerId, method, tx)
    // ipAddress is the peer that connected (a proxy, if any); realIpAddress is the player's own
    // address as the proxy's X-Forwarded-For names it.
    await tx.query(
      `insert into login_history (player_id, session_id, ip_address, real_ip_address, country_code) values ($1, $2, $3, $4, $5)`,
      [playerId, String(decodeJwt(issued.idToken).player_access_id), request.socket.remoteAddress ?? request.ip, request.ip, countryFromHeader(request.headers[config.countryHeader])],
    )
    return { ...issued, playerId, firstLogin: p.last_login_at === null, termsUpdateRequired: (terms?.latest ?? 0) > (p.terms_version_accepted ?? 0) }
  })
  if ('error' in outcome) throw outcome.error
  return outcome
}

export const loginHandlers = defineHandlers({
  async loginPlayer(request, ctx) {
    const { email, password } = request.body
    assertNoFieldErrors(checkEmail('login', email))
    const player = await playerByEmail(ctx.db, normaliseEmail(email))
    // Accounts still on the old platform's hash sign in through migratePlayer; they are not
    // counted towards the lockout because their password here cannot be right.
    if (!player || (player.legacy_password_hash && !player.migrated_at)) {
      await spendPasswordCheck(password)
      throw playerNotFoundLogin()
    }
    return { status: 200, body: await signIn(ctx, request, player.id, await verifyPassword(password, player.password_hash), 'password') }
  },
})
