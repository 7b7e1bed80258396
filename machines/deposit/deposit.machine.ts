import { assign, setup } from 'xstate'
import type { RequestBody, ResponseBody, Schemas } from '../shared/contract'
import { branchesOn, failsTo, formStep, storeCallError, storesAnswer } from '../shared/callState'
import type { FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor } from '../shared/provided'
import { parseAmountMinor } from './amount'

/** How often a pending deposit is read again while the player waits on the cashier. */
export const DEPOSIT_PENDING_POLL_MS = 3_000

export type DepositEligibility = Schemas['DepositEligibility']
export type DepositLimitNotice = ResponseBody<'checkDepositLimit'>
export type DepositMethod = Schemas['DepositMethod']
export type Deposit = Schemas['Deposit']
export type BlockedReason = NonNullable<DepositEligibility['blockedReason']>

export type DepositBonus = Schemas['Reward']

/** What the cashier needs before it can offer a deposit: the decision, the limit notice, the methods, the deposit bonuses. */
export interface CashierCheck {
  eligibility: DepositEligibility
  limit: DepositLimitNotice
  methods: DepositMethod[]
  /** The deposit bonuses on offer (the spec's selectBonus): rewards a deposit triggers. */
  bonuses: DepositBonus[]
}

/** POST /player/wallet/deposits without the Idempotency-Key, which src/ adds once per submit. */
export type CreateDepositRequest = RequestBody<'createDeposit'>

export interface DepositInput {
  /** The cashier's own path: the provider sends the player back here with the outcome. */
  returnPath: string
}

export interface DepositContext {
  returnPath: string
  depositId: string | null
  eligibility: DepositEligibility | null
  limit: DepositLimitNotice | null
  methods: DepositMethod[]
  /** The deposit bonuses the player may choose from (selectBonus). */
  bonuses: DepositBonus[]
  /** The deposit as the platform last reported it (after the provider's return). */
  deposit: Deposit | null
  /** The request being submitted (method, amount in minor units, the chosen bonus: selectedBonusId). */
  request: { method: DepositMethod['method']; amountMinor: number; bonusAssignmentId: string | null } | null
  error: FlowError | null
}

export type DepositEvent =
  /** The cashier opens fresh. */
  | { type: 'deposit.start' }
  /** The cashier opens on the provider's return (`?depositId=…`). */
  | { type: 'deposit.returned'; depositId: string }
  /** `amount` as the player typed it, read in `language` (BCP-47), the language the page showed them. */
  | { type: 'deposit.submit'; method: DepositMethod['method']; amount: string; language: string; bonusAssignmentId?: string | null }
  | { type: 'deposit.retry' }
  | { type: 'deposit.again' }

export type DepositTag = 'loading' | 'form' | 'submitting' | 'documentsReminder'

const checked = ({ event }: { event: { output: CashierCheck } }) => event.output
const readBack = ({ event }: { event: { output: Deposit } }) => event.output
const submitted = ({ event }: { event: DepositEvent }) => event as Extract<DepositEvent, { type: 'deposit.submit' }>

const storesCheck = storesAnswer('storeCheck', checked)
const storesReadBack = storesAnswer('storeDeposit', readBack)
const onSubmit = branchesOn(submitted)

const methodOf = (context: DepositContext, method: string) => context.methods.find((m) => m.method === method)

/**
 * The cashier's deposit (spec 000 §3 Deposit flow, §4 Deposit flow; 001 §7 Wallet; DECISIONS.md
 * 14): loading → allowed | blocked | error. The platform decides eligibility by its own rule (the
 * deposit flag, payout not blocked, the brand not suspended, KYC); the cashier shows the reason
 * when it says no. A PENDING_EXPIRED player may deposit and is reminded to upload documents. The
 * player picks a method and an amount, pays on the provider's page and comes back to the outcome:
 * approved, declined, or pending until the provider settles it.
 */
