import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { termsAcceptanceMachine } from './termsAcceptance.machine'
import { platformDown, tagsOf } from '../shared/testing'
import { authorizationSpy, document, published } from './termsAcceptance.fixtures'

const authorization = authorizationSpy()
const input = { langmarket: 'fi-FI', redirect: '/en-UN/promotions', bonusCode: 'SPIN', authorization: authorization.actor }

const refused = new ApiCallError(400, { status: 400, code: 'error.terms.version.unknown', message: 'x' })

describeModel('termsAcceptance', termsAcceptanceMachine, {
  input,
  events: (s) => {
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.loadTermsVersions', output: published },
        { type: 'xstate.done.actor.loadTermsVersions', output: document([]), label: 'none published' },
        { type: 'xstate.error.actor.loadTermsVersions', error: platformDown },
      ]
    if (s.matches('accepting'))
      return [{ type: 'xstate.done.actor.acceptTermsVersion' }, { type: 'xstate.error.actor.acceptTermsVersion', error: refused }]
    if (s.matches('unavailable')) return [{ type: 'terms.retry' }, { type: 'terms.decline' }]
    return [{ type: 'terms.accept' }, { type: 'terms.decline' }]
  },
  // Whether the terms could be shown tells two visits of a state apart.
  contextKey: (c) => [c.terms?.version ?? null, c.error?.code ?? null],
  // Terms acceptance as the spec describes it (login flow, guard 9), written out independently of the machine.
  transitions: {
    loading: {
      'done loadTermsVersions': 'reviewing',
      'done loadTermsVersions (none published)': 'unavailable',
      'error loadTermsVersions': 'unavailable',
    },
    unavailable: { 'terms.retry': 'loading', 'terms.decline': 'declined' },
    reviewing: { 'terms.accept': 'accepting', 'terms.decline': 'declined' },
    accepting: { 'done acceptTermsVersion': 'accepted', 'error acceptTermsVersion': 'acceptFailed' },
    acceptFailed: { 'terms.accept': 'accepting', 'terms.decline': 'declined' },
  },
  calls: {
    // In the locale the player is shown the site in.
    loadTermsVersions: (body) => expect(body).toEqual({ langmarket: 'fi-FI' }),
    // The latest published version, never an older one.
    acceptTermsVersion: (body) => expect(body).toEqual({ version: '2' }),
  },
  // The page the player was going to, in the current locale, keeping the bonus code.
  effects: { openPage: (page) => expect(page).toEqual({ href: '/fi-FI/promotions?bonusCode=SPIN', replace: true }) },
  states: {
    loading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.can({ type: 'terms.accept' })).toBe(false)
      expect(s.context.error).toBeNull()
    },
    unavailable: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.terms).toBeNull()
      expect(s.can({ type: 'terms.accept' })).toBe(false)
    },
    reviewing: (s) => {
      expect(s.context).toMatchObject({ error: null, terms: { version: '2', documentUrl: '/documents/terms/v2/terms-fi.pdf' } })
      expect(s.can({ type: 'terms.accept' })).toBe(true)
    },
    accepting: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.error).toBeNull()
      expect(s.can({ type: 'terms.decline' })).toBe(false)
    },
    acceptFailed: (s) => {
      expect(s.context.error?.code).toBe('error.terms.version.unknown')
      expect(s.can({ type: 'terms.accept' })).toBe(true)
    },
    accepted: (s) => {
      expect(s.status).toBe('done')
      expect(authorization.received.at(-1)).toEqual({ type: 'auth.termsAccepted' })
    },
    declined: (s) => {
      expect(s.status).toBe('done')
      // Declining is a logout: authorization revokes the session and opens the home page.
      expect(authorization.received.at(-1)).toEqual({ type: 'auth.logout' })
    },
  },
})
