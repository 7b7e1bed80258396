import { describe, expect, it } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { isRetryableLoginFailure, toLoginRefusal, type LoginRefusal } from './loginRefusal'

const refused = (status: number, code: string, additionalInfo?: Record<string, unknown>) =>
  new ApiCallError(status, { status, code, message: code, ...(additionalInfo ? { additionalInfo } : {}) })

const none = { remainingDays: null, playerId: null, isCooling: false, milliseconds: null, initiator: null }

describe('login refusal mapping (DECISIONS.md 11)', () => {
  const cases: [string, ApiCallError, Partial<LoginRefusal>][] = [
    [
      'a time-out gives its days, cooling state and time left',
      refused(403, 'error.timeout.in.progress:days:3', { playerId: 'p-1', isCooling: true, milliseconds: 3600000, initiator: 'PLAYER' }),
      { kind: 'timeout', remainingDays: 3, playerId: 'p-1', isCooling: true, milliseconds: 3600000, initiator: 'PLAYER' },
    ],
    ['an exclusion gives its days', refused(403, 'error.exclusion.in.progress:days:120'), { ...none, kind: 'exclusion', remainingDays: 120 }],
    [
      'an indefinite exclusion has no days',
      refused(403, 'error.exclusion.in.progress.indefinitely', { remainingDays: null, initiator: 'OPERATOR' }),
      { kind: 'exclusionIndefinite', remainingDays: null, initiator: 'OPERATOR' },
    ],
    ['too many attempts is maxAttempt', refused(403, 'error.sign.in.attempt.count.exceeded'), { ...none, kind: 'maxAttempt' }],
    ['a deactivated account is blacklisted', refused(403, 'error.account.deactivated'), { ...none, kind: 'blacklisted' }],
    ['a closed account is closed', refused(403, 'error.account.closed'), { ...none, kind: 'closed' }],
    ['an unknown player is unauthorized', refused(401, 'error.player.not.found'), { ...none, kind: 'unauthorized' }],
    ['any other code is unauthorized', refused(400, 'error.email.invalid'), { ...none, kind: 'unauthorized', code: 'error.email.invalid' }],
    ['the spec\'s "code:" spelling maps the same', refused(403, 'code:error.account.closed'), { kind: 'closed' }],
  ]
  for (const [name, error, expected] of cases) {
    it(name, () => expect(toLoginRefusal(error)).toMatchObject(expected))
  }

  it('keeps the code as received', () => {
    expect(toLoginRefusal(refused(403, 'error.exclusion.in.progress:days:7')).code).toBe('error.exclusion.in.progress:days:7')
  })

  it('reads a payload of the wrong type as absent rather than trusting it', () => {
    const odd = refused(403, 'error.timeout.in.progress:days:2', { playerId: 7, isCooling: 'yes', milliseconds: 'soon', initiator: 'ROBOT' })
    expect(toLoginRefusal(odd)).toMatchObject({ remainingDays: 2, playerId: null, isCooling: false, milliseconds: null, initiator: null })
  })
})

describe('which login failures are retried', () => {
  it('retries a request that got no answer and a server failure', () => {
    expect(isRetryableLoginFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isRetryableLoginFailure(new ApiCallError(502, undefined))).toBe(true)
  })

  it('never retries a refusal or bad input', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(isRetryableLoginFailure(refused(status, 'error.x'))).toBe(false)
  })
})
