import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { reviewProblems } from '../tooling/statechart'
import { LOGIN_MAX_RETRIES, LOGIN_RETRY_DELAY_MS, loginMachine, type LoginInput, type LoginRequest, type LoginResult } from './login.machine'
import { authorizationSpy, cooling, handedOver, input, notFound, refusal, result, serverFailure, submit } from './login.fixtures'

describe('login', () => {
  const running = (loginPlayer: (args: { input: LoginRequest }) => Promise<LoginResult>, extra: Partial<LoginInput> = {}) => {
    const spy = authorizationSpy()
    const calls = vi.fn(loginPlayer)
    const openPage = vi.fn()
    const startPlayerCooling = vi.fn(async (_: { input: { playerId: string; coolingTicket: string } }) => cooling)
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
      let failures = 1 + LOGIN_MAX_RETRIES + LOGIN_MAX_RETRIES
      const { actor, calls, openPage } = running(async () => (failures-- > 0 ? Promise.reject(serverFailure) : result))
      actor.send(submit)
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)
      expect(actor.getSnapshot().value).toBe('unavailable')

      // Act: the second try fails once and is retried five times, the last retry succeeding
      actor.send({ type: 'login.submit', email: 'player@croupier.test', password: 'again' })
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * 10)

      // Assert
      expect(calls).toHaveBeenCalledTimes(2 * (1 + LOGIN_MAX_RETRIES))
      expect(calls.mock.calls.at(-1)![0].input).toEqual({ email: 'player@croupier.test', password: 'again' })
      expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/en-NO/live-casino-online?bonusCode=WELCOME50', replace: true })
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

  it('hands the tokens and flags to authorization and opens the player’s own locale home when nothing was stored', async () => {
    // Arrange
    const { actor, received, openPage } = running(async () => result, { redirect: null, bonusCode: null })

    // Act
    actor.send(submit)
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(received).toEqual([handedOver])
    // The page is in fi-FI; the player's market and language are the platform's en-NO.
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/en-NO', replace: true })
  })

  it('starts cooling off for the player a time-out names, and says until when', async () => {
    // Arrange
    const timedOut = refusal(403, 'error.timeout.in.progress:days:3', { playerId: 'p-7', isCooling: false, coolingTicket: 'ticket-p-7' })
    const { actor, startPlayerCooling } = running(async () => Promise.reject(timedOut))
    actor.send(submit)
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true))

    // Act
    actor.send({ type: 'cooling.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ refused: 'coolingStarted' }))

    // Assert
    expect(startPlayerCooling.mock.calls[0]![0].input).toEqual({ playerId: 'p-7', coolingTicket: 'ticket-p-7' })
    expect(actor.getSnapshot().context.coolingUntil).toBe(cooling.timeoutUntil)
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

  it.each([
    ['names no player', { isCooling: false, coolingTicket: 'ticket-p-7' }],
    ['carries no cooling ticket', { playerId: 'p-7', isCooling: false }],
  ])('offers no cooling off for a time-out that %s', async (_what, additionalInfo) => {
    // Arrange
    const timedOut = refusal(403, 'error.timeout.in.progress:days:2', additionalInfo)
    const { actor, startPlayerCooling } = running(async () => Promise.reject(timedOut))
    actor.send(submit)
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true))

    // Act
    actor.send({ type: 'cooling.start' })

    // Assert
    expect(actor.getSnapshot().value).toEqual({ refused: 'explained' })
    expect(startPlayerCooling).not.toHaveBeenCalled()
  })
})

describe('login statechart', () => {
  it('describes every state and transition for a compliance reviewer and names every guard', () => {
    expect(reviewProblems(loginMachine)).toEqual([])
  })
})
