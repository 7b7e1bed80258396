import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { machineRegistry } from '../registry'
import { renderPage } from './statechart'

/**
 * The statechart pages in docs/statecharts are what a compliance reviewer signs off. Each must say
 * exactly what its machine does: a changed state, transition, guard or description that was not
 * published fails here (and `npm run statecharts -- --check` says how to regenerate).
 */
const docs = resolve(import.meta.dirname, '../../docs/statecharts')

describe('published statecharts', () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))('docs/statecharts/%s.md matches its machine', (id, entry) => {
    expect(renderPage(entry)).toBe(readFileSync(resolve(docs, `${id}.md`), 'utf8'))
  })
})
