import { assign, setup } from 'xstate'
import type { RequestBody, Schemas } from '../shared/contract'
import { parseAmountMinor } from '../deposit/amount'
import { branchesOn, failsTo, formStep, storeCallError, storesAnswer } from '../shared/callState'
import type { FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'
import { withdrawableStatuses, withdrawalStatus, type WithdrawalEligibility, type WithdrawalStatus } from './withdrawalStatus'

export type PendingWithdrawal = Schemas['PendingWithdrawal']
/** POST /player/wallet/withdrawals without the Idempotency-Key, which src/ adds once per request. */
export type CreateWithdrawalRequest = RequestBody<'createWithdrawal'>

export interface WithdrawalContext {
  check: WithdrawalEligibility | null
  status: WithdrawalStatus | null
  /** The most the player may withdraw now: the balance, capped by the daily limit. The form shows it; the guard holds to it. */
  maxAmountMinor: number | null
  requested: PendingWithdrawal | null
  amountMinor: number | null
  error: FlowError | null
}

export type WithdrawalEvent =
  | { type: 'withdrawal.start' }
  /** `amount` as the player typed it, read in `language` (BCP-47), the language the page showed them. */
  | { type: 'withdrawal.submit'; amount: string; language: string }
  | { type: 'withdrawal.retry' }

export type WithdrawalTag = 'loading' | 'form' | 'submitting'

/** The balance, capped by the daily limit when there is one. */
export const withdrawableMinor = (check: WithdrawalEligibility) => Math.min(check.balanceMinor, check.limitMinor ?? check.balanceMinor)

const checked = ({ event }: { event: { output: WithdrawalEligibility } }) => event.output
const storesCheck = storesAnswer('storeCheck', checked)
type Submit = Extract<WithdrawalEvent, { type: 'withdrawal.submit' }>
const submitted = ({ event }: { event: WithdrawalEvent }) => event as Submit
const amountOf = (submit: Submit) => parseAmountMinor(submit.amount, submit.language)
const onSubmit = branchesOn(submitted)

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
    isAmountAllowed: ({ context }, submit: Submit) => {
      const minor = amountOf(submit)
      return minor !== null && minor <= context.maxAmountMinor!
    },
  },
  actions: {
    storeCheck: assign((_, check: WithdrawalEligibility) => ({ check, status: withdrawalStatus(check), maxAmountMinor: withdrawableMinor(check), error: null })),
    storeAmount: assign((_, submit: Submit) => ({ amountMinor: amountOf(submit), error: null })),
    refuseAmount: assign((_, submit: Submit) => ({
      error: {
        code: amountOf(submit) === null ? 'error.withdrawal.amount.invalid' : 'error.withdrawal.limit.exceeded',
        message: 'The amount is more than may be withdrawn now.',
      },
    })),
    storeRequested: assign((_, requested: PendingWithdrawal) => ({ requested })),
    storeError: storeCallError<WithdrawalContext, WithdrawalEvent>(),
    forgetCheck: assign({ check: null, status: null, maxAmountMinor: null, error: null }),
  },
}).createMachine({
  id: 'withdrawal',
  description: 'A withdrawal: may the player withdraw and how much, the amount, the request.',
  context: { check: null, status: null, maxAmountMinor: null, requested: null, amountMinor: null, error: null },
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
          storesCheck(
            'allowed',
            'Allowed (also with documents preferred, or a balance above the limit, which the player is told): the amount form is shown.',
            'isWithdrawable',
          ),
          storesCheck('failed', 'Not enough funds, over the KYC limit, a failure or an unknown result: an error the player may retry.', 'isFailure'),
          storesCheck(
            'refused',
            'Documents required, under review or required with restrictions, a limit reached, restricted or suspended: one sentence says why and what to do.',
          ),
        ],
        onError: failsTo('failed', 'The check could not be made.'),
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
        editing: formStep('The amount field, with the most the player may withdraw now.', 'withdrawal.submit', [
          onSubmit(
            'requesting',
            'storeAmount',
            'An amount, read the way the page’s language writes numbers, within the limit and the balance: the withdrawal is requested.',
            'isAmountAllowed',
          ),
          onSubmit(
            'editing',
            'refuseAmount',
            'Not an amount in the page’s language (or one it could read two ways), or above the limit or the balance: the player is told and nothing is sent.',
          ),
        ]),
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
            onError: failsTo('editing', 'Refused (over the limit, not enough funds, no payout method) or failed: the reason is shown.'),
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
