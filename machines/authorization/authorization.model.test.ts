import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { describeModel } from '../tooling/model'
import { authorizationMachine } from './authorization.machine'
import { accessExpired, idExpired, input, loggedIn, loginClaims, loginCredentials, READ_AT, stored, storedCredentials } from './authorization.fixtures'
import { tagsOf } from '../shared/testing'

const isRestored = (s: AnyMachineSnapshot) => s.context.playerId === 'p-42'

describeModel('authorization', authorizationMachine, {
  input,
  // Who is signed in, the terms flag and why the last session ended tell visits apart; the locale does not.
  contextKey: (c) => [c.playerId, c.showUpdatedTnC, c.logoutReason],
  events: (s) => {
    const offered: { type: string; label?: string; [key: string]: unknown }[] = [{ type: 'auth.langmarketChanged', langmarket: 'sv-SE' }]
    if (s.matches('pending')) offered.push({ type: 'auth.restore' })
    if (s.matches('requested'))
      offered.push(
        { type: 'xstate.done.actor.restoreSession', output: stored, label: 'live' },
        { type: 'xstate.done.actor.restoreSession', output: idExpired, label: 'identity expired' },
        { type: 'xstate.done.actor.restoreSession', output: accessExpired, label: 'access expired' },
        { type: 'xstate.done.actor.restoreSession', output: null, label: 'nothing stored' },
        { type: 'xstate.error.actor.restoreSession', error: new Error('storage disabled') },
      )
    if (s.matches({ resolved: 'anonymous' })) offered.push(loggedIn)
    if (s.matches({ resolved: 'authorized' }))
      offered.push(
        { type: 'xstate.done.actor.session', output: { reason: 'idle' } },
        { type: 'auth.logout' },
        { type: 'auth.unauthorized', reason: 'forbidden' },
        { type: 'auth.unauthorized', label: 'no reason' },
        { type: 'auth.termsAccepted' },
      )
    if (s.matches({ resolved: 'endingSession' }))
      offered.push({ type: 'xstate.done.actor.logout' }, { type: 'xstate.error.actor.logout', error: new Error('storage disabled') })
    return offered
  },
  // Spec: pending → requested → resolved; a session ends in one place and resets the player.
  transitions: {
    pending: { 'auth.restore': 'requested', 'auth.langmarketChanged': 'pending' },
    requested: {
      'done restoreSession (live)': 'resolved.authorized',
      'done restoreSession (identity expired)': 'resolved.anonymous',
      'done restoreSession (access expired)': 'resolved.anonymous',
      'done restoreSession (nothing stored)': 'resolved.anonymous',
      'error restoreSession': 'resolved.anonymous',
      'auth.langmarketChanged': 'requested',
    },
    'resolved.anonymous': { 'auth.loggedIn': 'resolved.authorized', 'auth.langmarketChanged': 'resolved.anonymous' },
    'resolved.authorized': {
      'done session': 'resolved.endingSession',
      // The session revokes the tokens first and reports back with `done session`.
      'auth.logout': 'resolved.authorized',
      'auth.unauthorized': 'resolved.endingSession',
      'auth.unauthorized (no reason)': 'resolved.endingSession',
      'auth.termsAccepted': 'resolved.authorized',
      'auth.langmarketChanged': 'resolved.authorized',
    },
    'resolved.endingSession': {
      'done logout': 'resolved.anonymous',
      'error logout': 'resolved.anonymous',
      'auth.langmarketChanged': 'resolved.endingSession',
    },
  },
  calls: {
    restoreSession: (received) => expect(received).toBeUndefined(),
    session: (received, s) =>
      expect(received).toEqual(isRestored(s) ? { credentials: storedCredentials, readAt: READ_AT } : { credentials: loginCredentials, readAt: null }),
    logout: (received, s) => {
      expect(received).toEqual({ langmarket: s.context.langmarket })
      expect(['fi-FI', 'sv-SE']).toContain(s.context.langmarket)
    },
  },
  effects: {
    storeCredentials: (params, s) => expect(params).toEqual(isRestored(s) ? storedCredentials : loginCredentials),
    // After a login (terms update required) or after the terms were accepted.
    storePlayerFlags: (params, s) => expect(params).toEqual({ showUpdatedTnC: s.context.showUpdatedTnC, firstLogin: !isRestored(s) }),
    forgetStoredSession: (params, s) => {
      expect(params).toBeUndefined()
      expect(s.hasTag('anonymous')).toBe(true)
      expect(s.context.error).toBeNull()
    },
    refreshServerData: (params, s) => {
      expect(params).toBeUndefined()
      expect(s.context.playerId).toBe('p-7')
    },
  },
  states: {
    pending: (s) => expect(tagsOf(s)).toEqual(['loading']),
    requested: (s) => expect(tagsOf(s)).toEqual(['loading']),
    'resolved.anonymous': (s) => {
      expect(tagsOf(s)).toEqual(['anonymous'])
      expect(s.context).toMatchObject({ playerId: null, claims: null, session: null, showUpdatedTnC: false, firstLogin: false, markets: input.markets, partners: input.partners })
    },
    'resolved.authorized': (s) => {
      expect(tagsOf(s)).toEqual(['authorized'])
      expect(s.context.logoutReason).toBeNull()
      expect(s.context.markets).toEqual(input.markets)
      if (isRestored(s)) expect(s.context).toMatchObject({ claims: { player_id: 'p-42', country_code: 'FI' }, firstLogin: false })
      else expect(s.context).toMatchObject({ playerId: 'p-7', claims: loginClaims, firstLogin: true })
    },
    'resolved.endingSession': (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(['idle', 'forbidden', 'unauthorized']).toContain(s.context.logoutReason)
    },
  },
})
