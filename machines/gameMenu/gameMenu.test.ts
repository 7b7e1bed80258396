import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { gameMenuMachine, gameMenuSections } from './gameMenu.machine'

function run() {
  const told: string[] = []
  const machine = gameMenuMachine.provide({ actions: { holdGame: () => void told.push('hold'), releaseGame: () => void told.push('release') } })
  return { actor: createActor(machine).start(), told }
}

describe('gameMenu', () => {
  it('starts closed, holds the game while open and lets go when it closes', () => {
    const { actor, told } = run()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'menu.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'INITIAL' })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(told).toEqual(['hold'])
    actor.send({ type: 'menu.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(told).toEqual(['hold', 'release'])
  })

  it('opens each section from the first page, comes back, and closes from inside a section', () => {
    const { actor, told } = run()
    actor.send({ type: 'menu.open' })
    for (const section of gameMenuSections) {
      actor.send({ type: 'menu.show', section })
      expect(actor.getSnapshot().value).toEqual({ open: section })
      // Another section is not reachable from inside one.
      for (const other of gameMenuSections.filter((s) => s !== section)) expect(actor.getSnapshot().can({ type: 'menu.show', section: other })).toBe(false)
      actor.send({ type: 'menu.back' })
      expect(actor.getSnapshot().value).toEqual({ open: 'INITIAL' })
    }
    actor.send({ type: 'menu.show', section: 'BANKING' })
    actor.send({ type: 'menu.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    // Moving between pages neither holds nor lets go again.
    expect(told).toEqual(['hold', 'release'])
  })
})
