import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { actionLabels, stateNodesOf, transitionsOf, withParams, type TransitionInfo } from './definition'

/**
 * Renders one machine as a Markdown page for a compliance reviewer: a Mermaid diagram generated
 * from the definition, then every state and every transition with its description. Output
 * depends only on the definition, so regenerating an unchanged machine changes no byte.
 */
export interface StatechartPage {
  id: string
  title: string
  summary: string
  /** The sections of docs/spec this flow implements: `000 §4 (Login); 001 §7 Player; DECISIONS 11`. */
  spec: string
  machine: AnyStateMachine
}

const mermaidId = (node: AnyStateNode) =>
  (node.path.length ? node.path.join('_') : `${node.id}_root`).replace(/\W/g, '_')
const statePath = (node: AnyStateNode) => (node.path.length ? node.path.join('.') : '(machine)')
const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
const clean = (text: string) => text.replace(/[;{}"#:]/g, ' ').replace(/\s+/g, ' ').trim()

function invokedCalls(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id))
}

export function eventLabel(transition: TransitionInfo): string {
  const { eventType, delay } = transition
  if (eventType === '') return 'always'
  if (delay !== undefined) return typeof delay === 'number' ? `after ${delay}ms` : `after ${delay}`
  if (eventType.startsWith('xstate.done.actor.')) return `done ${eventType.slice('xstate.done.actor.'.length)}`
  if (eventType.startsWith('xstate.error.actor.')) return `error ${eventType.slice('xstate.error.actor.'.length)}`
  if (eventType.startsWith('xstate.done.state.')) return 'all regions done'
  return eventType
}

/** An unguarded transition after guarded ones on the same event is their "otherwise". */
function guardLabel(transition: TransitionInfo): string | undefined {
  if (transition.guard) return withParams(transition.guard, transition.guardParams)
  const siblings = transition.eventType === '' ? transition.source.always ?? [] : transition.source.transitions.get(transition.eventType) ?? []
  return siblings.some((sibling) => sibling.guard) ? 'otherwise' : undefined
}

function diagramLabel(transition: TransitionInfo): string {
  const name = guardLabel(transition)
  const guard = name ? ` [${name}]` : ''
  return clean(`${eventLabel(transition)}${guard}`)
}

function renderNode(node: AnyStateNode, byTarget: Map<AnyStateNode, TransitionInfo[]>, indent: string): string[] {
  const lines: string[] = []
  const id = mermaidId(node)
  const children = Object.values(node.states) as AnyStateNode[]
  lines.push(`${indent}state "${node.key}" as ${id}`)
  for (const call of invokedCalls(node)) lines.push(`${indent}${id} : invokes ${clean(call)}`)
  if (children.length) {
    lines.push(`${indent}state ${id} {`)
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}  --`)
        lines.push(...renderNode(child, byTarget, `${indent}  `))
      })
    } else {
      for (const target of node.initial?.target ?? []) lines.push(`${indent}  [*] --> ${mermaidId(target)}`)
      for (const child of children) lines.push(...renderNode(child, byTarget, `${indent}  `))
    }
    lines.push(`${indent}}`)
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`)
  return lines
}

export function renderMermaid(machine: AnyStateMachine): string {
  const root = machine.root
  const transitions = transitionsOf(machine)
  const lines = ['stateDiagram-v2']
  const rootHasTransitions = transitions.some((t) => t.source === root)
  // Transitions declared on the machine itself need a box to start from.
  const top = rootHasTransitions ? [root] : (Object.values(root.states) as AnyStateNode[])
  if (rootHasTransitions) {
    lines.push(`  [*] --> ${mermaidId(root)}`)
    lines.push(`  state "${root.id}" as ${mermaidId(root)}`)
    lines.push(`  state ${mermaidId(root)} {`)
    for (const target of root.initial?.target ?? []) lines.push(`    [*] --> ${mermaidId(target)}`)
    for (const child of Object.values(root.states) as AnyStateNode[]) lines.push(...renderNode(child, new Map(), '    '))
    lines.push('  }')
  } else {
    for (const target of root.initial?.target ?? []) lines.push(`  [*] --> ${mermaidId(target)}`)
    for (const node of top) lines.push(...renderNode(node, new Map(), '  '))
  }
  for (const transition of transitions) {
    const from = mermaidId(transition.source)
    const targets = transition.targets.length ? transition.targets : [transition.source]
    for (const target of targets) lines.push(`  ${from} --> ${mermaidId(target)} : ${diagramLabel(transition)}`)
  }
  return lines.join('\n')
}

