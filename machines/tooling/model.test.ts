import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { assertFullCoverage, formatCoverage, planModel } from './model'

const door = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } },
  actors: { checkBadge: fromPromise<boolean>(async () => true) },
  guards: { isNeverTrue: () => false },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'checking', 'door.lock': { target: 'locked', guard: 'isNeverTrue' } } },
    checking: {
      invoke: { id: 'checkBadge', src: 'checkBadge', onDone: 'open', onError: 'closed' },
    },
    open: { after: { 1000: 'closed' }, on: { 'door.close': 'closed' } },
    locked: {},
  },
})

const events = (snapshot: { matches: (value: string) => boolean }) =>
  snapshot.matches('checking')
    ? [{ type: 'xstate.done.actor.checkBadge', output: true }, { type: 'xstate.error.actor.checkBadge', error: new Error('offline') }]
    : [{ type: 'door.open' }, { type: 'door.close' }, { type: 'door.lock' }, { type: 'xstate.after.1000.door.open' }]

async function runAll(plan: ReturnType<typeof planModel>) {
  for (const path of plan.paths) await plan.run(path)
  return plan.coverage()
}

describe('model helper', () => {
  it('reports a transition no path can take and the state only it leads to', async () => {
    // Arrange
    const plan = planModel(door, { events: events as never })

    // Act
    const coverage = await runAll(plan)

    // Assert
    expect(coverage.states).toEqual({ covered: 3, total: 4, missing: ['door.locked'] })
    expect(coverage.transitions.missing).toEqual(['door.closed --door.lock [isNeverTrue]--> door.locked'])
    expect(formatCoverage('door', coverage)).toBe('coverage door: states 3/4 (75%), transitions 5/6 (83%)')
    expect(() => assertFullCoverage('door', coverage)).toThrow(/transition door.closed --door.lock \[isNeverTrue\]--> door.locked/)
  })

  it('counts only what the real actor did, not what the model offered', async () => {
    // Arrange: generate paths, then replay none of them
    const plan = planModel(door, { events: events as never })

    // Act
    const coverage = plan.coverage()

    // Assert
    expect(coverage.transitions.covered).toBe(0)
    expect(coverage.states.missing).toContain('door.open')
  })

  it('refuses a state assertion for a state the machine does not have', () => {
    expect(() => planModel(door, { events: events as never, states: { opened: () => {} } })).toThrow(
      'states["opened"] names no state of door',
    )
  })

  it('fails a path whose delayed transition fires at a different time than the model says', async () => {
    // Arrange: the real machine waits 1500 ms where the model expects 1000 ms
    const plan = planModel(door, { events: events as never })
    const viaTimer = plan.paths.find((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after')))!
    const lateDoor = setup({ actors: { checkBadge: fromPromise<boolean>(async () => true) } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { 'door.open': 'checking' } },
        checking: { invoke: { id: 'checkBadge', src: 'checkBadge', onDone: 'open' } },
        open: { after: { 1500: 'closed' } },
      },
    })
    const latePlan = planModel(lateDoor, {
      events: ((s: { matches: (v: string) => boolean }) =>
        s.matches('checking')
          ? [{ type: 'xstate.done.actor.checkBadge', output: true }]
          : [{ type: 'door.open' }, { type: 'xstate.after.1000.door.open' }]) as never,
    })

    // Act / Assert: the model helper replays the recorded path against the real timer
    expect(viaTimer).toBeDefined()
    await expect(latePlan.run(viaTimer)).rejects.toThrow(/after xstate.after.1000.door.open/)
  })
})
