import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { describeModel } from '../tooling/model'
import { LOGIN_MAX_RETRIES, loginMachine, type LoginRequest } from './login.machine'
import {
  alreadyMigrated,
  authorization,
  cooling,
  coolingPeriod,
  coolingRefused,
  emptySubmit,
  excludedWithPlayer,
  handedOver,
  handedOverWithTerms,
  input,
  migrationRequired,
  notFound,
  result,
  resultWithTerms,
  serverFailure,
  submit,
  timeout,
  timeoutWithoutTicket,
} from './login.fixtures'
import { tagsOf } from '../shared/testing'

/**
 * Spec (DECISIONS.md 11): cooling off is offered for a time-out refusal that is not a cooling-off
 * period already, and only with the ticket the platform hands out with it (the proof it asks for).
 */
const coolingOffered: Record<string, boolean> = {
  [timeout.code]: true,
  [timeoutWithoutTicket.code]: false,
  [coolingPeriod.code]: false,
  [excludedWithPlayer.code]: false,
  [notFound.code]: false,
}
const afterCoolingStart = (before: AnyMachineSnapshot) =>
  coolingOffered[before.context.refusal.code] ? 'refused.startingCooling' : 'refused.explained'
/** One attempt plus at most five retries for a server failure, then "unavailable". */
const afterServerFailure = (before: AnyMachineSnapshot) => (before.context.retries < 5 ? 'waitingToRetry' : 'unavailable')

const credentials = { email: 'player@croupier.test', password: 'Croupier!2026' } satisfies LoginRequest

/** What a signed-in answer offers, from loginPlayer and from migratePlayer alike. */
const answered = (actor: 'loginPlayer' | 'migratePlayer') => [
  { type: `xstate.done.actor.${actor}`, output: result },
  { type: `xstate.done.actor.${actor}`, output: resultWithTerms, label: 'terms update' },
]

