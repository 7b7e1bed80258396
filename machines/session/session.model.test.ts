import { UnsecuredJWT } from 'jose'
import { expect } from 'vitest'
import { describeModel, type TransitionTable } from '../tooling/model'
import type { Credentials } from './credentials'
import { sessionMachine, type TokenSet } from './session.machine'
import { tagsOf } from '../shared/testing'

const ISSUED = Math.floor(Date.UTC(2026, 5, 1, 12) / 1000)
/** An access token living `lifetimeSeconds` from ISSUED. */
const accessToken = (lifetimeSeconds: number, issued = ISSUED) =>
  new UnsecuredJWT({ typ: 'access' }).setIssuedAt(issued).setExpirationTime(issued + lifetimeSeconds).encode()

const credentials: Credentials = { idToken: 'id-1', accessToken: accessToken(900), playerId: 'p-9' }
const refreshed: TokenSet = { idToken: 'id-2', accessToken: accessToken(600), expiresIn: 600 }
/** A token set whose access token carries no expiry: nothing can be scheduled from it. */
const opaque: TokenSet = { idToken: 'id-3', accessToken: 'opaque-access', expiresIn: 600 }


// The spec's session, written per region; the parallel states are every pairing of the two.
const tokens: Record<string, Record<string, string>> = {
  valid: { 'session.refreshDue': 'refreshing' },
  untimed: {},
  refreshing: {
    'done refreshTokens': 'valid',
    'done refreshTokens (no expiry)': 'untimed',
    'error refreshTokens': '#expired',
  },
}
const presence: Record<string, Record<string, string>> = {
  attentive: { 'session.activity': 'attentive', 'after inactivity': 'warned.countingDown' },
  'warned.countingDown': {
    'session.continue': 'attentive',
    'after oneSecond': 'warned.countingDown',
    'after idleCountdown': '#loggingOutIdle',
  },
}
const active = (t: string, p: string) => `active.tokens.${t} + active.presence.${p}`
const outOf = (target: string, inside: (target: string) => string) => (target.startsWith('#') ? target.slice(1) : inside(target))
const transitions: TransitionTable = {
  signingOut: { 'done signOutPlayer': 'signedOut', 'error signOutPlayer': 'signedOut' },
  loggingOutIdle: { 'done logoutIdlePlayer': 'idledOut', 'error logoutIdlePlayer': 'idledOut' },
}
for (const t of Object.keys(tokens)) {
  for (const p of Object.keys(presence)) {
    transitions[active(t, p)] = {
      'session.signOut': 'signingOut',
      ...Object.fromEntries(Object.entries(tokens[t]!).map(([label, to]) => [label, outOf(to, (to) => active(to, p))])),
      ...Object.fromEntries(Object.entries(presence[p]!).map(([label, to]) => [label, outOf(to, (to) => active(t, to))])),
    }
  }
}

/** Refresh a minute before expiry: 15 minutes → 14, 10 minutes → 9. */
const expectedDelay: Record<string, number> = { [credentials.accessToken]: 840_000, [refreshed.accessToken]: 540_000 }

describeModel('session', sessionMachine, {
  input: { credentials },
  // The countdown's seconds would make every tick a new vertex; which token is held matters.
  contextKey: (c) => c.credentials.accessToken,
  events: (s) => {
    if (s.matches('signingOut'))
      return [{ type: 'xstate.done.actor.signOutPlayer' }, { type: 'xstate.error.actor.signOutPlayer', error: new TypeError('Failed to fetch') }]
    if (s.matches('loggingOutIdle'))
      return [{ type: 'xstate.done.actor.logoutIdlePlayer' }, { type: 'xstate.error.actor.logoutIdlePlayer', error: new TypeError('Failed to fetch') }]
    const offered: { type: string; [key: string]: unknown }[] = [{ type: 'session.signOut' }]
    if (s.matches({ active: { tokens: 'valid' } })) offered.push({ type: 'session.refreshDue' })
    if (s.matches({ active: { tokens: 'refreshing' } }))
      offered.push(
        { type: 'xstate.done.actor.refreshTokens', output: refreshed },
        { type: 'xstate.done.actor.refreshTokens', output: opaque, label: 'no expiry' },
        { type: 'xstate.error.actor.refreshTokens', error: { status: 401, code: 'error.token.invalid' } },
      )
    if (s.matches({ active: { presence: 'attentive' } }))
      offered.push({ type: 'session.activity' }, { type: 'xstate.after.inactivity.session.active.presence.attentive' })
    if (s.matches({ active: { presence: 'warned' } })) {
      offered.push({ type: 'session.continue' }, { type: 'xstate.after.oneSecond.session.active.presence.warned.countingDown' })
      // The 3 minutes run from the modal's opening: after a tick the harness would wait 3 more.
      if (s.context.secondsLeft === 180) offered.push({ type: 'xstate.after.idleCountdown.session.active.presence.warned' })
    }
    return offered
  },
  transitions,
  calls: {
    watchAccessToken: (input, s) => expect(input).toEqual({ delayMs: expectedDelay[s.context.credentials.accessToken] }),
    refreshTokens: (input) => expect(input).toBeUndefined(),
    signOutPlayer: (input) => expect(input).toBeUndefined(),
    logoutIdlePlayer: (input) => expect(input).toBeUndefined(),
  },
  effects: {
    storeCredentials: (params) =>
      expect([
        { idToken: 'id-2', accessToken: refreshed.accessToken, playerId: 'p-9' },
        { idToken: 'id-3', accessToken: 'opaque-access', playerId: 'p-9' },
      ]).toContainEqual(params),
    storeSessionCookie: (params, s) => expect(params).toEqual({ idToken: s.context.credentials.idToken }),
  },
  states: {
    'active.tokens.valid': (s) => expect(s.context.credentials.accessToken).not.toBe('opaque-access'),
    'active.tokens.untimed': (s) => expect(s.context.credentials).toMatchObject({ accessToken: 'opaque-access', playerId: 'p-9' }),
    'active.tokens.refreshing': (s) => expect(s.hasTag('ending')).toBe(false),
    'active.presence.attentive': (s) => expect(s.hasTag('idleWarning')).toBe(false),
    'active.presence.warned': (s) => {
      expect(s.hasTag('idleWarning')).toBe(true)
      expect(s.context.secondsLeft).toBeLessThanOrEqual(180)
      expect(s.context.secondsLeft).toBeGreaterThan(170)
    },
    signingOut: (s) => expect(tagsOf(s)).toEqual(['ending']),
    loggingOutIdle: (s) => expect(tagsOf(s)).toEqual(['ending']),
    signedOut: (s) => expect(s.output).toEqual({ reason: 'player' }),
    idledOut: (s) => expect(s.output).toEqual({ reason: 'idle' }),
    expired: (s) => expect(s.output).toEqual({ reason: 'expired' }),
  },
})
