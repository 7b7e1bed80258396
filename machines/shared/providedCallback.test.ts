import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { providedCallback } from './provided'

describe('providedCallback', () => {
  it('fails loudly, naming the actor and where to provide it, when src/ did not provide it', () => {
    // Arrange
    const actor = createActor(providedCallback<{ delayMs: number }>('watchAccessToken'), { input: { delayMs: 1 } })
    let failure: unknown
    actor.subscribe({ error: (error) => (failure = error) })

    // Act
    actor.start()

    // Assert
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(failure)).toContain('the actor "watchAccessToken" was not provided: src/flows/<flow>.ts provides it with machine.provide()')
  })
})
