/** The identity columns of a player row and the registration-progress rules built on them. */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'

export interface PlayerRow extends Record<string, unknown> {
  id: string
  email: string | null
  password_hash: string
  status: string
  country_code: string
  language_code: string
  market: components['schemas']['MarketCode'] | null
  phone_prefix: string | null
  phone_body: string | null
  first_name: string | null
  date_of_birth: string | null
  sms_verification_required: boolean
  email_verification_required: boolean
  sms_verified_at: Date | string | null
  email_verified_at: Date | string | null
  failed_login_count: number
  locked_until: Date | string | null
  restricted_until: Date | string | null
  restriction_initiator: 'PLAYER' | 'OPERATOR' | null
  restriction_is_cooling: boolean
  legacy_password_hash: string | null
  migrated_at: Date | string | null
  last_login_at: Date | string | null
  terms_version_accepted: number | null
}

const columns = `id, email, password_hash, status, country_code, language_code, market, phone_prefix, phone_body,
  first_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, sms_verification_required,
  email_verification_required, sms_verified_at, email_verified_at, failed_login_count, locked_until,
  restricted_until, restriction_initiator, restriction_is_cooling, legacy_password_hash, migrated_at,
  last_login_at, terms_version_accepted`

/**
 * SQL for the market of the player row `p`: the one it chose, else its country's first enabled
 * market, else 'UN'. One expression, so the profile, the money checks and game access agree.
 */
export const PLAYER_MARKET_SQL = `coalesce(p.market, (select m.id from markets m where m.origin_country_code = p.country_code and m.is_market_enabled order by m.position limit 1), 'UN')`

export async function playerByEmail(db: Db, email: string, lock = false): Promise<PlayerRow | null> {
  return db.one<PlayerRow>(`select ${columns} from players where email = $1${lock ? ' for update' : ''}`, [email])
}

export async function playerById(db: Db, id: string, lock = false): Promise<PlayerRow | null> {
  return db.one<PlayerRow>(`select ${columns} from players where id = $1${lock ? ' for update' : ''}`, [id])
}

export const IN_REGISTRATION = 'PRE_REGISTERED'

export interface RegistrationProgress {
  playerId: string
  smsVerificationRequired: boolean
  emailVerificationRequired: boolean
}

/** What the player still has to verify: the market's rule minus what is already verified. */
export function progressOf(p: PlayerRow): RegistrationProgress {
  return {
    playerId: p.id,
    smsVerificationRequired: p.sms_verification_required && !p.sms_verified_at,
    emailVerificationRequired: p.email_verification_required && !p.email_verified_at,
  }
}

/**
 * A sign-up is complete once the profile step has been stored and every code the market requires
 * is verified; only then may the player log in (status REGISTERED).
 */
export async function completeRegistrationIfReady(tx: Db, playerId: string): Promise<PlayerRow> {
  const p = (await playerById(tx, playerId))!
  const pending = progressOf(p)
  const profileDone = p.first_name !== null && p.date_of_birth !== null
  if (p.status === IN_REGISTRATION && profileDone && !pending.smsVerificationRequired && !pending.emailVerificationRequired) {
    await tx.query(`update players set status = 'REGISTERED', updated_at = now() where id = $1`, [playerId])
    return { ...p, status: 'REGISTERED' }
  }
  return p
}

/** Postgres unique violation, as both drivers report it. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  (error as { code?: string })?.code === '23505' &&
  (!constraint || String((error as { constraint?: string }).constraint ?? (error as Error).message).includes(constraint))
