import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
} from 'xstate'
import { TestModel, serializeSnapshot, type TestPath } from 'xstate/graph'
import { describeTransition, pathToStateValue, stateNodesOf, transitionKey, transitionsOf } from './definition'

/**
 * Model-based tests over `xstate/graph`'s `TestModel` (`createTestModel` refuses machines that
 * invoke actors). Paths are generated from the machine itself and each one is replayed on a real
 * actor whose invoked promise actors are settled by the path's `xstate.done.actor.*` /
 * `xstate.error.actor.*` steps and whose delays run on fake timers; the states entered and the
 * transitions taken on the real actor are the coverage.
 */
export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Events offered in a snapshot; offer an invoked actor's done/error events only where it is invoked. */
  events: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]
  /** Assertions per state (`'Resolved.allowed'`), run whenever the actor is in that state. */
  states?: Record<string, (snapshot: AnyMachineSnapshot) => void>
  input?: InputFrom<TMachine>
  /** Non-promise actors to provide as they are; every other actor becomes a controlled promise. */
  actors?: Record<string, AnyActorLogic>
  pathGenerators?: ReadonlyArray<'shortest' | 'simple'>
}

export interface CoverageFigure {
  covered: number
  total: number
  missing: string[]
}

export interface Coverage {
  states: CoverageFigure
  transitions: CoverageFigure
}

export interface ModelPlan {
  paths: TestPath<AnyMachineSnapshot, AnyEventObject>[]
  run(path: TestPath<AnyMachineSnapshot, AnyEventObject>): Promise<void>
  coverage(): Coverage
}

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** Invocations waiting for the path to settle them, by invoke id. */
class PromiseControl {
  private pending = new Map<string, Pending>()

  start(id: string): Promise<unknown> {
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }))
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const pending = this.pending.get(id)
    if (!pending) throw new Error(`the machine is not invoking "${id}" at this step`)
    this.pending.delete(id)
    if ('output' in outcome) pending.resolve(outcome.output)
    else pending.reject(outcome.error)
  }
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

function resolveDelay(machine: AnyStateMachine, ref: string, snapshot: AnyMachineSnapshot): number {
  if (!Number.isNaN(Number(ref))) return Number(ref)
  const delays = machine.implementations.delays as Record<string, unknown>
  const delay = delays[ref]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') return delay({ context: snapshot.context, event: { type: 'xstate.init' } }) as number
  throw new Error(`delay "${ref}" is not defined in setup({ delays })`)
}

function figure(all: string[], seen: Set<string>, label: (key: string) => string): CoverageFigure {
  const missing = all.filter((key) => !seen.has(key))
  return { covered: all.length - missing.length, total: all.length, missing: missing.map(label) }
}

