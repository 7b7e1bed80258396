/**
 * Login (and the sign-in that ends a migration): the lockout after 5 wrong passwords in a row,
 * the refusals, then a session, the last-login record and a login-history row.
 */
import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.ts'
import { answerWithRefreshCookie } from '../auth/refresh-cookie.ts'
import { visitorCountry } from '../auth/visitor.ts'
import type { Db } from '../db/database.ts'
import { defineHandlers, type HandlerContext } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { assertCountryOpen } from './eligibility.ts'
import { isLegacy, migrationRequired, verifyLegacyPassword } from './legacy.ts'
import { IN_REGISTRATION, playerByEmail, playerById, type PlayerRow } from './players.ts'
import { lockedOut, playerNotFoundLogin, refusalOf, restrictionEnded } from './refusals.ts'
import { assertNoFieldErrors } from './problems.ts'
import { refuseWithoutAccount } from './guessing.ts'
import { withCoolingTicket } from './cooling-ticket.ts'
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
  langmarket: string
}

type Outcome = { error: ApiProblem } | LoginResult

/** One login attempt, decided by signIn on the player's locked row. */
export interface SignInAttempt {
  playerId: string
  /** `login_method` of the session's id token. */
  method: 'password' | 'migration' | 'paynplay'
  /** Whether the password is right, judged against the locked row. */
  passwordOk: (p: PlayerRow) => boolean
  /**
   * Runs once the password is right and no refusal applies, before the session opens, in the same
   * transaction: answers a problem to stop there (its changes, and the reset lockout count, are
   * kept), or null to go on.
   */
  beforeSession?: (tx: Db, p: PlayerRow) => Promise<ApiProblem | null>
  /** A right password stored under an older hash, re-stored with today's parameters (computed beforehand). */
  upgrade?: PasswordUpgrade
}

/**
 * The player's own `{language}-{market}`, where a licensed operator must show them the site: the
 * market the player registered in (the same rule as the profile's `market` and the reset link), else
 * the market of their country of residence, else the default market; in the player's language when
 * that market offers it, else in the market's default language. A market switched off is skipped.
 */
export async function playerLangmarket(tx: Db, p: Pick<PlayerRow, 'market' | 'country_code' | 'language_code'>): Promise<string> {
  const m = await tx.one<{ id: string; languages: string[]; default_language: string }>(
    `select id, languages, default_language from markets
      where is_market_enabled and id = coalesce(
        (select id from markets where id = $1 and is_market_enabled),
        (select id from markets where origin_country_code = $2 and is_market_enabled order by position limit 1),
        'UN')`,
    [p.market, p.country_code],
  )
  if (!m) return 'en-UN'
  return `${m.languages.includes(p.language_code) ? p.language_code : m.default_language}-${m.id}`
}

type Checked = { error: ApiProblem } | { player: PlayerRow }

/**
 * The checks every attempt passes on the player's locked row: the lockout, the password (a wrong
 * one counted, 5 in a row lock the account), an ended restriction lifted, the refusals, an
 * unfinished sign-up.
 */
