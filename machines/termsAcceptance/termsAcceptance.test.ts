import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate'
import { ApiCallError } from '../../src/api/errors'
import type { ContentDocument } from '../../src/api/session.actors'
import { describeModel } from '../tooling/model'
import { termsAcceptanceMachine } from './termsAcceptance.machine'
import { latestTermsVersion } from './termsVersions'

const block = (version: number) => ({
  id: `terms-v${version}`,
  kind: 'link' as const,
  title: String(version),
  cta: { text: `v${version}`, url: `/documents/terms/v${version}/terms-fi.pdf` },
  audience: 'both' as const,
})
const published: ContentDocument = { query: 'terms-versions', locale: 'fi-FI', updatedAt: '2026-03-01T00:00:00Z', blocks: [block(1), block(2)] }
const terms = { version: '2', documentUrl: '/documents/terms/v2/terms-fi.pdf' }

function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start()
  return { actor, received }
}

const input = { langmarket: 'fi-FI', terms, redirect: '/fi-FI/promotions?bonusCode=SPIN', authorization: authorizationSpy().actor }

describeModel('termsAcceptance', termsAcceptanceMachine, {
  input,
  events: (s) =>
    s.matches('accepting')
      ? [
          { type: 'xstate.done.actor.acceptTermsVersion' },
          {
            type: 'xstate.error.actor.acceptTermsVersion',
            error: new ApiCallError(400, { status: 400, code: 'error.terms.version.unknown', message: 'x' }),
          },
        ]
      : [{ type: 'terms.accept' }],
  states: {
    reviewing: (s) => expect(s.context.error).toBeNull(),
    accepting: (s) => expect(s.hasTag('loading')).toBe(true),
    acceptFailed: (s) => expect(s.context.error?.code).toBe('error.terms.version.unknown'),
    accepted: (s) => expect(s.output).toEqual({ redirectTo: '/fi-FI/promotions?bonusCode=SPIN' }),
  },
})

describe('terms acceptance', () => {
  it('accepts the latest version, tells authorization, and returns to the interrupted page', async () => {
    // Arrange
    const spy = authorizationSpy()
    const accept = vi.fn(async (_: { input: { version: string } }) => {})
    const actor = createActor(termsAcceptanceMachine.provide({ actors: { acceptTermsVersion: fromPromise(accept) } }), {
      input: { ...input, authorization: spy.actor },
    }).start()

    // Act
    actor.send({ type: 'terms.accept' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))

    // Assert
    expect(accept.mock.calls[0]![0].input).toEqual({ version: '2' })
    expect(spy.received).toEqual([{ type: 'auth.termsAccepted' }])
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/fi-FI/promotions?bonusCode=SPIN' })
  })

  it('reads the latest version from the content, whatever its order', () => {
    expect(latestTermsVersion(published)).toEqual(terms)
    expect(latestTermsVersion({ ...published, blocks: [block(3), block(10), block(2)] })?.version).toBe('10')
    expect(latestTermsVersion({ ...published, blocks: [] })).toBeNull()
  })
})
