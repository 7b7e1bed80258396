import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type AnyEventObject, type EventObject } from 'xstate'
import {
  CONNECT_TIMEOUT_MS,
  contentEventsMachine,
  FIRST_RETRY_MS,
  HEARTBEAT_MS,
  HEARTBEAT_TIMEOUT_MS,
  MAX_RETRY_MS,
  retryDelay,
  type ContentUpdatedEvent,
} from './contentEvents.machine'

describe('retryDelay', () => {
  it('waits a second after the first failure and doubles with each one in a row, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000])
    expect(retryDelay(0)).toBe(FIRST_RETRY_MS)
    expect(MAX_RETRY_MS).toBe(60_000)
  })

  it('takes a stream silent for two 45 s heartbeats for dead, and gives opening 15 s', () => {
    expect(HEARTBEAT_MS).toBe(45_000)
    expect(HEARTBEAT_TIMEOUT_MS).toBe(95_000)
    expect(CONNECT_TIMEOUT_MS).toBe(15_000)
  })
})

describe('contentEvents', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function start() {
    const opened: string[] = []
    const stopped: string[] = []
    const changes: ContentUpdatedEvent[] = []
    let send: (event: AnyEventObject) => void = () => undefined
    const actor = createActor(
      contentEventsMachine.provide({
        actors: {
          contentStream: fromCallback<EventObject, { locale: string }>(({ input, sendBack }) => {
            opened.push(input.locale)
            send = sendBack
            return () => stopped.push(input.locale)
          }),
        },
        actions: { invalidateContent: (_, event) => void changes.push(event) },
      }),
      { input: { locale: 'en-CA' } },
    ).start()
    return { actor, opened, stopped, changes, send: (event: AnyEventObject) => send(event) }
  }

  it('opens the stream for the locale and passes each change on', () => {
    const { actor, opened, changes, send } = start()
    expect(opened).toEqual(['en-CA'])
    expect(actor.getSnapshot().context).toEqual({ locale: 'en-CA', attempts: 0 })
    send({ type: 'stream.opened' })
    const change = { query: 'footer', locale: 'en-CA', updatedAt: '2026-11-28T03:00:00.000Z' }
    send({ type: 'stream.content', event: change })
    expect(changes).toEqual([change])
    expect(actor.getSnapshot().hasTag('connected')).toBe(true)
  })

  it('waits for the next heartbeat afresh after each one', async () => {
    const { actor, send, stopped } = start()
    send({ type: 'stream.opened' })
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1_000)
    send({ type: 'stream.heartbeat' })
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().matches({ streaming: 'connected' })).toBe(true)
    expect(stopped).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(stopped).toEqual(['en-CA'])
  })

  it('reopens after a doubling pause while failures continue, and starts over once a stream opens', async () => {
    const { actor, opened, send } = start()
    send({ type: 'stream.closed' })
    expect(actor.getSnapshot().context.attempts).toBe(1)
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS)
    expect(opened).toHaveLength(2)
    send({ type: 'stream.closed' })
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1)
    expect(opened).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(opened).toHaveLength(3)
    send({ type: 'stream.opened' })
    expect(actor.getSnapshot().context.attempts).toBe(0)
    send({ type: 'stream.closed' })
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS)
    expect(opened).toHaveLength(4)
  })

  it('tries again when the stream does not open in time', async () => {
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('waiting')
  })
})
