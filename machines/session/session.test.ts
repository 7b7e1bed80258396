import { UnsecuredJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate'
import type { Credentials } from './credentials'
import { IDLE_COUNTDOWN_MS, INACTIVITY_MS, sessionMachine, type RefreshSchedule, type TokenSet } from './session.machine'

const ISSUED = Math.floor(Date.UTC(2026, 5, 1, 12) / 1000)
/** An access token living `lifetimeSeconds` from ISSUED. */
const accessToken = (lifetimeSeconds: number, issued = ISSUED) =>
  new UnsecuredJWT({ typ: 'access' }).setIssuedAt(issued).setExpirationTime(issued + lifetimeSeconds).encode()

const credentials: Credentials = { idToken: 'id-1', accessToken: accessToken(900), playerId: 'p-9' }
const refreshed: TokenSet = { idToken: 'id-2', accessToken: accessToken(600), expiresIn: 600 }

describe('session', () => {
  beforeEach(() => vi.useFakeTimers({ now: ISSUED * 1000 }))
  afterEach(() => vi.useRealTimers())

  function start(options: { tokens?: Credentials; readAt?: number | null; refresh?: () => Promise<TokenSet>; signOut?: () => Promise<void> } = {}) {
    const calls = {
      refresh: vi.fn((_: { input: void }) => (options.refresh ?? (async () => refreshed))()),
      idleLogout: vi.fn(async () => {}),
      signOut: vi.fn(options.signOut ?? (async () => {})),
      watch: vi.fn((_: RefreshSchedule) => {}),
      storeCredentials: vi.fn((_: Credentials) => {}),
      storeSessionCookie: vi.fn((_: { idToken: string }) => {}),
    }
    const machine = sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise(calls.refresh),
        logoutIdlePlayer: fromPromise(calls.idleLogout),
        signOutPlayer: fromPromise(calls.signOut),
        // A timer like the one src/ provides, on the test's fake clock.
        watchAccessToken: fromCallback<EventObject, RefreshSchedule>(({ input, sendBack }) => {
          calls.watch(input)
          const timer = setTimeout(() => sendBack({ type: 'session.refreshDue' }), input.delayMs)
          return () => clearTimeout(timer)
        }),
      },
      actions: {
        storeCredentials: (_, tokens) => calls.storeCredentials(tokens),
        storeSessionCookie: (_, cookie) => calls.storeSessionCookie(cookie),
      },
    })
    const actor = createActor(machine, { input: { credentials: options.tokens ?? credentials, readAt: options.readAt } }).start()
    return { actor, calls }
  }

  it('writes the id-token cookie as the session starts', () => {
    // Arrange / Act
    const { calls } = start()

    // Assert
    expect(calls.storeSessionCookie).toHaveBeenCalledExactlyOnceWith({ idToken: 'id-1' })
  })

  it('restarts the 30 minutes on every activity', async () => {
    // Arrange
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS - 1000)

    // Act
    actor.send({ type: 'session.activity' })
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS - 1)

    // Assert
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true)
  })

  it('counts the idle modal down each second and logs the player out for inactivity after 3 minutes', async () => {
    // Arrange
    const { actor, calls } = start()
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS)

    // Act
    await vi.advanceTimersByTimeAsync(10_000)
    const afterTenSeconds = actor.getSnapshot().context.secondsLeft
    await vi.advanceTimersByTimeAsync(IDLE_COUNTDOWN_MS - 10_001)
    const justBefore = actor.getSnapshot().status
    await vi.advanceTimersByTimeAsync(1)

    // Assert
    expect(afterTenSeconds).toBe(170)
    expect(justBefore).toBe('active')
    expect(calls.idleLogout).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().output).toEqual({ reason: 'idle' })
  })

  it('Continue gives the player another 30 minutes, and the next modal starts again at 3:00', async () => {
    // Arrange
    const { actor, calls } = start()
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS + 60_000)

    // Act
    actor.send({ type: 'session.continue' })
    await vi.advanceTimersByTimeAsync(IDLE_COUNTDOWN_MS)
    const afterContinue = actor.getSnapshot().hasTag('idleWarning')
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS - IDLE_COUNTDOWN_MS)

    // Assert
    expect(afterContinue).toBe(false)
    expect(calls.idleLogout).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.secondsLeft).toBe(180)
  })

  it('refreshes a token just received a minute before its own lifetime ends, whatever the device clock says', async () => {
    // Arrange: the platform's clock is an hour behind the device's
    const skewed = { ...credentials, accessToken: accessToken(900, ISSUED - 3600) }
    const { actor, calls } = start({ tokens: skewed })

    // Act
    await vi.advanceTimersByTimeAsync(840_000 - 1)
    const early = calls.refresh.mock.calls.length
    await vi.advanceTimersByTimeAsync(1)

    // Assert
    expect(calls.watch).toHaveBeenNthCalledWith(1, { delayMs: 840_000 })
    expect(early).toBe(0)
    expect(calls.refresh).toHaveBeenCalledOnce()
    expect(calls.refresh.mock.calls[0]![0].input).toBeUndefined()
    expect(actor.getSnapshot().context.credentials).toEqual({ idToken: 'id-2', accessToken: refreshed.accessToken, playerId: 'p-9' })
    expect(calls.storeCredentials).toHaveBeenCalledExactlyOnceWith(actor.getSnapshot().context.credentials)
    expect(calls.storeSessionCookie).toHaveBeenLastCalledWith({ idToken: 'id-2' })
    expect(calls.watch).toHaveBeenNthCalledWith(2, { delayMs: 540_000 })
  })

  it('times a stored token by the device clock at the moment it was read', () => {
    // Arrange / Act: read back 10 of its 15 minutes after it was issued
    const { calls } = start({ readAt: (ISSUED + 600) * 1000 })

    // Assert
    expect(calls.watch).toHaveBeenCalledExactlyOnceWith({ delayMs: 240_000 })
  })

  it('logs the player out when the refresh is refused', async () => {
    // Arrange
    const { actor, calls } = start({ refresh: () => Promise.reject(new Error('401')) })

    // Act
    await vi.advanceTimersByTimeAsync(840_000)

    // Assert
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' })
    expect(calls.storeCredentials).not.toHaveBeenCalled()
  })

  it('signs out on the platform, and still logs out on this device when the platform cannot be reached', async () => {
    // Arrange
    const { actor, calls } = start({ signOut: () => Promise.reject(new TypeError('Failed to fetch')) })

    // Act
    actor.send({ type: 'session.signOut' })
    const ending = actor.getSnapshot().hasTag('ending')
    await vi.advanceTimersByTimeAsync(0)

    // Assert
    expect(ending).toBe(true)
    expect(calls.signOut).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().output).toEqual({ reason: 'player' })
  })
})
