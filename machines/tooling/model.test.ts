import { describe, expect, it } from 'vitest'
import { assign, fromPromise, setup } from 'xstate'
import type { AnyMachineSnapshot } from 'xstate'
import { providedAction } from '../shared/provided'
import { assertFullCoverage, formatCoverage, modelRunner, pathRecorder, planModel, planPaths, planStarts } from './model'

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
  it('replays stored paths (what a mutation run keeps) and fails where the machine no longer does what was planned', async () => {
    // Arrange: paths planned from the door as written, recorded as they replay and stored as JSON,
    // as StrykerJS's dry run does
    const options = { events: events as never }
    const recording = modelRunner(door, options)
    const stored = []
    for (const [index, path] of planPaths(door, options).entries()) {
      const planned = path.steps.map((step) => ({ event: step.event, value: step.state.value }))
      const recorder = pathRecorder(`path ${index + 1}`)
      await recording.replay(planned, recorder.record)
      stored.push(JSON.parse(JSON.stringify(recorder.stored(planned))))
    }
    const slammed = door.provide({}).config
    const mutated = setup({
      types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } },
      actors: { checkBadge: fromPromise<boolean>(async () => true) },
      guards: { isNeverTrue: () => false },
    }).createMachine({ ...slammed, states: { ...slammed.states, open: { after: { 1000: 'closed' }, on: { 'door.close': 'open' } } } } as never)

    // Act
    const runner = modelRunner(door, options)
    for (const path of stored) await runner.replay(path.steps)
    const againstMutant = modelRunner(mutated as never, options)
    const failures: string[] = []
    for (const path of stored) await againstMutant.replay(path.steps).catch((error: Error) => failures.push(path.title + ': ' + error.message.split('\n')[0]))

    // Assert: the stored error payload came back from the offers, not from JSON, and the mutant's door stays open
    expect(stored[0].steps[0]).toEqual({ offer: { index: -1, label: 'xstate.init' }, value: 'closed' })
    expect(runner.coverage().transitions).toMatchObject({ covered: 5, total: 6 })
    expect(failures).toEqual([expect.stringMatching(/after door\.close: expected 'open' to deeply equal 'closed'/)])
  })

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

  it('covers a start that begins otherwise with its start alone, and keeps the paths of a start that leads elsewhere', async () => {
    // Arrange: a gate that opens at once when its input says so (an initial `always`), and forgets
    // it (or, as `remembering`, keeps it, so the start's steps are not the input's)
    const gate = (forget: boolean) =>
      setup({
        types: { input: {} as { open: boolean }, context: {} as { open: boolean }, events: {} as { type: 'gate.open' } | { type: 'gate.close' } },
        guards: { startsOpen: ({ context }) => context.open },
      }).createMachine({
        id: 'gate',
        context: ({ input }) => ({ open: input.open }),
        initial: 'closed',
        states: {
          closed: { always: { guard: 'startsOpen', target: 'open', actions: forget ? assign({ open: false }) : [] }, on: { 'gate.open': 'open' } },
          open: { on: { 'gate.close': 'closed' } },
        },
      })
    const gateEvents = (s: AnyMachineSnapshot) => (s.matches('closed') ? [{ type: 'gate.open' }] : [{ type: 'gate.close' }])
    const options = { input: { open: false }, starts: { open: { open: true } }, events: gateEvents }

    // Act
    const planned = planStarts(gate(true), options)
    const runner = modelRunner(gate(true), options)
    for (const { start, path } of planned) await runner.replay(path.steps.map((step) => ({ event: step.event, value: step.state.value })), undefined, start)
    const withoutStart = modelRunner(gate(true), { ...options, starts: undefined })
    for (const path of planPaths(gate(true), options)) await withoutStart.replay(path.steps.map((step) => ({ event: step.event, value: step.state.value })))
    const remembering = planStarts(gate(false), options).filter(({ start }) => start === 'open')

    // Assert: the start that only begins otherwise adds one path, its start, and the gate's always
    expect(planned.filter(({ start }) => start === 'open').map(({ path }) => path.steps.map((step) => step.event.type))).toEqual([['xstate.init']])
    expect(runner.coverage().transitions).toMatchObject({ covered: 3, total: 3 })
    expect(withoutStart.coverage().transitions.missing).toEqual(['gate.closed --(always) [startsOpen]--> gate.open'])
    expect(remembering.some(({ path }) => path.steps.some((step) => step.event.type === 'gate.close'))).toBe(true)
    await expect(runner.replay([], undefined, 'shut')).rejects.toThrow('gate: no start "shut" in starts')
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

  describe('transition table, calls and effects', () => {
    const turnstile = setup({
      types: { events: {} as { type: 'coin.insert' } | { type: 'arm.push' } },
      actors: { chargeCard: fromPromise<void, { cents: number }>(async () => {}) },
      actions: { openGate: providedAction<{ gate: number }>('openGate') },
    }).createMachine({
      id: 'turnstile',
      initial: 'locked',
      states: {
        locked: { on: { 'coin.insert': 'charging' } },
        charging: { invoke: { id: 'chargeCard', src: 'chargeCard', input: { cents: 250 }, onDone: 'unlocked', onError: 'locked' } },
        unlocked: { on: { 'arm.push': 'passed' } },
        passed: { type: 'final', entry: { type: 'openGate', params: { gate: 3 } } },
      },
    })
    const offer = (s: AnyMachineSnapshot) =>
      s.matches('charging')
        ? [{ type: 'xstate.done.actor.chargeCard' }, { type: 'xstate.error.actor.chargeCard', error: new Error('declined'), label: 'declined' }]
        : [{ type: 'coin.insert' }, { type: 'arm.push' }]
    const table = {
      locked: { 'coin.insert': 'charging', 'arm.push': 'locked' },
      charging: { 'done chargeCard': 'unlocked', 'error chargeCard (declined)': 'locked' },
      unlocked: { 'coin.insert': 'unlocked', 'arm.push': 'passed' },
    }
    const runEvery = async (plan: ReturnType<typeof planModel>) => {
      for (const path of plan.paths) await plan.run(path)
    }

    it('ends every path at a final state and keeps no path that is the start of another', () => {
      const plan = planModel(turnstile, { events: offer })
      const signatures = plan.paths.map((p) => p.steps.map((step) => step.event.type).join(' '))
      expect(plan.paths.every((p) => p.state.status === 'done')).toBe(true)
      expect(signatures.every((a) => !signatures.some((b) => b !== a && b.startsWith(`${a} `)))).toBe(true)
    })

    it('passes when the machine goes where the hand-written table says, with the inputs and effects expected', async () => {
      const calls: unknown[] = []
      const effects: unknown[] = []
      const plan = planModel(turnstile, {
        events: offer,
        transitions: table,
        calls: { chargeCard: (input) => calls.push(input) },
        effects: { openGate: (params) => effects.push(params) },
      })
      await runEvery(plan)
      expect(calls).toContainEqual({ cents: 250 })
      expect(effects).toContainEqual({ gate: 3 })
      expect(plan.unusedTransitions()).toEqual([])
    })

    it('fails a step that lands elsewhere than the table says', async () => {
      const plan = planModel(turnstile, {
        events: offer,
        transitions: { ...table, charging: { ...table.charging, 'error chargeCard (declined)': 'unlocked' } },
        calls: { chargeCard: () => {} },
        effects: { openGate: () => {} },
      })
      await expect(runEvery(plan)).rejects.toThrow(/charging --error chargeCard \(declined\)-->/)
    })

    it('fails a step the table does not mention, and an invoked call or provided effect nobody checks', async () => {
      const missingRow = planModel(turnstile, { events: offer, transitions: { ...table, unlocked: { 'arm.push': 'passed' } }, calls: { chargeCard: () => {} }, effects: { openGate: () => {} } })
      const uncheckedCall = planModel(turnstile, { events: offer, transitions: table, effects: { openGate: () => {} } })
      await expect(runEvery(missingRow)).rejects.toThrow('transitions["unlocked"]["coin.insert"] is missing')
      await expect(runEvery(uncheckedCall)).rejects.toThrow('calls.chargeCard is missing')
    })

    it('reports table rows and effects no path saw', async () => {
      const plan = planModel(turnstile, {
        events: offer,
        transitions: { ...table, passed: { 'coin.insert': 'passed' } },
        calls: { chargeCard: () => {} },
        effects: { openGate: () => {}, closeGate: () => {} },
      })
      await runEvery(plan)
      expect(plan.unusedTransitions()).toEqual(['passed | coin.insert', 'effects.closeGate (never happened)'])
    })
  })
})
