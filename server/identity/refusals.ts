/**
 * Login refusals (DECISIONS.md 11, spec 001 §8) with their payload (`LoginRefusalInfo`). They are
 * only ever reported after the right password, so they reveal nothing to someone guessing e-mails.
 */
import { ApiProblem } from '../http/errors.ts'
import type { PlayerRow } from './players.ts'
import { limits } from './settings.ts'

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime())

export const playerNotFoundLogin = () => new ApiProblem(401, 'error.player.not.found', 'The e-mail or the password is not correct.')

export function lockedOut(lockedUntil: number, now = Date.now()): ApiProblem {
  return new ApiProblem(403, 'error.sign.in.attempt.count.exceeded', 'Too many wrong passwords in a row: the account is locked for a while.', undefined, {
    milliseconds: Math.max(0, lockedUntil - now),
  })
}

/** True when a time-out or a time-limited exclusion has run out and the account is free again. */
export function restrictionEnded(p: PlayerRow, now = Date.now()): boolean {
  const until = time(p.restricted_until)
  return (p.status === 'TIMEOUT' || p.status === 'SELF_EXCLUDED') && until !== null && until <= now
}

export function refusalOf(p: PlayerRow, now = Date.now()): ApiProblem | null {
  const until = time(p.restricted_until)
  const left = until === null ? null : Math.max(0, until - now)
  const days = left === null ? null : Math.ceil(left / limits.dayMs)
  const info = {
    remainingDays: days,
    playerId: p.id,
    isCooling: p.restriction_is_cooling,
    milliseconds: left,
    initiator: p.restriction_initiator ?? 'PLAYER',
  }
  switch (p.status) {
    case 'CLOSED':
      return new ApiProblem(403, 'error.account.closed', 'The account is closed.', undefined, { playerId: p.id })
    case 'BLACKLISTED':
      return new ApiProblem(403, 'error.account.deactivated', 'The account is deactivated.', undefined, { playerId: p.id, initiator: p.restriction_initiator ?? 'OPERATOR' })
    case 'TIMEOUT':
      if (left === null || left <= 0) return null
      return new ApiProblem(403, `error.timeout.in.progress:days:${days}`, `A time-out is running for ${days} more day(s).`, undefined, info)
    case 'SELF_EXCLUDED':
      if (left === null) return new ApiProblem(403, 'error.exclusion.in.progress.indefinitely', 'The player is self-excluded indefinitely.', undefined, info)
      if (left <= 0) return null
      return new ApiProblem(403, `error.exclusion.in.progress:days:${days}`, `A self-exclusion is running for ${days} more day(s).`, undefined, info)
    default:
      return null
  }
}
