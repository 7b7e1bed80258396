import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
import { PROVIDED } from '../shared/provided'
import { describeTransition, pathToStateValue, stateNodesOf, transitionKey, transitionsOf } from './definition'

/**
 * Model-based tests over `xstate/graph`'s `TestModel` (`createTestModel` refuses machines that
 * invoke actors). Paths are generated from the machine itself and each one is replayed on a real
 * actor whose invoked promise actors are settled by the path's `xstate.done.actor.*` /
 * `xstate.error.actor.*` steps and whose delays run on fake timers; the states entered and the
 * transitions taken on the real actor are the coverage.
 */
/**
 * An event the model offers. `label` (stripped before sending) tells apart offers of the same
 * type with different payloads in the `transitions` table: `error loginPlayer (server down)`.
 */
export type ModelEvent = AnyEventObject & { label?: string }

/** Expected target of one step: a state key, or a function of the snapshot before the step. */
export type ExpectedTarget = string | ((before: AnyMachineSnapshot) => string)

/**
 * The transition table a test writes by hand from the spec: for each state key (`refused.explained`,
 * parallel regions joined with ` + `) and event label (`login.submit`, `done loginPlayer`,
 * `after retryDelay`, `error loginPlayer (server down)`), the state key the machine must be in
 * afterwards. The machine under test never supplies its own expectation, so a changed target, guard
 * or event fails the path that takes it.
 */
export type TransitionTable = Record<string, Record<string, ExpectedTarget>>

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Events offered in a snapshot; offer an invoked actor's done/error events only where it is invoked. */
  events: (snapshot: AnyMachineSnapshot) => readonly ModelEvent[]
  /** Assertions per state (`'Resolved.allowed'`), run whenever the actor is in that state. */
  states?: Record<string, (snapshot: AnyMachineSnapshot) => void>
  /**
   * Expected targets, independent of the machine. When given, every step of every path must be in
   * the table, every invoked actor must have a `calls` assertion and every provided action an
   * `effects` assertion, and every table entry must be used by some path.
   */
  transitions?: TransitionTable
  /** Checks the input each invoked actor received, by actor name (the `src` in `setup({ actors })`). */
  calls?: Record<string, (input: unknown, snapshot: AnyMachineSnapshot) => void>
  /** Checks the params of each action src/ provides (`providedAction`: navigation, storage), by name. */
  effects?: Record<string, (params: unknown, snapshot: AnyMachineSnapshot) => void>
  input?: InputFrom<TMachine>
  /**
   * Other inputs the flow can start with, by name (`{ preloaded: { ...input, preloaded: layout } }`),
   * in the same model, table and coverage as `input`. Each is planned like `input`; of its paths
   * only those taking a step (state and `contextKey`, event, next state) that no path of `input` or
   * an earlier start takes are kept, and its start itself: a start that only begins differently
   * (an initial `always`) adds a path, not a second model.
   */
  starts?: Record<string, InputFrom<TMachine>>
  /** Non-promise actors to provide as they are; every other actor becomes a controlled promise. */
  actors?: Record<string, AnyActorLogic>
  /**
   * `shortest`: one path per transition (vertices keyed by the transition that reached them);
   * `simple`: every loop-free route through the state values. Default: shortest only.
   */
  pathGenerators?: ReadonlyArray<'shortest' | 'simple'>
  /**
   * What of the context tells two visits of a state apart when generating paths (default: all of
   * it). `(c) => c.retries` gives one path per transition and retry count instead of one per
   * payload, which keeps a machine with many event payloads to a few strong paths.
   */
  contextKey?: (context: any) => unknown
  /**
   * Extend every path with the shortest continuation to a final state, where one is reachable
   * (default true): a path then shows the flow finishing, not stopping halfway.
   */
  endAtFinal?: boolean
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
  paths: TestPath<AnyMachineSnapshot, ModelEvent>[]
  run(path: TestPath<AnyMachineSnapshot, ModelEvent>): Promise<void>
  coverage(): Coverage
  /** Table rows no replayed step used, and `calls`/`effects` entries that never happened. */
  unusedTransitions(): string[]
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

