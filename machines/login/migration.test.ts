import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { loginMachine, type LoginRequest, type LoginResult } from './login.machine'
import { alreadyMigrated, authorizationSpy, handedOver, input, migrationRequired, refusal, result, submit } from './login.fixtures'

/** A login whose platform answers from the given fakes; the account is on the previous platform. */
function running(migratePlayer: (args: { input: LoginRequest }) => Promise<LoginResult>, loginPlayer?: (args: { input: LoginRequest }) => Promise<LoginResult>) {
  const spy = authorizationSpy()
  const logins = vi.fn(loginPlayer ?? (async (_: { input: LoginRequest }): Promise<LoginResult> => Promise.reject(migrationRequired)))
  const migrations = vi.fn(migratePlayer)
  const openPage = vi.fn()
  const machine = loginMachine.provide({
    actors: { loginPlayer: fromPromise(logins), migratePlayer: fromPromise(migrations) },
    actions: { openPage: (_, page) => openPage(page) },
  })
  const actor = createActor(machine, { input: { ...input, authorization: spy.actor } }).start()
  return { actor, logins, migrations, openPage, received: spy.received }
}

const settled = (actor: ReturnType<typeof running>['actor'], state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches(state)).toBe(true))

describe('login of an account from the previous platform (issue 8 §2)', () => {
  it('offers to move the account instead of "password incorrect", and moving it signs the player in', async () => {
    // Arrange
    const { actor, migrations, openPage, received } = running(async () => result)
    actor.send(submit)
    await settled(actor, { migration: 'offered' })
    expect(actor.getSnapshot().context.refusal).toBeNull()

    // Act
    actor.send({ type: 'migration.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(migrations.mock.calls[0]![0].input).toEqual({ email: 'player@croupier.test', password: 'Croupier!2026' })
    expect(received).toEqual([handedOver])
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/en-NO/live-casino-online?bonusCode=WELCOME50', replace: true })
    expect(actor.getSnapshot().context.password).toBe('')
  })

  it('forgets the e-mail and password when the player does not move the account now', async () => {
    // Arrange
    const { actor, migrations } = running(async () => result)
    actor.send(submit)
    await settled(actor, { migration: 'offered' })

    // Act
    actor.send({ type: 'migration.cancel' })

    // Assert
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '' })
    expect(migrations).not.toHaveBeenCalled()
  })

  it('logs in with the same credentials when the account was moved meanwhile', async () => {
    // Arrange: the first login asks for the move, the second (after "already moved") succeeds
    let login = 0
    const { actor, logins, openPage } = running(
      async () => Promise.reject(alreadyMigrated),
      async () => (++login === 1 ? Promise.reject(migrationRequired) : result),
    )
    actor.send(submit)
    await settled(actor, { migration: 'offered' })

    // Act
    actor.send({ type: 'migration.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(logins).toHaveBeenCalledTimes(2)
    expect(logins.mock.calls[1]![0].input).toEqual({ email: 'player@croupier.test', password: 'Croupier!2026' })
    expect(openPage).toHaveBeenCalledOnce()
  })

  it('lets the player try the move again when it got no answer, and shows a refusal as a login would', async () => {
    // Arrange
    let attempt = 0
    const timedOut = refusal(403, 'error.timeout.in.progress:days:2', { playerId: 'p-9', isCooling: false, coolingTicket: 'ticket-p-9' })
    const { actor, migrations } = running(async () => Promise.reject(++attempt === 1 ? new ApiCallError(503, undefined) : timedOut))
    actor.send(submit)
    await settled(actor, { migration: 'offered' })
    actor.send({ type: 'migration.confirm' })
    await settled(actor, { migration: 'failed' })
    expect(actor.getSnapshot().context.password).toBe('Croupier!2026')

    // Act
    actor.send({ type: 'migration.confirm' })
    await settled(actor, 'refused')

    // Assert
    expect(migrations).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context).toMatchObject({ password: '', failure: null, refusal: { kind: 'timeout', remainingDays: 2, playerId: 'p-9' } })
    expect(actor.getSnapshot().can({ type: 'cooling.start' })).toBe(true)
  })
})
