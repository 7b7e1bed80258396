import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { PROVIDED } from '../shared/provided'
import { apiFailure } from '../shared/testing'
import { MOBILE_TOP_OFFSET, SPORTSBOOK_MAX_WIDTH, sportsbookMachine, type Balance, type ContextRequest, type SportsbookContextData } from './sportsbook.machine'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const deepLinking = { page: 'live-betting' as const }
const loggedIn: SportsbookContextData = { contextId: 'c', customerState: 'LoggedIn', iframeUrl: '/sandbox/sportsbook?ticket=t', expiresAt: '2026-11-28T03:00:00.000Z' }
const anonymous: SportsbookContextData = { ...loggedIn, customerState: 'Anonymous', iframeUrl: '/sandbox/sportsbook' }

function start(signedIn: boolean, o: { context?: SportsbookContextData; push?: (b: Balance) => Promise<void>; session?: () => Promise<void> } = {}) {
  const calls: string[] = []
  const loaded: ContextRequest[] = []
  const pushed: Balance[] = []
  const told: unknown[] = []
  let logins = 0
  const actor = createActor(
    sportsbookMachine.provide({
      actors: {
        createSportsSession: fromPromise(async () => {
          calls.push('createSportsSession')
          await o.session?.()
          return { sessionId: 's', expiresAt: '2027-11-28T03:00:00.000Z' }
        }),
        loadContext: fromPromise(async ({ input }) => {
          calls.push('loadContext')
          loaded.push(input)
          return o.context ?? (signedIn ? loggedIn : anonymous)
        }),
        pushSportsBalanceUpdate: fromPromise(async ({ input }) => {
          pushed.push(input)
          await o.push?.(input)
        }),
        listenToFrame: fromCallback(() => undefined),
      },
      actions: { openLogin: () => void logins++, tellFrameBalance: (_, params) => void told.push(params) },
    }),
    { input: { signedIn, deepLinking, mobile: false } },
  ).start()
  return { actor, calls, loaded, pushed, told, logins: () => logins }
}