function stateRows(machine: AnyStateMachine): string[] {
  const rows = ['| State | Description | Tags | Invoked calls |', '| --- | --- | --- | --- |']
  for (const node of stateNodesOf(machine).filter((n) => n.path.length)) {
    const kind = node.type === 'final' ? ' (final)' : node.type === 'parallel' ? ' (parallel)' : ''
    const tags = [...node.tags].map((tag) => `\`${tag}\``).join(', ')
    const calls = invokedCalls(node).map((call) => `\`${call}\``).join(', ')
    rows.push(`| \`${statePath(node)}\`${kind} | ${cell(node.description)} | ${tags} | ${calls} |`)
  }
  return rows
}

function transitionRows(machine: AnyStateMachine): string[] {
  const rows = ['| From | Event | Guard | To | Actions | Description |', '| --- | --- | --- | --- | --- | --- |']
  for (const t of transitionsOf(machine)) {
    const to = t.targets.length ? t.targets.map((n) => `\`${statePath(n)}\``).join(', ') : '(stays)'
    const event = t.eventType === '' ? 'always' : `\`${t.eventType}\`${t.delay !== undefined ? ` (${eventLabel(t)})` : ''}`
    const guard = t.guard ? `\`${guardLabel(t)}\`` : (guardLabel(t) ?? '')
    const actions = t.actionLabels.map((a) => `\`${a}\``).join(', ')
    rows.push(`| \`${statePath(t.source)}\` | ${event} | ${guard} | ${to} | ${actions} | ${cell(t.description)} |`)
  }
  return rows
}

function entryExitRows(machine: AnyStateMachine): string[] {
  const rows: string[] = []
  for (const node of stateNodesOf(machine)) {
    const entry = actionLabels(node.entry).filter((name) => !name.startsWith('raise') && !name.startsWith('cancel'))
    const exit = actionLabels(node.exit).filter((name) => !name.startsWith('raise') && !name.startsWith('cancel'))
    if (entry.length || exit.length) rows.push(`| \`${statePath(node)}\` | ${entry.join(', ')} | ${exit.join(', ')} |`)
  }
  return rows.length ? ['', '## Entry and exit actions', '', '| State | On entry | On exit |', '| --- | --- | --- |', ...rows] : []
}

/**
 * What a reviewer would miss on the page: a state or transition without a description, or a
 * guard with no name (an inline function or an `and`/`or`/`not` combinator shows as a bare word).
 */
export function reviewProblems(machine: AnyStateMachine): string[] {
  const problems: string[] = []
  for (const node of stateNodesOf(machine)) {
    if (!node.description) problems.push(`state ${statePath(node)} has no description`)
  }
  for (const t of transitionsOf(machine)) {
    const to = t.targets.length ? t.targets.map(statePath).join(', ') : '(stays)'
    const name = `${statePath(t.source)} --${eventLabel(t)}--> ${to}`
    if (!t.description) problems.push(`transition ${name} has no description`)
    if (!t.guardNamed) problems.push(`transition ${name} has an unnamed guard: name it in setup({ guards })`)
  }
  return problems.map((problem) => `${machine.id}: ${problem}`)
}

export function renderPage(page: StatechartPage): string {
  const { machine } = page
  const file = `machines/${page.id}/${page.id}.machine.ts`
  return [
    `# ${page.title}`,
    '',
    `<!-- Generated by \`npm run statecharts\` from ${file}; do not edit. -->`,
    '',
    page.summary,
    '',
    `- **Machine:** [${file}](../../${file})`,
    `- **Specification:** ${page.spec} — see [docs/spec](../spec/README.md)`,
    '',
    ...(machine.root.description ? [`**Machine \`${machine.id}\`:** ${machine.root.description}`, ''] : []),
    '```mermaid',
    renderMermaid(machine),
    '```',
    '',
    '## States',
    '',
    ...stateRows(machine),
    '',
    '## Transitions',
    '',
    ...transitionRows(machine),
    ...entryExitRows(machine),
    '',
  ].join('\n')
}

export function renderIndex(pages: readonly StatechartPage[]): string {
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run statecharts`; do not edit. -->',
    '',
    'Every flow of the product as an explicit state machine, generated from the machine definitions in',
    '`machines/`. Each page shows the diagram, every state and every transition with what it means.',
    '',
    '| Flow | Summary |',
    '| --- | --- |',
    ...pages.map((page) => `| [${page.title}](./${page.id}.md) | ${cell(page.summary)} |`),
    '',
  ].join('\n')
}
