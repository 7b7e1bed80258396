import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { closedTableOf, gameLaunchMachine, type Game, type LaunchRequest } from './gameLaunch.machine'
import { liveTable, player, realLaunch, slot, tableClosed, tableOpensAt, tableUnknown } from './gameLaunch.fixtures'

/** A player's real launch of the slot, recording what the frame is told (pause, resume). */
function start(input: typeof player) {
  const told: string[] = []
  const machine = gameLaunchMachine.provide({
    actors: { loadGame: fromPromise(async () => slot), launchGame: fromPromise(async () => realLaunch), listenToFrame: fromCallback(() => {}) },
    actions: {
      showGameTitle: () => {},
      openPage: () => {},
      pauseFrame: (_, p) => void told.push(`pause ${p.reason}`),
      resumeFrame: () => void told.push('resume'),
    },
  })
  return { actor: createActor(machine, { input }).start(), told }
}

describe('gameLaunch', () => {
  it('launches for real money for a signed-in player, live tables included', async () => {
    // Arrange
    const launches: LaunchRequest[] = []
    const machine = gameLaunchMachine.provide({
      actors: {
        loadGame: fromPromise(async () => liveTable),
        launchGame: fromPromise<typeof realLaunch, LaunchRequest>(async ({ input }) => {
          launches.push(input)
          return realLaunch
        }),
        listenToFrame: fromCallback(() => {}),
      },
      actions: { showGameTitle: () => {}, openPage: () => {} },
    })

    // Act
    const actor = createActor(machine, { input: { ...player, slug: 'lightning-roulette', lobby: 'LIVE_CASINO' } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches('playing'))

    // Assert
    expect(launches).toEqual([
      {
        slug: 'lightning-roulette',
        mode: 'real',
        station: player.station,
        game: liveTable,
        jurisdiction: 'UN',
        lobbyUrl: '/en-UN/live-casino-online',
        depositUrl: '/en-UN/my-account/banking/deposit',
      },
    ])
    expect(snapshot.context).toMatchObject({ mode: 'real', token: 't-1', launchUrl: realLaunch.launchUrl })
  })

  it('hears round ends from the frame and moves the balance with each', async () => {
    let send: ((event: { type: string; [k: string]: unknown }) => void) | undefined
    const machine = gameLaunchMachine.provide({
      actors: {
        loadGame: fromPromise(async () => slot),
        launchGame: fromPromise(async () => realLaunch),
        listenToFrame: fromCallback(({ sendBack }) => void (send = sendBack as typeof send)),
      },
      actions: { showGameTitle: () => {}, openPage: () => {} },
    })
    const actor = createActor(machine, { input: player }).start()
    await waitFor(actor, (s) => s.matches('playing'))

    send!({ type: 'frame.ready', balanceMinor: 5000, currency: 'EUR' })
    send!({ type: 'frame.roundEnd', balanceMinor: 4980, currency: 'EUR', betMinor: 20, winMinor: 0 })
    send!({ type: 'frame.roundEnd', balanceMinor: 5080, currency: 'EUR', betMinor: 20, winMinor: 120 })

    expect(actor.getSnapshot().context).toMatchObject({ rounds: 2, balance: { minor: 5080, currency: 'EUR' } })
  })
})

describe('gameLaunch for a visitor at a live table', () => {
  it('opens the login over the live lobby and keeps the table for afterwards, without launching, demo or not', async () => {
    const opened: { href: string; replace: boolean }[] = []
    let launched = false
    const machine = gameLaunchMachine.provide({
      actors: {
        loadGame: fromPromise(async (): Promise<Game> => ({ ...liveTable, demo: true })),
        launchGame: fromPromise(async () => {
          launched = true
          return realLaunch
        }),
      },
      actions: { showGameTitle: () => {}, openPage: (_, page) => void opened.push(page) },
    })
    const actor = createActor(machine, { input: { ...player, signedIn: false, slug: 'lightning-roulette', lobby: 'LIVE_CASINO' } }).start()
    await waitFor(actor, (s) => s.status === 'done')

    expect(launched).toBe(false)
    expect(opened).toEqual([
      { href: `/en-UN/live-casino-online?${new URLSearchParams({ login: '1', redirect: '/en-UN/live-casino-online/play/evolution/lightning-roulette' })}`, replace: true },
    ])
  })

  it('pauses the frame when the first dialog opens over it and resumes it when the last closes', async () => {
    const { actor, told } = start(player)
    // The reality check is up before the game runs: nothing to tell yet, the game comes up paused.
    actor.send({ type: 'game.hold', by: 'realityCheck' })
    await waitFor(actor, (s) => s.matches('playing'))
    expect(told).toEqual([])
    actor.send({ type: 'frame.ready', balanceMinor: 100, currency: 'EUR' })
    expect(told).toEqual(['pause ready'])
    // The menu opens too, then the reality check is answered: still paused.
    actor.send({ type: 'game.hold', by: 'menu' })
    actor.send({ type: 'game.hold', by: 'menu' })
    actor.send({ type: 'game.release', by: 'realityCheck' })
    expect(actor.getSnapshot().context.holds).toEqual(['menu'])
    expect(told).toEqual(['pause ready'])
    // The menu closes: the game runs again; opening it again pauses again.
    actor.send({ type: 'game.release', by: 'menu' })
    expect(actor.getSnapshot().context.holds).toEqual([])
    actor.send({ type: 'game.hold', by: 'menu' })
    expect(told).toEqual(['pause ready', 'resume', 'pause opened'])
  })
})

describe('gameLaunch inputs and holds', () => {
  it('keeps free spins for a signed-in player’s free-spin launch only: a visitor’s fun launch has none', () => {
    expect(start({ ...player, freeSpins: true }).actor.getSnapshot().context.freeSpins).toBe(true)
    expect(start({ ...player, freeSpins: false }).actor.getSnapshot().context.freeSpins).toBe(false)
    expect(start(player).actor.getSnapshot().context.freeSpins).toBe(false)
    expect(start({ ...player, signedIn: false, freeSpins: true }).actor.getSnapshot().context.freeSpins).toBe(false)
  })

  it('forgets a dialog that closed before the game ran, and resumes only for the dialog that holds it', async () => {
    const { actor, told } = start(player)
    actor.send({ type: 'game.hold', by: 'realityCheck' })
    actor.send({ type: 'game.release', by: 'realityCheck' })
    expect(actor.getSnapshot().context.holds).toEqual([])
    await waitFor(actor, (s) => s.matches('playing'))
    // Nothing is open over it: the game comes up running.
    actor.send({ type: 'frame.ready', balanceMinor: 100, currency: 'EUR' })
    expect(told).toEqual([])
    actor.send({ type: 'game.hold', by: 'menu' })
    // The reality check was not holding it: the menu still is.
    actor.send({ type: 'game.release', by: 'realityCheck' })
    expect(actor.getSnapshot().context.holds).toEqual(['menu'])
    expect(told).toEqual(['pause opened'])
    actor.send({ type: 'game.release', by: 'menu' })
    expect(told).toEqual(['pause opened', 'resume'])
  })
})

describe('gameLaunch at a closed live table', () => {
  const atTable = (refusal: unknown) => {
    let launches = 0
    const machine = gameLaunchMachine.provide({
      actors: {
        loadGame: fromPromise(async () => liveTable),
        launchGame: fromPromise<typeof realLaunch, LaunchRequest>(async () => {
          launches++
          throw refusal
        }),
        listenToFrame: fromCallback(() => {}),
      },
      actions: { showGameTitle: () => {}, openPage: () => {} },
    })
    const actor = createActor(machine, { input: { ...player, slug: 'lightning-roulette', lobby: 'LIVE_CASINO' } }).start()
    return { actor, launches: () => launches }
  }

  it('tells when the table opens and offers no retry, which could not help before then', async () => {
    const { actor, launches } = atTable(tableClosed)
    const snapshot = await waitFor(actor, (s) => s.status === 'done')
    expect(snapshot.value).toBe('tableClosed')
    expect(snapshot.context).toMatchObject({ opensAt: tableOpensAt, launchUrl: null, error: { code: 'error.evolution.table.unavailable', status: 400 } })
    actor.send({ type: 'game.retry' })
    expect(launches()).toBe(1)
  })

  it('offers Try again when the same refusal names no opening time (a table that does not exist)', async () => {
    const { actor, launches } = atTable(tableUnknown)
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    expect(snapshot.context.opensAt).toBeNull()
    actor.send({ type: 'game.retry' })
    await waitFor(actor, (s) => s.matches('failed') && launches() === 2)
  })
})

describe('closedTableOf', () => {
  const refusal = (code: string, additionalInfo?: Record<string, unknown>) =>
    new ApiCallError(400, { status: 400, code, message: code, ...(additionalInfo ? { additionalInfo } : {}) })

  it('reads the opening time of a closed table’s refusal, or none when the platform names none', () => {
    expect(closedTableOf(tableClosed)).toEqual({ opensAt: tableOpensAt })
    expect(closedTableOf(refusal('error.evolution.table.unavailable', { opensAt: null }))).toEqual({ opensAt: null })
  })

  it('is null for every other failure', () => {
    expect(closedTableOf(tableUnknown)).toBeNull()
    expect(closedTableOf(refusal('error.game.provider.failed', { opensAt: tableOpensAt }))).toBeNull()
    expect(closedTableOf(refusal('error.evolution.table.unavailable', { opensAt: 'soon' }))).toBeNull()
    // A number, even one Date.parse would read as a year, is not an instant.
    expect(closedTableOf(refusal('error.evolution.table.unavailable', { opensAt: 2026 }))).toBeNull()
    expect(closedTableOf(refusal('error.evolution.table.unavailable', { reason: 'closed' }))).toBeNull()
    // Not a platform refusal: a plain object shaped like one is not trusted.
    expect(closedTableOf({ code: 'error.evolution.table.unavailable', additionalInfo: { opensAt: tableOpensAt } })).toBeNull()
    expect(closedTableOf(null)).toBeNull()
  })
})