/** `refused.explained`; parallel regions joined with ` + ` in definition order. */
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return String(value)
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, child]) => {
      const inner = stateKey(child)
      return inner.split(' + ').map((leaf) => (leaf ? `${key}.${leaf}` : key))
    })
    .join(' + ')
}

/** `login.submit`, `done loginPlayer`, `error loginPlayer (server down)`, `after retryDelay`. */
export function eventLabel(event: ModelEvent): string {
  const base = event.type.startsWith(DONE)
    ? `done ${event.type.slice(DONE.length)}`
    : event.type.startsWith(ERROR)
      ? `error ${event.type.slice(ERROR.length)}`
      : event.type.startsWith(AFTER)
        ? `after ${event.type.slice(AFTER.length).split('.')[0]}`
        : event.type
  return event.label ? `${base} (${event.label})` : base
}

function figure(all: string[], seen: Set<string>, label: (key: string) => string): CoverageFigure {
  const missing = all.filter((key) => !seen.has(key))
  return { covered: all.length - missing.length, total: all.length, missing: missing.map(label) }
}

/** One step of a planned path: the event (or which offer of `events` it is) and the state value after it. */
interface PlannedStep {
  event?: ModelEvent
  /** Index into `events(snapshot before the step)` and that offer's label, when `event` is not stored. */
  offer?: { index: number; label: string }
  value: unknown
}

/** The offers of a snapshot: none once the flow has finished. */
function offersOf(options: Pick<ModelOptions<AnyStateMachine>, 'events'>, snapshot: AnyMachineSnapshot): readonly ModelEvent[] {
  return snapshot.status === 'done' ? [] : options.events(snapshot)
}

/** What tells two snapshots apart when planning: the state value and `contextKey` (default: the whole snapshot). */
function vertexOf(options: Pick<ModelOptions<AnyStateMachine>, 'contextKey'>): (snapshot: AnyMachineSnapshot) => string {
  return options.contextKey
    ? (snapshot) => `${JSON.stringify(snapshot.value)} ${JSON.stringify(options.contextKey!(snapshot.context))}`
    : (snapshot) => serializeSnapshot(snapshot)
}

/**
 * The paths `TestModel` generates from the machine (see `pathGenerators`, `contextKey`,
 * `endAtFinal`), each extended to a final state and without paths that are the start of another.
 */

export function planPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>): TestPath<AnyMachineSnapshot, ModelEvent>[] {
  // A finished flow takes no more events; offering them would only add no-op steps.
  const base = { events: (s: AnyMachineSnapshot) => offersOf(options as never, s), input: options.input }
  // Keying vertices by the transition that reached them (as createTestModel does) makes the
  // shortest paths take every transition, including ones back to a state already reached.
  const vertex = vertexOf(options as never)
  const byTransition = new TestModel(machine, {
    ...base,
    serializeState: (snapshot: AnyMachineSnapshot, event?: ModelEvent, previous?: AnyMachineSnapshot) =>
      event && previous ? `${vertex(snapshot)} via ${eventLabel(event)} from ${vertex(previous)}` : vertex(snapshot),
  } as never)
  // Simple paths over state values alone (context ignored): every loop-free route through the
  // configurations, without one per retry count or per payload.
  const byState = new TestModel(machine, {
    ...base,
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
  } as never)
  const generators = options.pathGenerators ?? ['shortest']
  type Path = TestPath<AnyMachineSnapshot, ModelEvent>
  const generated: Path[] = []
  for (const generator of generators) {
    generated.push(...((generator === 'shortest' ? byTransition.getShortestPaths() : byState.getSimplePaths()) as Path[]))
  }
  const toFinal = new Map<string, Path | null>()
  const finish = (path: Path): Path => {
    if (options.endAtFinal === false || path.state.status === 'done') return path
    const key = serializeSnapshot(path.state)
    if (!toFinal.has(key)) {
      const continuations = byState.getShortestPaths({ fromState: path.state, toState: (s: AnyMachineSnapshot) => s.status === 'done' } as never) as Path[]
      continuations.sort((a, b) => a.steps.length - b.steps.length)
      toFinal.set(key, continuations[0] ?? null)
    }
    const rest = toFinal.get(key)
    return rest ? { ...path, steps: [...path.steps, ...rest.steps], state: rest.state } : path
  }
  const signature = (path: Path) => path.steps.map((step) => JSON.stringify(step.event)).join(' → ')
  const unique = new Map<string, Path>()
  for (const path of generated.map(finish)) unique.set(signature(path), path)
  // A path that is the start of a longer one tests nothing the longer one does not.
  const signatures = [...unique.keys()]
  for (const candidate of signatures) {
    if (signatures.some((other) => other !== candidate && other.startsWith(`${candidate} → `))) unique.delete(candidate)
  }

  return [...unique.values()]
}

