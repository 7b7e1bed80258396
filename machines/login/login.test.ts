import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import {
  LOGIN_MAX_RETRIES,
  LOGIN_RETRY_DELAY_MS,
  loginMachine,
  type CoolingStarted,
  type LoginInput,
  type LoginRequest,
  type LoginResult,
} from './login.machine'

const result: LoginResult = {
  idToken: 'id.token',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  playerId: 'p-1',
  firstLogin: false,
  termsUpdateRequired: true,
}
const handedOver = {
  type: 'auth.loggedIn',
  credentials: { idToken: 'id.token', accessToken: 'access', refreshToken: 'refresh', playerId: 'p-1' },
  // An id token that is not a JWT still names the player.
  claims: { player_id: 'p-1' },
  firstLogin: false,
  termsUpdateRequired: true,
}
const cooling: CoolingStarted = { playerId: 'p-7', timeoutUntil: '2026-06-02T12:00:00.000Z' }

const refusal = (status: number, code: string, additionalInfo?: Record<string, unknown>) =>
  new ApiCallError(status, { status, code, message: code, ...(additionalInfo ? { additionalInfo } : {}) })

const timeout = refusal(403, 'error.timeout.in.progress:days:3', {
  remainingDays: 3,
  playerId: 'p-7',
  isCooling: false,
  milliseconds: 259_200_000,
  initiator: 'PLAYER',
})
/** A time-out that is itself a cooling-off period: cooling off is not offered again. */
const coolingPeriod = refusal(403, 'error.timeout.in.progress:days:1', { playerId: 'p-7', isCooling: true, milliseconds: 3_600_000 })
const notFound = refusal(401, 'error.player.not.found')
/** The lowest server failure: 500 is retried as 503 is (DECISIONS.md 11). */
const serverFailure = new ApiCallError(500, undefined, 'Internal Server Error')
const coolingRefused = refusal(409, 'error.cooling.already_active')

/** Records what the login flow tells authorization. */
function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start()
  return { actor, received }
}

const authorization = authorizationSpy()
const input: LoginInput = { langmarket: 'fi-FI', redirect: '/en-UN/live-casino-online', bonusCode: 'WELCOME50', authorization: authorization.actor }
const submit = { type: 'login.submit', email: ' player@croupier.test ', password: 'Croupier!2026' } as const
const emptySubmit = { type: 'login.submit', email: '   ', password: 'Croupier!2026', label: 'empty e-mail' } as const

/** Spec (DECISIONS.md 11): cooling off is offered for a time-out refusal that is not a cooling-off period already. */
const coolingOffered: Record<string, boolean> = {
  [timeout.code]: true,
  [coolingPeriod.code]: false,
  [notFound.code]: false,
}
const afterCoolingStart = (before: AnyMachineSnapshot) =>
  coolingOffered[before.context.refusal.code] ? 'refused.startingCooling' : 'refused.explained'
/** One attempt plus at most five retries for a server failure, then "unavailable". */
const afterServerFailure = (before: AnyMachineSnapshot) => (before.context.retries < 5 ? 'waitingToRetry' : 'unavailable')

const tagsOf = (snapshot: AnyMachineSnapshot) => [...snapshot.tags].sort()

