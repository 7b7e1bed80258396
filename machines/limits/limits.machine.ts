import { assign, setup } from 'xstate'
import type { RequestBody, Schemas } from '../shared/contract'
import { parseAmountMinor } from '../deposit/amount'
import { ApiCallError } from '../shared/callError'
import { branchesOn, failsTo } from '../shared/callState'
import { toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'

export type LimitSet = Schemas['LimitSet']
export type LimitPeriod = Schemas['LimitPeriod']
export type LimitChange = RequestBody<'updateDepositLimit'>
/** The deposit family has two kinds (deposit, loss); the spend family one. */
export type LimitFamily = 'deposit' | 'loss' | 'spend'

/** The smallest and largest value a period's limit may take, in minor units (each `Limit` carries its own). */
export type LimitRange = Pick<Schemas['Limit'], 'minAmountMinor' | 'maxAmountMinor'>

/** What the player reads after a change (spec 000 §4 Limits, 001 §4). */
export type LimitMessage = 'updated' | 'updateReceived' | 'removalReceived' | 'canceled'

export interface LimitsInput {
  family: LimitFamily
}

export interface LimitsContext {
  family: LimitFamily
  limits: LimitSet | null
  /** The change being sent, and the period it concerns. */
  change: LimitChange | null
  message: { period: LimitPeriod; kind: LimitMessage } | null
  /**
   * A refusal is shown under its own period (spec 001 §8: shown per period); an out-of-range value
   * (`error.deposit.limit.interval`) keeps the range the platform named, so the message can say it.
   */
  error: (FlowError & { period: LimitPeriod | null; range: LimitRange | null }) | null
}

export type LimitsEvent =
  /** `amount` as the player typed it, read in `language` (BCP-47), the language the page showed them. */
  | { type: 'limit.save'; period: LimitPeriod; amount: string; language: string }
  | { type: 'limit.delete'; period: LimitPeriod }
  | { type: 'limit.cancelPending'; period: LimitPeriod }
  | { type: 'limits.retry' }

const loaded = ({ event }: { event: { output: LimitSet } }) => event.output
type Save = Extract<LimitsEvent, { type: 'limit.save' }>
const saveOf = ({ event }: { event: LimitsEvent }) => event as Save
const onSave = branchesOn(saveOf)

const hasPending = (set: LimitSet, period: LimitPeriod) => {
  const limit = set.limits.find((l) => l.duration === period)
  return !!limit && (limit.pendingLimitMinor !== null || limit.pendingRemoval === true)
}

/** The range a refusal names (`additionalInfo.minAmountMinor`, `maxAmountMinor`), or null when it names none. */
export function refusedRangeOf(error: unknown): LimitRange | null {
  const info = error instanceof ApiCallError ? error.additionalInfo : undefined
  const min = info?.minAmountMinor
  const max = info?.maxAmountMinor
  return typeof min === 'number' && typeof max === 'number' ? { minAmountMinor: min, maxAmountMinor: max } : null
}

/** Which message a finished change reads as: save → 'update received' when it left a pending value, else 'updated'. */
export function limitMessage(change: LimitChange, after: LimitSet): LimitMessage {
  if ('deleteLimit' in change) return 'removalReceived'
  if ('cancelPendingLimit' in change) return 'canceled'
  return hasPending(after, change.duration) ? 'updateReceived' : 'updated'
}

/**
 * One family of responsible-gambling limits (deposit, loss or spend) per day, week and month
 * (spec 000 §3 Limits, §4 Limits; 001 §4, §8; DECISIONS.md 17). A decrease applies at once; an
 * increase or a removal waits for the market's cooling period and shows as pending until then,
 * and a pending change can be cancelled. The platform enforces the limits on every deposit and bet.
 */
export const limitsMachine = setup({
  types: machineTypes<LimitsInput, LimitsContext, LimitsEvent, 'loading' | 'saving'>(),
  actors: {
    loadLimits: providedActor<LimitSet, { family: LimitFamily }>('loadLimits'),
    changeLimit: providedActor<LimitSet, { family: LimitFamily; change: LimitChange }>('changeLimit'),
  },
  guards: {
    isAmount: (_, save: Save) => parseAmountMinor(save.amount, save.language) !== null,
  },
  actions: {
    storeLimits: assign((_, limits: LimitSet) => ({ limits, error: null })),
    storeSave: assign((_, save: Save) => ({ change: { duration: save.period, limitMinor: parseAmountMinor(save.amount, save.language)! }, message: null, error: null })),
    storeDelete: assign((_, period: LimitPeriod) => ({ change: { duration: period, deleteLimit: true as const }, message: null, error: null })),
    storeCancel: assign((_, period: LimitPeriod) => ({ change: { duration: period, cancelPendingLimit: true as const }, message: null, error: null })),
    refuseAmount: assign((_, save: Save) => ({
      message: null,
      error: { code: 'error.limit.amount.invalid', message: 'Not an amount.', period: save.period, range: null },
    })),
    storeSaved: assign(({ context }, limits: LimitSet) => ({
      limits,
      message: { period: context.change!.duration, kind: limitMessage(context.change!, limits) },
      change: null,
    })),
    storeChangeError: assign(({ context }, error: unknown) => ({
      error: { ...toFlowError(error), period: context.change?.duration ?? null, range: refusedRangeOf(error) },
      change: null,
    })),
    storeLoadError: assign((_, error: unknown) => ({ error: { ...toFlowError(error), period: null, range: null } })),
  },
}).createMachine({
  id: 'limits',
  description: 'A player’s deposit, loss or spend limits per day, week and month: set, lower, raise, remove, cancel a pending change.',
  context: ({ input }) => ({ family: input.family, limits: null, change: null, message: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The limits of every period are read: value, pending value and date, used, remaining, reset.',
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        input: ({ context }) => ({ family: context.family }),
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: loaded }, description: 'The limits are shown.' },
        onError: failsTo('failed', 'The limits could not be read.', 'storeLoadError'),
      },
    },
    failed: {
      description: 'The limits could not be read; the player may try again.',
      on: { 'limits.retry': { target: 'loading', description: 'The player tries again.' } },
    },
    ready: {
      description: 'Each period shows its limit and the range a new value must be in; the player may set, change or remove it, or cancel a pending change.',
      on: {
        'limit.save': [
          onSave(
            'saving',
            'storeSave',
            'A new value, read the way the page’s language writes numbers: lower applies at once, higher waits for the cooling period.',
            'isAmount',
          ),
          onSave('ready', 'refuseAmount', 'Not an amount in the page’s language, or one it could read two ways: shown under the period, nothing is sent.'),
        ],
        'limit.delete': {
          target: 'saving',
          actions: { type: 'storeDelete', params: ({ event }) => event.period },
          description: 'The player removes the limit: received now, applied after the cooling period.',
        },
        'limit.cancelPending': {
          target: 'saving',
          actions: { type: 'storeCancel', params: ({ event }) => event.period },
          description: 'The player cancels a pending increase or removal.',
        },
      },
    },
    saving: {
      tags: ['saving'],
      description: 'The change is sent; the platform checks the interval, the bounds and whether the limit is locked.',
      invoke: {
        id: 'changeLimit',
        src: 'changeLimit',
        input: ({ context }) => ({ family: context.family, change: context.change! }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeSaved', params: loaded },
          description: "Saved: 'updated', 'update received' (pending), 'removal received' or 'canceled'.",
        },
        onError: failsTo(
          'ready',
          'Refused (interval, too high, too low, locked) or failed: the reason is shown under the period; outside the interval, it names the allowed range.',
          'storeChangeError',
        ),
      },
    },
  },
})
