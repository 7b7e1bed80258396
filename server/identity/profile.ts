/** The signed-in player's profile, access details and terms acceptance. */
import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'
import type { components } from '../http/contract-types.ts'
import { defineHandlers } from '../http/handler.ts'
import { PLAYER_MARKET_SQL } from './players.ts'
import { defaultFlags } from '../seed/demo-players.ts'

type Flags = typeof defaultFlags
type Schemas = components['schemas']
type Profile = Schemas['PlayerProfile']
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/** The columns the profile reads, typed as the schema's constraints and seeds keep them. */
interface ProfileRow extends Record<string, unknown> {
  id: string
  first_name: string | null
  last_name: string | null
  email: string
  phone_prefix: string | null
  phone_body: string | null
  dob: string | null
  postal_code: string | null
  address: string | null
  city: string | null
  province: string | null
  country_code: string
  language_code: string
  currency_code: string
  market_id: Schemas['MarketCode']
  terms_version_accepted: number | null
  kyc_status: Profile['kycStatus']
  request_document_type_status: string
  logins: number
  loyalty_level: number | null
  limit_level: string | null
  first_deposit_at: Date | string | null
  edd_questionnaire: Profile['eddQuestionnaire']
  status: Schemas['AccountStatus']
  flags: Partial<Flags> | null
}

async function profileRow(db: Db, playerId: string) {
  return db.one<ProfileRow>(
    `select p.*, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob,
            ${PLAYER_MARKET_SQL} as market_id,
            (select count(*)::int from login_history h where h.player_id = p.id) as logins
       from players p where p.id = $1`,
    [playerId],
  )
}

/** Every permission flag of the contract, missing ones taken from the defaults. */
export function permissionsOf(stored: Partial<Flags> | null): Flags {
  const merged = { ...defaultFlags, ...(stored ?? {}) }
  return Object.fromEntries(Object.keys(defaultFlags).map((k) => [k, Boolean(merged[k as keyof Flags])])) as Flags
}

const areas = ['payout', 'casino', 'liveCasino', 'sports', 'virtualSports', 'bonuses', 'deposit', 'withdrawal'] as const

export function disabledAreasOf(flags: Flags): Schemas['DisabledArea'][] {
  const disabled = new Set<string>(areas.filter((a) => !flags[a]))
  // A player suspended on a sister brand may neither cash out nor pay in here.
  if (flags.multibrandSuspended) ['payout', 'deposit'].forEach((a) => disabled.add(a))
  return areas.filter((a) => disabled.has(a))
}

const unauthorized = () => new ApiProblem(401, 'error.token.invalid', 'The session no longer names a player.')

export const profileHandlers = defineHandlers({
  async getPlayerProfile(_request, { db, session }) {
    const p = await profileRow(db, session!.player_id)
    if (!p) throw unauthorized()
    const body: Profile = {
      playerId: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      mobilePhone: `${p.phone_prefix ?? ''}${p.phone_body ?? ''}`,
      phonePrefix: p.phone_prefix ?? '',
      phoneBody: p.phone_body ?? '',
      dateOfBirth: p.dob,
      postalCode: p.postal_code,
      address: p.address,
      city: p.city,
      province: p.province,
      countryCode: p.country_code,
      languageCode: p.language_code,
      currencyCode: p.currency_code,
      market: p.market_id,
      termsAndConditionsAccepted: p.terms_version_accepted !== null,
      termsAndConditionsAcceptedVersion: p.terms_version_accepted === null ? null : String(p.terms_version_accepted),
      kycStatus: p.kyc_status,
      requestDocumentTypeStatus: p.request_document_type_status,
      // The session in use is the first one: the welcome flow is still due.
      firstLogin: p.logins <= 1,
      loyaltyLevel: p.loyalty_level,
      limitLevel: p.limit_level,
      firstDepositDate: iso(p.first_deposit_at),
      eddQuestionnaire: p.edd_questionnaire,
      accountStatus: p.status,
      authorized: true,
      permissions: permissionsOf(p.flags),
    }
    return { status: 200, body }
  },

  async getAccessDetails(_request, { db, session }) {
    const p = await db.one<{ status: Schemas['AccountStatus']; flags: Partial<Flags> }>('select status, flags from players where id = $1', [session!.player_id])
    if (!p) throw unauthorized()
    const disabledAreas = disabledAreasOf(permissionsOf(p.flags))
    return { status: 200, body: { restrictedAccess: disabledAreas.length > 0 || p.status === 'RESTRICTED', disabledAreas, accountStatus: p.status } }
  },

  async acceptTermsVersion(request, { db, session }) {
    const { version } = request.body
    const match = /^v?(\d{1,9})$/i.exec(version.trim())
    const known = match && (await db.one('select 1 as ok from terms_versions where version = $1', [Number(match[1])]))
    if (!known) throw new ApiProblem(400, 'error.terms.version.unknown', `${version} is not a published terms version.`)
    // Never lowers an accepted version, so a late retry of an older acceptance changes nothing.
    await db.query('update players set terms_version_accepted = greatest(coalesce(terms_version_accepted, 0), $2::int), updated_at = now() where id = $1', [
      session!.player_id, Number(match[1]),
    ])
    return { status: 204 }
  },
})
