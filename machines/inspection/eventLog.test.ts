import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, sendTo, setup, type InspectionEvent } from 'xstate'
import { createEventLog } from './eventLog'
import { REDACTED } from './sanitize'

const login = setup({
  types: { events: {} as { type: 'login.submit'; email: string; password: string } | { type: 'login.reset' } },
  actors: { submit: fromPromise(async () => ({ playerId: 'p-1' })) },
}).createMachine({
  id: 'login',
  initial: 'idle',
  states: {
    idle: { on: { 'login.submit': 'submitting' } },
    submitting: { invoke: { id: 'submit', src: 'submit', onDone: 'done' } },
    done: { on: { 'login.reset': 'idle' } },
  },
})

const counter = setup({ types: { events: {} as { type: 'counter.tick' } } }).createMachine({
  id: 'counter',
  on: { 'counter.tick': {} },
})

const toggle = setup({ types: { events: {} as { type: 'toggle.flip' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { 'toggle.flip': 'on' } },
    on: { on: { 'toggle.flip': 'off' } },
  },
})

// Sends itself `pinger.next` on the way out of `idle`, as a flow does to move on by itself.
const pinger = setup({ types: { events: {} as { type: 'pinger.go' } | { type: 'pinger.next' } } }).createMachine({
  id: 'pinger',
  initial: 'idle',
  states: {
    idle: { on: { 'pinger.go': { target: 'going', actions: sendTo(({ self }) => self, { type: 'pinger.next' }) } } },
    going: { on: { 'pinger.next': 'gone' } },
    gone: {},
  },
})

const fragile = setup({
  types: { events: {} as { type: 'fragile.hit' } },
  guards: {
    isBroken: () => {
      throw new Error('guard crashed')
    },
  },
}).createMachine({ id: 'fragile', initial: 'whole', states: { whole: { on: { 'fragile.hit': { guard: 'isBroken', target: 'broken' } } }, broken: {} } })

const steps = (events: { type: string; stateAfter?: unknown }[]) => events.map((e) => [e.type, e.stateAfter])

