import { assign, setup } from 'xstate'
import type { RequestBody, Schemas } from '../shared/contract'
import { parseAmountMinor } from '../deposit/amount'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'
import { withdrawableStatuses, withdrawalStatus, type WithdrawalEligibility, type WithdrawalStatus } from './withdrawalStatus'

export type PendingWithdrawal = Schemas['PendingWithdrawal']
/** POST /player/wallet/withdrawals without the Idempotency-Key, which src/ adds once per request. */
export type CreateWithdrawalRequest = RequestBody<'createWithdrawal'>

export interface WithdrawalContext {
  check: WithdrawalEligibility | null
  status: WithdrawalStatus | null
  requested: PendingWithdrawal | null
  amountMinor: number | null
  error: FlowError | null
}

export type WithdrawalEvent =
  | { type: 'withdrawal.start' }
  | { type: 'withdrawal.submit'; amount: string }
  | { type: 'withdrawal.retry' }

export type WithdrawalTag = 'loading' | 'form' | 'submitting'

const checked = ({ event }: { event: { output: WithdrawalEligibility } }) => event.output
const submitted = ({ event }: { event: WithdrawalEvent }) => (event as Extract<WithdrawalEvent, { type: 'withdrawal.submit' }>).amount

/**
 * A withdrawal from the cashier (spec 000 §3 Withdraw flow, §4 Withdrawal eligibility; 001 §7
 * Wallet; DECISIONS.md 13): the platform's check says whether and how much; every refusal is a
 * status the player reads in one sentence; an allowed player asks for an amount up to the limit
 * and the balance, which moves to the locked balance until it is paid or cancelled.
 */
export const withdrawalMachine = setup({
  types: machineTypes<void, WithdrawalContext, WithdrawalEvent, WithdrawalTag>(),
  actors: {
    /** POST /player/wallet/withdrawal/request with the device's ipAddress and blackbox. */
    checkWithdrawal: providedActor<WithdrawalEligibility>('checkWithdrawal'),
    requestWithdrawal: providedActor<PendingWithdrawal, CreateWithdrawalRequest>('requestWithdrawal'),
  },
  guards: {
    isWithdrawable: (_, check: WithdrawalEligibility) => withdrawableStatuses.has(withdrawalStatus(check)),
    isFailure: (_, check: WithdrawalEligibility) => withdrawalStatus(check) === 'ERROR',
    isAmountAllowed: ({ context }, amount: string) => {
      const minor = parseAmountMinor(amount)
      const ceiling = Math.min(context.check!.balanceMinor, context.check!.limitMinor ?? Number.MAX_SAFE_INTEGER)
      return minor !== null && minor <= ceiling
    },
  },
  actions: {
    storeCheck: assign((_, check: WithdrawalEligibility) => ({ check, status: withdrawalStatus(check), error: null })),
    storeAmount: assign((_, amount: string) => ({ amountMinor: parseAmountMinor(amount), error: null })),
    refuseAmount: assign((_, amount: string) => ({
      error: {
        code: parseAmountMinor(amount) === null ? 'error.withdrawal.amount.invalid' : 'error.withdrawal.limit.exceeded',
        message: 'The amount is more than may be withdrawn now.',
      },
    })),
    storeRequested: assign((_, requested: PendingWithdrawal) => ({ requested })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    forgetCheck: assign({ check: null, status: null, error: null }),
  },
}).createMachine({
  id: 'withdrawal',
  description: 'A withdrawal: may the player withdraw and how much, the amount, the request.',
  context: { check: null, status: null, requested: null, amountMinor: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The withdrawal page is opening.',
      on: { 'withdrawal.start': { target: 'checking', description: 'The page opened: the platform is asked.' } },
    },
    checking: {
      tags: ['loading'],
      description: 'The platform checks whether the player may withdraw and how much (the daily limit and the balance).',
      invoke: {
        id: 'checkWithdrawal',
        src: 'checkWithdrawal',
        onDone: [
          {
            guard: { type: 'isWithdrawable', params: checked },
            target: 'allowed',
            actions: { type: 'storeCheck', params: checked },
            description:
              'Allowed (also with documents preferred, or a balance above the limit, which the player is told): the amount form is shown.',
          },
          {
            guard: { type: 'isFailure', params: checked },
            target: 'failed',
            actions: { type: 'storeCheck', params: checked },
            description: 'Not enough funds, over the KYC limit, a failure or an unknown result: an error the player may retry.',
          },
          {
            target: 'refused',
            actions: { type: 'storeCheck', params: checked },
            description:
              'Documents required, under review or required with restrictions, a limit reached, restricted or suspended: one sentence says why and what to do.',
          },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The check could not be made.' },
      },
    },
    failed: {
      description: 'The withdrawal cannot be offered now; the player may try again.',
      on: { 'withdrawal.retry': { target: 'checking', actions: 'forgetCheck', description: 'The player tries again from a clean check.' } },
    },
    refused: {
      type: 'final',
      description: 'The player may not withdraw now; the status says why and what to do.',
    },
    allowed: {
      tags: ['form'],
      description: 'The player enters an amount up to what may be withdrawn now.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The amount field, with the most the player may withdraw now.',
          on: {
            'withdrawal.submit': [
              {
                guard: { type: 'isAmountAllowed', params: submitted },
                target: 'requesting',
                actions: { type: 'storeAmount', params: submitted },
                description: 'An amount within the limit and the balance: the withdrawal is requested.',
              },
              {
                target: 'editing',
                actions: { type: 'refuseAmount', params: submitted },
                description: 'Not an amount, or above the limit or the balance: the player is told and nothing is sent.',
              },
            ],
          },
        },
        requesting: {
          tags: ['submitting'],
          description: 'The platform checks again and moves the amount from the main to the locked balance.',
          invoke: {
            id: 'requestWithdrawal',
            src: 'requestWithdrawal',
            input: ({ context }) => ({ amountMinor: context.amountMinor! }),
            onDone: {
              target: '#withdrawal.requested',
              actions: { type: 'storeRequested', params: ({ event }) => event.output },
              description: 'Requested: the withdrawal is pending and can be cancelled until it is paid.',
            },
            onError: {
              target: 'editing',
              actions: { type: 'storeError', params: invokeError },
              description: 'Refused (over the limit, not enough funds, no payout method) or failed: the reason is shown.',
            },
          },
        },
      },
    },
    requested: {
      type: 'final',
      description: 'The withdrawal is pending; it shows in the pending list, where the player may cancel it.',
    },
  },
})
