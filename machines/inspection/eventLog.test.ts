import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate'
import { createEventLog } from './eventLog'
import { REDACTED, sanitize } from './sanitize'

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

describe('sanitize', () => {
  it('redacts passwords, one-time codes and every *Token, but keeps error codes', () => {
    const input = {
      type: 'auth.loggedIn',
      password: 'p', newPassword: 'n', token: 't', smsCode: '1234', emailCode: '5678',
      credentials: { idToken: 'i', accessToken: 'a', refreshToken: 'r', playerId: 'p-1' },
      error: { code: 'error.player.not.found', message: 'Not found' },
    }
    expect(sanitize(input)).toEqual({
      type: 'auth.loggedIn',
      password: REDACTED, newPassword: REDACTED, token: REDACTED, smsCode: REDACTED, emailCode: REDACTED,
      credentials: { idToken: REDACTED, accessToken: REDACTED, refreshToken: REDACTED, playerId: 'p-1' },
      error: { code: 'error.player.not.found', message: 'Not found' },
    })
  })

  it('strips functions, names actor references, cuts cycles and keeps errors readable', () => {
    const actor = createActor(counter)
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    const error = Object.assign(new Error('Bad gateway'), { code: 'error.system.error', status: 502 })

    expect(sanitize({ onClick: () => 1, ref: actor, cyclic, error, when: new Date(0), big: 10n })).toEqual({
      ref: `[actor ${actor.id}]`,
      cyclic: { name: 'loop', self: '[circular]' },
      error: { name: 'Error', message: 'Bad gateway', code: 'error.system.error', status: 502 },
      when: '1970-01-01T00:00:00.000Z',
      big: '10',
    })
  })
})
