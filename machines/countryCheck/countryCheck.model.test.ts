import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { countryCheckMachine, type AccessContext } from './countryCheck.machine'
import { tagsOf } from '../shared/testing'

const answer = (status: AccessContext['status']): AccessContext => ({ status, countryCode: 'FI', market: 'FI', ipAddress: '203.0.113.7', payAndPlay: true, payAndPlayAmount: { minAmountMinor: 1_000, maxAmountMinor: 1_000_000 } })
/** A status the contract does not list (a newer platform, a broken proxy). */
const unknownStatus: AccessContext = { ...answer('ALLOWED'), status: String('CLOSED') as AccessContext['status'] }
const badGateway = new ApiCallError(502, undefined, 'Bad Gateway')

/** An answer is final: neither event moves a resolved check. */
const staysPut = (state: string) => ({ 'countryCheck.start': state, 'countryCheck.retry': state })

const checked = { countryCode: 'FI', market: 'FI', ipAddress: '203.0.113.7', payAndPlay: true, payAndPlayAmount: { minAmountMinor: 1_000, maxAmountMinor: 1_000_000 }, error: null }

describeModel('countryCheck', countryCheckMachine, {
  events: (snapshot) =>
    snapshot.matches('Requested')
      ? [
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('ALLOWED'), label: 'allowed' },
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('RESTRICTED'), label: 'restricted' },
          { type: 'xstate.done.actor.fetchAccessContext', output: answer('MAINTENANCE'), label: 'maintenance' },
          { type: 'xstate.done.actor.fetchAccessContext', output: unknownStatus, label: 'unknown status' },
          { type: 'xstate.error.actor.fetchAccessContext', error: badGateway },
        ]
      : [{ type: 'countryCheck.start' }, { type: 'countryCheck.retry' }],
  // Guards 1-3 as the spec describes them, written out independently of the machine: the check
  // runs once when the shell starts it, an answer is final, and only a failed check may be retried.
  transitions: {
    Pending: { 'countryCheck.start': 'Requested', 'countryCheck.retry': 'Pending' },
    Requested: {
      'done fetchAccessContext (allowed)': 'Resolved.allowed',
      'done fetchAccessContext (restricted)': 'Resolved.restricted',
      'done fetchAccessContext (maintenance)': 'Resolved.maintenance',
      'done fetchAccessContext (unknown status)': 'failed',
      'error fetchAccessContext': 'failed',
    },
    'Resolved.allowed': staysPut('Resolved.allowed'),
    'Resolved.restricted': staysPut('Resolved.restricted'),
    'Resolved.maintenance': staysPut('Resolved.maintenance'),
    failed: { 'countryCheck.retry': 'Requested', 'countryCheck.start': 'failed' },
  },
  calls: { fetchAccessContext: (input) => expect(input).toBeUndefined() },
  states: {
    Pending: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context).toEqual({ countryCode: null, market: null, ipAddress: null, payAndPlay: false, payAndPlayAmount: null, error: null })
    },
    Requested: (s) => expect(tagsOf(s)).toEqual(['loading']),
    'Resolved.allowed': (s) => {
      expect(tagsOf(s)).toEqual(['appAllowed'])
      expect(s.context).toEqual(checked)
    },
    'Resolved.restricted': (s) => {
      expect(tagsOf(s)).toEqual(['restricted'])
      expect(s.context).toEqual(checked)
    },
    'Resolved.maintenance': (s) => {
      expect(tagsOf(s)).toEqual(['maintenance'])
      expect(s.context).toEqual(checked)
    },
    failed: (s) => {
      expect(tagsOf(s)).toEqual(['failed'])
      expect(s.context.error).toBeOneOf([
        { code: 'error.system.error', message: 'Bad Gateway', status: 502 },
        { code: 'error.access.status.unknown', message: 'Unknown access status CLOSED' },
      ])
      expect(s.can({ type: 'countryCheck.retry' })).toBe(true)
    },
  },
})

