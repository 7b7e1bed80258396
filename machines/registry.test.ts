import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { machineRegistry } from './registry'

describe('machine registry', () => {
  it('names each machine by its own id, once', () => {
    for (const entry of machineRegistry) expect(entry.machine.id).toBe(entry.id)
    expect(new Set(machineRegistry.map((entry) => entry.id)).size).toBe(machineRegistry.length)
  })

  it('lists every machine folder, so none is missing from the statecharts', () => {
    const folders = readdirSync(__dirname).filter((name) => {
      const dir = join(__dirname, name)
      return statSync(dir).isDirectory() && readdirSync(dir).some((file) => file.endsWith('.machine.ts'))
    })
    expect(machineRegistry.map((entry) => entry.id).sort()).toEqual(folders.sort())
  })

  it('gives every machine a title and a summary', () => {
    for (const entry of machineRegistry) {
      expect(entry.title.trim()).not.toBe('')
      expect(entry.summary.length).toBeGreaterThan(40)
    }
  })
})
