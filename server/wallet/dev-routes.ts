/**
 * Development-only: the back office's hand on one player's standing. An operator's compliance and
 * payments teams change a player's account status, KYC status, permission flags, document deadline
 * and personal withdrawal tier; the cashier's refusals (deposit eligibility, withdrawal check)
 * follow from those. Browser tests and a developer trying a refusal by hand set them here, for the
 * signed-in player of the id token. Registered outside production only, like /dev/outbox.
 */
import type { FastifyInstance } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { defaultFlags } from '../seed/demo-players.ts'
import { personalDailyEuroMinor } from './withdrawal-rules.ts'

type Schemas = components['schemas']

const accountStatuses: readonly Schemas['AccountStatus'][] = [
  'CLOSED', 'ACCOUNT_UNVERIFIED', 'PRE_REGISTERED', 'REGISTERED', 'BLACKLISTED', 'RESTRICTED', 'PAYOUT', 'TIMEOUT', 'SELF_EXCLUDED',
]
const kycStatuses: readonly Schemas['KycStatus'][] = [
  'NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'FULLY VERIFIED', 'ENHANCED KYC', 'EDD_PENDING', 'EDD_UNDER_REVIEW', 'ENHANCED',
  'RESTRICTED', 'SUSPENDED', 'PENDING_EXPIRED', 'NOT_REQUIRED',
]

export interface StandingChange {
  status?: Schemas['AccountStatus']
  kycStatus?: Schemas['KycStatus']
  /** Permission flags to turn on or off; the others keep their value. */
  flags?: Partial<Record<keyof typeof defaultFlags, boolean>>
  /** Days until requested documents are due (negative: overdue); null: none requested. */
  documentsDueInDays?: number | null
  /** The personal daily withdrawal tier agreed with the player; null: the standard cap. */
  limitLevel?: string | null
}

/** What is wrong with a change, one sentence; null when it can be applied. */
export function standingProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body is a JSON object.'
  const change = body as Record<string, unknown>
  const known = ['status', 'kycStatus', 'flags', 'documentsDueInDays', 'limitLevel']
  const unknown = Object.keys(change).find((key) => !known.includes(key))
  if (unknown) return `${unknown} is not part of a player's standing (${known.join(', ')}).`
  if (Object.keys(change).length === 0) return 'Nothing to change.'
  if ('status' in change && !accountStatuses.includes(change.status as never)) return `status is one of ${accountStatuses.join(', ')}.`
  if ('kycStatus' in change && !kycStatuses.includes(change.kycStatus as never)) return `kycStatus is one of ${kycStatuses.join(', ')}.`
  if ('flags' in change) {
    const flags = change.flags
    if (typeof flags !== 'object' || flags === null || Array.isArray(flags)) return 'flags is an object of permission flags.'
    for (const [name, value] of Object.entries(flags)) {
      if (!(name in defaultFlags)) return `${name} is not a permission flag.`
      if (typeof value !== 'boolean') return `flags.${name} is true or false.`
    }
  }
  if ('documentsDueInDays' in change && change.documentsDueInDays !== null) {
    const days = change.documentsDueInDays
    if (typeof days !== 'number' || !Number.isInteger(days) || Math.abs(days) > 365) return 'documentsDueInDays is a whole number from -365 to 365, or null.'
  }
  if ('limitLevel' in change && change.limitLevel !== null && !(String(change.limitLevel) in personalDailyEuroMinor)) {
    return `limitLevel is one of ${Object.keys(personalDailyEuroMinor).join(', ')}, or null.`
  }
  return null
}

/** Applies a checked change in one statement: the standing changes whole or not at all. */
export async function changeStanding(db: Db, playerId: string, change: StandingChange): Promise<void> {
  await db.query(
    `update players
        set status = coalesce($2, status),
            kyc_status = coalesce($3, kyc_status),
            flags = flags || $4::jsonb,
            documents_due_at = case when $5 then (case when $6::int is null then null else now() + make_interval(days => $6::int) end) else documents_due_at end,
            limit_level = case when $7 then $8 else limit_level end
      where id = $1`,
    [
      playerId,
      change.status ?? null,
      change.kycStatus ?? null,
      JSON.stringify(change.flags ?? {}),
      'documentsDueInDays' in change,
      change.documentsDueInDays ?? null,
      'limitLevel' in change,
      change.limitLevel ?? null,
    ],
  )
}

export function registerStandingDevRoutes(app: FastifyInstance, db: Db, tokens: Pick<TokenService, 'verifyIdToken'>) {
  app.post('/dev/player/standing', async (request, reply) => {
    const idToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
    const session = await tokens.verifyIdToken(idToken).catch(() => null)
    if (!session) return reply.code(401).send({ status: 401, code: 'error.token.invalid', message: 'A live id token is needed.' })
    const problem = standingProblem(request.body)
    if (problem) return reply.code(400).send({ status: 400, code: 'error.validation', message: problem })
    await changeStanding(db, session.player_id, request.body as StandingChange)
    return reply.code(204).send()
  })
}
