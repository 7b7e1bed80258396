import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate'
import type { AccessContext } from '../../src/api/system.actors'
import { describeModel } from '../tooling/model'
import { countryCheckMachine } from './countryCheck.machine'

const answer = (status: string): AccessContext =>
  ({ status, countryCode: 'FI', market: 'FI', ipAddress: '203.0.113.7' }) as AccessContext

const tagsOf = (snapshot: AnyMachineSnapshot) => [...snapshot.tags].sort()

describeModel('countryCheck', countryCheckMachine, {
  events: (snapshot) =>
    snapshot.matches('Requested')
      ? [
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('ALLOWED') },
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('RESTRICTED') },
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('MAINTENANCE') },
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('CLOSED') },
          { type: 'xstate.error.actor.fetchAccessContext', error: { code: 'error.system.error', message: 'Bad gateway', status: 502 } },
        ]
      : [{ type: 'countryCheck.start' }, { type: 'countryCheck.retry' }],
  states: {
    Pending: (s) => expect(tagsOf(s)).toEqual(['loading']),
    Requested: (s) => expect(tagsOf(s)).toEqual(['loading']),
    'Resolved.allowed': (s) => {
      expect(tagsOf(s)).toEqual(['appAllowed'])
      expect(s.context).toMatchObject({ countryCode: 'FI', market: 'FI', error: null })
    },
    'Resolved.restricted': (s) => expect(tagsOf(s)).toEqual(['restricted']),
    'Resolved.maintenance': (s) => expect(tagsOf(s)).toEqual(['maintenance']),
    failed: (s) => {
      expect(s.hasTag('appAllowed')).toBe(false)
      expect(s.context.error).not.toBeNull()
    },
  },
})

describe('countryCheck', () => {
  const withAnswer = (result: () => Promise<AccessContext>) =>
    countryCheckMachine.provide({ actors: { fetchAccessContext: fromPromise(result) } })

  it('does not call the platform until the shell starts the check', async () => {
    // Arrange
    let calls = 0
    const actor = createActor(withAnswer(async () => (calls++, answer('ALLOWED')))).start()

    // Act
    await Promise.resolve()

    // Assert
    expect(calls).toBe(0)
    expect(actor.getSnapshot().value).toBe('Pending')
  })

  it('keeps the detected country and market for the rest of the app', async () => {
    // Arrange
    const actor = createActor(withAnswer(async () => answer('ALLOWED'))).start()

    // Act
    actor.send({ type: 'countryCheck.start' })
    const snapshot = await waitFor(actor, (s) => s.matches('Resolved'))

    // Assert
    expect(snapshot.hasTag('appAllowed')).toBe(true)
    expect(snapshot.context).toEqual({ countryCode: 'FI', market: 'FI', ipAddress: '203.0.113.7', error: null })
  })

  it('hides the casino when the check fails and lets the visitor try again', async () => {
    // Arrange
    let attempt = 0
    const actor = createActor(
      withAnswer(async () => {
        attempt++
        if (attempt === 1) throw Object.assign(new Error('Service unavailable'), { code: 'error.system.error', status: 503 })
        return answer('RESTRICTED')
      }),
    ).start()

    // Act
    actor.send({ type: 'countryCheck.start' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'countryCheck.retry' })
    const resolved = await waitFor(actor, (s) => s.matches('Resolved'))

    // Assert
    expect(failed.hasTag('appAllowed')).toBe(false)
    expect(failed.context.error).toEqual({ code: 'error.system.error', message: 'Service unavailable', status: 503 })
    expect(resolved.value).toEqual({ Resolved: 'restricted' })
    expect(resolved.context.error).toBeNull()
  })

  it('treats an access status it does not know as a failed check, not as allowed', async () => {
    // Arrange
    const actor = createActor(withAnswer(async () => answer('OPEN_SESAME'))).start()

    // Act
    actor.send({ type: 'countryCheck.start' })
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'))

    // Assert
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context.error?.code).toBe('error.access.status.unknown')
  })
})
