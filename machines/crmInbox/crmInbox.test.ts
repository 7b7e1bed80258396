import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { apiFailure, platformDown } from '../shared/testing'
import { crmInboxMachine, SCRIPT_TIMEOUT_MS } from './crmInbox.machine'

const session = (n: number) => ({ sessionId: `${n}`.padEnd(43, 'S'), expiresAt: '2030-01-01T00:15:00.000Z' })

function start(answers: Array<() => unknown>) {
  const unread: number[] = []
  let calls = 0
  const actor = createActor(
    crmInboxMachine.provide({
      actors: {
        createCrmSession: fromPromise(async () => answers[calls++]!() as ReturnType<typeof session>),
        listenToInbox: fromCallback(() => {}),
      },
      actions: { unreadChanged: (_, count) => void unread.push(count) },
    }),
  ).start()
  return { actor, unread, calls: () => calls }
}

afterEach(() => vi.useRealTimers())

describe('crmInbox', () => {
  it('ignores a 401: nothing shown, nothing asked again', async () => {
    const { actor, calls } = start([() => Promise.reject(apiFailure(401, 'error.token.invalid', 'Token expired'))])
    actor.send({ type: 'inbox.open' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(actor.getSnapshot().value).toBe('ignored')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(calls()).toBe(1)
  })

  it('shows any other failure and asks again on Try again', async () => {
    const { actor } = start([() => Promise.reject(platformDown), () => session(1)])
    actor.send({ type: 'inbox.open' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(actor.getSnapshot().context.error?.code).toBe('error.system.error')
    actor.send({ type: 'inbox.retry' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ scriptOnPage: 'sessionLoaded' }))
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: session(1).sessionId, error: null })
  })

  it('follows the unread count the script tells, and reopens an ended session once', async () => {
    const { actor, unread, calls } = start([() => session(1), () => session(2)])
    actor.send({ type: 'inbox.open' })
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('inbox')).toBe(true))
    actor.send({ type: 'inbox.scriptLoaded', unread: 3 })
    actor.send({ type: 'inbox.unread', unread: 2 })
    expect(unread).toEqual([3, 2])
    expect(actor.getSnapshot().context.unread).toBe(2)
    actor.send({ type: 'inbox.sessionEnded' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.sessionId).toBe(session(2).sessionId))
    actor.send({ type: 'inbox.sessionEnded' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error?.code).toBe('error.crm.session.not.found')
    expect(calls()).toBe(2)
  })

  it('fails when the inbox script does not load in time', async () => {
    vi.useFakeTimers()
    const { actor } = start([() => session(1)])
    actor.send({ type: 'inbox.open' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().value).toEqual({ scriptOnPage: 'sessionLoaded' })
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error?.code).toBe('error.crm.script.timeout')
  })
})
