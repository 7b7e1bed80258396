import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { depositMachine, type CashierCheck, type CreateDepositRequest, type Deposit } from './deposit.machine'

describe('the amount a method accepts (isAmountAccepted)', () => {
  const methods = [{ method: 'SKRILL', minAmountMinor: 1_500, maxAmountMinor: 300_000, currency: 'NZD', withdrawal: true }] as const
  const check: CashierCheck = {
    eligibility: { allowed: true, blockedReason: null, kycStatus: 'NOT_VERIFIED', daysLeftToVerifyDocuments: null, cashierUrl: null },
    limit: { isSpendLimit: false, limitLeftMinor: null, limitType: null, resetOn: null, currency: 'NZD' },
    methods: [...methods],
    bonuses: [],
  }

  const choosing = async () => {
    const machine = depositMachine.provide({
      actors: {
        checkCashier: fromPromise(async () => check),
        createDeposit: fromPromise<Deposit, CreateDepositRequest>(() => new Promise(() => {})),
      },
    })
    const actor = createActor(machine, { input: { returnPath: '/en-NZ/my-account/banking/deposit' } }).start()
    actor.send({ type: 'deposit.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ allowed: 'choosing' })).toBe(true))
    return actor
  }

  it.each([
    ['15', 'en', 'SKRILL', 1_500, null],
    ['3,000.00', 'en', 'SKRILL', 300_000, null],
    ['15,00', 'fi', 'SKRILL', 1_500, null],
    ['3 000,00', 'fi', 'SKRILL', 300_000, null],
    ['1.234,5', 'de', 'SKRILL', 123_450, null],
    ['14.99', 'en', 'SKRILL', null, 'error.deposit.amount.out_of_range'],
    ['3,000.01', 'en', 'SKRILL', null, 'error.deposit.amount.out_of_range'],
    ['3 000,01', 'fi', 'SKRILL', null, 'error.deposit.amount.out_of_range'],
    // Twelve thousand five hundred to an English reader; a Finn's twelve and a half, with one decimal too many.
    ['12,500', 'en', 'SKRILL', null, 'error.deposit.amount.out_of_range'],
    ['12,500', 'fi', 'SKRILL', null, 'error.deposit.amount.invalid'],
    ['50', 'en', 'TRUSTLY', null, 'error.deposit.amount.out_of_range'],
    ['fifty', 'en', 'SKRILL', null, 'error.deposit.amount.invalid'],
  ] as const)('%s in %s by %s: %s cents sent (refused: %s)', async (amount, language, method, amountMinor, code) => {
    // Arrange
    const actor = await choosing()

    // Act
    actor.send({ type: 'deposit.submit', method, amount, language })

    // Assert
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ allowed: amountMinor !== null ? 'submitting' : 'choosing' })).toBe(true)
    expect(snapshot.context.error).toEqual(code === null ? null : { code, message: 'The amount is not one this method accepts.' })
    expect(snapshot.context.request).toEqual(amountMinor !== null ? { method, amountMinor, bonusAssignmentId: null } : null)
  })
})

describe('the deposit bonus chosen with a deposit (selectedBonusId)', () => {
  const offered = {
    campaignId: 'deposit-casino', assignmentId: 'bonus-1', title: 'Deposit bonus', vertical: 'CASINO', campaignStatus: 'ACTIVE', campaignCategory: 'opt-in',
    triggerEvent: 'NEXT_DEPOSIT', bonusType: 'OPT_IN', hasBonusCode: false, startedAt: null, endedAt: null, expiresAt: null, currency: 'NZD',
    wageringAmountMinor: 15_000, wrMultiplier: 10, state: null,
  } as const
  const check: CashierCheck = {
    eligibility: { allowed: true, blockedReason: null, kycStatus: 'NOT_VERIFIED', daysLeftToVerifyDocuments: null, cashierUrl: null },
    limit: { isSpendLimit: false, limitLeftMinor: null, limitType: null, resetOn: null, currency: 'NZD' },
    methods: [{ method: 'SKRILL', minAmountMinor: 1_500, maxAmountMinor: 300_000, currency: 'NZD', withdrawal: true }],
    bonuses: [offered],
  }

  async function submitted(bonusAssignmentId?: string | null) {
    const sent: CreateDepositRequest[] = []
    const machine = depositMachine.provide({
      actors: {
        checkCashier: fromPromise(async () => check),
        createDeposit: fromPromise<Deposit, CreateDepositRequest>(({ input }) => {
          sent.push(input)
          return new Promise(() => {})
        }),
      },
    })
    const actor = createActor(machine, { input: { returnPath: '/en-NZ/my-account/banking/deposit' } }).start()
    expect(actor.getSnapshot().context.bonuses).toEqual([])
    actor.send({ type: 'deposit.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ allowed: 'choosing' })).toBe(true))
    expect(actor.getSnapshot().context.bonuses).toEqual([offered])
    actor.send({ type: 'deposit.submit', method: 'SKRILL', amount: '50', language: 'en', bonusAssignmentId })
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    return sent[0]
  }

  it('goes with the deposit when it is one on offer', async () => {
    expect(await submitted('bonus-1')).toEqual({ method: 'SKRILL', amountMinor: 5_000, returnPath: '/en-NZ/my-account/banking/deposit', bonusAssignmentId: 'bonus-1' })
  })

  it('is not sent when none was chosen, or the choice is no longer on offer', async () => {
    for (const choice of [undefined, null, 'gone']) {
      expect(await submitted(choice)).toEqual({ method: 'SKRILL', amountMinor: 5_000, returnPath: '/en-NZ/my-account/banking/deposit' })
    }
  })
})
