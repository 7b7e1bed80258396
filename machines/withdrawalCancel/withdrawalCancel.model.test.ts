import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { withdrawalCancelMachine } from './withdrawalCancel.machine'
import { tagsOf } from '../shared/testing'

const limitReached = new ApiCallError(409, { status: 409, code: 'error.withdrawal.cancel.limit_reached', message: 'Your daily deposit limit leaves NZD 5.00.' })
const notFound = new ApiCallError(404, { status: 404, code: 'error.withdrawal.not.found', message: 'No pending withdrawal wd-1.' })

describeModel('withdrawalCancel', withdrawalCancelMachine, {
  input: { pendingWithdrawalId: 'wd-1', amountMinor: 2_000 },
  contextKey: (c) => c.error?.code ?? null,
  events: (s) => {
    if (s.matches('cancelling'))
      return [
        { type: 'xstate.done.actor.cancelWithdrawal', output: {} },
        { type: 'xstate.error.actor.cancelWithdrawal', error: limitReached, label: 'limit reached' },
        { type: 'xstate.error.actor.cancelWithdrawal', error: notFound, label: 'not found' },
      ]
    return [{ type: 'cancel.request' }]
  },
  transitions: {
    idle: { 'cancel.request': 'cancelling' },
    cancelling: {
      'done cancelWithdrawal': 'cancelled',
      'error cancelWithdrawal (limit reached)': 'limitReached',
      'error cancelWithdrawal (not found)': 'failed',
    },
    failed: { 'cancel.request': 'cancelling' },
  },
  calls: {
    cancelWithdrawal: (input) => expect(input).toEqual({ pendingWithdrawalId: 'wd-1', amountMinor: 2_000, cancelByPlayer: true }),
  },
  effects: { withdrawalCancelled: (params) => expect(params).toBeUndefined() },
  states: {
    idle: (s) => expect(tagsOf(s)).toEqual([]),
    cancelling: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.can({ type: 'cancel.request' })).toBe(false)
      expect(s.context.error).toBeNull()
    },
    failed: (s) => expect(s.context.error?.code).toBe('error.withdrawal.not.found'),
    limitReached: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.error).toMatchObject({ code: 'error.withdrawal.cancel.limit_reached', message: 'Your daily deposit limit leaves NZD 5.00.' })
    },
    cancelled: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.error).toBeNull()
    },
  },
})
