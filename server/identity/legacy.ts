/**
 * Accounts imported from the old platform keep its password hash
 * (`legacy-sha256$<salt>$<hex sha256(salt + password)>`) in `legacy_password_hash` until the player
 * moves them (migration.ts). What login and migration both need to know about such an account.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { ApiProblem } from '../http/errors.ts'
import type { PlayerRow } from './players.ts'

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

/** An account imported from the old platform that has not been moved yet. */
export const isLegacy = (p: Pick<PlayerRow, 'legacy_password_hash' | 'migrated_at'>) => p.legacy_password_hash !== null && !p.migrated_at

/** loginPlayer's answer for an account still on the old platform, once its password is right. */
export const migrationRequired = () =>
  new ApiProblem(403, 'error.migration.required', 'This account is still on our previous platform: move it over (POST /player/migration) to log in.')
