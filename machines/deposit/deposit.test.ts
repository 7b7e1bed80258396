import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise } from 'xstate'
import { parseAmountMinor } from './amount'
import { depositMachine, type CashierCheck, type CreateDepositRequest, type Deposit } from './deposit.machine'

describe('parseAmountMinor', () => {
  it.each([
    ['50', 5_000],
    ['50.5', 5_050],
    ['50.05', 5_005],
    [' 1,250.00 ', 125_000],
    ['0.01', 1],
  ])('reads %j as %d cents', (text, minor) => expect(parseAmountMinor(text)).toBe(minor))

  it.each(['', '0', '0.00', '-5', '5.001', '1,25', '12,34.00', 'fifty', '5e3', '.5', '1e400'])('refuses %j', (text) => {
    expect(parseAmountMinor(text)).toBeNull()
  })

  it('reads back any whole number of cents written as the cashier shows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (minor) => {
        const text = `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`
        expect(parseAmountMinor(text)).toBe(minor)
      }),
    )
  })
})

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
    ['15', 'SKRILL', true, null],
    ['3,000.00', 'SKRILL', true, null],
    ['14.99', 'SKRILL', false, 'error.deposit.amount.out_of_range'],
    ['3,000.01', 'SKRILL', false, 'error.deposit.amount.out_of_range'],
    ['50', 'TRUSTLY', false, 'error.deposit.amount.out_of_range'],
    ['fifty', 'SKRILL', false, 'error.deposit.amount.invalid'],
  ] as const)('%s by %s: accepted %s (%s)', async (amount, method, accepted, code) => {
    // Arrange
    const actor = await choosing()

    // Act
    actor.send({ type: 'deposit.submit', method, amount })

    // Assert
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ allowed: accepted ? 'submitting' : 'choosing' })).toBe(true)
    expect(snapshot.context.error).toEqual(code === null ? null : { code, message: 'The amount is not one this method accepts.' })
    expect(snapshot.context.request).toEqual(accepted ? { method, amountMinor: parseAmountMinor(amount), bonusAssignmentId: null } : null)
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
    actor.send({ type: 'deposit.submit', method: 'SKRILL', amount: '50', bonusAssignmentId })
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
