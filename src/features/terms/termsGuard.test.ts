import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { redirectOf } from '../../guards/redirect.fixtures'
import { requireAcceptedTerms } from './termsGuard'

/**
 * Stands in for authorization: only what guard 9 reads (the `loading`/`authorized` tags and the
 * terms flag), so the live guard is tested without the authorization machine's own flows.
 */
const authorizationStandIn = setup({
  types: {
    context: {} as { showUpdatedTnC: boolean },
    input: {} as { showUpdatedTnC: boolean },
    events: {} as { type: 'restored' } | { type: 'anonymous' },
  },
}).createMachine({
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: { tags: ['loading'], on: { restored: 'signedIn', anonymous: 'signedOut' } },
    signedIn: { tags: ['authorized'] },
    signedOut: { tags: ['anonymous'] },
  },
})

function authorization(showUpdatedTnC: boolean, outcome: 'restored' | 'anonymous' | null) {
  const actor = createActor(authorizationStandIn, { input: { showUpdatedTnC } }).start()
  if (outcome) actor.send({ type: outcome })
  return actor
}

function guard(actor: ReturnType<typeof authorization>, pathname: string, search = '') {
  return redirectOf(
    requireAcceptedTerms({
      context: { actors: { authorization: actor as never } },
      location: { pathname, href: `${pathname}${search}` },
      params: { langmarket: 'fi-FI' },
    }),
  )
}

describe('requireAcceptedTerms (guard 9, the live guard every $langmarket page runs)', () => {
  it('sends a signed-in player with newer terms to accept-terms, keeping the page they asked for', async () => {
    expect(await guard(authorization(true, 'restored'), '/fi-FI/deposit', '?amount=20')).toBe(
      '/fi-FI/accept-terms-condition?redirect=%2Ffi-FI%2Fdeposit%3Famount%3D20',
    )
  })

  it('lets through a player who accepted the latest terms, and any anonymous visitor', async () => {
    expect(await guard(authorization(false, 'restored'), '/fi-FI/deposit')).toBeUndefined()
    expect(await guard(authorization(true, 'anonymous'), '/fi-FI/deposit')).toBeUndefined()
  })

  it.each(['/fi-FI', '/fi-FI/', '/fi-FI/my-account', '/fi-FI/my-account/limits', '/fi-FI/accept-terms-condition'])(
    'never interrupts %s (the spec exempts home, my-account and the terms page)',
    async (pathname) => {
      expect(await guard(authorization(true, 'restored'), pathname)).toBeUndefined()
    },
  )

  it('waits until authorization has decided before it decides', async () => {
    const actor = authorization(true, null)
    let decided = false
    const outcome = guard(actor, '/fi-FI/deposit').finally(() => (decided = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(decided).toBe(false)

    actor.send({ type: 'restored' })

    expect(await outcome).toBe('/fi-FI/accept-terms-condition?redirect=%2Ffi-FI%2Fdeposit')
  })
})
