import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ApiCallError } from '../shared/callError'
import { isAlreadyMigrated, isMigrationRequired, isRetryableLoginFailure, toLoginRefusal, type LoginRefusal } from './loginRefusal'

const refused = (status: number, code: string, additionalInfo?: Record<string, unknown>) =>
  new ApiCallError(status, { status, code, message: code, ...(additionalInfo ? { additionalInfo } : {}) })

const none = { remainingDays: null, playerId: null, isCooling: false, milliseconds: null, initiator: null, coolingTicket: null }

describe('login refusal mapping (DECISIONS.md 11)', () => {
  const cases: [string, ApiCallError, Partial<LoginRefusal>][] = [
    [
      'a time-out gives its days, cooling state and time left',
      refused(403, 'error.timeout.in.progress:days:3', { playerId: 'p-1', isCooling: true, milliseconds: 3600000, initiator: 'PLAYER' }),
      { kind: 'timeout', remainingDays: 3, playerId: 'p-1', isCooling: true, milliseconds: 3600000, initiator: 'PLAYER', coolingTicket: null },
    ],
    [
      'a time-out that may start cooling off carries its ticket',
      refused(403, 'error.timeout.in.progress:days:3', { playerId: 'p-1', isCooling: false, coolingTicket: 'v1.abc.def' }),
      { kind: 'timeout', playerId: 'p-1', isCooling: false, coolingTicket: 'v1.abc.def' },
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

  it('maps a code only as a whole: a known code inside a longer one is an unknown code', () => {
    const known = [
      'error.timeout.in.progress:days:3',
      'error.exclusion.in.progress:days:30',
      'error.exclusion.in.progress.indefinitely',
      'error.sign.in.attempt.count.exceeded',
      'error.account.deactivated',
      'error.account.closed',
    ]
    for (const code of known) {
      for (const padded of [`x${code}`, `${code}x`, `${code}code:`, `xcode:${code}`]) {
        expect(toLoginRefusal(refused(403, padded)).kind, padded).toBe('unauthorized')
      }
    }
  })

  it('reads a payload of the wrong type as absent rather than trusting it', () => {
    const odd = refused(403, 'error.timeout.in.progress:days:2', { playerId: 7, isCooling: 'yes', milliseconds: 'soon', initiator: 'ROBOT', coolingTicket: 42 })
    expect(toLoginRefusal(odd)).toMatchObject({ remainingDays: 2, playerId: null, isCooling: false, milliseconds: null, initiator: null, coolingTicket: null })
    expect(toLoginRefusal(refused(403, 'error.timeout.in.progress:days:2', { coolingTicket: '' })).coolingTicket).toBeNull()
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

describe('login refusal mapping for any answer (properties)', () => {
  const kinds = ['timeout', 'exclusion', 'exclusionIndefinite', 'maxAttempt', 'blacklisted', 'closed', 'unauthorized']
  const knownCode = fc.oneof(
    fc.nat({ max: 100_000 }).map((days) => `error.timeout.in.progress:days:${days}`),
    fc.nat({ max: 100_000 }).map((days) => `error.exclusion.in.progress:days:${days}`),
    fc.constantFrom(
      'error.exclusion.in.progress.indefinitely',
      'error.sign.in.attempt.count.exceeded',
      'error.account.deactivated',
      'error.account.closed',
      'error.player.not.found',
    ),
  )
  const code = fc.oneof(knownCode, knownCode.map((c) => `code:${c}`), fc.string())
  const additionalInfo = fc.dictionary(
    fc.constantFrom('remainingDays', 'playerId', 'isCooling', 'milliseconds', 'initiator', 'coolingTicket', 'other'),
    fc.oneof(fc.anything(), fc.constantFrom('PLAYER', 'OPERATOR'), fc.double(), fc.boolean()),
  )
  const status = fc.integer({ min: 100, max: 599 })

  it('gives every answer a refusal kind, keeps its code, and never throws', () => {
    fc.assert(
      fc.property(status, code, fc.option(additionalInfo, { nil: undefined }), (s, c, info) => {
        const mapped = toLoginRefusal(refused(s, c, info))
        expect(kinds).toContain(mapped.kind)
        expect(mapped.code).toBe(c)
        expect(mapped.remainingDays === null || Number.isFinite(mapped.remainingDays)).toBe(true)
        expect(mapped.milliseconds === null || Number.isFinite(mapped.milliseconds)).toBe(true)
        expect(mapped.playerId === null || typeof mapped.playerId === 'string').toBe(true)
        expect(typeof mapped.isCooling).toBe('boolean')
        expect([null, 'PLAYER', 'OPERATOR']).toContain(mapped.initiator)
        expect(mapped.coolingTicket === null || (typeof mapped.coolingTicket === 'string' && mapped.coolingTicket.length > 0)).toBe(true)
      }),
    )
  })

  it('maps anything thrown, not only the platform error shape, to unauthorized', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        fc.pre(!(thrown && typeof thrown === 'object' && typeof (thrown as { code?: unknown }).code === 'string'))
        expect(toLoginRefusal(thrown)).toMatchObject({ kind: 'unauthorized', code: 'error.unknown' })
      }),
    )
  })

  it('reads the days from a time-out or exclusion code, whatever the payload says', () => {
    fc.assert(
      fc.property(fc.constantFrom('timeout', 'exclusion'), fc.nat({ max: 100_000 }), fc.boolean(), additionalInfo, (kind, days, prefixed, info) => {
        const bare = `error.${kind}.in.progress:days:${days}`
        const mapped = toLoginRefusal(refused(403, prefixed ? `code:${bare}` : bare, info))
        expect(mapped).toMatchObject({ kind, remainingDays: days })
      }),
    )
  })

  it('reads any shape of thrown value without throwing', () => {
    const anyShape = fc.record({ status: fc.anything(), code: fc.anything(), additionalInfo: fc.anything() }, { requiredKeys: [] })
    fc.assert(
      fc.property(anyShape, (thrown) => {
        const mapped = toLoginRefusal(thrown)
        expect(mapped.code).toBe(typeof thrown.code === 'string' ? thrown.code : 'error.unknown')
        // Without an HTTP status there was no answer, which is retried.
        expect(isRetryableLoginFailure(thrown)).toBe(typeof thrown.status === 'number' ? thrown.status >= 500 : true)
      }),
    )
    expect(toLoginRefusal({ status: 403, code: 'error.account.closed', additionalInfo: null })).toMatchObject({ kind: 'closed', playerId: null })
  })

  it('retries exactly the failures without an answer and the server failures (5xx)', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(isRetryableLoginFailure(new ApiCallError(s, undefined))).toBe(s >= 500)
      }),
    )
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer()), (thrown) => {
      expect(isRetryableLoginFailure(thrown)).toBe(true)
    }))
  })
})

describe('accounts from the previous platform', () => {
  it('tells a login that must move the account from a refusal', () => {
    expect(isMigrationRequired(refused(403, 'error.migration.required'))).toBe(true)
    expect(isMigrationRequired(refused(401, 'error.player.not.found'))).toBe(false)
    expect(isMigrationRequired(new TypeError('Failed to fetch'))).toBe(false)
  })

  it('tells a migration of an account moved already from other failures', () => {
    expect(isAlreadyMigrated(refused(409, 'error.migration.already_migrated'))).toBe(true)
    expect(isAlreadyMigrated(refused(409, 'error.cooling.already_active'))).toBe(false)
    expect(isAlreadyMigrated(undefined)).toBe(false)
  })
})
