import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ACTIVITY_CHECK_INTERVAL_MS, activityTimerMachine, type ActivityCheck, type ActivitySettings, type RealityCheckSummary } from './activityTimer.machine'

const summary: RealityCheckSummary = {
  sessionStartedAt: '2026-11-23T18:00:00.000Z',
  durationMinutes: 30,
  currency: 'NOK',
  turnoverMinor: 5_000,
  winningsMinor: 7_250,
  deltaMinor: 2_250,
}

/** The platform as a script: each check answers the next number of minutes left (null: off). */
function platform(minutesLeft: (number | null)[]) {
  const calls = { check: 0, summary: 0, reset: 0, saved: [] as ActivitySettings[], loggedOut: 0, opened: [] as string[] }
  const machine = activityTimerMachine.provide({
    actors: {
      checkActivity: fromPromise<ActivityCheck, void>(async () => {
        const left = minutesLeft[Math.min(calls.check++, minutesLeft.length - 1)]!
        return { activityTimer: left === null ? 'NOT_SET' : 'HALF_AN_HOUR', activityTimerOn: left !== null, minutesRemaining: left }
      }),
      loadSummary: fromPromise<RealityCheckSummary, void>(async () => (calls.summary++, summary)),
      resetTimer: fromPromise<{ minutesRemaining: number }, void>(async () => (calls.reset++, { minutesRemaining: 30 })),
      saveSettings: fromPromise<ActivitySettings, ActivitySettings>(async ({ input }) => (calls.saved.push(input), input)),
    },
    actions: {
      logOut: () => void calls.loggedOut++,
      openPage: (_, page) => void calls.opened.push(page.href),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { historyHref: '/en-NO/my-account/transactions' }, clock }).start()
  return { actor, clock, calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('activity timer on a simulated clock', () => {
  it('asks the platform once a minute, and only the platform decides the check is due', async () => {
    const { actor, clock, calls } = platform([2, 1, 0])
    await settle()
    expect(calls.check).toBe(1)
    clock.increment(ACTIVITY_CHECK_INTERVAL_MS - 1)
    await settle()
    expect(calls.check).toBe(1)
    clock.increment(1)
    await settle()
    expect(calls.check).toBe(2)
    expect(actor.getSnapshot().hasTag('realityCheck')).toBe(false)
    clock.increment(ACTIVITY_CHECK_INTERVAL_MS)
    await settle()
    await settle()
    expect(calls.check).toBe(3)
    expect(calls.summary).toBe(1)
    expect(actor.getSnapshot().hasTag('realityCheck')).toBe(true)
    expect(actor.getSnapshot().context.summary).toEqual(summary)
    // While the check is open nothing polls: the answer is awaited however long it takes.
    clock.increment(10 * ACTIVITY_CHECK_INTERVAL_MS)
    await settle()
    expect(calls.check).toBe(3)
  })

  it('restarts on continue and polls again a minute later; logs out on stop', async () => {
    const { actor, clock, calls } = platform([0, 30, 0])
    await settle()
    await settle()
    actor.send({ type: 'activity.continue' })
    await settle()
    expect(calls.reset).toBe(1)
    expect(actor.getSnapshot().hasTag('realityCheck')).toBe(false)
    expect(actor.getSnapshot().context.minutesRemaining).toBe(30)
    clock.increment(ACTIVITY_CHECK_INTERVAL_MS)
    await settle()
    expect(calls.check).toBe(2)
    clock.increment(ACTIVITY_CHECK_INTERVAL_MS)
    await settle()
    await settle()
    actor.send({ type: 'activity.viewHistory' })
    await settle()
    expect(calls.opened).toEqual(['/en-NO/my-account/transactions'])
    expect(calls.reset).toBe(2)
    clock.increment(ACTIVITY_CHECK_INTERVAL_MS)
    await settle()
    await settle()
    actor.send({ type: 'activity.logOut' })
    expect(calls.loggedOut).toBe(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('never interrupts a player who switched the check off, and saves a new interval then reads it at once', async () => {
    const { actor, clock, calls } = platform([null])
    await settle()
    clock.increment(5 * ACTIVITY_CHECK_INTERVAL_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('realityCheck')).toBe(false)
    expect(actor.getSnapshot().context.minutesRemaining).toBeNull()
    const checks = calls.check
    actor.send({ type: 'activity.changeSettings', settings: { activityTimer: 'HOUR', activityTimerOn: true } })
    await settle()
    expect(calls.saved).toEqual([{ activityTimer: 'HOUR', activityTimerOn: true }])
    expect(calls.check).toBe(checks + 1)
    expect(actor.getSnapshot().context.settingsResult).toEqual({ saved: true })
  })
})
