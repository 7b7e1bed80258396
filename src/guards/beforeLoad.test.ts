import { describe, expect, it } from 'vitest'
import { UnsecuredJWT } from 'jose'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { authorizationMachine } from '../../machines/authorization/authorization.machine'
import type { StoredSession } from '../../machines/authorization/restoreSession'
import { sessionMachine } from '../../machines/session/session.machine'
import { requireAuthorised } from './beforeLoad'
import { redirectOf } from './redirect.fixtures'

/** An authorization actor whose stored session the test hands over when it chooses. */
function authorization() {
  let settle: (session: StoredSession | null) => void = () => {}
  const ignore = () => {}
  const actor = createActor(
    authorizationMachine.provide({
      actors: {
        restoreSession: fromPromise(() => new Promise<StoredSession | null>((resolve) => (settle = resolve))),
        // The guards read only whether a player is signed in: the session never ends here.
        session: sessionMachine.provide({
          actors: { watchAccessToken: fromCallback(ignore) },
          actions: { storeCredentials: ignore, storeSessionCookie: ignore },
        }),
      },
      actions: { storeCredentials: ignore, storePlayerFlags: ignore, forgetStoredSession: ignore, refreshServerData: ignore },
    }),
    { input: { langmarket: 'fi-FI' } },
  ).start()
  actor.send({ type: 'auth.restore' })
  return { actor, settle: (session: StoredSession | null) => settle(session) }
}

const player: StoredSession = {
  credentials: { idToken: new UnsecuredJWT({ player_id: 'p-1' }).encode(), accessToken: 'access', playerId: 'p-1' },
  flags: { showUpdatedTnC: false, firstLogin: false },
  readAt: Date.now(),
}
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
