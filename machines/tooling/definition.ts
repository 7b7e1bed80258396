import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/**
 * One transition of a machine definition, keyed so that the same transition can be recognised in
 * the machine and in any `machine.provide(...)` copy of it (provide rebuilds the state nodes).
 */
export interface TransitionInfo {
  key: string
  source: AnyStateNode
  /** Event type; `always` transitions have none. */
  eventType: string
  targets: AnyStateNode[]
  guard?: string
  /** The guard's params as the config gives them: a value, `'dynamic'` for a function, or none. */
  guardParams?: unknown
  /** False for an inline guard function or a combinator (`and`, `or`, `not`): no name to read. */
  guardNamed: boolean
  /** Set for `after` transitions: a number of milliseconds or the name of a `delays` entry. */
  delay?: number | string
  actions: string[]
  /** Actions with their params for the reader: `openPage({"replace":true})`, `storeError(…)`. */
  actionLabels: string[]
  description?: string
  definition: AnyTransitionDefinition
}

/** Every state node below and including `root`, depth first, in definition order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    nodes.push(node)
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  return nodes
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source
  const eventType = transition.eventType
  const list: readonly AnyTransitionDefinition[] =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? [])
  const index = list.findIndex((candidate) => candidate === transition)
  return `${source.id}|${eventType}|${index}`
}

function nameOf(ref: unknown): string | undefined {
  if (ref === undefined || ref === null) return undefined
  if (typeof ref === 'string') return ref
  if (typeof ref === 'object' && 'type' in ref && typeof ref.type === 'string') return ref.type
  if (typeof ref === 'function') return ref.name || 'inline'
  return 'inline'
}

function paramsOf(ref: unknown): unknown {
  if (ref && typeof ref === 'object' && 'params' in ref) {
    const params = (ref as { params?: unknown }).params
    return typeof params === 'function' ? 'dynamic' : params
  }
  return undefined
}

/** `name`, `name({"a":1})` for fixed params, `name(…)` for params computed from context or event. */
export function withParams(name: string, params: unknown): string {
  if (params === undefined) return name
  return params === 'dynamic' ? `${name}(…)` : `${name}(${JSON.stringify(params)})`
}

/** Action labels with their params, in config order. */
export function actionLabels(actions: readonly unknown[]): string[] {
  const names = actionNames(actions)
  return actions.map((action, index) => withParams(names[index]!, paramsOf(action)))
}

/** Action names as written in the config (`assign` and other built-ins are shown by their type). */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((action) => {
    if (typeof action === 'function' && 'type' in action && typeof action.type === 'string') {
      return action.type.replace(/^xstate\./, '')
    }
    return nameOf(action) ?? 'inline'
  })
}

export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const all: TransitionInfo[] = []
  for (const node of stateNodesOf(machine)) {
    const definitions: readonly AnyTransitionDefinition[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ]
    for (const definition of definitions) {
      const delay = (definition as { delay?: number | string }).delay
      all.push({
        key: transitionKey(definition),
        source: node,
        eventType: definition.eventType,
        targets: [...(definition.target ?? [])],
        guard: nameOf(definition.guard),
        guardParams: paramsOf(definition.guard),
        guardNamed: definition.guard === undefined || typeof definition.guard !== 'function',
        delay,
        actions: actionNames(definition.actions),
        actionLabels: actionLabels(definition.actions),
        description: definition.description,
        definition,
      })
    }
  }
  return all
}

/** A readable name for a transition in coverage reports: `countryCheck.Pending --countryCheck.start--> Requested`. */
export function describeTransition(transition: TransitionInfo): string {
  const event = transition.eventType === '' ? '(always)' : transition.eventType
  const guard = transition.guard ? ` [${transition.guard}]` : ''
  const targets = transition.targets.length ? transition.targets.map((t) => t.id).join(', ') : '(no target)'
  return `${transition.source.id} --${event}${guard}--> ${targets}`
}

/** The state value that `snapshot.matches` understands for a node path: ['a','b'] → { a: 'b' }. */
export function pathToStateValue(path: readonly string[]): string | Record<string, unknown> {
  const [head, ...rest] = path
  if (head === undefined) return {}
  return rest.length === 0 ? head : { [head]: pathToStateValue(rest) }
}