export function planModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPlan {
  const base = { events: options.events, input: options.input }
  // Keying vertices by the transition that reached them (as createTestModel does) makes the
  // shortest paths take every transition, including ones back to a state already reached.
  const byTransition = new TestModel(machine, {
    ...base,
    serializeState: (snapshot: AnyMachineSnapshot, event?: AnyEventObject, previous?: AnyMachineSnapshot) =>
      event && previous
        ? `${serializeSnapshot(snapshot)} via ${JSON.stringify(event)} from ${serializeSnapshot(previous)}`
        : serializeSnapshot(snapshot),
  } as never)
  // Simple paths over state values alone (context ignored): every loop-free route through the
  // configurations, without one per retry count or per payload.
  const byState = new TestModel(machine, {
    ...base,
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
  } as never)
  const generators = options.pathGenerators ?? ['shortest', 'simple']
  const unique = new Map<string, TestPath<AnyMachineSnapshot, AnyEventObject>>()
  for (const generator of generators) {
    const generated = generator === 'shortest' ? byTransition.getShortestPaths() : byState.getSimplePaths()
    for (const path of generated as TestPath<AnyMachineSnapshot, AnyEventObject>[]) {
      unique.set(path.steps.map((step) => JSON.stringify(step.event)).join(' → '), path)
    }
  }

  const stateNodes = stateNodesOf(machine).filter((node) => node.path.length > 0)
  const knownPaths = new Set(stateNodes.map((node) => node.path.join('.')))
  for (const key of Object.keys(options.states ?? {})) {
    // A misspelt key would make its assertion silently never run.
    if (!knownPaths.has(key)) throw new Error(`states["${key}"] names no state of ${machine.id}`)
  }
  const transitions = transitionsOf(machine)
  const visitedStates = new Set<string>()
  const takenTransitions = new Set<string>()

  const recordStates = (snapshot: AnyMachineSnapshot) => {
    for (const node of stateNodes) {
      if (snapshot.matches(pathToStateValue(node.path) as never)) visitedStates.add(node.id)
    }
  }

  const checkStates = (snapshot: AnyMachineSnapshot) => {
    for (const [key, assertion] of Object.entries(options.states ?? {})) {
      if (snapshot.matches(pathToStateValue(key.split('.')) as never)) assertion(snapshot)
    }
  }

  async function run(path: TestPath<AnyMachineSnapshot, AnyEventObject>): Promise<void> {
    vi.useFakeTimers()
    const control = new PromiseControl()
    const controlled = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((name) => [
        name,
        fromPromise(({ self }) => control.start(self.id)),
      ]),
    )
    const provided = machine.provide({ actors: { ...controlled, ...options.actors } } as never)
    const actor = createActor(provided, {
      input: options.input,
      inspect: (inspection) => {
        if (inspection.actorRef.sessionId !== inspection.rootId) return
        if (inspection.type === '@xstate.microstep') {
          const taken = (inspection as unknown as { _transitions: Parameters<typeof transitionKey>[0][] })._transitions
          for (const transition of taken) takenTransitions.add(transitionKey(transition))
          recordStates(inspection.snapshot as AnyMachineSnapshot)
        }
        if (inspection.type === '@xstate.snapshot') recordStates(inspection.snapshot as AnyMachineSnapshot)
      },
    })
    try {
      actor.start()
      for (const step of path.steps) {
        const event = step.event
        const before = actor.getSnapshot()
        if (event.type.startsWith(DONE)) {
          control.settle(event.type.slice(DONE.length), { output: event.output })
        } else if (event.type.startsWith(ERROR)) {
          control.settle(event.type.slice(ERROR.length), { error: event.error })
        } else if (event.type.startsWith(AFTER)) {
          const ref = event.type.slice(AFTER.length).split('.')[0] ?? ''
          const ms = resolveDelay(provided, ref, before)
          // The transition must wait exactly `ms`: one millisecond early nothing happens.
          await vi.advanceTimersByTimeAsync(ms - 1)
          expect(actor.getSnapshot().value, `${event.type} fired before ${ms} ms`).toEqual(before.value)
          await vi.advanceTimersByTimeAsync(1)
        } else if (event.type !== 'xstate.init') {
          actor.send(event)
        }
        await flushMicrotasks()
        const snapshot = actor.getSnapshot()
        expect(snapshot.value, `after ${event.type}`).toEqual(step.state.value)
        checkStates(snapshot)
      }
    } finally {
      actor.stop()
      vi.useRealTimers()
    }
  }

  const labels = new Map(transitions.map((t) => [t.key, describeTransition(t)]))
  return {
    paths: [...unique.values()],
    run,
    coverage: () => ({
      states: figure(stateNodes.map((n) => n.id), visitedStates, (id) => id),
      transitions: figure(transitions.map((t) => t.key), takenTransitions, (key) => labels.get(key) ?? key),
    }),
  }
}

const percent = (f: CoverageFigure) => (f.total === 0 ? 100 : Math.floor((f.covered / f.total) * 100))

export function formatCoverage(name: string, coverage: Coverage): string {
  const { states, transitions } = coverage
  return (
    `coverage ${name}: states ${states.covered}/${states.total} (${percent(states)}%), ` +
    `transitions ${transitions.covered}/${transitions.total} (${percent(transitions)}%)`
  )
}

/** Throws, naming every state and transition no path reached, unless coverage is complete. */
export function assertFullCoverage(name: string, coverage: Coverage): void {
  const missing = [
    ...coverage.states.missing.map((id) => `  state ${id}`),
    ...coverage.transitions.missing.map((label) => `  transition ${label}`),
  ]
  if (missing.length) throw new Error(`${formatCoverage(name, coverage)}; not covered:\n${missing.join('\n')}`)
}

function shortEvent(type: string): string {
  return type.replace(/^xstate\.done\.actor\./, 'done ').replace(/^xstate\.error\.actor\./, 'error ').replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
}

/** `path 3: countryCheck.start → done fetchAccessContext ⇒ {"Resolved":"allowed"}` */
function pathTitle(index: number, path: TestPath<AnyMachineSnapshot, AnyEventObject>): string {
  const events = path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init').map(shortEvent)
  return `path ${index + 1}: ${events.join(' → ') || '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`
}

/**
 * Declares one vitest `it` per generated path and, after all of them ran, prints the coverage
 * line and fails the suite below 100 % of states or transitions.
 *
 * @example
 * describeModel('countryCheck', countryCheckMachine, {
 *   events: (s) => s.matches('Requested')
 *     ? [{ type: 'xstate.done.actor.fetchAccessContext', output: allowed }]
 *     : [{ type: 'countryCheck.start' }],
 * })
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  machine: TMachine,
  options: ModelOptions<TMachine>,
): void {
  const plan = planModel(machine, options)
  let ran = 0
  describe(`model ${name}`, () => {
    plan.paths.forEach((path, index) => {
      it(pathTitle(index, path), async () => {
        await plan.run(path)
        ran++
      })
    })
    afterAll(() => {
      // A filtered run (`-t`) replays only some paths; its coverage would be meaningless.
      if (ran < plan.paths.length) return
      const coverage = plan.coverage()
      console.log(formatCoverage(name, coverage))
      assertFullCoverage(name, coverage)
    })
  })
}
