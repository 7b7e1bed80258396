import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import type { LoginResult } from '../../src/api/session.actors'
import { describeModel } from '../tooling/model'
import { LOGIN_MAX_RETRIES, LOGIN_RETRY_DELAY_MS, loginMachine, type LoginInput } from './login.machine'

const result: LoginResult = {
  idToken: 'id.token',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  playerId: 'p-1',
  firstLogin: false,
  termsUpdateRequired: true,
}

const refusal = (status: number, code: string, additionalInfo?: Record<string, unknown>) =>
  new ApiCallError(status, { status, code, message: code, ...(additionalInfo ? { additionalInfo } : {}) })

const timeout = refusal(403, 'error.timeout.in.progress:days:3', {
  remainingDays: 3,
  playerId: 'p-7',
  isCooling: false,
  milliseconds: 259_200_000,
  initiator: 'PLAYER',
})
const notFound = refusal(401, 'error.player.not.found')
const serverDown = new ApiCallError(503, undefined, 'Service Unavailable')

/** Records what the login flow tells authorization. */
function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start()
  return { actor, received }
}

const input = { langmarket: 'fi-FI', redirect: '/en-UN/live-casino-online', bonusCode: 'WELCOME50', authorization: authorizationSpy().actor }
const submit = { type: 'login.submit', email: ' player@croupier.test ', password: 'Croupier!2026' }

describeModel('login', loginMachine, {
  input,
  events: (s: AnyMachineSnapshot) => {
    if (s.matches('submitting'))
      return [
        { type: 'xstate.done.actor.loginPlayer', output: result },
        { type: 'xstate.error.actor.loginPlayer', error: serverDown },
        { type: 'xstate.error.actor.loginPlayer', error: timeout },
      ]
    if (s.matches('waitingToRetry')) return [{ type: 'xstate.after.retryDelay.login.waitingToRetry' }]
    if (s.matches({ refused: 'startingCooling' }))
      return [
        { type: 'xstate.done.actor.startPlayerCooling', output: { playerId: 'p-7', timeoutUntil: '2026-06-02T12:00:00.000Z' } },
        { type: 'xstate.error.actor.startPlayerCooling', error: refusal(409, 'error.cooling.already_active') },
      ]
    return [submit, { type: 'cooling.start' }]
  },
  states: {
    editing: (s) => expect(s.hasTag('form')).toBe(true),
    submitting: (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context).toMatchObject({ email: 'player@croupier.test', password: 'Croupier!2026' })
    },
    waitingToRetry: (s) => expect(s.context.retries).toBeGreaterThan(0),
    unavailable: (s) => {
      expect(s.context.retries).toBe(LOGIN_MAX_RETRIES)
      expect(s.context.failure).toMatchObject({ status: 503 })
      expect(s.context.password).toBe('')
    },
    refused: (s) => {
      expect(s.context.refusal).toMatchObject({ kind: 'timeout', remainingDays: 3, playerId: 'p-7' })
      expect(s.context.password).toBe('')
    },
    'refused.startingCooling': (s) => expect(s.hasTag('coolingLoading')).toBe(true),
    'refused.coolingStarted': (s) => expect(s.context.coolingUntil).toBe('2026-06-02T12:00:00.000Z'),
    'refused.coolingFailed': (s) => expect(s.context.coolingError).toMatchObject({ code: 'error.cooling.already_active' }),
    succeeded: (s) =>
      expect(s.output).toEqual({ redirectTo: '/fi-FI/live-casino-online?bonusCode=WELCOME50', firstLogin: false, termsUpdateRequired: true }),
  },
})

describe('login', () => {
  const running = (loginPlayer: () => Promise<LoginResult>, extra: Partial<LoginInput> = {}) => {
    const spy = authorizationSpy()
    const calls = vi.fn(loginPlayer)
    const actor = createActor(loginMachine.provide({ actors: { loginPlayer: fromPromise(calls) } }), {
      input: { ...input, ...extra, authorization: spy.actor },
    }).start()
    return { actor, calls, received: spy.received }
  }

  describe('retries (DECISIONS.md 11)', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('retries a network failure 3 s later, and signs in when the platform answers', async () => {
      // Arrange
      let attempt = 0
      const { actor, calls } = running(async () => {
        attempt++
        if (attempt === 1) throw new TypeError('Failed to fetch')
        return result
      })

      // Act
      actor.send(submit as never)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS - 1)
      const beforeDelay = calls.mock.calls.length
      await vi.advanceTimersByTimeAsync(1)

      // Assert
      expect(beforeDelay).toBe(1)
      expect(calls).toHaveBeenCalledTimes(2)
      expect(actor.getSnapshot().status).toBe('done')
    })

    it('makes one attempt plus at most 5 retries for server failures, then says the service is unavailable', async () => {
      // Arrange
      const { actor, calls } = running(async () => Promise.reject(serverDown))

      // Act
      actor.send(submit as never)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)

      // Assert
      expect(calls).toHaveBeenCalledTimes(1 + LOGIN_MAX_RETRIES)
      expect(actor.getSnapshot().value).toBe('unavailable')
    })

    it('never retries a refusal', async () => {
      // Arrange
      const { actor, calls } = running(async () => Promise.reject(notFound))

      // Act
      actor.send(submit as never)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)

      // Assert
      expect(calls).toHaveBeenCalledOnce()
      expect(actor.getSnapshot().context.refusal).toMatchObject({ kind: 'unauthorized', code: 'error.player.not.found' })
    })
  })

  it('hands the tokens and flags to authorization and ends with the page to open', async () => {
    // Arrange
    const { actor, received } = running(async () => result, { redirect: null, bonusCode: null })

    // Act
    actor.send(submit as never)
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(received).toEqual([
      {
        type: 'auth.loggedIn',
        credentials: { idToken: 'id.token', accessToken: 'access', refreshToken: 'refresh', playerId: 'p-1' },
        claims: { player_id: 'p-1' },
        firstLogin: false,
        termsUpdateRequired: true,
      },
    ])
    expect(actor.getSnapshot().output).toMatchObject({ redirectTo: '/fi-FI' })
    expect(actor.getSnapshot().context.password).toBe('')
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

  it('offers cooling off only for a time-out that is not already a cooling period', async () => {
    // Arrange
    const cooling = refusal(403, 'error.timeout.in.progress:days:1', { playerId: 'p-7', isCooling: true, milliseconds: 3_600_000 })
    const { actor } = running(async () => Promise.reject(cooling))
    actor.send(submit as never)
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true))

    // Act / Assert
    expect(actor.getSnapshot().can({ type: 'cooling.start' })).toBe(false)
    expect(actor.getSnapshot().context.refusal).toMatchObject({ isCooling: true, milliseconds: 3_600_000 })
  })
})
