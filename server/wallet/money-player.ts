/** What the money rules need to know about a player, read in one query. */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { PLAYER_MARKET_SQL } from '../identity/players.ts'
import { permissionsOf } from '../identity/profile.ts'
import { timeZoneOf } from '../../src/locale/timeZones.ts'

type Schemas = components['schemas']
export type Permissions = ReturnType<typeof permissionsOf>

export interface MoneyPlayer {
  id: string
  currency: string
  market: Schemas['MarketCode']
  countryCode: string
  timeZone: string
  status: Schemas['AccountStatus']
  kycStatus: Schemas['KycStatus']
  permissions: Permissions
  documentsDueAt: Date | null
  /** An operator-agreed personal withdrawal tier (the profile's limitLevel); null for the standard one. */
  limitLevel: string | null
}

export interface MoneyPlayerRow extends Record<string, unknown> {
  id: string
  currency_code: string
  market_id: Schemas['MarketCode']
  country_code: string
  status: Schemas['AccountStatus']
  kyc_status: Schemas['KycStatus']
  flags: Record<string, boolean> | null
  documents_due_at: Date | string | null
  limit_level: string | null
}

/**
 * `lock` takes the player row for update: every money decision for one player then runs one
 * after another (limits, withdrawal caps), whatever the isolation level.
 */
export async function moneyPlayer(db: Db, playerId: string, options: { lock?: boolean } = {}): Promise<MoneyPlayer> {
  const row = await db.one<MoneyPlayerRow>(`select ${MONEY_PLAYER_COLUMNS} from players p where p.id = $1${options.lock ? ' for update of p' : ''}`, [playerId])
  if (!row) throw new ApiProblem(401, 'error.token.invalid', 'The session no longer names a player.')
  return moneyPlayerOf(row)
}

/**
 * The columns `moneyPlayerOf` reads, of a query whose player row is `p`: the row's own columns
 * only (and the market, which never changes). With FOR UPDATE at READ COMMITTED a statement that
 * waited for the lock returns the row as the transaction before it left it, but a subquery of
 * another table would still show what was there before the wait: what depends on other tables
 * (limits, bonuses) is read by a later statement.
 */
export const MONEY_PLAYER_COLUMNS = `p.id, p.currency_code, p.country_code, p.status, p.kyc_status, p.flags, p.documents_due_at, p.limit_level,
  ${PLAYER_MARKET_SQL} as market_id`

export function moneyPlayerOf(row: MoneyPlayerRow): MoneyPlayer {
  return {
    id: row.id,
    currency: row.currency_code,
    market: row.market_id,
    countryCode: row.country_code,
    timeZone: timeZoneOf(row.country_code),
    status: row.status,
    kycStatus: row.kyc_status,
    permissions: permissionsOf(row.flags),
    documentsDueAt: row.documents_due_at === null ? null : new Date(row.documents_due_at),
    limitLevel: row.limit_level,
  }
}