export const depositMachine = setup({
  types: machineTypes<DepositInput, DepositContext, DepositEvent, DepositTag>(),
  actors: {
    /** Eligibility (with the device's ipAddress and blackbox), the limit notice and the methods, together. */
    checkCashier: providedActor<CashierCheck>('checkCashier'),
    createDeposit: providedActor<Deposit, CreateDepositRequest>('createDeposit'),
    readDeposit: providedActor<Deposit, { depositId: string }>('readDeposit'),
  },
  delays: { pendingPoll: DEPOSIT_PENDING_POLL_MS },
  guards: {
    isAllowed: (_, check: CashierCheck) => check.eligibility.allowed,
    isAmountAccepted: ({ context }, submit: Extract<DepositEvent, { type: 'deposit.submit' }>) => {
      const method = methodOf(context, submit.method)
      const amountMinor = parseAmountMinor(submit.amount, submit.language)
      return !!method && amountMinor !== null && amountMinor >= method.minAmountMinor && amountMinor <= method.maxAmountMinor
    },
    isApproved: (_, deposit: Deposit) => deposit.status === 'SUCCESS',
    isDeclined: (_, deposit: Deposit) => deposit.status === 'FAILED',
  },
  actions: {
    storeCheck: assign((_, check: CashierCheck) => ({ eligibility: check.eligibility, limit: check.limit, methods: check.methods, bonuses: check.bonuses, error: null })),
    storeRequest: assign(({ context }, submit: Extract<DepositEvent, { type: 'deposit.submit' }>) => ({
      request: {
        method: submit.method,
        amountMinor: parseAmountMinor(submit.amount, submit.language)!,
        // Only a bonus on offer: a stale choice is dropped rather than refused by the platform.
        bonusAssignmentId: context.bonuses.some((b) => b.assignmentId === submit.bonusAssignmentId) ? submit.bonusAssignmentId! : null,
      },
      error: null,
    })),
    refuseAmount: assign((_, submit: Extract<DepositEvent, { type: 'deposit.submit' }>) => ({
      error: {
        code: parseAmountMinor(submit.amount, submit.language) === null ? 'error.deposit.amount.invalid' : 'error.deposit.amount.out_of_range',
        message: 'The amount is not one this method accepts.',
      },
    })),
    storeDeposit: assign((_, deposit: Deposit) => ({ deposit, depositId: deposit.depositId })),
    storeError: storeCallError<DepositContext, DepositEvent>(),
    storeDepositId: assign((_, depositId: string) => ({ depositId })),
    forgetDeposit: assign({ depositId: null, deposit: null, request: null, error: null }),
    /** Leaves the site for the provider's payment page. */
    openPaymentPage: providedAction<{ url: string }>('openPaymentPage'),
    /** Tells the wallet money moved, so the header does not wait for the next poll. */
    refreshWallet: providedAction('refreshWallet'),
  },
}).createMachine({
  id: 'deposit',
  description: 'A deposit from the cashier: eligibility, method and amount, the provider’s page and the outcome.',
  context: ({ input }) => ({
    returnPath: input.returnPath,
    depositId: null,
    eligibility: null,
    limit: null,
    methods: [],
    bonuses: [],
    deposit: null,
    request: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The cashier page is opening: fresh, or on the provider’s return with a deposit to report.',
      on: {
        'deposit.start': { target: 'loading', description: 'A fresh cashier: may the player deposit?' },
        'deposit.returned': {
          target: 'returned',
          actions: { type: 'storeDepositId', params: ({ event }) => event.depositId },
          description: 'The provider sent the player back: the outcome is read.',
        },
      },
    },
    loading: {
      tags: ['loading'],
      description: 'The platform is asked whether the player may deposit, how much their limits leave, and which methods their market has.',
      invoke: {
        id: 'checkCashier',
        src: 'checkCashier',
        onDone: [
          storesCheck('allowed', 'The platform allows a deposit: the methods and any limit notice are shown.', 'isAllowed'),
          storesCheck('blocked', 'The platform refuses: the player reads one sentence saying why and what to do.'),
        ],
        onError: failsTo('error', 'The cashier could not be checked.'),
      },
    },
    error: {
      description: 'The cashier could not be opened; the player may try again.',
      on: { 'deposit.retry': { target: 'loading', actions: 'forgetDeposit', description: 'The player tries again with a fresh cashier.' } },
    },
    blocked: {
      type: 'final',
      description:
        'Deposits are not allowed now (deposit disabled, payout blocked, brand suspended, documents required): the reason and what to do are shown.',
    },
    allowed: {
      tags: ['form'],
      description:
        'The player chooses a method, an amount and perhaps a deposit bonus; the spend-limit notice shows how much the tightest limit leaves, and a player whose documents are due is reminded.',
      initial: 'choosing',
      states: {
        choosing: formStep('The method list and the amount field.', 'deposit.submit', [
          onSubmit(
            'submitting',
            'storeRequest',
            'An amount, read the way the page’s language writes numbers, within the method’s range: the payment is opened at the provider.',
            'isAmountAccepted',
          ),
          onSubmit(
            'choosing',
            'refuseAmount',
            'Not an amount in the page’s language (or one it could read two ways), or outside the method’s minimum and maximum: the player is told and nothing is sent.',
          ),
        ]),
        submitting: {
          tags: ['submitting'],
          description: 'The platform checks the rule and the limits again and opens the payment.',
          invoke: {
            id: 'createDeposit',
            src: 'createDeposit',
            input: ({ context }) => ({
              method: context.request!.method,
              amountMinor: context.request!.amountMinor,
              returnPath: context.returnPath,
              ...(context.request!.bonusAssignmentId ? { bonusAssignmentId: context.request!.bonusAssignmentId } : {}),
            }),
            onDone: {
              target: '#deposit.redirecting',
              actions: [
                { type: 'storeDeposit', params: readBack },
                { type: 'openPaymentPage', params: ({ event }) => ({ url: event.output.redirectUrl ?? '' }) },
              ],
              description: 'The payment is open: the player goes to the provider’s page.',
            },
            onError: failsTo('choosing', 'Refused (over a deposit limit, method unavailable, amount out of range) or failed: the reason is shown by the form.'),
          },
        },
      },
    },
    redirecting: {
      type: 'final',
      description: 'The player is on the provider’s payment page.',
    },
    returned: {
      tags: ['loading'],
      description: 'Back from the provider: the deposit’s status is read from the platform, never from the address bar.',
      invoke: {
        id: 'readDeposit',
        src: 'readDeposit',
        input: ({ context }) => ({ depositId: context.depositId! }),
        onDone: [
          storesReadBack('approved', 'The provider approved the payment: the money is on the balance.', 'isApproved'),
          storesReadBack('declined', 'The provider declined the payment: no money moved.', 'isDeclined'),
          storesReadBack('pending', 'The provider has not decided yet.'),
        ],
        onError: failsTo('error', 'The deposit could not be read.'),
      },
    },
    pending: {
      description: 'The payment is pending with the provider; the cashier reads it again every 3 seconds until it settles.',
      after: { pendingPoll: { target: 'returned', description: 'Three seconds passed: the deposit is read again.' } },
    },
    declined: {
      description: 'The payment was declined and no money moved; the player may start again.',
      on: { 'deposit.again': { target: 'loading', actions: 'forgetDeposit', description: 'The player starts a new deposit.' } },
    },
    approved: {
      type: 'final',
      entry: 'refreshWallet',
      description: 'The deposit is on the balance; the wallet is read again at once.',
    },
  },
})
