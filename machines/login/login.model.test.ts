import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { describeModel } from '../tooling/model'
import { LOGIN_MAX_RETRIES, loginMachine, type LoginRequest } from './login.machine'
import {
  authorization,
  cooling,
  coolingPeriod,
  coolingRefused,
  emptySubmit,
  excludedWithPlayer,
  handedOver,
  input,
  notFound,
  result,
  serverFailure,
  submit,
  timeout,
} from './login.fixtures'

/** Spec (DECISIONS.md 11): cooling off is offered for a time-out refusal that is not a cooling-off period already. */
const coolingOffered: Record<string, boolean> = {
  [timeout.code]: true,
  [coolingPeriod.code]: false,
  [excludedWithPlayer.code]: false,
  [notFound.code]: false,
}
const afterCoolingStart = (before: AnyMachineSnapshot) =>
  coolingOffered[before.context.refusal.code] ? 'refused.startingCooling' : 'refused.explained'
/** One attempt plus at most five retries for a server failure, then "unavailable". */
const afterServerFailure = (before: AnyMachineSnapshot) => (before.context.retries < 5 ? 'waitingToRetry' : 'unavailable')

const tagsOf = (snapshot: AnyMachineSnapshot) => [...snapshot.tags].sort()

describeModel('login', loginMachine, {
  input,
  events: (s) => {
    if (s.matches('submitting'))
      return [
        { type: 'xstate.done.actor.loginPlayer', output: result },
        { type: 'xstate.error.actor.loginPlayer', error: serverFailure, label: 'server failure' },
        { type: 'xstate.error.actor.loginPlayer', error: timeout, label: 'time-out' },
        { type: 'xstate.error.actor.loginPlayer', error: coolingPeriod, label: 'cooling period' },
        { type: 'xstate.error.actor.loginPlayer', error: excludedWithPlayer, label: 'exclusion' },
        { type: 'xstate.error.actor.loginPlayer', error: notFound, label: 'unknown player' },
      ]
    if (s.matches('waitingToRetry')) return [{ type: 'xstate.after.retryDelay.login.waitingToRetry' }]
    if (s.matches({ refused: 'startingCooling' }))
      return [
        { type: 'xstate.done.actor.startPlayerCooling', output: cooling },
        { type: 'xstate.error.actor.startPlayerCooling', error: coolingRefused },
      ]
    if (s.matches('editing')) return [submit, emptySubmit]
    if (s.matches('refused')) return [submit, { type: 'cooling.start' }]
    return [submit]
  },
  // A refusal is told apart by its code, a failed login by its retry count; nothing else changes the way on.
  contextKey: (c) => (c.refusal ? c.refusal.code : c.failure ? 'unavailable' : c.retries),
  // Login as the spec and DECISIONS.md 11 describe it, written out independently of the machine.
  transitions: {
    editing: { 'login.submit': 'submitting', 'login.submit (empty e-mail)': 'editing' },
    submitting: {
      'done loginPlayer': 'succeeded',
      'error loginPlayer (server failure)': afterServerFailure,
      'error loginPlayer (time-out)': 'refused.explained',
      'error loginPlayer (cooling period)': 'refused.explained',
      'error loginPlayer (exclusion)': 'refused.explained',
      'error loginPlayer (unknown player)': 'refused.explained',
    },
    waitingToRetry: { 'after retryDelay': 'submitting' },
    unavailable: { 'login.submit': 'submitting' },
    'refused.explained': { 'login.submit': 'submitting', 'cooling.start': afterCoolingStart },
    'refused.startingCooling': { 'done startPlayerCooling': 'refused.coolingStarted', 'error startPlayerCooling': 'refused.coolingFailed' },
    // Started once is enough: the button is gone.
    'refused.coolingStarted': { 'login.submit': 'submitting', 'cooling.start': 'refused.coolingStarted' },
    'refused.coolingFailed': { 'login.submit': 'submitting', 'cooling.start': 'refused.startingCooling' },
  },
  calls: {
    // The e-mail as typed but trimmed; the password exactly as typed.
    loginPlayer: (body) => expect(body).toEqual({ email: 'player@croupier.test', password: 'Croupier!2026' } satisfies LoginRequest),
    startPlayerCooling: (body) => expect(body).toEqual({ playerId: 'p-7' }),
  },
  effects: {
    // The stored page in the current language, keeping the bonus code, replacing the login entry.
    openPage: (page) => expect(page).toEqual({ href: '/fi-FI/live-casino-online?bonusCode=WELCOME50', replace: true }),
  },
  states: {
    editing: (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      // Nothing typed is held before the player submits.
      expect(s.context).toMatchObject({ email: '', password: '', retries: 0, refusal: null, failure: null })
      expect(s.can(submit)).toBe(true)
      expect(s.can(emptySubmit)).toBe(false)
    },
    submitting: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      // A new attempt forgets what the last one said.
      expect(s.context).toMatchObject({ refusal: null, failure: null, coolingError: null, coolingUntil: null })
    },
    waitingToRetry: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.retries).toBeGreaterThanOrEqual(1)
      expect(s.context.retries).toBeLessThanOrEqual(LOGIN_MAX_RETRIES)
    },
    unavailable: (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.context.retries).toBe(LOGIN_MAX_RETRIES)
      expect(s.context.failure).toEqual({ code: 'error.system.error', message: 'Internal Server Error', status: 500 })
      expect(s.context.password).toBe('')
      expect(s.can(submit)).toBe(true)
    },
    refused: (s) => {
      expect(s.hasTag('form')).toBe(true)
      expect(s.context.password).toBe('')
      expect(s.context.refusal?.code).toBeOneOf(Object.keys(coolingOffered))
      // The form stays open for another try, except while cooling off is being started.
      expect(s.can(submit)).toBe(!s.hasTag('coolingLoading'))
    },
    'refused.explained': (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.can({ type: 'cooling.start' })).toBe(coolingOffered[s.context.refusal.code])
    },
    'refused.startingCooling': (s) => {
      expect(tagsOf(s)).toEqual(['coolingLoading', 'form'])
      expect(s.context.refusal).toMatchObject({ kind: 'timeout', remainingDays: 3, playerId: 'p-7', isCooling: false })
    },
    'refused.coolingStarted': (s) => {
      expect(s.context.coolingUntil).toBe('2026-06-02T12:00:00.000Z')
      expect(s.can({ type: 'cooling.start' })).toBe(false)
    },
    'refused.coolingFailed': (s) => {
      expect(s.context.coolingError).toEqual({ code: 'error.cooling.already_active', message: 'error.cooling.already_active', status: 409 })
      expect(s.context.coolingUntil).toBeNull()
    },
    succeeded: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.password).toBe('')
      expect(authorization.received.at(-1)).toEqual(handedOver)
    },
  },
})