/** A planned path and the start it begins from (a key of `starts`; none for `input`). */
export interface StartedPath {
  start?: string
  path: TestPath<AnyMachineSnapshot, ModelEvent>
}

/**
 * The paths of `input` (`planPaths`), then of each of `starts`: of those only the ones taking a
 * step no earlier path takes, or, when none does, the start alone.
 */
export function planStarts<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>): StartedPath[] {
  const vertex = vertexOf(options as never)
  type Path = TestPath<AnyMachineSnapshot, ModelEvent>
  const stepsOf = (path: Path) =>
    path.steps.flatMap((step, n) => (n === 0 || step.event.type === 'xstate.init' ? [] : [`${vertex(path.steps[n - 1]!.state)} --${eventLabel(step.event)}--> ${vertex(step.state)}`]))
  const planned: StartedPath[] = planPaths(machine, options).map((path) => ({ path }))
  const taken = new Set(planned.flatMap(({ path }) => stepsOf(path)))
  for (const [start, input] of Object.entries(options.starts ?? {})) {
    const paths = planPaths(machine, { ...options, input })
    const novel = paths.filter((path) => stepsOf(path).some((step) => !taken.has(step)))
    const first = paths[0]
    const kept = novel.length || !first ? novel : [{ ...first, steps: first.steps.slice(0, 1), state: first.steps[0]!.state }]
    for (const path of kept) {
      planned.push({ start, path })
      for (const step of stepsOf(path)) taken.add(step)
    }
  }
  return planned
}

