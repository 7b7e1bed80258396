import { assign, setup } from 'xstate'
import type { RequestBody, ResponseBody } from '../shared/contract'
import { failsTo, storeCallError } from '../shared/callState'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'

export interface WithdrawalCancelInput {
  pendingWithdrawalId: string
  amountMinor: number
}

export interface WithdrawalCancelContext extends WithdrawalCancelInput {
  error: FlowError | null
}

export type WithdrawalCancelEvent = { type: 'cancel.request' }

/** POST /player/wallet/withdrawal/cancellation without the Idempotency-Key, which src/ adds. */
export type CancelWithdrawalRequest = RequestBody<'cancelPendingWithdrawal'>

const LIMIT_REACHED = 'error.withdrawal.cancel.limit_reached'

/**
 * Cancelling one pending withdrawal (spec 000 §3 Wallet cancelWithdrawalLoading; 001 §7 Wallet,
 * §8): the money returns to the main balance. Money returned to play counts against the deposit
 * limits, so the platform may refuse with the limit-reached warning, which the view words by its code.
 */
export const withdrawalCancelMachine = setup({
  types: machineTypes<WithdrawalCancelInput, WithdrawalCancelContext, WithdrawalCancelEvent, 'loading'>(),
  actors: {
    cancelWithdrawal: providedActor<ResponseBody<'cancelPendingWithdrawal'>, CancelWithdrawalRequest>('cancelWithdrawal'),
  },
  guards: {
    isLimitReached: (_, error: unknown) => toFlowError(error).code === LIMIT_REACHED,
  },
  actions: {
    storeError: storeCallError<WithdrawalCancelContext, WithdrawalCancelEvent>(),
    clearError: assign({ error: null }),
    /** The pending list and the wallet are read again. */
    withdrawalCancelled: providedAction('withdrawalCancelled'),
  },
}).createMachine({
  id: 'withdrawalCancel',
  description: 'The player cancels one pending withdrawal and the money returns to the main balance.',
  context: ({ input }) => ({ pendingWithdrawalId: input.pendingWithdrawalId, amountMinor: input.amountMinor, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The pending withdrawal with its Cancel button.',
      on: { 'cancel.request': { target: 'cancelling', description: 'The player presses Cancel.' } },
    },
    cancelling: {
      tags: ['loading'],
      description: 'The platform cancels the withdrawal, if it is still pending, as a new ledger transaction.',
      invoke: {
        id: 'cancelWithdrawal',
        src: 'cancelWithdrawal',
        input: ({ context }) => ({ pendingWithdrawalId: context.pendingWithdrawalId, amountMinor: context.amountMinor, cancelByPlayer: true as const }),
        onDone: { target: 'cancelled', description: 'Cancelled: the amount is back on the main balance.' },
        onError: [
          {
            guard: { type: 'isLimitReached', params: invokeError },
            ...failsTo('limitReached', 'Returning the money would exceed a deposit limit: the warning says so in the player’s language.'),
          },
          failsTo('failed', 'The cancellation failed (already paid, say); the player may try again.'),
        ],
      },
    },
    failed: {
      description: 'The cancellation failed; the reason is shown and the player may try again.',
      on: { 'cancel.request': { target: 'cancelling', actions: 'clearError', description: 'The player tries again.' } },
    },
    limitReached: {
      type: 'final',
      description: 'The withdrawal stays pending: cancelling it would exceed a deposit limit (warning toast).',
    },
    cancelled: {
      type: 'final',
      entry: 'withdrawalCancelled',
      description: 'The withdrawal is cancelled; the pending list and the balance are read again.',
    },
  },
})
