import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { responsibleGamblingMachine, type RestrictionChoice } from './responsibleGambling.machine'

const timeout: RestrictionChoice = { kind: 'timeout', days: 7 }
const exclusion: RestrictionChoice = { kind: 'exclusion', months: 6, delayHours: 24 }
const indefinite: RestrictionChoice = { kind: 'indefinite' }
const outOfRange: RestrictionChoice = { kind: 'timeout', days: 43 }
const alreadyRunning = apiFailure(403, 'error.timeout.in.progress:days:3', 'A time-out is running.')

const choiceOf = (s: AnyMachineSnapshot) => s.context.choice as RestrictionChoice | null
/** The confirm and retry offers name what they send, so the table says where each must lead. */
const sending = (s: AnyMachineSnapshot) => (choiceOf(s)?.kind === 'timeout' ? 'timeout' : 'exclusion')

describeModel('responsibleGambling', responsibleGamblingMachine, {
  input: { langmarket: 'fi-FI' },
  events: (s) => {
    if (s.matches('choosing'))
      return [
        { type: 'restriction.choose', choice: timeout, label: 'timeout' },
        { type: 'restriction.choose', choice: exclusion, label: 'exclusion' },
        { type: 'restriction.choose', choice: indefinite, label: 'indefinite' },
        { type: 'restriction.choose', choice: outOfRange, label: 'out of range' },
      ]
    if (s.matches('confirming')) return [{ type: 'restriction.confirm', label: sending(s) }, { type: 'restriction.cancel' }]
    if (s.matches('startingTimeout')) return [{ type: 'xstate.done.actor.startTimeout', output: { timeoutUntil: '2026-12-05T00:10:00.000Z' } }, { type: 'xstate.error.actor.startTimeout', error: alreadyRunning }]
    if (s.matches('excluding')) return [{ type: 'xstate.done.actor.selfExclude', output: { startsAt: '2026-11-29T00:10:00.000Z', endsAt: null, indefinite: true } }, { type: 'xstate.error.actor.selfExclude', error: platformDown }]
    if (s.matches('failed')) return [{ type: 'restriction.retry', label: sending(s) }, { type: 'restriction.cancel' }]
    return []
  },
  contextKey: (c) => [c.choice?.kind ?? null, c.error?.code ?? null],
  // Written from the spec (000 §4 Self-exclusion and Timeout: request, success, error), not from the machine.
  transitions: {
    choosing: {
      'restriction.choose (timeout)': 'confirming',
      'restriction.choose (exclusion)': 'confirming',
      'restriction.choose (indefinite)': 'confirming',
      'restriction.choose (out of range)': 'choosing',
    },
    confirming: { 'restriction.confirm (timeout)': 'startingTimeout', 'restriction.confirm (exclusion)': 'excluding', 'restriction.cancel': 'choosing' },
    startingTimeout: { 'done startTimeout': 'loggedOut', 'error startTimeout': 'failed' },
    excluding: { 'done selfExclude': 'loggedOut', 'error selfExclude': 'failed' },
    failed: { 'restriction.retry (timeout)': 'startingTimeout', 'restriction.retry (exclusion)': 'excluding', 'restriction.cancel': 'choosing' },
  },
  calls: {
    // The days chosen, as the contract's `value`.
    startTimeout: (body, s) => {
      expect(choiceOf(s)).toEqual(timeout)
      expect(body).toEqual({ value: 7 })
    },
    // Months with the delay, or indefinitely with no months (DECISIONS.md 18).
    selfExclude: (body, s) => {
      const choice = choiceOf(s)
      if (choice?.kind === 'exclusion') expect(body).toEqual({ exclusionInMonths: 6, exclusionDelayInHours: 24 })
      else expect([choice, body]).toEqual([indefinite, { accountDisableIndefinitely: true }])
    },
  },
  effects: {
    logOut: (params) => expect(params).toBeUndefined(),
    // The home page of the locale the player was browsing, replacing the account page.
    openPage: (page) => expect(page).toEqual({ href: '/fi-FI', replace: true }),
  },
  states: {
    choosing: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.choice).toBeNull()
      expect(s.can({ type: 'restriction.confirm' })).toBe(false)
      if (s.context.error) expect(s.context.error.code).toBe('error.restriction.invalid')
    },
    confirming: (s) => {
      expect(tagsOf(s)).toEqual(['confirming'])
      expect([timeout, exclusion, indefinite]).toContainEqual(s.context.choice)
      expect(s.context.error).toBeNull()
    },
    startingTimeout: (s) => {
      expect(tagsOf(s)).toEqual(['confirming', 'submitting'])
      expect(s.can({ type: 'restriction.cancel' })).toBe(false)
      expect(s.context.error).toBeNull()
    },
    excluding: (s) => {
      expect(tagsOf(s)).toEqual(['confirming', 'submitting'])
      expect(s.can({ type: 'restriction.cancel' })).toBe(false)
      expect(s.context.error).toBeNull()
    },
    failed: (s) => {
      expect(tagsOf(s)).toEqual(['confirming', 'failed'])
      expect(s.context.choice).not.toBeNull()
      expect([alreadyRunning.code, platformDown.code]).toContain(s.context.error?.code)
    },
    loggedOut: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.choice).not.toBeNull()
    },
  },
})
