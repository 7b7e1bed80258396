import { assign, setup } from 'xstate'
import type { RequestBody } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedCall, type OpenPage } from '../shared/provided'

/** What the player asks for: a break of some days, or a self-exclusion for months (after a delay) or for good. */
export type RestrictionChoice =
  | { kind: 'timeout'; days: number }
  | { kind: 'exclusion'; months: number; delayHours: number }
  | { kind: 'indefinite' }

/** The bounds the platform accepts (openapi/areas/responsible-gambling.yaml). */
export const restrictionBounds = {
  timeoutDays: { min: 1, max: 42 },
  exclusionMonths: { min: 1, max: 60 },
  delayHours: { min: 0, max: 168 },
} as const

const within = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max

/** Whether the platform would accept the choice as it stands. */
export function isValidChoice(choice: RestrictionChoice): boolean {
  if (choice.kind === 'timeout') return within(choice.days, restrictionBounds.timeoutDays)
  if (choice.kind === 'exclusion') return within(choice.months, restrictionBounds.exclusionMonths) && within(choice.delayHours, restrictionBounds.delayHours)
  return true
}

export type TimeoutRequest = RequestBody<'startTimeout'>
export type ExclusionRequest = RequestBody<'selfExclude'>

/** The body of POST /player/timeout: only a time-out is ever sent there. */
export function timeoutRequest(choice: RestrictionChoice): TimeoutRequest {
  if (choice.kind !== 'timeout') throw new Error(`not a time-out: ${choice.kind}`)
  return { value: choice.days }
}

/** The body of PATCH /player/exclusion for a choice (DECISIONS.md 18: indefinitely carries no months). */
export function exclusionRequest(choice: RestrictionChoice): ExclusionRequest {
  if (choice.kind === 'exclusion') return { exclusionInMonths: choice.months, exclusionDelayInHours: choice.delayHours }
  return { accountDisableIndefinitely: true }
}

export interface ResponsibleGamblingInput {
  /** The `{language}-{market}` the player is browsing; the flow ends on its home page. */
  langmarket: string
}

export interface ResponsibleGamblingContext {
  langmarket: string
  /** What the player chose and is asked to confirm; null while nothing is chosen. */
  choice: RestrictionChoice | null
  error: FlowError | null
}

export type ResponsibleGamblingEvent =
  | { type: 'restriction.choose'; choice: RestrictionChoice }
  | { type: 'restriction.confirm' }
  | { type: 'restriction.cancel' }
  | { type: 'restriction.retry' }

const chosen = ({ event }: { event: ResponsibleGamblingEvent }) => (event as Extract<ResponsibleGamblingEvent, { type: 'restriction.choose' }>).choice

const submit = [
  { target: 'startingTimeout', guard: 'isTimeout', description: 'A time-out is sent.' },
  { target: 'excluding', description: 'A self-exclusion is sent.' },
] as const

/**
 * Time-out and self-exclusion (spec 000 §3 "Exclusion request", §4 "Self-exclusion: request
 * (months), success, error", "Timeout: request (value), success, error"; 001 §7 "Exclusion", §8
 * "Exclusion failure → error.oops.tryAgain"). The player chooses a break of some days or an
 * exclusion for some months (optionally after a delay) or for good, reads plainly what will happen
 * and confirms; the platform records it and ends every session, and the player is logged out here.
 * Nothing can undo it once sent, so nothing is sent without the confirmation.
 */
export const responsibleGamblingMachine = setup({
  types: machineTypes<ResponsibleGamblingInput, ResponsibleGamblingContext, ResponsibleGamblingEvent, 'confirming' | 'submitting' | 'failed'>(),
  actors: {
    startTimeout: providedCall('startTimeout'),
    selfExclude: providedCall('selfExclude'),
  },
  guards: {
    isValidChoice: (_, choice: RestrictionChoice) => isValidChoice(choice),
    isTimeout: ({ context }) => context.choice!.kind === 'timeout',
  },
  actions: {
    storeChoice: assign((_, choice: RestrictionChoice) => ({ choice, error: null })),
    refuseChoice: assign({ choice: null, error: { code: 'error.restriction.invalid', message: 'Not a choice the platform accepts.' } }),
    clearChoice: assign({ choice: null, error: null }),
    clearError: assign({ error: null }),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    /** Forgets the session on this device (src/ sends auth.logout to the authorization actor). */
    logOut: providedAction('logOut'),
    openPage: providedAction<OpenPage>('openPage'),
  },
}).createMachine({
  id: 'responsibleGambling',
  description: 'A player takes a time-out or self-excludes: chooses, confirms in a dialog, and is logged out once the platform has recorded it.',
  context: ({ input }) => ({ langmarket: input.langmarket, choice: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The player picks a time-out (days) or a self-exclusion (months, with an optional delay, or indefinitely). Nothing is sent yet.',
      on: {
        'restriction.choose': [
          {
            target: 'confirming',
            guard: { type: 'isValidChoice', params: chosen },
            actions: { type: 'storeChoice', params: chosen },
            description: 'A valid choice: the dialog says plainly what will happen and asks to confirm.',
          },
          { target: 'choosing', actions: 'refuseChoice', description: 'A value the platform would refuse: the error is shown and nothing is sent.' },
        ],
      },
    },
    confirming: {
      tags: ['confirming'],
      description: 'The dialog: how long, that it cannot be undone, and that the player will be logged out on every device.',
      on: {
        'restriction.confirm': [...submit],
        'restriction.cancel': { target: 'choosing', actions: 'clearChoice', description: 'The player changes their mind: nothing was sent.' },
      },
    },
    startingTimeout: {
      tags: ['confirming', 'submitting'],
      description: 'The time-out is sent for the chosen days.',
      invoke: {
        id: 'startTimeout',
        src: 'startTimeout',
        input: ({ context }) => timeoutRequest(context.choice!),
        onDone: { target: 'loggedOut', description: 'The time-out has started: the platform ended every session.' },
        onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The time-out was not recorded: the player is told to try again.' },
      },
    },
    excluding: {
      tags: ['confirming', 'submitting'],
      description: 'The self-exclusion is sent: months and delay, or indefinitely.',
      invoke: {
        id: 'selfExclude',
        src: 'selfExclude',
        input: ({ context }) => exclusionRequest(context.choice!),
        onDone: { target: 'loggedOut', description: 'The self-exclusion is recorded: the platform ended every session.' },
        onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The self-exclusion was not recorded: the player is told to try again (error.oops.tryAgain).' },
      },
    },
    failed: {
      tags: ['confirming', 'failed'],
      description: 'Nothing was recorded; the dialog says so and offers to try again or to go back.',
      on: {
        'restriction.retry': submit.map((branch) => ({ ...branch, actions: 'clearError', description: `The player tries again. ${branch.description}` })),
        'restriction.cancel': { target: 'choosing', actions: 'clearChoice', description: 'The player closes the dialog: nothing was recorded.' },
      },
    },
    loggedOut: {
      type: 'final',
      description: 'Recorded: the player is logged out on this device and taken to the home page; login is refused until the restriction ends.',
      entry: ['logOut', { type: 'openPage', params: ({ context }) => ({ href: `/${context.langmarket}`, replace: true }) }],
    },
  },
})
