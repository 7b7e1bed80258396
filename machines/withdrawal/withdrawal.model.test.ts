import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from '../shared/callError'
import { describeModel } from '../tooling/model'
import type { WithdrawalEligibility } from './withdrawalStatus'
import { withdrawalMachine, type PendingWithdrawal } from './withdrawal.machine'
import { platformDown, tagsOf } from '../shared/testing'

const eligibility = (result: WithdrawalEligibility['result'], limitMinor: number | null = 20_000, balanceMinor = 5_000): WithdrawalEligibility => ({
  result,
  limitMinor,
  balanceMinor,
  currency: 'NZD',
  cashierUrl: null,
})
const pending: PendingWithdrawal = {
  pendingWithdrawalId: 'wd-1',
  amountMinor: 2_000,
  currency: 'NZD',
  method: 'SKRILL',
  status: 'PENDING',
  createdAt: '2026-11-23T18:00:00.000Z',
}
const noFunds = new ApiCallError(409, { status: 409, code: 'error.withdrawal.insufficient_funds', message: 'not enough' })

/**
 * The player held to the daily limit reads the page in Norwegian (a comma decimal) and asks for
 * 25,50; every other player reads it in English and asks for 20. What the request carries, in
 * cents, follows from the check's status, never from the machine's own reading.
 */
const norwegianReader = 'SELF_LIMIT_NOTIFY'
const requestedMinor = (s: AnyMachineSnapshot) => (s.context.status === norwegianReader ? 2_550 : 2_000)

describeModel('withdrawal', withdrawalMachine, {
  contextKey: (c) => [c.status, c.error?.code ?? null],
  events: (s) => {
    if (s.matches('idle')) return [{ type: 'withdrawal.start' }]
    if (s.matches('checking'))
      return [
        { type: 'xstate.done.actor.checkWithdrawal', output: eligibility('SUCCESS'), label: 'allowed' },
        { type: 'xstate.done.actor.checkWithdrawal', output: eligibility('SUCCESS', 3_000), label: 'balance above the limit' },
        { type: 'xstate.done.actor.checkWithdrawal', output: eligibility('DOCUMENTS_PREFERRED'), label: 'documents preferred' },
        { type: 'xstate.done.actor.checkWithdrawal', output: eligibility('SUCCESS', 0), label: 'limit 0' },
        { type: 'xstate.done.actor.checkWithdrawal', output: eligibility('DOCUMENTS_REQUIRED'), label: 'documents required' },
        { type: 'xstate.done.actor.checkWithdrawal', output: eligibility('NOT_ENOUGH_FUNDS'), label: 'not enough funds' },
        { type: 'xstate.error.actor.checkWithdrawal', error: platformDown },
      ]
    if (s.matches('failed')) return [{ type: 'withdrawal.retry' }]
    if (s.matches({ allowed: 'editing' }))
      return s.context.status === norwegianReader
        ? [
            { type: 'withdrawal.submit', amount: '25,50', language: 'nb', label: 'in Norwegian' },
            // Twelve and a half to a Norwegian, with a decimal too many: not read as twelve thousand five hundred.
            { type: 'withdrawal.submit', amount: '12,500', language: 'nb', label: 'ambiguous in Norwegian' },
          ]
        : [
            { type: 'withdrawal.submit', amount: '20', language: 'en' },
            { type: 'withdrawal.submit', amount: '50.01', language: 'en', label: 'above the balance' },
            { type: 'withdrawal.submit', amount: 'all', language: 'en', label: 'not an amount' },
          ]
    if (s.matches({ allowed: 'requesting' }))
      return [{ type: 'xstate.done.actor.requestWithdrawal', output: pending }, { type: 'xstate.error.actor.requestWithdrawal', error: noFunds }]
    return []
  },
  transitions: {
    idle: { 'withdrawal.start': 'checking' },
    checking: {
      'done checkWithdrawal (allowed)': 'allowed.editing',
      'done checkWithdrawal (balance above the limit)': 'allowed.editing',
      'done checkWithdrawal (documents preferred)': 'allowed.editing',
      'done checkWithdrawal (limit 0)': 'refused',
      'done checkWithdrawal (documents required)': 'refused',
      'done checkWithdrawal (not enough funds)': 'failed',
      'error checkWithdrawal': 'failed',
    },
    failed: { 'withdrawal.retry': 'checking' },
    'allowed.editing': {
      'withdrawal.submit': 'allowed.requesting',
      'withdrawal.submit (in Norwegian)': 'allowed.requesting',
      'withdrawal.submit (above the balance)': 'allowed.editing',
      'withdrawal.submit (not an amount)': 'allowed.editing',
      'withdrawal.submit (ambiguous in Norwegian)': 'allowed.editing',
    },
    'allowed.requesting': { 'done requestWithdrawal': 'requested', 'error requestWithdrawal': 'allowed.editing' },
  },
  calls: {
    checkWithdrawal: (input) => expect(input).toBeUndefined(),
    // 20 (or the Norwegian 25,50) in major units, in cents.
    requestWithdrawal: (input, s) => expect(input).toEqual({ amountMinor: requestedMinor(s) }),
  },
  states: {
    idle: (s) => expect(tagsOf(s)).toEqual([]),
    checking: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      // A fresh check, or one tried again, offers no amount until the platform answers.
      expect(s.context.maxAmountMinor).toBeNull()
    },
    failed: (s) => {
      expect(s.can({ type: 'withdrawal.retry' })).toBe(true)
      expect([{ status: 'ERROR', code: null }, { status: null, code: 'error.system.error' }]).toContainEqual({
        status: s.context.status,
        code: s.context.error?.code ?? null,
      })
    },
    refused: (s) => {
      expect(s.status).toBe('done')
      expect(['WITHDRAWAL_LIMIT_REACHED', 'VERIFYDOCUMENT_REQUIRED']).toContain(s.context.status)
    },
    'allowed.editing': (s) => {
      expect(tagsOf(s)).toEqual(['form'])
      expect(['ALLOWED', 'SELF_LIMIT_NOTIFY', 'VERIFYDOCUMENT_LOYAL']).toContain(s.context.status)
      // The most that may be withdrawn now: the 50.00 balance, or the 30.00 daily limit below it.
      expect(s.context.maxAmountMinor).toBe(s.context.status === 'SELF_LIMIT_NOTIFY' ? 3_000 : 5_000)
      expect([null, 'error.withdrawal.limit.exceeded', 'error.withdrawal.amount.invalid', 'error.withdrawal.insufficient_funds']).toContain(
        s.context.error?.code ?? null,
      )
    },
    'allowed.requesting': (s) => {
      expect(tagsOf(s)).toEqual(['form', 'submitting'])
      expect(s.context.amountMinor).toBe(requestedMinor(s))
    },
    requested: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.requested).toEqual(pending)
    },
  },
})
