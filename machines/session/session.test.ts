import { UnsecuredJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate'
import { countDownSeconds, watchAccessTokenExpiry, type TokenSet } from '../../src/api/session.actors'
import { getCredentials, setCredentials, type Credentials } from '../../src/api/credentials'
import { describeModel } from '../tooling/model'
import { IDLE_COUNTDOWN_MS, INACTIVITY_MS, REFRESH_MARGIN_MS, sessionMachine } from './session.machine'

const accessToken = (expMs: number) => new UnsecuredJWT({ typ: 'access' }).setExpirationTime(Math.floor(expMs / 1000)).encode()

const FAR = Date.UTC(2100, 0, 1)
const credentials: Credentials = { idToken: 'id-1', accessToken: accessToken(FAR), refreshToken: 'refresh-1', playerId: 'p-9' }
const refreshed: TokenSet = { idToken: 'id-2', accessToken: accessToken(FAR + 1000), refreshToken: 'refresh-2', expiresIn: 900 }

const tagsOf = (s: AnyMachineSnapshot) => [...s.tags].sort()
const silent = fromCallback(() => {})

afterEach(() => setCredentials(null))

describeModel('session', sessionMachine, {
  input: { credentials },
  actors: { watchAccessTokenExpiry: silent, countDownSeconds: silent },
  // Simple paths multiply across the two parallel regions; shortest paths already take every transition.
  pathGenerators: ['shortest'],
  events: (s) => {
    if (s.status === 'done') return []
    if (s.matches('signingOut'))
      return [{ type: 'xstate.done.actor.signOutPlayer' }, { type: 'xstate.error.actor.signOutPlayer', error: new Error('offline') }]
    if (s.matches('loggingOutIdle'))
      return [
        { type: 'xstate.done.actor.logoutIdlePlayer' },
        { type: 'xstate.error.actor.logoutIdlePlayer', error: new Error('offline') },
      ]
    const offered: { type: string; [key: string]: unknown }[] = [{ type: 'session.signOut' }]
    if (s.matches({ active: { tokens: 'storingCookie' } }))
      offered.push(
        { type: 'xstate.done.actor.storeSessionCookie' },
        { type: 'xstate.error.actor.storeSessionCookie', error: new Error('cookies disabled') },
      )
    if (s.matches({ active: { tokens: 'valid' } })) offered.push({ type: 'session.refreshDue' }, { type: 'session.accessExpired' })
    if (s.matches({ active: { tokens: 'refreshing' } }))
      offered.push(
        { type: 'xstate.done.actor.refreshTokens', output: refreshed },
        { type: 'xstate.error.actor.refreshTokens', error: { status: 401, code: 'error.token.invalid' } },
      )
    if (s.matches({ active: { presence: 'attentive' } }))
      offered.push({ type: 'session.activity' }, { type: 'xstate.after.inactivity.session.active.presence.attentive' })
    if (s.matches({ active: { presence: 'warned' } }))
      offered.push(
        { type: 'session.tick', secondsLeft: 179 },
        { type: 'session.continue' },
        { type: 'xstate.after.idleCountdown.session.active.presence.warned' },
      )
    return offered
  },
  states: {
    'active.presence.attentive': (s) => expect(s.hasTag('idleWarning')).toBe(false),
    'active.presence.warned': (s) => expect(s.hasTag('idleWarning')).toBe(true),
    signingOut: (s) => expect(tagsOf(s)).toEqual(['ending']),
    loggingOutIdle: (s) => expect(tagsOf(s)).toEqual(['ending']),
    signedOut: (s) => expect(s.output).toEqual({ reason: 'player' }),
    idledOut: (s) => expect(s.output).toEqual({ reason: 'idle' }),
    expired: (s) => expect(s.output).toEqual({ reason: 'expired' }),
  },
})

describe('session timings', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 12) }))
  afterEach(() => vi.useRealTimers())

  const start = (
    overrides: Parameters<typeof sessionMachine.provide>[0]['actors'] = {},
    tokens: Credentials = credentials,
    restored = false,
  ) => {
    const calls = { refresh: vi.fn(async () => refreshed), idleLogout: vi.fn(async () => {}), signOut: vi.fn(async () => {}) }
    const machine = sessionMachine.provide({
      actors: {
        storeSessionCookie: fromPromise(async () => {}),
        refreshTokens: fromPromise(calls.refresh),
        logoutIdlePlayer: fromPromise(calls.idleLogout),
        signOutPlayer: fromPromise(calls.signOut),
        ...overrides,
      },
    })
    const actor = createActor(machine, { input: { credentials: tokens, restored } }).start()
    return { actor, calls }
  }

  it('opens the idle-player modal after exactly 30 minutes without activity', async () => {
    // Arrange
    const { actor } = start()

    // Act
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS - 1)
    const before = actor.getSnapshot().hasTag('idleWarning')
    await vi.advanceTimersByTimeAsync(1)

    // Assert
    expect(before).toBe(false)
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(180)
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

  it('counts the modal down each second and logs the player out for inactivity after 3 minutes', async () => {
    // Arrange
    const { actor, calls } = start({ countDownSeconds })
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

  it('Continue closes the modal and gives the player another 30 minutes', async () => {
    // Arrange
    const { actor, calls } = start()
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS + 60_000)

    // Act
    actor.send({ type: 'session.continue' })
    await vi.advanceTimersByTimeAsync(IDLE_COUNTDOWN_MS)

    // Assert
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(false)
    expect(calls.idleLogout).not.toHaveBeenCalled()
  })

  it('refreshes the access token one minute before it expires and keeps the new tokens', async () => {
    // Arrange
    const expiresAt = Date.now() + 15 * 60_000
    const { actor, calls } = start({ watchAccessTokenExpiry }, { ...credentials, accessToken: accessToken(expiresAt) })

    // Act
    await vi.advanceTimersByTimeAsync(expiresAt - REFRESH_MARGIN_MS - Date.now() - 1000)
    const early = calls.refresh.mock.calls.length
    await vi.advanceTimersByTimeAsync(1000)

    // Assert
    expect(early).toBe(0)
    expect(calls.refresh).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.credentials).toMatchObject({ idToken: 'id-2', refreshToken: 'refresh-2', playerId: 'p-9' })
    expect(getCredentials()).toMatchObject({ accessToken: refreshed.accessToken })
  })

  it('logs the player out when the refresh is refused', async () => {
    // Arrange
    const expiresAt = Date.now() + 2 * 60_000
    const { actor } = start(
      { watchAccessTokenExpiry, refreshTokens: fromPromise(async () => Promise.reject(new Error('401'))) },
      { ...credentials, accessToken: accessToken(expiresAt) },
    )

    // Act
    await vi.advanceTimersByTimeAsync(60_000)

    // Assert
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' })
  })

  it('logs the player out at once when the stored access token has already expired', async () => {
    // Arrange / Act
    const { actor, calls } = start({ watchAccessTokenExpiry }, { ...credentials, accessToken: accessToken(Date.now() - 1000) }, true)
    await vi.advanceTimersByTimeAsync(0)

    // Assert
    expect(calls.refresh).not.toHaveBeenCalled()
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' })
  })

  it('times a token received just now by its own lifetime, whatever the device clock says', async () => {
    // Arrange: the platform's clock is an hour behind the device's
    const issuedAt = Math.floor(Date.now() / 1000) - 3600
    const skewed = new UnsecuredJWT({}).setIssuedAt(issuedAt).setExpirationTime(issuedAt + 15 * 60).encode()
    const { actor, calls } = start({ watchAccessTokenExpiry }, { ...credentials, accessToken: skewed })

    // Act
    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1)
    const early = calls.refresh.mock.calls.length
    await vi.advanceTimersByTimeAsync(1)

    // Assert
    expect(early).toBe(0)
    expect(calls.refresh).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('signs out on the platform, and still logs out on this device when the platform cannot be reached', async () => {
    // Arrange
    const { actor } = start({ signOutPlayer: fromPromise(async () => Promise.reject(new TypeError('Failed to fetch'))) })

    // Act
    actor.send({ type: 'session.signOut' })
    await vi.advanceTimersByTimeAsync(0)

    // Assert
    expect(actor.getSnapshot().output).toEqual({ reason: 'player' })
  })
})
