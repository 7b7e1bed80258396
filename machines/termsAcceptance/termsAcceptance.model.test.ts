import { expect } from 'vitest'
import { createActor, fromCallback, type AnyEventObject } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { termsAcceptanceMachine } from './termsAcceptance.machine'

const terms = { version: '2', documentUrl: '/documents/terms/v2/terms-fi.pdf' }

function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start()
  return { actor, received }
}

const authorization = authorizationSpy()
const input = { langmarket: 'fi-FI', terms, redirect: '/fi-FI/promotions?bonusCode=SPIN', authorization: authorization.actor }

const refused = new ApiCallError(400, { status: 400, code: 'error.terms.version.unknown', message: 'x' })

describeModel('termsAcceptance', termsAcceptanceMachine, {
  input,
  events: (s) =>
    s.matches('accepting')
      ? [{ type: 'xstate.done.actor.acceptTermsVersion' }, { type: 'xstate.error.actor.acceptTermsVersion', error: refused }]
      : [{ type: 'terms.accept' }],
  // Guard 9 as the spec describes it, written out independently of the machine.
  transitions: {
    reviewing: { 'terms.accept': 'accepting' },
    accepting: { 'done acceptTermsVersion': 'accepted', 'error acceptTermsVersion': 'acceptFailed' },
    acceptFailed: { 'terms.accept': 'accepting' },
  },
  calls: { acceptTermsVersion: (body) => expect(body).toEqual({ version: '2' }) },
  effects: { openPage: (page) => expect(page).toEqual({ href: '/fi-FI/promotions?bonusCode=SPIN', replace: true }) },
  states: {
    reviewing: (s) => expect(s.context.error).toBeNull(),
    accepting: (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.context.error).toBeNull()
    },
    acceptFailed: (s) => {
      expect(s.context.error?.code).toBe('error.terms.version.unknown')
      expect(s.can({ type: 'terms.accept' })).toBe(true)
    },
    accepted: (s) => {
      expect(s.status).toBe('done')
      expect(authorization.received.at(-1)).toEqual({ type: 'auth.termsAccepted' })
    },
  },
})