describeModel('login', loginMachine, {
  input,
  events: (s) => {
    if (s.matches('submitting'))
      return [
        ...answered('loginPlayer'),
        { type: 'xstate.error.actor.loginPlayer', error: serverFailure, label: 'server failure' },
        { type: 'xstate.error.actor.loginPlayer', error: timeout, label: 'time-out' },
        { type: 'xstate.error.actor.loginPlayer', error: coolingPeriod, label: 'cooling period' },
        { type: 'xstate.error.actor.loginPlayer', error: timeoutWithoutTicket, label: 'time-out without ticket' },
        { type: 'xstate.error.actor.loginPlayer', error: excludedWithPlayer, label: 'exclusion' },
        { type: 'xstate.error.actor.loginPlayer', error: notFound, label: 'unknown player' },
        { type: 'xstate.error.actor.loginPlayer', error: migrationRequired, label: 'previous platform' },
      ]
    if (s.matches('waitingToRetry')) return [{ type: 'xstate.after.retryDelay.login.waitingToRetry' }]
    if (s.matches({ refused: 'startingCooling' }))
      return [
        { type: 'xstate.done.actor.startPlayerCooling', output: cooling },
        { type: 'xstate.error.actor.startPlayerCooling', error: coolingRefused },
      ]
    if (s.matches({ migration: 'moving' }))
      return [
        ...answered('migratePlayer'),
        { type: 'xstate.error.actor.migratePlayer', error: alreadyMigrated, label: 'already moved' },
        { type: 'xstate.error.actor.migratePlayer', error: serverFailure, label: 'server failure' },
        { type: 'xstate.error.actor.migratePlayer', error: timeout, label: 'time-out' },
      ]
    if (s.matches('migration')) return [{ type: 'migration.confirm' }, { type: 'migration.cancel' }]
    if (s.matches('acceptingTerms')) return [{ type: 'xstate.done.actor.termsAcceptance' }]
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
      'done loginPlayer (terms update)': 'acceptingTerms',
      'error loginPlayer (server failure)': afterServerFailure,
      'error loginPlayer (time-out)': 'refused.explained',
      'error loginPlayer (cooling period)': 'refused.explained',
      'error loginPlayer (time-out without ticket)': 'refused.explained',
      'error loginPlayer (exclusion)': 'refused.explained',
      'error loginPlayer (unknown player)': 'refused.explained',
      'error loginPlayer (previous platform)': 'migration.offered',
    },
    waitingToRetry: { 'after retryDelay': 'submitting' },
    unavailable: { 'login.submit': 'submitting' },
    'refused.explained': { 'login.submit': 'submitting', 'cooling.start': afterCoolingStart },
    'refused.startingCooling': { 'done startPlayerCooling': 'refused.coolingStarted', 'error startPlayerCooling': 'refused.coolingFailed' },
    // Started once is enough: the button is gone.
    'refused.coolingStarted': { 'login.submit': 'submitting', 'cooling.start': 'refused.coolingStarted' },
    'refused.coolingFailed': { 'login.submit': 'submitting', 'cooling.start': 'refused.startingCooling' },
    // An account from the previous platform: moved with the same credentials, or not now.
    'migration.offered': { 'migration.confirm': 'migration.moving', 'migration.cancel': 'editing' },
    'migration.moving': {
      'done migratePlayer': 'succeeded',
      'done migratePlayer (terms update)': 'acceptingTerms',
      // Moved meanwhile: the same password logs in.
      'error migratePlayer (already moved)': 'submitting',
      'error migratePlayer (server failure)': 'migration.failed',
      'error migratePlayer (time-out)': 'refused.explained',
    },
    'migration.failed': { 'migration.confirm': 'migration.moving', 'migration.cancel': 'editing' },
    // Newer terms: the terms flow decides where the player goes (accepted: their page; declined: logged out).
    acceptingTerms: { 'done termsAcceptance': 'termsDecided' },
  },
  calls: {
    // The e-mail as typed but trimmed; the password exactly as typed.
    loginPlayer: (body) => expect(body).toEqual(credentials),
    // The player and the ticket exactly as the refusal gave them.
    startPlayerCooling: (body) => expect(body).toEqual({ playerId: 'p-7', coolingTicket: 'ticket-p-7' }),
    // The old password moves the account: the same credentials the login was refused with.
    migratePlayer: (body) => expect(body).toEqual(credentials),
    // The terms in the player's own market and language, returning to the page they wanted.
    termsAcceptance: (received) =>
      expect(received).toEqual({ langmarket: 'en-NO', redirect: '/en-UN/live-casino-online', bonusCode: 'WELCOME50', authorization: authorization.actor }),
  },
  effects: {
    // The stored page in the player's own market and language (not the page's fi-FI), keeping the
    // bonus code, replacing the login entry.
    openPage: (page) => expect(page).toEqual({ href: '/en-NO/live-casino-online?bonusCode=WELCOME50', replace: true }),
  },
  states: {
    editing: (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      // Nothing typed is held before the player submits, nor after a move was declined.
      expect(s.context).toMatchObject({ email: '', password: '', retries: 0, refusal: null, failure: null, landing: null })
      expect(s.can(submit)).toBe(true)
      expect(s.can(emptySubmit)).toBe(false)
    },
    submitting: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      // A new attempt forgets what the last one said.
      expect(s.context).toMatchObject({ refusal: null, coolingError: null, coolingUntil: null, password: credentials.password })
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
      expect(s.context.refusal).toMatchObject({ kind: 'timeout', remainingDays: 3, playerId: 'p-7', isCooling: false, coolingTicket: 'ticket-p-7' })
    },
    'refused.coolingStarted': (s) => {
      expect(s.context.coolingUntil).toBe('2026-06-02T12:00:00.000Z')
      expect(s.can({ type: 'cooling.start' })).toBe(false)
    },
    'refused.coolingFailed': (s) => {
      expect(s.context.coolingError).toEqual({ code: 'error.cooling.already_active', message: 'error.cooling.already_active', status: 409 })
      expect(s.context.coolingUntil).toBeNull()
    },
    migration: (s) => {
      expect(s.hasTag('migration')).toBe(true)
      expect(s.hasTag('form')).toBe(false)
      // Moving needs the old password: it is held (the event log redacts it) and not refused.
      expect(s.context).toMatchObject({ ...credentials, refusal: null, landing: null })
      expect(s.can(submit)).toBe(false)
    },
    'migration.offered': (s) => {
      expect(tagsOf(s)).toEqual(['migration'])
      expect(s.context.failure).toBeNull()
      expect(s.can({ type: 'migration.confirm' })).toBe(true)
    },
    'migration.moving': (s) => {
      expect(tagsOf(s)).toEqual(['loading', 'migration'])
      expect(s.can({ type: 'migration.cancel' })).toBe(false)
    },
    'migration.failed': (s) => {
      expect(tagsOf(s)).toEqual(['migration'])
      expect(s.context.failure).toEqual({ code: 'error.system.error', message: 'Internal Server Error', status: 500 })
    },
    acceptingTerms: (s) => {
      expect(tagsOf(s)).toEqual(['terms'])
      expect(s.context).toMatchObject({ password: '', landing: 'en-NO' })
      // Signed in already, with the flag guard 9 reads should the dialog be left some other way.
      expect(authorization.received.at(-1)).toEqual(handedOverWithTerms)
    },
    termsDecided: (s) => {
      expect(s.status).toBe('done')
      expect(tagsOf(s)).toEqual(['terms'])
    },
    succeeded: (s) => {
      expect(s.status).toBe('done')
      expect(s.context).toMatchObject({ password: '', landing: 'en-NO' })
      expect(authorization.received.at(-1)).toEqual(handedOver)
    },
  },
})
