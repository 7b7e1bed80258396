import { createActor, fromCallback, type AnyEventObject } from 'xstate'
import { ApiCallError } from '../shared/callError'
import type { CoolingStarted, LoginInput, LoginResult } from './login.machine'

/** Test data shared by the login model and example tests. */
export const result: LoginResult = {
  idToken: 'id.token',
  accessToken: 'access',
  expiresIn: 900,
  playerId: 'p-1',
  firstLogin: false,
  termsUpdateRequired: false,
  // The player's own market and language, not the page's (fi-FI in `input`).
  langmarket: 'en-NO',
}
/** A player who accepted older terms than the latest. */
export const resultWithTerms: LoginResult = { ...result, termsUpdateRequired: true }

const handOver = (termsUpdateRequired: boolean) => ({
  type: 'auth.loggedIn',
  credentials: { idToken: 'id.token', accessToken: 'access', playerId: 'p-1' },
  // An id token that is not a JWT still names the player.
  claims: { player_id: 'p-1' },
  firstLogin: false,
  termsUpdateRequired,
})
export const handedOver = handOver(false)
export const handedOverWithTerms = handOver(true)
export const cooling: CoolingStarted = { playerId: 'p-7', timeoutUntil: '2026-06-02T12:00:00.000Z' }

export const refusal = (status: number, code: string, additionalInfo?: Record<string, unknown>) =>
  new ApiCallError(status, { status, code, message: code, ...(additionalInfo ? { additionalInfo } : {}) })

export const timeout = refusal(403, 'error.timeout.in.progress:days:3', {
  remainingDays: 3,
  playerId: 'p-7',
  isCooling: false,
  milliseconds: 259_200_000,
  initiator: 'PLAYER',
  coolingTicket: 'ticket-p-7',
})
/** A time-out that is itself a cooling-off period: cooling off is not offered again. */
export const coolingPeriod = refusal(403, 'error.timeout.in.progress:days:1', { playerId: 'p-7', isCooling: true, milliseconds: 3_600_000 })
/** A time-out without the ticket (an older platform, a payload cut short): nothing can prove the request. */
export const timeoutWithoutTicket = refusal(403, 'error.timeout.in.progress:days:2', { playerId: 'p-7', isCooling: false })
/** An exclusion names the player too, but cooling off is only for a time-out. */
export const excludedWithPlayer = refusal(403, 'error.exclusion.in.progress:days:30', { remainingDays: 30, playerId: 'p-7', isCooling: false })
export const notFound = refusal(401, 'error.player.not.found')
/** The lowest server failure: 500 is retried as 503 is (DECISIONS.md 11). */
export const serverFailure = new ApiCallError(500, undefined, 'Internal Server Error')
export const coolingRefused = refusal(409, 'error.cooling.already_active')
/** The account is still on the previous platform and the password is right for it. */
export const migrationRequired = refusal(403, 'error.migration.required')
export const alreadyMigrated = refusal(409, 'error.migration.already_migrated')

/** Records what the login flow tells authorization. */
export function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start()
  return { actor, received }
}

export const authorization = authorizationSpy()
export const input: LoginInput = { langmarket: 'fi-FI', redirect: '/en-UN/live-casino-online', bonusCode: 'WELCOME50', authorization: authorization.actor }
export const submit = { type: 'login.submit', email: ' player@croupier.test ', password: 'Croupier!2026' } as const
export const emptySubmit = { type: 'login.submit', email: '   ', password: 'Croupier!2026', label: 'empty e-mail' } as const