/** Replays planned steps on a real actor and keeps the coverage and table bookkeeping of every replay. */
export function modelRunner<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>) {
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

  const strict = options.transitions !== undefined
  const usedRows = new Set<string>()
  const heard = new Set<string>()

  /**
   * `record`, when given, hears each step's event with the offers of the live snapshot before it
   * (what a stored plan names the event by).
   */
  async function replay(steps: readonly PlannedStep[], record?: (event: ModelEvent, offers: readonly ModelEvent[]) => void, start?: string): Promise<void> {
    if (start !== undefined && !(options.starts && start in options.starts)) throw new Error(`${machine.id}: no start "${start}" in starts`)
    vi.useFakeTimers()
    const control = new PromiseControl()
    const received: { kind: 'call' | 'effect'; name: string; value: unknown }[] = []
    const controlled = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((name) => [
        name,
        fromPromise(({ self, input }) => {
          received.push({ kind: 'call', name, value: input })
          return control.start(self.id)
        }),
      ]),
    )
    const recorders = Object.fromEntries(
      Object.entries(machine.implementations.actions as Record<string, unknown>)
        .filter(([, implementation]) => typeof implementation === 'function' && PROVIDED in implementation)
        .map(([name]) => [name, (_: unknown, params: unknown) => void received.push({ kind: 'effect', name, value: params })]),
    )
    const checkReceived = (snapshot: AnyMachineSnapshot) => {
      for (const { kind, name, value } of received.splice(0)) {
        heard.add(`${kind === 'call' ? 'calls' : 'effects'}.${name}`)
        const check = kind === 'call' ? options.calls?.[name] : options.effects?.[name]
        if (check) check(value, snapshot)
        else if (strict) throw new Error(`${machine.id}: ${kind === 'call' ? `calls.${name}` : `effects.${name}`} is missing: assert what it received`)
      }
    }
    const provided = machine.provide({ actors: { ...controlled, ...options.actors }, actions: recorders } as never)
    const actor = createActor(provided, {
      input: start === undefined ? options.input : options.starts![start],
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
      await flushMicrotasks()
      checkReceived(actor.getSnapshot())
      for (const [n, step] of steps.entries()) {
        const before = actor.getSnapshot()
        const offered = step.event ?? offerAt(before, step.offer!, n)
        record?.(offered, offered.type === 'xstate.init' ? [] : offersOf(options as never, before))
        const { label: _label, ...event } = offered
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
        if (options.transitions && event.type !== 'xstate.init') {
          const from = stateKey(before.value)
          const label = eventLabel(offered)
          const expected = options.transitions[from]?.[label]
          if (expected === undefined) throw new Error(`${machine.id}: transitions["${from}"]["${label}"] is missing: say where this step must lead`)
          usedRows.add(`${from} | ${label}`)
          const target = typeof expected === 'function' ? expected(before) : expected
          expect(stateKey(snapshot.value), `${from} --${label}-->`).toBe(target)
        }
        expect(snapshot.value, `after ${event.type}`).toEqual(step.value)
        checkStates(snapshot)
        checkReceived(snapshot)
      }
    } finally {
      actor.stop()
      vi.useRealTimers()
    }
  }

  /** The offer a stored step names, from the live snapshot: it must still be offered there. */
  function offerAt(before: AnyMachineSnapshot, offer: { index: number; label: string }, n: number): ModelEvent {
    if (offer.index < 0) return { type: 'xstate.init' }
    const event = offersOf(options as never, before)[offer.index]
    if (!event || eventLabel(event) !== offer.label) {
      throw new Error(`${machine.id}: step ${n} takes "${offer.label}", which ${JSON.stringify(before.value)} no longer offers`)
    }
    return event
  }

  const labels = new Map(transitions.map((t) => [t.key, describeTransition(t)]))
  return {
    replay,
    unusedTransitions: () => [
      ...Object.entries(options.transitions ?? {}).flatMap(([from, row]) =>
        Object.keys(row).filter((label) => !usedRows.has(`${from} | ${label}`)).map((label) => `${from} | ${label}`),
      ),
      // An expected call or effect that never happened (an action removed from the machine).
      ...[
        ...Object.keys(options.calls ?? {}).map((name) => `calls.${name}`),
        ...Object.keys(options.effects ?? {}).map((name) => `effects.${name}`),
      ].filter((key) => !heard.has(key)).map((key) => `${key} (never happened)`),
    ],
    coverage: () => ({
      states: figure(stateNodes.map((n) => n.id), visitedStates, (id) => id),
      transitions: figure(transitions.map((t) => t.key), takenTransitions, (key) => labels.get(key) ?? key),
    }),
  }
}

