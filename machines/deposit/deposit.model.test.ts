import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import { depositMachine, type CashierCheck, type Deposit } from './deposit.machine'
import { platformDown, platformDownError, tagsOf } from '../shared/testing'

const eligibility = { allowed: true, blockedReason: null, kycStatus: 'NOT_VERIFIED', daysLeftToVerifyDocuments: null, cashierUrl: null } as const
const limit = { isSpendLimit: false, limitLeftMinor: 10_000, limitType: 'D', resetOn: '2026-11-24T00:00:00.000Z', currency: 'NZD' } as const
const methods = [
  { method: 'CREDITCARD', minAmountMinor: 1_000, maxAmountMinor: 500_000, currency: 'NZD', withdrawal: true },
  { method: 'SKRILL', minAmountMinor: 1_500, maxAmountMinor: 300_000, currency: 'NZD', withdrawal: true },
] as const
const bonus = {
  campaignId: 'deposit-casino', assignmentId: 'bonus-1', title: 'Deposit bonus', vertical: 'CASINO', campaignStatus: 'ACTIVE', campaignCategory: 'opt-in',
  triggerEvent: 'NEXT_DEPOSIT', bonusType: 'OPT_IN', hasBonusCode: false, startedAt: null, endedAt: null, expiresAt: null, currency: 'NZD',
  wageringAmountMinor: 15_000, wrMultiplier: 10, state: null, bonusAmountMinor: 1_500,
} as const
const allowed: CashierCheck = { eligibility, limit, methods: [...methods], bonuses: [bonus] }
const blocked: CashierCheck = { eligibility: { ...eligibility, allowed: false, blockedReason: 'PAYOUT_BLOCKED' }, limit, methods: [...methods], bonuses: [] }

const deposit = (status: Deposit['status']): Deposit => ({
  depositId: '2b0f7e1c-4d0a-4a57-9a55-1f0c9d3e6b10',
  status,
  method: 'SKRILL',
  amountMinor: 5_000,
  currency: 'NZD',
  redirectUrl: status === 'PENDING' ? '/sandbox/psp/pay/psp-1' : null,
  createdAt: '2026-11-23T17:00:00.000Z',
  settledAt: status === 'PENDING' ? null : '2026-11-23T17:01:00.000Z',
})
const overLimit = new ApiCallError(409, { status: 409, code: 'error.deposit.limit.exceeded', message: 'over the daily limit' })

const returnPath = '/en-NZ/my-account/banking/deposit'

/**
 * What each method's deposit is for, in cents: 50 typed on an English page by Skrill, and
 * "1 250,50" typed on a Finnish page (a no-break-space group, a comma decimal) by card.
 */
const sentMinor = { SKRILL: 5_000, CREDITCARD: 125_050 } as const