describe('sportsbook', () => {
  it('creates the sports session before a signed-in player’s context, and loads a visitor’s at once', async () => {
    const player = start(true)
    expect(player.actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled()
    expect(player.calls).toEqual(['createSportsSession', 'loadContext'])
    expect(player.loaded).toEqual([{ customerState: 'LoggedIn', deepLinking, iFrameSetup: { maxWidth: 1920 } }])
    expect(player.actor.getSnapshot().hasTag('canBet')).toBe(true)

    const visitor = start(false)
    await settled()
    expect(visitor.calls).toEqual(['loadContext'])
    expect(visitor.loaded[0]!.customerState).toBe('Anonymous')
    expect(visitor.actor.getSnapshot().hasTag('canBet')).toBe(false)
    expect(visitor.actor.getSnapshot().hasTag('loaded')).toBe(true)
  })

  it('keeps to the spec’s frame: 1920 px at most, a 56 px top bar on a phone', () => {
    expect([SPORTSBOOK_MAX_WIDTH, MOBILE_TOP_OFFSET]).toEqual([1920, 56])
  })

  it('opens the login when the frame asks, for a visitor', async () => {
    const visitor = start(false)
    await settled()
    visitor.actor.send({ type: 'frame.loginRequested' })
    expect(visitor.logins()).toBe(1)
  })

  it('never pushes a balance for an anonymous frame, even when the platform answered one for a signed-in player', async () => {
    const visitor = start(true, { context: anonymous })
    await settled()
    visitor.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 1, currency: 'EUR' } })
    await settled()
    expect(visitor.pushed).toEqual([])
    expect(visitor.actor.getSnapshot().matches({ contextLoaded: 'idle' })).toBe(true)
  })

  it('pushes each new balance once and tells the frame; a balance already told is not pushed again', async () => {
    const player = start(true)
    await settled()
    const balance = { balanceMinor: 9_300, currency: 'EUR' }
    player.actor.send({ type: 'wallet.balanceUpdated', balance })
    await settled()
    player.actor.send({ type: 'wallet.balanceUpdated', balance })
    await settled()
    expect(player.pushed).toEqual([balance])
    expect(player.told).toEqual([{ iframeUrl: loggedIn.iframeUrl, balance }])
    // The same amount in another currency is another balance.
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 9_300, currency: 'NOK' } })
    await settled()
    expect(player.pushed).toHaveLength(2)
    expect(player.actor.getSnapshot().context.pushed).toEqual({ balanceMinor: 9_300, currency: 'NOK' })
  })

  it('pushes the newer balance when one arrives during a push, and a refused push is tried again with the next change', async () => {
    let fail = true
    const player = start(true, { push: async () => { if (fail) throw apiFailure(400, 'error.sports.session.missing', 'no') } })
    await settled()
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 1, currency: 'EUR' } })
    await settled()
    expect(player.actor.getSnapshot().context.error?.code).toBe('error.sports.session.missing')
    expect(player.actor.getSnapshot().context.pushed).toBeNull()
    expect(player.told).toEqual([])
    fail = false
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 1, currency: 'EUR' } })
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 2, currency: 'EUR' } })
    await settled()
    expect(player.pushed.map((b) => b.balanceMinor)).toEqual([1, 1, 2])
    expect(player.told).toEqual([{ iframeUrl: loggedIn.iframeUrl, balance: { balanceMinor: 2, currency: 'EUR' } }])
  })

  it('says why it failed and loads again on retry', async () => {
    let refuse = true
    const player = start(true, { session: async () => { if (refuse) throw apiFailure(400, 'error.sports.disabled', 'no') } })
    await settled()
    expect(player.actor.getSnapshot().value).toBe('error')
    expect(player.actor.getSnapshot().context.error?.code).toBe('error.sports.disabled')
    refuse = false
    player.actor.send({ type: 'sportsbook.retry' })
    expect(player.actor.getSnapshot().context.error).toBeNull()
    await settled()
    expect(player.actor.getSnapshot().hasTag('canBet')).toBe(true)
  })

  it('starts in the loader with nothing loaded', () => {
    const s = createActor(sportsbookMachine, { input: { signedIn: false, deepLinking, mobile: true } }).getSnapshot()
    expect(s.context).toEqual({ signedIn: false, deepLinking, mobile: true, contextData: null, error: null, pushed: null, pending: null })
  })

  it('names the calls and effects src/ must provide, and each, left unprovided, fails naming itself', async () => {
    expect(Object.keys(sportsbookMachine.implementations.actors).sort()).toEqual(['createSportsSession', 'listenToFrame', 'loadContext', 'pushSportsBalanceUpdate'])
    for (const [name, logic] of Object.entries(sportsbookMachine.implementations.actors)) {
      const actor = createActor(logic as never, { input: { iframeUrl: '/x' } } as never)
      const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }))
      actor.start()
      await expect(failure).resolves.toMatchObject({ message: `the actor "${name}" was not provided: src/flows/<flow>.ts provides it with machine.provide()` })
    }
    const provided = Object.entries(sportsbookMachine.implementations.actions).filter(([, action]) => typeof action === 'function' && PROVIDED in action)
    expect(provided.map(([name]) => name).sort()).toEqual(['openLogin', 'tellFrameBalance'])
    for (const [name, action] of provided) expect(() => (action as (args: unknown, params: unknown) => void)({}, undefined)).toThrow(`the action "${name}" was not provided`)
  })

  it('is the registry’s sportsbook flow, starting in its loader', () => {
    expect(sportsbookMachine.id).toBe('sportsbook')
    const s = createActor(sportsbookMachine, { input: { signedIn: false, deepLinking, mobile: false } }).getSnapshot()
    expect(s.matches({ loader: 'loadingContext' })).toBe(true)
    expect(sportsbookMachine.config.description).toMatch(/sportsbook context: loader, contextData, error/)
  })

  it('leaves a visitor’s frame alone when a balance arrives, however it compares', async () => {
    const visitor = start(false)
    await settled()
    visitor.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 0, currency: 'EUR' } })
    expect(visitor.actor.getSnapshot().matches({ contextLoaded: 'idle' })).toBe(true)
    expect(visitor.pushed).toEqual([])
  })

  it('does not restart a push for the balance being pushed, but does for the same amount in another currency', async () => {
    let release: () => void = () => undefined
    const player = start(true, { push: () => new Promise<void>((resolve) => (release = resolve)) })
    await settled()
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 5, currency: 'EUR' } })
    await settled()
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 5, currency: 'EUR' } })
    await settled()
    expect(player.pushed).toHaveLength(1)
    player.actor.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: 5, currency: 'NOK' } })
    await settled()
    expect(player.pushed).toEqual([{ balanceMinor: 5, currency: 'EUR' }, { balanceMinor: 5, currency: 'NOK' }])
    release()
    await settled()
    expect(player.told).toEqual([{ iframeUrl: loggedIn.iframeUrl, balance: { balanceMinor: 5, currency: 'NOK' } }])
  })
})