async function checkAttempt(tx: Db, attempt: SignInAttempt): Promise<Checked> {
  const p = (await playerById(tx, attempt.playerId, true))!
  const now = Date.now()
  const lockedUntil = p.locked_until === null ? 0 : new Date(p.locked_until).getTime()
  if (lockedUntil > now) return { error: lockedOut(lockedUntil, now) }
  if (!attempt.passwordOk(p)) {
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
  const { upgrade } = attempt
  if (upgrade) await tx.query('update players set password_hash = $2 where id = $1 and password_hash = $3', [p.id, upgrade.to, upgrade.from])
  if (restrictionEnded(p, now)) {
    await tx.query(
      `update players set status = 'REGISTERED', restricted_until = null, restriction_initiator = null, restriction_is_cooling = false, updated_at = now() where id = $1`,
      [p.id],
    )
    p.status = 'REGISTERED'
  }
  const refusal = refusalOf(p, now)
  if (refusal) return { error: await withCoolingTicket(tx, refusal, p) }
  // An unfinished sign-up cannot log in; signing up again with the same details resumes it.
  if (p.status === IN_REGISTRATION) return { error: playerNotFoundLogin() }
  return { player: p }
}

/** A verified password's stored hash (`from`) and its replacement made with today's parameters. */
export interface PasswordUpgrade {
  from: string
  to: string
}

/** The upgrade for a password that was right and whose hash is older than today's policy. */
export async function passwordUpgrade(password: string, stored: string, passwordOk: boolean): Promise<PasswordUpgrade | undefined> {
  return passwordOk && needsRehash(stored) ? { from: stored, to: await hashPassword(password) } : undefined
}

/**
 * Decides the attempt in one transaction holding the player's row, so concurrent wrong passwords
 * are all counted. Failures are returned, not thrown, so their counting is committed. A success
 * opens the session and records the login in the same transaction: a login that cannot be
 * recorded does not happen. A right password stored under an older hash is re-stored with today's
 * (`upgrade`, computed beforehand) in the same transaction, unless the hash changed meanwhile.
 */
export async function signIn(ctx: HandlerContext, request: FastifyRequest, attempt: SignInAttempt): Promise<LoginResult> {
  const { db, config, tokens } = ctx
  const { playerId, method } = attempt
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const checked = await checkAttempt(tx, attempt)
    if ('error' in checked) return checked
    const p = checked.player
    const stop = await attempt.beforeSession?.(tx, p)
    if (stop) return { error: stop }
    const terms = await tx.one<{ latest: number | null }>('select max(version) as latest from terms_versions')
    await tx.query('update players set last_login_at = now() where id = $1', [p.id])
    const issued = await tokens.issue(playerId, method, tx)
    // ipAddress is the peer that connected (a proxy, if any); realIpAddress is the player's own
    // address as the proxy's X-Forwarded-For names it.
    await tx.query(
      `insert into login_history (player_id, session_id, ip_address, real_ip_address, country_code) values ($1, $2, $3, $4, $5)`,
      [playerId, String(decodeJwt(issued.idToken).player_access_id), request.socket.remoteAddress ?? request.ip, request.ip, visitorCountry(request, config)],
    )
    return {
      ...issued,
      playerId,
      firstLogin: p.last_login_at === null,
      termsUpdateRequired: (terms?.latest ?? 0) > (p.terms_version_accepted ?? 0),
      langmarket: await playerLangmarket(tx, p),
    }
  })
  if ('error' in outcome) throw outcome.error
  return outcome
}

/**
 * A login with the old platform's password: checked and counted like any other, and once it is
 * right (and no refusal applies) answered `error.migration.required`, so the client moves the
 * account with migratePlayer instead of reading "password incorrect".
 */
async function askToMigrate(ctx: HandlerContext, attempt: Omit<SignInAttempt, 'beforeSession' | 'method'>): Promise<never> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkAttempt(tx, { ...attempt, method: 'password' })
    return 'error' in checked ? checked.error : migrationRequired()
  })
  throw outcome
}

/**
 * How a password sign-in (login, migration) starts: the visitor's country must be open and the
 * e-mail well-formed (else a field error for `form`); then the normalised e-mail and its player, if any.
 */
export async function signInCandidate(
  request: FastifyRequest,
  ctx: HandlerContext,
  form: 'login' | 'migration',
  email: string,
): Promise<{ email: string; player: PlayerRow | null }> {
  assertCountryOpen(request, ctx.config)
  assertNoFieldErrors(checkEmail(form, email))
  const normalised = normaliseEmail(email)
  return { email: normalised, player: await playerByEmail(ctx.db, normalised) }
}

export const loginHandlers = defineHandlers({
  async loginPlayer(request, ctx) {
    const { password } = request.body
    const { email, player } = await signInCandidate(request, ctx, 'login', request.body.email)
    if (!player) {
      await spendPasswordCheck(password)
      throw await refuseWithoutAccount(ctx.db, email)
    }
    if (isLegacy(player)) {
      // The legacy hash is cheap to check: the throwaway check keeps its timing like any login's.
      await spendPasswordCheck(password)
      const legacyOk = verifyLegacyPassword(password, player.legacy_password_hash!)
      return askToMigrate(ctx, { playerId: player.id, passwordOk: (p) => isLegacy(p) && legacyOk })
    }
    const passwordOk = await verifyPassword(password, player.password_hash)
    const upgrade = await passwordUpgrade(password, player.password_hash, passwordOk)
    const result = await signIn(ctx, request, { playerId: player.id, method: 'password', passwordOk: () => passwordOk, upgrade })
    return { status: 200, body: answerWithRefreshCookie(ctx.cookies, result) }
  },
})
