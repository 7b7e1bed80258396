import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import { PROVIDED, providedAction, providedActor } from './provided'

const notProvided = (kind: string, name: string) =>
  `the ${kind} "${name}" was not provided: src/flows/<flow>.ts provides it with machine.provide()`

const flow = setup({
  actors: { loginPlayer: providedActor<{ playerId: string }, { email: string }>('loginPlayer') },
  actions: { openPage: providedAction<{ href: string }>('openPage') },
}).createMachine({
  id: 'flow',
  initial: 'submitting',
  context: { error: undefined as unknown },
  states: {
    submitting: {
      invoke: {
        src: 'loginPlayer',
        input: { email: 'a@example.com' },
        onDone: 'done',
        onError: { target: 'failed', actions: ({ context, event }) => void (context.error = event.error) },
      },
    },
    done: { entry: { type: 'openPage', params: { href: '/' } } },
    failed: {},
  },
})

describe('provided actors and actions', () => {
  it('fails a call nobody provided, naming the actor and where to provide it', async () => {
    // Arrange
    const actor = createActor(flow)

    // Act
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))

    // Assert
    expect((actor.getSnapshot().context.error as Error).message).toBe(notProvided('actor', 'loginPlayer'))
  })

  it('crashes the flow on an effect nobody provided, naming the action', async () => {
    // Arrange
    const actor = createActor(flow.provide({ actors: { loginPlayer: fromPromise(async () => ({ playerId: 'p-1' })) } }))
    const crashed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }))

    // Act
    actor.start()

    // Assert
    expect(await crashed).toEqual(new Error(notProvided('action', 'openPage')))
    expect(actor.getSnapshot().status).toBe('error')
  })

  it('runs what src/flows provides instead, with the params the machine gives', async () => {
    // Arrange
    const openPage = vi.fn()
    const actor = createActor(
      flow.provide({
        actors: { loginPlayer: fromPromise(async () => ({ playerId: 'p-1' })) },
        actions: { openPage: (_, params) => openPage(params) },
      }),
    )

    // Act
    actor.start()

    // Assert
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(openPage).toHaveBeenCalledWith({ href: '/' })
  })

  it('throws from an unprovided action called directly', () => {
    const openPage = providedAction<{ href: string }>('openPage')
    expect(() => openPage({}, { href: '/' })).toThrow(new Error(notProvided('action', 'openPage')))
  })

  it('marks an unprovided action with its name under the registered symbol, so tooling from any bundle finds it', () => {
    const openPage = providedAction('openPage')
    expect((openPage as unknown as Record<symbol, unknown>)[Symbol.for('croupier.providedAction')]).toBe('openPage')
    expect(PROVIDED).toBe(Symbol.for('croupier.providedAction'))
  })
})
