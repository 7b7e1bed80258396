import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { and, not } from 'xstate'
import { renderIndex, renderMermaid, renderPage, reviewProblems } from './statechart'

const door = setup({
  actors: { checkBadge: fromPromise(async () => true) },
  guards: { isNight: () => false, isAfter: (_, params: { hour: number }) => params.hour > 20 },
  actions: { logEntry: () => {}, ring: (_, params: { times: number }) => void params },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'door.reset': { target: '.closed', description: 'Start over | from anywhere' } },
  states: {
    closed: {
      tags: ['shut'],
      description: 'The door is shut.',
      on: {
        'door.open': [
          { target: 'locked', guard: 'isNight', description: 'Nobody comes in at night.' },
          { target: 'checking', actions: ['logEntry', { type: 'ring', params: { times: 2 } }], description: 'The badge is read.' },
        ],
        'door.knock': { target: 'checking', guard: { type: 'isAfter', params: { hour: 22 } }, description: 'A late knock is checked.' },
      },
    },
    checking: { invoke: { id: 'checkBadge', src: 'checkBadge', onDone: 'open', onError: 'closed' } },
    open: {
      type: 'parallel',
      after: { 5000: '#door.closed' },
      states: {
        light: { initial: 'on', states: { on: {} } },
        alarm: { initial: 'armed', states: { armed: { on: { 'alarm.trip': 'tripped' } }, tripped: { type: 'final' } } },
      },
    },
    locked: { type: 'final' },
  },
})

const page = { id: 'door', title: 'Door', summary: 'Who may come in.', spec: '000 §4 (Doors)', machine: door }

describe('statechart rendering', () => {
  it('draws initial arrows, regions, finals, invoked calls and labelled transitions', () => {
    const mermaid = renderMermaid(door)

    expect(mermaid.split('\n')[0]).toBe('stateDiagram-v2')
    for (const line of [
      '    [*] --> closed',
      'checking : invokes checkBadge',
      'open_alarm_tripped --> [*]',
      'locked --> [*]',
      'closed --> locked : door.open [isNight]',
      'closed --> checking : door.open [otherwise]',
      'checking --> open : done checkBadge',
      'checking --> closed : error checkBadge',
      'open --> closed : after 5000ms',
      'door_root --> closed : door.reset',
    ]) {
      expect(mermaid).toContain(line)
    }
    expect(mermaid).toMatch(/state open \{\n\s+state "light" as open_light[\s\S]*\n\s+--\n\s+state "alarm" as open_alarm/)
  })

  it('tables every state and transition with descriptions, escaping table pipes', () => {
    const markdown = renderPage(page)

    for (const row of [
      '| `closed` | The door is shut. | `shut` |  |',
      '| `open.alarm.tripped` (final) |',
      '| `closed` | `door.open` | otherwise | `checking` | `logEntry`, `ring({"times":2})` | The badge is read. |',
      '| `closed` | `door.knock` | `isAfter({"hour":22})` | `checking` |',
      '| `(machine)` | `door.reset` |  | `closed` |  | Start over \\| from anywhere |',
      '| `open` | `xstate.after.5000.door.open` (after 5000ms) |',
    ]) {
      expect(markdown).toContain(row)
    }
  })

  it('links the machine file and the spec sections it implements', () => {
    const markdown = renderPage(page)

    expect(markdown).toContain('- **Machine:** [machines/door/door.machine.ts](../../machines/door/door.machine.ts)')
    expect(markdown).toContain('- **Specification:** 000 §4 (Doors) — see [docs/spec](../spec/README.md)')
  })

  it('names every state and transition a reviewer cannot read, and every unnamed guard', () => {
    const combined = setup({ guards: { isOpen: () => true, isLocked: () => false } }).createMachine({
      id: 'gate',
      description: 'A gate.',
      initial: 'shut',
      states: {
        shut: {
          description: 'Shut.',
          on: {
            'gate.open': { target: 'open', guard: and(['isOpen', not('isLocked')]), description: 'Opens.' },
            'gate.kick': { target: 'open' },
          },
        },
        open: {},
      },
    })

    expect(reviewProblems(combined)).toEqual([
      'gate: state open has no description',
      'gate: transition shut --gate.open--> open has an unnamed guard: name it in setup({ guards })',
      'gate: transition shut --gate.kick--> open has no description',
    ])
  })

  it('renders the same bytes every time', () => {
    expect(renderPage(page)).toBe(renderPage(page))
    expect(renderIndex([page])).toContain('| [Door](./door.md) | Who may come in. |')
  })
})
