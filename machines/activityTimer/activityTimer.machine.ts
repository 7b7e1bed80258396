import { assign, setup } from 'xstate'
import type { ResponseBody, Schemas } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor, type OpenPage } from '../shared/provided'

/** 000 §4, 001 §9: the activity timer is checked every 60 s while the player is logged in. */
export const ACTIVITY_CHECK_INTERVAL_MS = 60_000

export type ActivitySettings = Schemas['ActivitySettings']
export type ActivityCheck = ResponseBody<'getActivityCheck'>

/** What the reality-check dialog shows: the session's length and its result since login. */
export interface RealityCheckSummary {
  sessionStartedAt: string
  durationMinutes: number
  currency: string
  /** Stakes since login, in minor units. */
  turnoverMinor: number
  /** Payouts since login, in minor units. */
  winningsMinor: number
  /** Winnings less turnover: the net win (positive) or loss (negative), in minor units. */
  deltaMinor: number
}

export interface ActivityTimerInput {
  /** The player's transaction history, where "View history" leads. */
  historyHref: string
}

export interface ActivityTimerContext {
  historyHref: string
  /** The interval as the platform last said; null before the first answer. */
  settings: ActivitySettings | null
  /** Minutes to the next check as the platform counted them; null when the check is off. */
  minutesRemaining: number | null
  summary: RealityCheckSummary | null
  /** A failed check, summary or restart. */
  error: FlowError | null
  /** The interval the player is changing to, while it is saved. */
  pendingSettings: ActivitySettings | null
  /** The last change of interval: saved, or refused with this error. */
  settingsResult: { saved: true } | { saved: false; error: FlowError } | null
}

export type ActivityTimerEvent =
  /** The player read the reality check and plays on: the timer starts again. */
  | { type: 'activity.continue' }
  /** The player wants to see what they spent: the timer starts again and the history opens. */
  | { type: 'activity.viewHistory' }
  /** The player stops playing: they are logged out. */
  | { type: 'activity.logOut' }
  /** The player chose another interval, or switched the check off (responsible gambling page). */
  | { type: 'activity.changeSettings'; settings: ActivitySettings }

export type ActivityTimerTag = 'loading' | 'realityCheck' | 'busy' | 'saving'

const checked = ({ event }: { event: { output: ActivityCheck } }) => event.output

/**
 * The activity timer (reality check; spec 000 §4 "Activity timer", 001 §7 Activity, DECISIONS.md
 * 20). While the player is logged in, the platform is asked every 60 s how many minutes are left
 * of the interval the player chose (30, 60 or 120; 120 by default); the platform counts them from
 * login or the last "continue". At zero or below the session's length and result are fetched and
 * the reality check is shown until the player continues (the timer restarts), opens the history
 * (restarts too) or logs out. The interval is changed here as well, so the running timer follows.
 */
