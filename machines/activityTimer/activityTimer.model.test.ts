import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { activityTimerMachine, type ActivityCheck, type RealityCheckSummary } from './activityTimer.machine'

/** The platform's answers: the hour is up, 25 minutes are left, or the player switched the check off. */
const due: ActivityCheck = { activityTimer: 'HOUR', activityTimerOn: true, minutesRemaining: 0 }
const overdue: ActivityCheck = { activityTimer: 'HOUR', activityTimerOn: true, minutesRemaining: -2 }
const running: ActivityCheck = { activityTimer: 'HOUR', activityTimerOn: true, minutesRemaining: 25 }
const off: ActivityCheck = { activityTimer: 'NOT_SET', activityTimerOn: false, minutesRemaining: null }
/** 75 minutes in: 120.00 staked, 45.50 won back, 74.50 down. */
const summary: RealityCheckSummary = {
  sessionStartedAt: '2026-11-23T18:00:00.000Z',
  durationMinutes: 75,
  currency: 'EUR',
  turnoverMinor: 12_000,
  winningsMinor: 4_550,
  deltaMinor: -7_450,
}
const halfHour = { activityTimer: 'HALF_AN_HOUR', activityTimerOn: true } as const
const down = new ApiCallError(503, { status: 503, code: 'error.system.error', message: 'down' })
const refused = new ApiCallError(400, { status: 400, code: 'error.validation', message: 'refused' })
const tagsOf = (s: AnyMachineSnapshot) => [...s.tags].sort()

describeModel('activityTimer', activityTimerMachine, {
  input: { historyHref: '/en-FI/my-account/transactions' },
  contextKey: (c) => [c.error !== null, c.summary === null, c.settingsResult?.saved ?? null],
  events: (s) => {
    if (s.matches('checking'))
      return [
        { type: 'xstate.done.actor.checkActivity', output: due, label: 'due' },
        { type: 'xstate.done.actor.checkActivity', output: overdue, label: 'overdue' },
        { type: 'xstate.done.actor.checkActivity', output: running, label: 'minutes left' },
        { type: 'xstate.done.actor.checkActivity', output: off, label: 'off' },
        { type: 'xstate.error.actor.checkActivity', error: down },
      ]
    if (s.matches('waiting'))
      return [
        { type: 'xstate.after.checkInterval.activityTimer.waiting' },
        { type: 'activity.changeSettings', settings: halfHour },
        // Nothing is due: the reality check's answers do nothing here.
        { type: 'activity.continue' },
        { type: 'activity.logOut' },
      ]
    if (s.matches('saving'))
      return [
        { type: 'xstate.done.actor.saveSettings', output: halfHour },
        { type: 'xstate.error.actor.saveSettings', error: refused },
      ]
    if (s.matches('summarising'))
      return [
        { type: 'xstate.done.actor.loadSummary', output: summary },
        { type: 'xstate.error.actor.loadSummary', error: down },
      ]
    if (s.matches('due'))
      return [
        { type: 'activity.continue' },
        { type: 'activity.viewHistory' },
        { type: 'activity.logOut' },
        // The interval cannot be changed under the open check.
        { type: 'activity.changeSettings', settings: halfHour },
      ]
    if (s.matches('continuing'))
      return [
        { type: 'xstate.done.actor.resetTimer', output: { minutesRemaining: 60 } },
        { type: 'xstate.error.actor.resetTimer', error: down },
      ]
    if (s.matches('openingHistory'))
      return [
        { type: 'xstate.done.actor.resetTimerForHistory', output: { minutesRemaining: 60 } },
        { type: 'xstate.error.actor.resetTimerForHistory', error: down },
      ]
    return []
  },
  transitions: {
    checking: {
      'done checkActivity (due)': 'summarising',
      'done checkActivity (overdue)': 'summarising',
      'done checkActivity (minutes left)': 'waiting',
      'done checkActivity (off)': 'waiting',
      'error checkActivity': 'waiting',
    },
    waiting: {
      'after checkInterval': 'checking',
      'activity.changeSettings': 'saving',
      'activity.continue': 'waiting',
      'activity.logOut': 'waiting',
    },
    saving: { 'done saveSettings': 'checking', 'error saveSettings': 'waiting' },
    summarising: { 'done loadSummary': 'due', 'error loadSummary': 'due' },
    due: {
      'activity.continue': 'continuing',
      'activity.viewHistory': 'openingHistory',
      'activity.logOut': 'loggedOut',
      'activity.changeSettings': 'due',
    },
    continuing: { 'done resetTimer': 'waiting', 'error resetTimer': 'due' },
    openingHistory: { 'done resetTimerForHistory': 'waiting', 'error resetTimerForHistory': 'due' },
  },
  calls: {
    checkActivity: (input) => expect(input).toBeUndefined(),
    loadSummary: (input) => expect(input).toBeUndefined(),
    resetTimer: (input) => expect(input).toBeUndefined(),
    saveSettings: (input) => expect(input).toEqual({ activityTimer: 'HALF_AN_HOUR', activityTimerOn: true }),
  },
  effects: {
    logOut: (params) => expect(params).toBeUndefined(),
    openPage: (page, s) => {
      expect(page).toEqual({ href: '/en-FI/my-account/transactions', replace: false })
      // The check has closed when the history opens.
      expect(s.matches('waiting')).toBe(true)
      expect(s.context.summary).toBeNull()
    },
  },
  states: {
    checking: (s) => expect(tagsOf(s)).toEqual(['loading']),
    waiting: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.summary).toBeNull()
      expect(s.context.pendingSettings).toBeNull()
      if (s.context.settingsResult?.saved === false) expect(s.context.settingsResult.error).toMatchObject({ code: 'error.validation', status: 400 })
      if (s.context.error) expect(s.context.error).toEqual({ code: 'error.system.error', message: 'down', status: 503 })
      // After a continue the platform's fresh interval is kept.
      expect([null, 25, 60]).toContain(s.context.minutesRemaining)
    },
    saving: (s) => {
      expect(tagsOf(s)).toEqual(['saving'])
      expect(s.context.pendingSettings).toEqual(halfHour)
      expect(s.context.settingsResult).toBeNull()
    },
    summarising: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.minutesRemaining).toBeLessThanOrEqual(0)
      expect(s.context.settings).toEqual({ activityTimer: 'HOUR', activityTimerOn: true })
    },
    due: (s) => {
      expect(tagsOf(s)).toEqual(['realityCheck'])
      // The figures, or the reason they are missing; never neither.
      expect(s.context.summary !== null || s.context.error !== null).toBe(true)
      if (s.context.summary) expect(s.context.summary).toEqual(summary)
      expect(s.can({ type: 'activity.continue' })).toBe(true)
    },
    continuing: (s) => {
      expect(tagsOf(s)).toEqual(['busy', 'realityCheck'])
      expect(s.can({ type: 'activity.continue' })).toBe(false)
    },
    openingHistory: (s) => expect(tagsOf(s)).toEqual(['busy', 'realityCheck']),
    loggedOut: (s) => {
      expect(s.status).toBe('done')
      expect(tagsOf(s)).toEqual([])
    },
  },
})
