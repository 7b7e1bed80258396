import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Schemas } from '../shared/contract'
import { termsAcceptanceMachine } from '../termsAcceptance/termsAcceptance.machine'
import { loginMachine } from './login.machine'
import { authorizationSpy, handedOverWithTerms, input, resultWithTerms, submit } from './login.fixtures'

const published: Schemas['ContentDocument'] = {
  query: 'terms-versions',
  locale: 'en-NO',
  updatedAt: '2026-03-01T00:00:00Z',
  blocks: [{ id: 'terms-v2', kind: 'link', title: '2', cta: { text: 'v2', url: '/documents/terms/v2/terms-en.pdf' }, audience: 'both' }],
}

/** The login flow with the real terms flow as its child, both opening pages through one spy. */
function running() {
  const spy = authorizationSpy()
  const openPage = vi.fn()
  const loadTermsVersions = vi.fn(async (_: { input: { langmarket: string } }) => published)
  const acceptTermsVersion = vi.fn(async (_: { input: { version: string } }) => {})
  const termsAcceptance = termsAcceptanceMachine.provide({
    actors: { loadTermsVersions: fromPromise(loadTermsVersions), acceptTermsVersion: fromPromise(acceptTermsVersion) },
    actions: { openPage: (_, page) => openPage(page) },
  })
  const machine = loginMachine.provide({
    actors: { loginPlayer: fromPromise(async () => resultWithTerms), termsAcceptance },
    actions: { openPage: (_, page) => openPage(page) },
  })
  const actor = createActor(machine, { input: { ...input, authorization: spy.actor } }).start()
  return { actor, openPage, received: spy.received, loadTermsVersions, acceptTermsVersion }
}

async function termsShown(actor: ReturnType<typeof running>['actor']) {
  actor.send(submit)
  await vi.waitFor(() => expect(actor.getSnapshot().children.termsAcceptance?.getSnapshot().value).toBe('reviewing'))
  return actor.getSnapshot().children.termsAcceptance!
}

describe('newer terms at login (spec 000 §4 Login)', () => {
  it('shows the latest terms in the player’s language before the site, and accepting opens the page they were going to', async () => {
    // Arrange
    const { actor, openPage, received, loadTermsVersions, acceptTermsVersion } = running()
    const terms = await termsShown(actor)
    expect(openPage).not.toHaveBeenCalled()

    // Act
    terms.send({ type: 'terms.accept' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('termsDecided'))

    // Assert
    expect(loadTermsVersions.mock.calls[0]![0].input).toEqual({ langmarket: 'en-NO' })
    expect(acceptTermsVersion.mock.calls[0]![0].input).toEqual({ version: '2' })
    expect(received).toEqual([handedOverWithTerms, { type: 'auth.termsAccepted' }])
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/en-NO/live-casino-online?bonusCode=WELCOME50', replace: true })
  })

  it('logs the player out when they decline, opening no page of its own', async () => {
    // Arrange
    const { actor, openPage, received, acceptTermsVersion } = running()
    const terms = await termsShown(actor)

    // Act
    terms.send({ type: 'terms.decline' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(received).toEqual([handedOverWithTerms, { type: 'auth.logout' }])
    expect(acceptTermsVersion).not.toHaveBeenCalled()
    expect(openPage).not.toHaveBeenCalled()
  })
})
