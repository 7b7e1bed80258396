import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { limitsMachine, type LimitSet } from './limits.machine'
import { platformDown, tagsOf } from '../shared/testing'

const limit = (limitMinor: number | null, pendingLimitMinor: number | null = null, pendingRemoval = false) => ({
  duration: 'D' as const,
  limitMinor,
  pendingLimitMinor,
  pendingRemoval,
  pendingLimitActiveFrom: pendingLimitMinor !== null || pendingRemoval ? '2026-11-24T18:00:00.000Z' : null,
  locked: false,
  updatedAt: '2026-11-23T18:00:00.000Z',
  startAt: '2026-11-23T00:00:00.000Z',
  resetAt: '2026-11-24T00:00:00.000Z',
  usedMinor: 1_000,
  remainingMinor: limitMinor === null ? null : limitMinor - 1_000,
  minAmountMinor: 750,
  maxAmountMinor: 15_000_000,
})
const set = (...limits: ReturnType<typeof limit>[]): LimitSet => ({ currency: 'NZD', coolingPeriodHours: 24, limits })

const current = set(limit(5_000))
const lowered = set(limit(3_000))
const raisedPending = set(limit(5_000, 8_000))
const removalPending = set(limit(5_000, null, true))
const tooLow = new ApiCallError(400, { status: 400, code: 'error.deposit.limit.too_low', message: 'too low' })
/** The platform names the period's range when it refuses a value outside it. */
const outOfRange = new ApiCallError(400, {
  status: 400,
  code: 'error.deposit.limit.interval',
  message: 'out of range',
  additionalInfo: { duration: 'D', kind: 'deposit', minAmountMinor: 750, maxAmountMinor: 15_000_000 },
})

describeModel('limits', limitsMachine, {
  input: { family: 'deposit' },
  endAtFinal: false,
  contextKey: (c) => [c.message?.kind ?? null, c.error?.code ?? null, c.limits === null],
  events: (s) => {
    if (s.matches('loading'))
      return [{ type: 'xstate.done.actor.loadLimits', output: current }, { type: 'xstate.error.actor.loadLimits', error: platformDown }]
    if (s.matches('failed')) return [{ type: 'limits.retry' }]
    if (s.matches('saving')) {
      const change = s.context.change
      const after = 'deleteLimit' in change ? removalPending : 'cancelPendingLimit' in change ? current : change.limitMinor > 5_000 ? raisedPending : lowered
      return [
        { type: 'xstate.done.actor.changeLimit', output: after },
        { type: 'xstate.error.actor.changeLimit', error: tooLow },
        { type: 'xstate.error.actor.changeLimit', error: outOfRange, label: 'out of range' },
      ]
    }
    return [
      { type: 'limit.save', period: 'D', amount: '30', language: 'en' },
      { type: 'limit.save', period: 'D', amount: '80', language: 'en', label: 'increase' },
      // A Finnish page: a comma decimal, a (no-break) space between the thousands.
      { type: 'limit.save', period: 'D', amount: '1\u00a0080,50', language: 'fi', label: 'increase in Finnish' },
      { type: 'limit.save', period: 'D', amount: 'lots', language: 'en', label: 'not an amount' },
      // Twelve and a half to a Finn, with a decimal too many: not read as twelve thousand five hundred.
      { type: 'limit.save', period: 'D', amount: '12,500', language: 'fi', label: 'ambiguous in Finnish' },
      { type: 'limit.delete', period: 'D' },
      { type: 'limit.cancelPending', period: 'D' },
    ]
  },
  transitions: {
    loading: { 'done loadLimits': 'ready', 'error loadLimits': 'failed' },
    failed: { 'limits.retry': 'loading' },
    ready: {
      'limit.save': 'saving',
      'limit.save (increase)': 'saving',
      'limit.save (increase in Finnish)': 'saving',
      'limit.save (not an amount)': 'ready',
      'limit.save (ambiguous in Finnish)': 'ready',
      'limit.delete': 'saving',
      'limit.cancelPending': 'saving',
    },
    saving: { 'done changeLimit': 'ready', 'error changeLimit': 'ready', 'error changeLimit (out of range)': 'ready' },
  },
  calls: {
    loadLimits: (input) => expect(input).toEqual({ family: 'deposit' }),
    changeLimit: (input) =>
      expect([
        { family: 'deposit', change: { duration: 'D', limitMinor: 3_000 } },
        { family: 'deposit', change: { duration: 'D', limitMinor: 8_000 } },
        { family: 'deposit', change: { duration: 'D', limitMinor: 108_050 } },
        { family: 'deposit', change: { duration: 'D', deleteLimit: true } },
        { family: 'deposit', change: { duration: 'D', cancelPendingLimit: true } },
      ]).toContainEqual(input),
  },
  states: {
    loading: (s) => expect(tagsOf(s)).toEqual(['loading']),
    failed: (s) => expect(s.context.error).toMatchObject({ code: 'error.system.error', period: null }),
    saving: (s) => {
      expect(tagsOf(s)).toEqual(['saving'])
      expect(s.context.message).toBeNull()
      expect(s.context.error).toBeNull()
    },
    ready: (s) => {
      expect(s.context.limits).not.toBeNull()
      const { message, error } = s.context
      // A decrease is 'updated'; an increase 'update received'; a removal 'removal received'; a cancel 'canceled'.
      if (message?.kind === 'updated') expect(s.context.limits).toEqual(lowered)
      if (message?.kind === 'updateReceived') expect(s.context.limits).toEqual(raisedPending)
      if (message?.kind === 'removalReceived') expect(s.context.limits).toEqual(removalPending)
      if (message?.kind === 'canceled') expect(s.context.limits).toEqual(current)
      if (error) expect(['error.deposit.limit.too_low', 'error.deposit.limit.interval', 'error.limit.amount.invalid']).toContain(error.code)
      if (error) expect(error.period).toBe('D')
      // Only the out-of-range refusal names a range, the one the platform sent.
      if (error) expect(error.range).toEqual(error.code === 'error.deposit.limit.interval' ? { minAmountMinor: 750, maxAmountMinor: 15_000_000 } : null)
      expect(message !== null && error !== null).toBe(false)
    },
  },
})
