/**
 * Demo accounts in every login-refusal state, plus one with outdated terms and one still on the old
 * platform, all with the password `Croupier!2026` (listed in the README). Inserted only when
 * missing, like the rest of the seed; time-outs and exclusions run from the first start.
 */
import { randomBytes } from 'node:crypto'
import { hashPassword } from '../auth/password.ts'
import type { Db } from '../db/database.ts'
import { defaultFlags } from '../seed/demo-players.ts'
import { legacyHash } from './migration.ts'
import { limits } from './settings.ts'

export const DEMO_PASSWORD = 'Croupier!2026'

export interface RefusalAccount {
  email: string
  firstName: string
  status: string
  /** Days until the restriction ends; null for none or indefinitely. */
  days: number | null
  initiator: 'PLAYER' | 'OPERATOR' | null
  termsVersion: number
  legacy?: boolean
  /** What a reviewer sees when logging in with it. */
  shows: string
}

export const refusalAccounts: RefusalAccount[] = [
  { email: 'timeout@croupier.test', firstName: 'Tomas', status: 'TIMEOUT', days: 3, initiator: 'PLAYER', termsVersion: 2, shows: 'error.timeout.in.progress:days:3' },
  { email: 'excluded@croupier.test', firstName: 'Eva', status: 'SELF_EXCLUDED', days: 30, initiator: 'PLAYER', termsVersion: 2, shows: 'error.exclusion.in.progress:days:30' },
  { email: 'excluded.indefinitely@croupier.test', firstName: 'Ilse', status: 'SELF_EXCLUDED', days: null, initiator: 'PLAYER', termsVersion: 2, shows: 'error.exclusion.in.progress.indefinitely' },
  { email: 'deactivated@croupier.test', firstName: 'Dario', status: 'BLACKLISTED', days: null, initiator: 'OPERATOR', termsVersion: 2, shows: 'error.account.deactivated' },
  { email: 'closed@croupier.test', firstName: 'Clara', status: 'CLOSED', days: null, initiator: null, termsVersion: 2, shows: 'error.account.closed' },
  { email: 'terms@croupier.test', firstName: 'Terje', status: 'REGISTERED', days: null, initiator: null, termsVersion: 1, shows: 'login succeeds with termsUpdateRequired: true' },
  { email: 'migrated@croupier.test', firstName: 'Mira', status: 'REGISTERED', days: null, initiator: null, termsVersion: 2, legacy: true, shows: 'loginPlayer refuses until migratePlayer moves the account' },
]

export async function seedRefusalAccounts(tx: Db, siteId: number): Promise<void> {
  const existing = new Set((await tx.query<{ email: string }>('select email from players where email = any($1::text[])', [refusalAccounts.map((a) => a.email)])).map((r) => r.email))
  const missing = refusalAccounts.filter((a) => !existing.has(a.email))
  if (missing.length === 0) return
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const [i, a] of missing.entries()) {
    const until = a.days === null ? null : new Date(Date.now() + a.days * limits.dayMs).toISOString()
    await tx.query(
      `insert into players (site_id, email, password_hash, legacy_password_hash, first_name, last_name, phone_prefix, phone_body,
         date_of_birth, country_code, language_code, currency_code, market, status, kyc_status, flags, terms_version_accepted,
         restricted_until, restriction_initiator)
       values ($1, $2, $3, $4, $5, 'Demo', '+47', $6, '1985-06-15', 'NO', 'en', 'NOK', 'NO', $7, 'FULLY VERIFIED', $8::jsonb, $9, $10, $11)`,
      [siteId, a.email, a.legacy ? '!' : passwordHash, a.legacy ? legacyHash(DEMO_PASSWORD, randomBytes(8).toString('hex')) : null,
        a.firstName, `4890000${i}`, a.status, JSON.stringify(defaultFlags), a.termsVersion, until, a.initiator],
    )
  }
}