/** The cashier fresh (eligibility, method, amount, the provider's page) and on the provider's return. */
describeModel('deposit', depositMachine, {
  input: { returnPath },
  contextKey: (c) => [c.eligibility?.allowed ?? null, c.error?.code ?? null, c.deposit?.status ?? null, c.depositId, c.request?.method ?? null, c.request?.bonusAssignmentId ?? null],
  events: (s) => {
    if (s.matches('idle')) return [{ type: 'deposit.start' }, { type: 'deposit.returned', depositId: deposit('PENDING').depositId }]
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.checkCashier', output: allowed },
        { type: 'xstate.done.actor.checkCashier', output: blocked, label: 'not allowed' },
        { type: 'xstate.error.actor.checkCashier', error: platformDown },
      ]
    if (s.matches('error')) return [{ type: 'deposit.retry' }]
    if (s.matches({ allowed: 'choosing' }))
      return [
        { type: 'deposit.submit', method: 'SKRILL', amount: '50', language: 'en' },
        { type: 'deposit.submit', method: 'SKRILL', amount: '50', language: 'en', bonusAssignmentId: 'bonus-1', label: 'with a bonus' },
        // A bonus no longer on offer (the page was open while it ended): dropped, the deposit goes on.
        { type: 'deposit.submit', method: 'SKRILL', amount: '50', language: 'en', bonusAssignmentId: 'gone', label: 'with a stale bonus' },
        { type: 'deposit.submit', method: 'CREDITCARD', amount: '1\u00a0250,50', language: 'fi', label: 'in Finnish' },
        { type: 'deposit.submit', method: 'SKRILL', amount: '10', language: 'en', label: 'below the minimum' },
        { type: 'deposit.submit', method: 'SKRILL', amount: 'fifty', language: 'en', label: 'not an amount' },
        // Twelve and a half to a Finn, with a decimal too many: not read as twelve thousand five hundred.
        { type: 'deposit.submit', method: 'CREDITCARD', amount: '12,500', language: 'fi', label: 'ambiguous in Finnish' },
      ]
    if (s.matches({ allowed: 'submitting' }))
      return [
        { type: 'xstate.done.actor.createDeposit', output: deposit('PENDING') },
        { type: 'xstate.error.actor.createDeposit', error: overLimit },
      ]
    if (s.matches('returned'))
      return [
        { type: 'xstate.done.actor.readDeposit', output: deposit('SUCCESS'), label: 'approved' },
        { type: 'xstate.done.actor.readDeposit', output: deposit('FAILED'), label: 'declined' },
        { type: 'xstate.done.actor.readDeposit', output: deposit('PENDING'), label: 'pending' },
        { type: 'xstate.error.actor.readDeposit', error: platformDown },
      ]
    if (s.matches('pending')) return [{ type: 'xstate.after.pendingPoll.deposit.pending' }]
    if (s.matches('declined')) return [{ type: 'deposit.again' }]
    return []
  },
  transitions: {
    idle: { 'deposit.start': 'loading', 'deposit.returned': 'returned' },
    loading: {
      'done checkCashier': 'allowed.choosing',
      'done checkCashier (not allowed)': 'blocked',
      'error checkCashier': 'error',
    },
    error: { 'deposit.retry': 'loading' },
    'allowed.choosing': {
      'deposit.submit': 'allowed.submitting',
      'deposit.submit (with a bonus)': 'allowed.submitting',
      'deposit.submit (with a stale bonus)': 'allowed.submitting',
      'deposit.submit (in Finnish)': 'allowed.submitting',
      'deposit.submit (below the minimum)': 'allowed.choosing',
      'deposit.submit (not an amount)': 'allowed.choosing',
      'deposit.submit (ambiguous in Finnish)': 'allowed.choosing',
    },
    'allowed.submitting': { 'done createDeposit': 'redirecting', 'error createDeposit': 'allowed.choosing' },
    returned: {
      'done readDeposit (approved)': 'approved',
      'done readDeposit (declined)': 'declined',
      'done readDeposit (pending)': 'pending',
      'error readDeposit': 'error',
    },
    pending: { 'after pendingPoll': 'returned' },
    declined: { 'deposit.again': 'loading' },
  },
  calls: {
    checkCashier: (input) => expect(input).toBeUndefined(),
    // The amount typed in major units, in cents (sentMinor); the provider returns the player to the
    // cashier. The chosen bonus goes with the deposit when it is one on offer; otherwise none is sent.
    createDeposit: (input, s) => {
      const chosen = s.context.request.bonusAssignmentId
      expect(chosen === null || chosen === 'bonus-1').toBe(true)
      const method = (input as { method: keyof typeof sentMinor }).method
      expect(input).toEqual({ method, amountMinor: sentMinor[method], returnPath, ...(chosen ? { bonusAssignmentId: 'bonus-1' } : {}) })
    },
    readDeposit: (input) => expect(input).toEqual({ depositId: '2b0f7e1c-4d0a-4a57-9a55-1f0c9d3e6b10' }),
  },
  effects: {
    openPaymentPage: (params) => expect(params).toEqual({ url: '/sandbox/psp/pay/psp-1' }),
    refreshWallet: (params) => expect(params).toBeUndefined(),
  },
  states: {
    idle: (s) => {
      expect(tagsOf(s)).toEqual([])
      // Nothing is offered before the platform has answered.
      expect(s.context).toMatchObject({ methods: [], eligibility: null, limit: null, request: null, error: null })
    },
    loading: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.can({ type: 'deposit.submit', method: 'SKRILL', amount: '50', language: 'en' })).toBe(false)
      // A fresh cashier, or one started again, carries no earlier deposit.
      expect(s.context.deposit).toBeNull()
      expect(s.context.depositId).toBeNull()
    },
    error: (s) => expect(s.context.error).toEqual(platformDownError),
    blocked: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.eligibility?.blockedReason).toBe('PAYOUT_BLOCKED')
    },
    'allowed.choosing': (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(s.context.methods.map((m: { method: string }) => m.method)).toEqual(['CREDITCARD', 'SKRILL'])
      expect(s.context.limit).toEqual(limit)
      expect([null, 'error.deposit.amount.out_of_range', 'error.deposit.amount.invalid', 'error.deposit.limit.exceeded']).toContain(s.context.error?.code ?? null)
    },
    'allowed.submitting': (s) => {
      expect(tagsOf(s)).toEqual(['form', 'submitting'])
      expect(s.context.request).toMatchObject({ amountMinor: sentMinor[s.context.request.method as keyof typeof sentMinor] })
      // selectedBonusId: the bonus on offer when one was chosen, never a stale one.
      expect([null, 'bonus-1']).toContain(s.context.request.bonusAssignmentId)
      expect(s.context.bonuses).toEqual([bonus])
      expect(s.context.error).toBeNull()
    },
    redirecting: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.deposit?.status).toBe('PENDING')
    },
    returned: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.depositId).toBe('2b0f7e1c-4d0a-4a57-9a55-1f0c9d3e6b10')
    },
    pending: (s) => {
      expect(s.context.deposit?.status).toBe('PENDING')
      expect(s.can({ type: 'deposit.again' })).toBe(false)
    },
    declined: (s) => {
      expect(s.context.deposit?.status).toBe('FAILED')
      expect(s.can({ type: 'deposit.again' })).toBe(true)
    },
    approved: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.deposit).toMatchObject({ status: 'SUCCESS', amountMinor: 5_000 })
    },
  },
})
