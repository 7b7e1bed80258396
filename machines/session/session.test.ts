import { UnsecuredJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { describeModel, type TransitionTable } from '../tooling/model'
import type { Credentials } from './credentials'
import { IDLE_COUNTDOWN_MS, INACTIVITY_MS, sessionMachine, type RefreshRequest, type RefreshSchedule, type TokenSet } from './session.machine'

const ISSUED = Math.floor(Date.UTC(2026, 5, 1, 12) / 1000)
/** An access token living `lifetimeSeconds` from ISSUED. */
const accessToken = (lifetimeSeconds: number, issued = ISSUED) =>
  new UnsecuredJWT({ typ: 'access' }).setIssuedAt(issued).setExpirationTime(issued + lifetimeSeconds).encode()

const credentials: Credentials = { idToken: 'id-1', accessToken: accessToken(900), refreshToken: 'refresh-1', playerId: 'p-9' }
const refreshed: TokenSet = { idToken: 'id-2', accessToken: accessToken(600), refreshToken: 'refresh-2', expiresIn: 600 }
/** A token set whose access token carries no expiry: nothing can be scheduled from it. */
const opaque: TokenSet = { idToken: 'id-3', accessToken: 'opaque-access', refreshToken: 'refresh-3', expiresIn: 600 }

const tagsOf = (s: AnyMachineSnapshot) => [...s.tags].sort()

// The spec's session, written per region; the parallel states are every pairing of the two.
const tokens: Record<string, Record<string, string>> = {
  valid: { 'session.refreshDue': 'refreshing' },
  untimed: {},
  refreshing: {
    'done refreshTokens': 'valid',
    'done refreshTokens (no expiry)': 'untimed',
    'error refreshTokens': '#expired',
  },
}
const presence: Record<string, Record<string, string>> = {
  attentive: { 'session.activity': 'attentive', 'after inactivity': 'warned.countingDown' },
  'warned.countingDown': {
    'session.continue': 'attentive',
    'after oneSecond': 'warned.countingDown',
    'after idleCountdown': '#loggingOutIdle',
  },
}
const active = (t: string, p: string) => `active.tokens.${t} + active.presence.${p}`
const outOf = (target: string, inside: (target: string) => string) => (target.startsWith('#') ? target.slice(1) : inside(target))
const transitions: TransitionTable = {
  signingOut: { 'done signOutPlayer': 'signedOut', 'error signOutPlayer': 'signedOut' },
  loggingOutIdle: { 'done logoutIdlePlayer': 'idledOut', 'error logoutIdlePlayer': 'idledOut' },
}
for (const t of Object.keys(tokens)) {
  for (const p of Object.keys(presence)) {
    transitions[active(t, p)] = {
      'session.signOut': 'signingOut',
      ...Object.fromEntries(Object.entries(tokens[t]!).map(([label, to]) => [label, outOf(to, (to) => active(to, p))])),
      ...Object.fromEntries(Object.entries(presence[p]!).map(([label, to]) => [label, outOf(to, (to) => active(t, to))])),
    }
  }
}

/** Refresh a minute before expiry: 15 minutes → 14, 10 minutes → 9. */
const expectedDelay: Record<string, number> = { [credentials.accessToken]: 840_000, [refreshed.accessToken]: 540_000 }

describeModel('session', sessionMachine, {
  input: { credentials },
  // The countdown's seconds would make every tick a new vertex; which token is held matters.
  contextKey: (c) => c.credentials.accessToken,
  events: (s) => {
    if (s.matches('signingOut'))
      return [{ type: 'xstate.done.actor.signOutPlayer' }, { type: 'xstate.error.actor.signOutPlayer', error: new TypeError('Failed to fetch') }]
    if (s.matches('loggingOutIdle'))
      return [{ type: 'xstate.done.actor.logoutIdlePlayer' }, { type: 'xstate.error.actor.logoutIdlePlayer', error: new TypeError('Failed to fetch') }]
    const offered: { type: string; [key: string]: unknown }[] = [{ type: 'session.signOut' }]
    if (s.matches({ active: { tokens: 'valid' } })) offered.push({ type: 'session.refreshDue' })
    if (s.matches({ active: { tokens: 'refreshing' } }))
      offered.push(
        { type: 'xstate.done.actor.refreshTokens', output: refreshed },
        { type: 'xstate.done.actor.refreshTokens', output: opaque, label: 'no expiry' },
        { type: 'xstate.error.actor.refreshTokens', error: { status: 401, code: 'error.token.invalid' } },
      )
    if (s.matches({ active: { presence: 'attentive' } }))
      offered.push({ type: 'session.activity' }, { type: 'xstate.after.inactivity.session.active.presence.attentive' })
    if (s.matches({ active: { presence: 'warned' } })) {
      offered.push({ type: 'session.continue' }, { type: 'xstate.after.oneSecond.session.active.presence.warned.countingDown' })
      // The 3 minutes run from the modal's opening: after a tick the harness would wait 3 more.
      if (s.context.secondsLeft === 180) offered.push({ type: 'xstate.after.idleCountdown.session.active.presence.warned' })
    }
    return offered
  },
  transitions,
  calls: {
    watchAccessToken: (input, s) => expect(input).toEqual({ delayMs: expectedDelay[s.context.credentials.accessToken] }),
    refreshTokens: (input, s) => expect(input).toEqual({ refreshToken: s.context.credentials.refreshToken }),
    signOutPlayer: (input) => expect(input).toBeUndefined(),
    logoutIdlePlayer: (input) => expect(input).toBeUndefined(),
  },
  effects: {
    storeCredentials: (params) =>
      expect([
        { idToken: 'id-2', accessToken: refreshed.accessToken, refreshToken: 'refresh-2', playerId: 'p-9' },
        { idToken: 'id-3', accessToken: 'opaque-access', refreshToken: 'refresh-3', playerId: 'p-9' },
      ]).toContainEqual(params),
    storeSessionCookie: (params, s) => expect(params).toEqual({ idToken: s.context.credentials.idToken }),
  },
  states: {
    'active.tokens.valid': (s) => expect(s.context.credentials.accessToken).not.toBe('opaque-access'),
    'active.tokens.untimed': (s) => expect(s.context.credentials).toMatchObject({ accessToken: 'opaque-access', playerId: 'p-9' }),
    'active.tokens.refreshing': (s) => expect(s.hasTag('ending')).toBe(false),
    'active.presence.attentive': (s) => expect(s.hasTag('idleWarning')).toBe(false),
    'active.presence.warned': (s) => {
      expect(s.hasTag('idleWarning')).toBe(true)
      expect(s.context.secondsLeft).toBeLessThanOrEqual(180)
      expect(s.context.secondsLeft).toBeGreaterThan(170)
    },
    signingOut: (s) => expect(tagsOf(s)).toEqual(['ending']),
    loggingOutIdle: (s) => expect(tagsOf(s)).toEqual(['ending']),
    signedOut: (s) => expect(s.output).toEqual({ reason: 'player' }),
    idledOut: (s) => expect(s.output).toEqual({ reason: 'idle' }),
    expired: (s) => expect(s.output).toEqual({ reason: 'expired' }),
  },
})

describe('session', () => {
  beforeEach(() => vi.useFakeTimers({ now: ISSUED * 1000 }))
  afterEach(() => vi.useRealTimers())

  function start(options: { tokens?: Credentials; readAt?: number | null; refresh?: () => Promise<TokenSet>; signOut?: () => Promise<void> } = {}) {
    const calls = {
      refresh: vi.fn((_: { input: RefreshRequest }) => (options.refresh ?? (async () => refreshed))()),
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
    expect(calls.refresh.mock.calls[0]![0].input).toEqual({ refreshToken: 'refresh-1' })
    expect(actor.getSnapshot().context.credentials).toEqual({ idToken: 'id-2', accessToken: refreshed.accessToken, refreshToken: 'refresh-2', playerId: 'p-9' })
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