describeModel('login', loginMachine, {
  input,
  events: (s) => {
    if (s.matches('submitting'))
      return [
        { type: 'xstate.done.actor.loginPlayer', output: result },
        { type: 'xstate.error.actor.loginPlayer', error: serverFailure, label: 'server failure' },
        { type: 'xstate.error.actor.loginPlayer', error: timeout, label: 'time-out' },
        { type: 'xstate.error.actor.loginPlayer', error: coolingPeriod, label: 'cooling period' },
        { type: 'xstate.error.actor.loginPlayer', error: notFound, label: 'unknown player' },
      ]
    if (s.matches('waitingToRetry')) return [{ type: 'xstate.after.retryDelay.login.waitingToRetry' }]
    if (s.matches({ refused: 'startingCooling' }))
      return [
        { type: 'xstate.done.actor.startPlayerCooling', output: cooling },
        { type: 'xstate.error.actor.startPlayerCooling', error: coolingRefused },
      ]
    if (s.matches('editing')) return [submit, emptySubmit]
    if (s.matches('refused')) return [submit, { type: 'cooling.start' }]
    return [submit]
  },
  // A refusal is told apart by its code, a failed login by its retry count; nothing else changes the way on.
  contextKey: (c) => (c.refusal ? c.refusal.code : c.failure ? 'unavailable' : c.retries),
  // Login as the spec and DECISIONS.md 11 describe it, written out independently of the machine.
  transitions: {
    editing: { 'login.submit': 'submitting', 'login.submit (empty e-mail)': 'editing' },
    submitting: {
      'done loginPlayer': 'succeeded',
      'error loginPlayer (server failure)': afterServerFailure,
      'error loginPlayer (time-out)': 'refused.explained',
      'error loginPlayer (cooling period)': 'refused.explained',
      'error loginPlayer (unknown player)': 'refused.explained',
    },
    waitingToRetry: { 'after retryDelay': 'submitting' },
    unavailable: { 'login.submit': 'submitting' },
    'refused.explained': { 'login.submit': 'submitting', 'cooling.start': afterCoolingStart },
    'refused.startingCooling': { 'done startPlayerCooling': 'refused.coolingStarted', 'error startPlayerCooling': 'refused.coolingFailed' },
    // Started once is enough: the button is gone.
    'refused.coolingStarted': { 'login.submit': 'submitting', 'cooling.start': 'refused.coolingStarted' },
    'refused.coolingFailed': { 'login.submit': 'submitting', 'cooling.start': 'refused.startingCooling' },
  },
  calls: {
    // The e-mail as typed but trimmed; the password exactly as typed.
    loginPlayer: (body) => expect(body).toEqual({ email: 'player@croupier.test', password: 'Croupier!2026' } satisfies LoginRequest),
    startPlayerCooling: (body) => expect(body).toEqual({ playerId: 'p-7' }),
  },
  effects: {
    // The stored page in the current language, keeping the bonus code, replacing the login entry.
    openPage: (page) => expect(page).toEqual({ href: '/fi-FI/live-casino-online?bonusCode=WELCOME50', replace: true }),
  },
  states: {
    editing: (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.can(submit)).toBe(true)
      expect(s.can(emptySubmit)).toBe(false)
    },
    submitting: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      // A new attempt forgets what the last one said.
      expect(s.context).toMatchObject({ refusal: null, failure: null, coolingError: null, coolingUntil: null })
    },
    waitingToRetry: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.retries).toBeGreaterThanOrEqual(1)
      expect(s.context.retries).toBeLessThanOrEqual(LOGIN_MAX_RETRIES)
    },
    unavailable: (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.context.retries).toBe(LOGIN_MAX_RETRIES)
      expect(s.context.failure).toEqual({ code: 'error.system.error', message: 'Internal Server Error', status: 500 })
      expect(s.context.password).toBe('')
      expect(s.can(submit)).toBe(true)
    },
    refused: (s) => {
      expect(s.hasTag('form')).toBe(true)
      expect(s.context.password).toBe('')
      expect(s.context.refusal?.code).toBeOneOf(Object.keys(coolingOffered))
      // The form stays open for another try, except while cooling off is being started.
      expect(s.can(submit)).toBe(!s.hasTag('coolingLoading'))
    },
    'refused.explained': (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.can({ type: 'cooling.start' })).toBe(coolingOffered[s.context.refusal.code])
    },
    'refused.startingCooling': (s) => {
      expect(tagsOf(s)).toEqual(['coolingLoading', 'form'])
      expect(s.context.refusal).toMatchObject({ kind: 'timeout', remainingDays: 3, playerId: 'p-7', isCooling: false })
    },
    'refused.coolingStarted': (s) => {
      expect(s.context.coolingUntil).toBe('2026-06-02T12:00:00.000Z')
      expect(s.can({ type: 'cooling.start' })).toBe(false)
    },
    'refused.coolingFailed': (s) => {
      expect(s.context.coolingError).toEqual({ code: 'error.cooling.already_active', message: 'error.cooling.already_active', status: 409 })
      expect(s.context.coolingUntil).toBeNull()
    },
    succeeded: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.password).toBe('')
      expect(authorization.received.at(-1)).toEqual(handedOver)
    },
  },
})

