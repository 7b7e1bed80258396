import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { authorizationMachine } from '../../machines/authorization/authorization.machine'
import type { RestoredSession } from '../../machines/authorization/restoreSession'
import { requireAuthorised } from './beforeLoad'
import { redirectOf } from './redirect.fixtures'

/** An authorization actor whose stored session the test hands over when it chooses. */
function authorization() {
  let settle: (session: RestoredSession | null) => void = () => {}
  const actor = createActor(
    authorizationMachine.provide({
      actors: { restoreSession: fromPromise(() => new Promise<RestoredSession | null>((resolve) => (settle = resolve))) },
    }),
    { input: {} },
  ).start()
  actor.send({ type: 'auth.restore' })
  return { actor, settle: (session: RestoredSession | null) => settle(session) }
}

const player: RestoredSession = { playerId: 'p-1', claims: { player_id: 'p-1' } }
const deposit = { pathname: '/fi-FI/deposit', href: '/fi-FI/deposit?amount=20', searchStr: '?amount=20' }

describe('requireAuthorised (guard 8)', () => {
  it('waits while authorization is pending, then sends an anonymous visitor to 401 with the page kept', async () => {
    const { actor, settle } = authorization()
    let decided = false
    const outcome = redirectOf(requireAuthorised({ context: { actors: { authorization: actor } }, location: deposit, params: { langmarket: 'fi-FI' } })).finally(() => {
      decided = true
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(decided).toBe(false)

    settle(null)

    expect(await outcome).toBe('/fi-FI/401?redirect=%2Ffi-FI%2Fdeposit%3Famount%3D20&login=1')
  })

  it('lets a restored player through', async () => {
    const { actor, settle } = authorization()
    settle(player)
    await expect(
      requireAuthorised({ context: { actors: { authorization: actor } }, location: deposit, params: { langmarket: 'fi-FI' } }),
    ).resolves.toBeUndefined()
  })
})
