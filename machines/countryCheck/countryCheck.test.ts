import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { reviewProblems } from '../tooling/statechart'
import { countryCheckMachine, type AccessContext } from './countryCheck.machine'

const answer = (status: AccessContext['status']): AccessContext => ({ status, countryCode: 'FI', market: 'FI', ipAddress: '203.0.113.7', payAndPlay: true, payAndPlayAmount: { minAmountMinor: 1_000, maxAmountMinor: 1_000_000 } })

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
    expect(snapshot.context).toEqual({ countryCode: 'FI', market: 'FI', ipAddress: '203.0.113.7', payAndPlay: true, payAndPlayAmount: { minAmountMinor: 1_000, maxAmountMinor: 1_000_000 }, error: null })
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
    const actor = createActor(withAnswer(async () => ({ ...answer('ALLOWED'), status: String('OPEN_SESAME') as AccessContext['status'] }))).start()

    // Act
    actor.send({ type: 'countryCheck.start' })
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'))

    // Assert
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context.error?.code).toBe('error.access.status.unknown')
  })

  it('keeps no IP address when the platform does not send one', async () => {
    // Arrange
    const { ipAddress: _omitted, ...withoutIp } = answer('ALLOWED')
    const actor = createActor(withAnswer(async () => withoutIp)).start()

    // Act
    actor.send({ type: 'countryCheck.start' })
    const snapshot = await waitFor(actor, (s) => s.matches('Resolved'))

    // Assert
    expect(snapshot.context.ipAddress).toBeNull()
  })
})

describe('countryCheck statechart', () => {
  it('describes every state and transition for a compliance reviewer and names every guard', () => {
    expect(reviewProblems(countryCheckMachine)).toEqual([])
  })
})
