import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Schemas } from '../shared/contract'
import { reviewProblems } from '../tooling/statechart'
import { termsAcceptanceMachine } from './termsAcceptance.machine'
import { latestTermsVersion } from './termsVersions'
import { authorizationSpy, block, published } from './termsAcceptance.fixtures'

const terms = { version: '2', documentUrl: '/documents/terms/v2/terms-fi.pdf' }

const input = { langmarket: 'fi-FI', redirect: '/fi-FI/promotions?bonusCode=SPIN', authorization: authorizationSpy().actor }

function running(extra: Partial<typeof input> = {}, load: () => Promise<Schemas['ContentDocument']> = async () => published) {
  const spy = authorizationSpy()
  const accept = vi.fn(async (_: { input: { version: string } }) => {})
  const openPage = vi.fn()
  const machine = termsAcceptanceMachine.provide({
    actors: { loadTermsVersions: fromPromise(load), acceptTermsVersion: fromPromise(accept) },
    actions: { openPage: (_, page) => openPage(page) },
  })
  const actor = createActor(machine, { input: { ...input, ...extra, authorization: spy.actor } }).start()
  return { actor, accept, openPage, received: spy.received }
}

describe('terms acceptance', () => {
  it('accepts the latest version, tells authorization, and returns to the interrupted page', async () => {
    // Arrange
    const { actor, accept, openPage, received } = running()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('reviewing'))

    // Act
    actor.send({ type: 'terms.accept' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(accept.mock.calls[0]![0].input).toEqual({ version: '2' })
    expect(received).toEqual([{ type: 'auth.termsAccepted' }])
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/fi-FI/promotions?bonusCode=SPIN', replace: true })
  })

  it('returns to the locale home when no page was interrupted', async () => {
    // Arrange
    const { actor, openPage } = running({ redirect: undefined })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('reviewing'))

    // Act
    actor.send({ type: 'terms.accept' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(openPage).toHaveBeenCalledExactlyOnceWith({ href: '/fi-FI', replace: true })
  })

  it('offers a retry, and a way out, when the terms cannot be loaded', async () => {
    // Arrange
    let attempt = 0
    const { actor, received, openPage } = running({}, async () => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : published))
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'))
    expect(actor.getSnapshot().context.error).not.toBeNull()

    // Act
    actor.send({ type: 'terms.retry' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('reviewing'))
    actor.send({ type: 'terms.decline' })

    // Assert
    expect(actor.getSnapshot().value).toBe('declined')
    expect(received).toEqual([{ type: 'auth.logout' }])
    expect(openPage).not.toHaveBeenCalled()
  })
})

describe('latest terms version', () => {
  it('reads the latest version from the content, whatever its order', () => {
    expect(latestTermsVersion(published)).toEqual(terms)
    expect(latestTermsVersion({ ...published, blocks: [block(3), block(10), block(2)] })?.version).toBe('10')
    expect(latestTermsVersion({ ...published, blocks: [] })).toBeNull()
  })

  it('ignores blocks that are not a numbered terms version', () => {
    const other = { ...block(9), id: 'privacy-v9' }
    const untitled = { ...block(8), title: '' }
    const unnumbered = { ...block(7), title: 'seven' }
    const noDocument = { id: 'terms-v3', kind: 'link' as const, title: '3', audience: 'both' as const }
    expect(latestTermsVersion({ ...published, blocks: [block(2), other, untitled, unnumbered] })).toEqual(terms)
    expect(latestTermsVersion({ ...published, blocks: [other, untitled, unnumbered] })).toBeNull()
    expect(latestTermsVersion({ ...published, blocks: [block(2), noDocument] })).toEqual({ version: '3', documentUrl: null })
  })

  it('picks the highest version number of any published set (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 }), (versions) => {
        const latest = latestTermsVersion({ ...published, blocks: versions.map(block) })
        const highest = Math.max(...versions)
        expect(latest).toEqual({ version: String(highest), documentUrl: `/documents/terms/v${highest}/terms-fi.pdf` })
      }),
    )
  })
})

describe('termsAcceptance statechart', () => {
  it('describes every state and transition for a compliance reviewer and names every guard', () => {
    expect(reviewProblems(termsAcceptanceMachine)).toEqual([])
  })
})