export function planModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPlan {
  const paths = planPaths(machine, options)
  const runner = modelRunner(machine, options)
  return {
    paths,
    run: (path) => runner.replay(path.steps.map((step) => ({ event: step.event, value: step.state.value }))),
    coverage: runner.coverage,
    unusedTransitions: runner.unusedTransitions,
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
function pathTitle(index: number, path: TestPath<AnyMachineSnapshot, ModelEvent>, start?: string): string {
  const events = path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init').map(shortEvent)
  const from = start === undefined ? '' : `(${start}) `
  return `path ${index + 1}: ${from}${events.join(' → ') || '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`
}

interface StoredPath {
  title: string
  /** The key of `starts` the path begins from; none for `input`. */
  start?: string
  steps: PlannedStep[]
}

/**
 * Under StrykerJS only: the paths planned from the machine as written, kept for the run's mutants.
 *
 * Planning walks the whole machine when the test file loads, which makes nearly every mutant
 * "static" (reached outside any test), so each one reloads the file and plans again — most of a
 * mutation run's time — and plans from the mutant, not from the machine under review. Stryker's
 * dry run (no mutant active) stores each model's paths in its sandbox; a mutant run replays them
 * against the mutated machine. Each stored step names its event by its position among the offers of
 * `events` and by its label (payloads can be class instances, which JSON would not keep), so the
 * replay still fails where the mutant no longer offers it. Outside Stryker nothing is stored.
 */
const strykerPlans = (() => {
  if (process.env.STRYKER_MUTATOR_WORKER === undefined) return null
  const dir = join(process.cwd(), '.tmp', 'model-plans')
  const file = (name: string) => join(dir, `${name}.json`)
  const mutantActive = () => (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__?.activeMutant !== undefined
  return {
    read(name: string): StoredPath[] | undefined {
      return existsSync(file(name)) ? (JSON.parse(readFileSync(file(name), 'utf8')) as StoredPath[]) : undefined
    },
    write(name: string, paths: StoredPath[]): void {
      if (mutantActive()) return
      mkdirSync(dir, { recursive: true })
      const temporary = `${file(name)}.${process.pid}`
      writeFileSync(temporary, JSON.stringify(paths))
      renameSync(temporary, file(name))
    },
  }
})()

/**
 * Records a path as it is replayed, naming each event by its position among the live offers before
 * it. `stored()` is undefined when some event was not among them (an offer built from context the
 * planner's representative snapshot did not share): such a model is planned again in mutant runs.
 */
export function pathRecorder(title: string, start?: string) {
  const steps: PlannedStep[] = []
  let complete = true
  return {
    record(event: ModelEvent, offers: readonly ModelEvent[]): void {
      if (event.type === 'xstate.init') return void steps.push({ offer: { index: -1, label: 'xstate.init' }, value: undefined })
      const label = eventLabel(event)
      const serialized = JSON.stringify(event)
      const same = offers.indexOf(event)
      const index = same >= 0 ? same : offers.findIndex((offer) => eventLabel(offer) === label && JSON.stringify(offer) === serialized)
      if (index < 0) complete = false
      steps.push({ offer: { index, label }, value: undefined })
    },
    /** The path with each step's expected value taken from the plan that was replayed. */
    stored(planned: readonly PlannedStep[]): StoredPath | undefined {
      if (!complete || steps.length !== planned.length) return undefined
      return { title, ...(start === undefined ? {} : { start }), steps: steps.map((step, n) => ({ ...step, value: planned[n]!.value })) }
    },
  }
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
  let runner: ReturnType<typeof modelRunner<TMachine>>
  let paths: StoredPath[]
  let planned = false
  try {
    runner = modelRunner(machine, options)
    const stored = strykerPlans?.read(name)
    if (stored) paths = stored
    else {
      planned = true
      paths = planStarts(machine, options).map(({ start, path }, index) => ({
        title: pathTitle(index, path, start),
        ...(start === undefined ? {} : { start }),
        steps: path.steps.map((step) => ({ event: step.event, value: step.state.value })),
      }))
    }
  } catch (error) {
    // A machine whose paths cannot be planned is a failing test, not a file that fails to load
    // (which StrykerJS would count as no test failing).
    describe(`model ${name}`, () => {
      it('plans its paths', () => {
        throw error
      })
    })
    return
  }
  // Under StrykerJS, a freshly planned model is stored as its paths replay (see strykerPlans).
  const recorded = strykerPlans && planned ? new Map<number, StoredPath | undefined>() : undefined
  let ran = 0
  describe(`model ${name}`, () => {
    paths.forEach((path, index) => {
      it(path.title, async () => {
        const recorder = recorded && pathRecorder(path.title, path.start)
        await runner.replay(path.steps, recorder?.record, path.start)
        if (recorder) recorded!.set(index, recorder.stored(path.steps))
        ran++
      })
    })
    afterAll(() => {
      // A filtered run (`-t`) replays only some paths; its coverage would be meaningless.
      if (ran < paths.length) return
      if (recorded && [...recorded.values()].every(Boolean)) strykerPlans!.write(name, paths.map((_, index) => recorded.get(index)!))
      const coverage = runner.coverage()
      console.log(`${formatCoverage(name, coverage)}, ${paths.length} paths`)
      assertFullCoverage(name, coverage)
      const unused = runner.unusedTransitions()
      if (unused.length) throw new Error(`${name}: expected but never seen:\n  ${unused.join('\n  ')}`)
    })
  })
}