describe('login', () => {
  const running = (loginPlayer: (args: { input: LoginRequest }) => Promise<LoginResult>, extra: Partial<LoginInput> = {}) => {
    const spy = authorizationSpy()
    const calls = vi.fn(loginPlayer)
    const openPage = vi.fn()
    const startPlayerCooling = vi.fn(async (_: { input: { playerId: string } }) => cooling)
    const machine = loginMachine.provide({
      actors: { loginPlayer: fromPromise(calls), startPlayerCooling: fromPromise(startPlayerCooling) },
      actions: { openPage: (_, page) => openPage(page) },
    })
    const actor = createActor(machine, { input: { ...input, ...extra, authorization: spy.actor } }).start()
    return { actor, calls, received: spy.received, openPage, startPlayerCooling }
  }

  describe('retries (DECISIONS.md 11)', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('retries a login that got no answer 3 s later, and signs in when the platform answers', async () => {
      // Arrange
      let attempt = 0
      const { actor, calls, openPage } = running(async () => {
        attempt++
        if (attempt === 1) throw new TypeError('Failed to fetch')
        return result
      })

      // Act
      actor.send(submit)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS - 1)
      const beforeDelay = calls.mock.calls.length
      await vi.advanceTimersByTimeAsync(1)

      // Assert
      expect(beforeDelay).toBe(1)
      expect(calls).toHaveBeenCalledTimes(2)
      expect(calls.mock.calls[1]![0].input).toEqual({ email: 'player@croupier.test', password: 'Croupier!2026' })
      expect(openPage).toHaveBeenCalledOnce()
    })

    it('makes one attempt plus at most 5 retries for server failures, then says the service is unavailable', async () => {
      // Arrange
      const { actor, calls } = running(async () => Promise.reject(new ApiCallError(503, undefined)))

      // Act
      actor.send(submit)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)

      // Assert
      expect(calls).toHaveBeenCalledTimes(1 + LOGIN_MAX_RETRIES)
      expect(actor.getSnapshot().value).toBe('unavailable')
    })

    it('lets the player try again once the service was unavailable, with a fresh set of retries', async () => {
      // Arrange
      let down = true
      const { actor, calls, openPage } = running(async () => (down ? Promise.reject(serverFailure) : result))
      actor.send(submit)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)
      expect(actor.getSnapshot().value).toBe('unavailable')

      // Act
      down = false
      actor.send({ type: 'login.submit', email: 'player@croupier.test', password: 'again' })
      await vi.advanceTimersByTimeAsync(0)

      // Assert
      expect(calls).toHaveBeenCalledTimes(2 + LOGIN_MAX_RETRIES)
      expect(calls.mock.calls.at(-1)![0].input).toEqual({ email: 'player@croupier.test', password: 'again' })
      expect(openPage).toHaveBeenCalledOnce()
    })

    it('never retries a refusal', async () => {
      // Arrange
      const { actor, calls } = running(async () => Promise.reject(notFound))

      // Act
      actor.send(submit)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)

      // Assert
      expect(calls).toHaveBeenCalledOnce()
      expect(actor.getSnapshot().context.refusal).toMatchObject({ kind: 'unauthorized', code: 'error.player.not.found' })
    })
  })

  it('hands the tokens and flags to authorization and opens the locale home when nothing was stored', async () => {
    // Arrange
    const { actor, received, openPage } = running(async () => result, { redirect: null, bonusCode: null })

    // Act
    actor.send(submit)
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(received).toEqual([handedOver])
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/fi-FI', replace: true })
  })

  it('ignores a submit with an empty e-mail or password', () => {
    // Arrange
    const { actor, calls } = running(async () => result)

    // Act
    actor.send({ type: 'login.submit', email: '  ', password: 'x' })
    actor.send({ type: 'login.submit', email: 'a@b.test', password: '' })

    // Assert
    expect(calls).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('offers cooling off only for a time-out that names the player', async () => {
    // Arrange
    const anonymous = refusal(403, 'error.timeout.in.progress:days:2', { isCooling: false })
    const { actor, startPlayerCooling } = running(async () => Promise.reject(anonymous))
    actor.send(submit)
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true))

    // Act
    actor.send({ type: 'cooling.start' })

    // Assert
    expect(actor.getSnapshot().value).toEqual({ refused: 'explained' })
    expect(startPlayerCooling).not.toHaveBeenCalled()
  })
})
