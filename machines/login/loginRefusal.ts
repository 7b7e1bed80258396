import type { Schemas } from '../shared/contract'

/**
 * Login refusals (DECISIONS.md 11): the catalogue code of a refused login, mapped to the kind of
 * message the player reads, with the refusal payload kept as the platform sent it.
 */
export type LoginRefusalKind =
  'timeout' | 'exclusion' | 'exclusionIndefinite' | 'maxAttempt' | 'blacklisted' | 'closed' | 'unauthorized'

/** Who set the restriction, as the refusal payload names it. */
export type RefusalInitiator = NonNullable<Schemas['LoginRefusalInfo']['initiator']>

export interface LoginRefusal {
  kind: LoginRefusalKind
  /** The catalogue code as received, for support and the event log. */
  code: string
  /** Days left of a time-out or exclusion; null when indefinite or not applicable. */
  remainingDays: number | null
  playerId: string | null
  isCooling: boolean
  /** Time left of the time-out, in milliseconds. */
  milliseconds: number | null
  initiator: RefusalInitiator | null
  /** The proof that starts cooling off from this refusal; only a time-out that may start one has it. */
  coolingTicket: string | null
}

interface RefusalRule {
  kind: LoginRefusalKind
  /** Matches the code; a capture group, when present, is the number of days. */
  pattern: RegExp
}

/** One entry per refusal code; anything else (error.player.not.found included) is unauthorized. */
const refusalRules: readonly RefusalRule[] = [
  { kind: 'timeout', pattern: /^error\.timeout\.in\.progress:days:(\d+)$/ },
  { kind: 'exclusion', pattern: /^error\.exclusion\.in\.progress:days:(\d+)$/ },
  {
    kind: 'exclusionIndefinite',
    pattern: /^error\.exclusion\.in\.progress\.indefinitely$/,
  },
  {
    kind: 'maxAttempt',
    pattern: /^error\.sign\.in\.attempt\.count\.exceeded$/,
  },
  { kind: 'blacklisted', pattern: /^error\.account\.deactivated$/ },
  { kind: 'closed', pattern: /^error\.account\.closed$/ },
]

// Number.isFinite does not coerce: anything but a finite number (a string, NaN) is absent.
const numberOrNull = (value: unknown): number | null => (Number.isFinite(value) ? (value as number) : null)

/** A failed login attempt as the login machine sees it. */
export interface FailedLogin {
  status?: number
  code?: string
  /** The refusal payload; empty when the platform sent none. */
  additionalInfo: Record<string, unknown>
}

/** Reads what a thrown value says; a TypeError from fetch (no answer) says nothing. */
function asFailedLogin(error: unknown): FailedLogin {
  const { status, code, additionalInfo } = (error ?? {}) as { status?: unknown; code?: unknown; additionalInfo?: unknown }
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    // Every field is checked where it is read, so a payload of another shape reads as empty.
    additionalInfo: (additionalInfo ?? {}) as Record<string, unknown>,
  }
}

/**
 * Only a login that got no answer (network failure) or a server failure (5xx) is retried: a
 * refusal is the platform's decision and asking again would only count as another attempt.
 */
export function isRetryableLoginFailure(error: unknown): boolean {
  const { status } = asFailedLogin(error)
  return status === undefined || status >= 500
}

/** The refusal rule a bare code matches, with the days its pattern captured. */
function matchRule(bare: string): { kind: LoginRefusalKind; days: string | undefined } | null {
  for (const rule of refusalRules) {
    const match = rule.pattern.exec(bare)
    if (match) return { kind: rule.kind, days: match[1] }
  }
  return null
}

/**
 * Maps a refused login to its message kind and payload.
 *
 * @example toLoginRefusal({ status: 403, code: 'error.exclusion.in.progress:days:12' }).remainingDays // 12
 */
export function toLoginRefusal(error: unknown): LoginRefusal {
  const { code = 'error.unknown', additionalInfo } = asFailedLogin(error)
  // The spec writes codes as `code:error…`; accept the prefix so either spelling maps.
  const matched = matchRule(code.replace(/^code:/, ''))
  const initiator = additionalInfo.initiator
  return {
    kind: matched?.kind ?? 'unauthorized',
    code,
    remainingDays: matched?.days !== undefined ? Number(matched.days) : numberOrNull(additionalInfo.remainingDays),
    playerId: typeof additionalInfo.playerId === 'string' ? additionalInfo.playerId : null,
    isCooling: additionalInfo.isCooling === true,
    milliseconds: numberOrNull(additionalInfo.milliseconds),
    initiator: initiator === 'PLAYER' || initiator === 'OPERATOR' ? initiator : null,
    coolingTicket: typeof additionalInfo.coolingTicket === 'string' && additionalInfo.coolingTicket.length > 0 ? additionalInfo.coolingTicket : null,
  }
}

/**
 * loginPlayer's answer for an account still on our previous platform, given once its old password
 * is right: the login flow offers to move it (POST /player/migration) instead of a refusal.
 */
export function isMigrationRequired(error: unknown): boolean {
  return asFailedLogin(error).code === 'error.migration.required'
}

/** migratePlayer's answer when the account was moved already: the same password now logs in. */
export function isAlreadyMigrated(error: unknown): boolean {
  return asFailedLogin(error).code === 'error.migration.already_migrated'
}