describe('event log', () => {
  it('records each event with the state it led to', async () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(login, { inspect: log.inspect }).start()

    // Act
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'hunter2' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))

    // Assert
    const mine = log.events().filter((e) => e.machineId === 'login')
    expect(mine.map((e) => [e.type, e.stateAfter])).toEqual([
      ['xstate.init', 'idle'],
      ['login.submit', 'submitting'],
      ['xstate.done.actor.submit', 'done'],
    ])
    expect(mine[1]!.event).toEqual({ type: 'login.submit', email: 'a@example.com', password: REDACTED })
    expect(mine[1]).toMatchObject({ actorId: actor.sessionId, machineId: 'login' })
  })

  it('logs an event an actor sends itself once, with the state it led to', () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(pinger, { inspect: log.inspect }).start()

    // Act
    actor.send({ type: 'pinger.go' })

    // Assert
    expect(actor.getSnapshot().value).toBe('gone')
    expect(steps(log.events())).toEqual([
      ['xstate.init', 'idle'],
      ['pinger.go', 'going'],
      ['pinger.next', 'gone'],
    ])
  })

  it('logs each send of one event object as its own step', () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(toggle, { inspect: log.inspect }).start()
    const flip = { type: 'toggle.flip' } as const

    // Act
    actor.send(flip)
    actor.send(flip)

    // Assert
    expect(steps(log.events())).toEqual([
      ['xstate.init', 'off'],
      ['toggle.flip', 'on'],
      ['toggle.flip', 'off'],
    ])
  })

  it('logs an event sent before the actor started, with the state it led to once started', () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(toggle, { inspect: log.inspect })
    actor.send({ type: 'toggle.flip' })

    // Act
    actor.start()

    // Assert
    expect(actor.getSnapshot().value).toBe('on')
    expect(steps(log.events())).toEqual([
      ['toggle.flip', 'on'],
      ['xstate.init', 'off'],
    ])
  })

  it('logs a stop with the state the actor stopped in, and lists it no longer', () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(toggle, { inspect: log.inspect }).start()
    actor.send({ type: 'toggle.flip' })

    // Act
    actor.stop()

    // Assert
    expect(log.events().at(-1)).toEqual({
      at: expect.any(Number),
      actorId: actor.sessionId,
      machineId: 'toggle',
      type: 'xstate.stop',
      event: { type: 'xstate.stop' },
      stateAfter: 'on',
    })
    expect(log.actors()).toEqual([])
  })

  it('does not list a stopped actor again when it is sent an event, but logs the event', () => {
    // Arrange
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const log = createEventLog()
    const actor = createActor(toggle, { inspect: log.inspect }).start()
    actor.stop()

    // Act
    actor.send({ type: 'toggle.flip' })

    // Assert
    expect(steps(log.events()).at(-1)).toEqual(['toggle.flip', undefined])
    expect(log.actors()).toEqual([])
    warn.mockRestore()
  })

  it('does not list an actor that crashed', () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(fragile, { inspect: log.inspect })
    actor.subscribe({ error: () => undefined })
    actor.start()

    // Act
    actor.send({ type: 'fragile.hit' })

    // Assert
    expect(actor.getSnapshot().status).toBe('error')
    expect(log.actors()).toEqual([])
  })

  it('lists an actor from the moment it is created, before its first state', () => {
    // Arrange
    const log = createEventLog()

    // Act
    const actor = createActor(login, { inspect: log.inspect })

    // Assert
    expect(log.actors()).toEqual([{ actorId: actor.sessionId, machineId: 'login', value: undefined, status: 'active', recent: [] }])
  })

  it('lists a machine by its id and an invoked call by its invoke id, with its status for a state', () => {
    // Arrange
    const log = createEventLog()
    const actor = createActor(login, { inspect: log.inspect }).start()

    // Act
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'x' })

    // Assert
    const call = actor.getSnapshot().children.submit!
    expect(log.actors()).toMatchObject([
      { actorId: actor.sessionId, machineId: 'login', value: 'submitting', status: 'active' },
      { actorId: call.sessionId, machineId: 'submit', value: 'active', status: 'active', recent: [{ type: 'xstate.init', stateAfter: 'active' }] },
    ])
  })

  it('labels any inspected actor with a string: its machine id, else its own id, else its session id', () => {
    const id = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined))
    const ref = fc.record({ sessionId: fc.string(), id, logic: fc.option(fc.record({ id }, { requiredKeys: [] }), { nil: undefined }) }, { requiredKeys: ['sessionId'] })

    fc.assert(
      fc.property(ref, (shape) => {
        // Arrange: InspectionEvent only promises an ActorRefLike; a real Actor also has id and logic.
        const log = createEventLog()
        const actorRef = { ...shape, send: () => undefined, getSnapshot: () => ({ status: 'active' }) }
        const machineId = typeof shape.logic?.id === 'string' ? shape.logic.id : undefined

        // Act
        log.inspect({ type: '@xstate.snapshot', rootId: 'root', actorRef, event: { type: 'x.happened' }, snapshot: { status: 'active', value: 'idle' } } as unknown as InspectionEvent)

        // Assert
        expect(log.actors()).toEqual([
          { actorId: shape.sessionId, machineId: machineId ?? (typeof shape.id === 'string' ? shape.id : shape.sessionId), value: 'idle', status: 'active', recent: log.events() },
        ])
        expect(log.events()).toEqual([{ at: expect.any(Number), actorId: shape.sessionId, machineId, type: 'x.happened', event: { type: 'x.happened' }, stateAfter: 'idle' }])
      }),
    )
  })

  it('keeps exactly `capacity` events, the newest, after 10 000 events', () => {
    // Arrange
    const log = createEventLog({ capacity: 500 })
    const actor = createActor(counter, { inspect: log.inspect }).start()

    // Act
    for (let i = 0; i < 10_000; i++) actor.send({ type: 'counter.tick' })

    // Assert
    const events = log.events()
    expect(events).toHaveLength(500)
    expect(events.every((e) => e.type === 'counter.tick')).toBe(true)
    expect(events[0]!.at).toBeLessThanOrEqual(events[499]!.at)
  })

  it('lists live actors with their state and recent events, and forgets stopped ones', () => {
    // Arrange
    const log = createEventLog({ recentPerActor: 2 })
    const first = createActor(login, { inspect: log.inspect }).start()
    const second = createActor(counter, { inspect: log.inspect }).start()
    first.send({ type: 'login.submit', email: 'a@example.com', password: 'x' })
    for (let i = 0; i < 5; i++) second.send({ type: 'counter.tick' })

    // Act
    second.stop()
    const actors = log.actors()

    // Assert
    const loginActor = actors.find((a) => a.machineId === 'login')
    expect(loginActor).toMatchObject({ actorId: first.sessionId, value: 'submitting', status: 'active' })
    expect(loginActor!.recent.map((e) => e.type)).toEqual(['xstate.init', 'login.submit'])
    expect(actors.some((a) => a.machineId === 'counter')).toBe(false)
    expect(actors.find((a) => a.actorId === first.getSnapshot().children.submit?.sessionId)).toMatchObject({
      machineId: 'submit',
      status: 'active',
    })
  })

  it('notifies subscribers until they unsubscribe', () => {
    // Arrange
    const log = createEventLog()
    const listener = vi.fn()
    const unsubscribe = log.subscribe(listener)
    const actor = createActor(counter, { inspect: log.inspect }).start()
    const calls = listener.mock.calls.length

    // Act
    actor.send({ type: 'counter.tick' })
    unsubscribe()
    actor.send({ type: 'counter.tick' })

    // Assert
    expect(calls).toBeGreaterThan(0)
    expect(listener.mock.calls.length).toBe(calls + 2)
  })

  it('exports plain JSON that survives a round trip', () => {
    // Arrange
    const log = createEventLog({ capacity: 3 })
    const actor = createActor(login, { inspect: log.inspect }).start()
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'x' })

    // Act
    const exported = log.toJSON()

    // Assert
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported)
    expect(exported.capacity).toBe(3)
    expect(Number.isNaN(Date.parse(exported.exportedAt))).toBe(false)
  })

  it('ignores inspection events it does not log', () => {
    // Arrange
    const log = createEventLog()

    // Act
    log.inspect({ type: '@xstate.action' } as InspectionEvent)

    // Assert
    expect(log.events()).toEqual([])
  })
})