export const activityTimerMachine = setup({
  types: machineTypes<ActivityTimerInput, ActivityTimerContext, ActivityTimerEvent, ActivityTimerTag>(),
  actors: {
    /** GET /player/activity_check: the interval, whether it is on, and the minutes left. */
    checkActivity: providedActor<ActivityCheck>('checkActivity'),
    /** GET /player/wallet/activity_check and its result: the session's length and money result. */
    loadSummary: providedActor<RealityCheckSummary>('loadSummary'),
    /** PATCH /player/activity_check/reset_timer. */
    resetTimer: providedActor<ResponseBody<'resetActivityTimer'>>('resetTimer'),
    /** PATCH /player/activity_check/settings. */
    saveSettings: providedActor<ActivitySettings, ActivitySettings>('saveSettings'),
  },
  delays: { checkInterval: ACTIVITY_CHECK_INTERVAL_MS },
  guards: {
    isDue: (_, check: ActivityCheck) => check.minutesRemaining !== null && check.minutesRemaining <= 0,
  },
  actions: {
    storeCheck: assign((_, check: ActivityCheck) => ({
      settings: { activityTimer: check.activityTimer, activityTimerOn: check.activityTimerOn },
      minutesRemaining: check.minutesRemaining,
      error: null,
    })),
    storeSummary: assign((_, summary: RealityCheckSummary) => ({ summary, error: null })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    closeCheck: assign((_, minutesRemaining: number) => ({ summary: null, error: null, minutesRemaining })),
    takeSettings: assign((_, settings: ActivitySettings) => ({ pendingSettings: settings, settingsResult: null })),
    storeSettings: assign((_, settings: ActivitySettings) => ({ settings, pendingSettings: null, settingsResult: { saved: true as const } })),
    storeSettingsError: assign((_, error: unknown) => ({ pendingSettings: null, settingsResult: { saved: false as const, error: toFlowError(error) } })),
    /** Ends the session (src/ sends auth.logout to the authorization actor). */
    logOut: providedAction('logOut'),
    openPage: providedAction<OpenPage>('openPage'),
  },
}).createMachine({
  id: 'activityTimer',
  description: 'The reality check: while the player is logged in, the platform’s timer is read every minute and the check shown when it runs out.',
  context: ({ input }) => ({
    historyHref: input.historyHref,
    settings: null,
    minutesRemaining: null,
    summary: null,
    error: null,
    pendingSettings: null,
    settingsResult: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      description: 'The platform is asked how many minutes of the interval are left.',
      invoke: {
        id: 'checkActivity',
        src: 'checkActivity',
        onDone: [
          {
            guard: { type: 'isDue', params: checked },
            target: 'summarising',
            actions: { type: 'storeCheck', params: checked },
            description: 'The interval has run out (zero minutes or fewer): the reality check is prepared.',
          },
          {
            target: 'waiting',
            actions: { type: 'storeCheck', params: checked },
            description: 'Minutes are left, or the check is off: the timer is read again in a minute.',
          },
        ],
        onError: {
          target: 'waiting',
          actions: { type: 'storeError', params: invokeError },
          description: 'The timer could not be read; it is read again in a minute.',
        },
      },
    },
    waiting: {
      description: 'The player plays on; the timer is read again every 60 seconds.',
      after: { checkInterval: { target: 'checking', description: 'A minute passed: the timer is read again.' } },
      on: {
        'activity.changeSettings': {
          target: 'saving',
          actions: { type: 'takeSettings', params: ({ event }) => event.settings },
          description: 'The player chose another interval or switched the check off: the choice is saved.',
        },
      },
    },
    saving: {
      tags: ['saving'],
      description: 'The new interval is saved; the platform counts it from now.',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.pendingSettings!,
        onDone: {
          target: 'checking',
          actions: { type: 'storeSettings', params: ({ event }) => event.output },
          description: 'Saved: the timer is read again with the new interval.',
        },
        onError: {
          target: 'waiting',
          actions: { type: 'storeSettingsError', params: invokeError },
          description: 'The change was refused; the earlier interval stays and the player is told why.',
        },
      },
    },
    summarising: {
      tags: ['loading'],
      description: 'The interval has run out; the session’s length and result are fetched before the reality check opens.',
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: { target: 'due', actions: { type: 'storeSummary', params: ({ event }) => event.output }, description: 'The check shows the session’s length and result.' },
        onError: {
          target: 'due',
          actions: { type: 'storeError', params: invokeError },
          description: 'The figures could not be read: the check is still shown, saying so.',
        },
      },
    },
    due: {
      tags: ['realityCheck'],
      description: 'The reality check is shown and waits for the player’s answer; it cannot be dismissed.',
      on: {
        'activity.continue': { target: 'continuing', description: 'The player plays on: the timer is restarted.' },
        'activity.viewHistory': { target: 'openingHistory', description: 'The player opens the history: the timer is restarted first.' },
        'activity.logOut': { target: 'loggedOut', description: 'The player stops: the session ends.' },
      },
    },
    continuing: {
      tags: ['realityCheck', 'busy'],
      description: 'The platform restarts the timer.',
      invoke: {
        id: 'resetTimer',
        src: 'resetTimer',
        onDone: {
          target: 'waiting',
          actions: { type: 'closeCheck', params: ({ event }) => event.output.minutesRemaining },
          description: 'The timer runs again from now; the check closes.',
        },
        onError: {
          target: 'due',
          actions: { type: 'storeError', params: invokeError },
          description: 'The timer could not be restarted: the check stays, saying so.',
        },
      },
    },
    openingHistory: {
      tags: ['realityCheck', 'busy'],
      description: 'The platform restarts the timer before the history opens.',
      invoke: {
        id: 'resetTimerForHistory',
        src: 'resetTimer',
        onDone: {
          target: 'waiting',
          actions: [
            { type: 'closeCheck', params: ({ event }) => event.output.minutesRemaining },
            { type: 'openPage', params: ({ context }) => ({ href: context.historyHref, replace: false }) },
          ],
          description: 'The timer runs again from now; the check closes and the history opens.',
        },
        onError: {
          target: 'due',
          actions: { type: 'storeError', params: invokeError },
          description: 'The timer could not be restarted: the check stays, saying so.',
        },
      },
    },
    loggedOut: {
      type: 'final',
      entry: 'logOut',
      description: 'The player stopped playing and is logged out.',
    },
  },
})
