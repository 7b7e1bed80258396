import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise } from 'xstate'
import { withdrawableMinor, withdrawalMachine, type CreateWithdrawalRequest, type PendingWithdrawal } from './withdrawal.machine'
import { withdrawalStatus, type WithdrawalEligibility, type WithdrawalResult } from './withdrawalStatus'

const check = (result: WithdrawalResult | string, limitMinor: number | null = 10_000, balanceMinor = 5_000): WithdrawalEligibility =>
  ({ result, limitMinor, balanceMinor, currency: 'EUR', cashierUrl: null }) as WithdrawalEligibility

describe('withdrawalStatus (DECISIONS.md 13)', () => {
  it.each([
    ['SUCCESS', 'ALLOWED'],
    ['DOCUMENTS_PREFERRED', 'VERIFYDOCUMENT_LOYAL'],
    ['DOCUMENTS_REQUIRED', 'VERIFYDOCUMENT_REQUIRED'],
    ['DOCUMENTS_REQUIRED_RESTRICTED', 'VERIFYDOCUMENT_STRICT'],
    ['DOCUMENTS_UNDER_REVIEW', 'VERIFYDOCUMENT_UNDER_REVIEW'],
    ['WITHDRAWAL_LIMIT_REACHED', 'WITHDRAWAL_LIMIT_REACHED'],
    ['SELF_LIMIT_REACHED', 'SELF_LIMIT_REACHED'],
    ['SELF_SPEND_LIMIT_REACHED', 'SELF_LIMIT_REACHED'],
    ['RESTRICTED', 'RESTRICTED'],
    ['FORBIDDEN', 'SUSPENDED'],
    ['NOT_ENOUGH_FUNDS', 'ERROR'],
    ['EXCEEDS_KYC_LIMIT', 'ERROR'],
    ['FAILURE', 'ERROR'],
    ['SOMETHING_NEW', 'ERROR'],
    ['toString', 'ERROR'],
  ])('%s → %s', (result, status) => expect(withdrawalStatus(check(result))).toBe(status))

  it('an allowed result with a limit of 0 is the withdrawal limit reached', () => {
    expect(withdrawalStatus(check('SUCCESS', 0, 5_000))).toBe('WITHDRAWAL_LIMIT_REACHED')
  })

  it('a balance above the limit is the self-limit notice; at or below it, plainly allowed', () => {
    expect(withdrawalStatus(check('SUCCESS', 4_999, 5_000))).toBe('SELF_LIMIT_NOTIFY')
    expect(withdrawalStatus(check('SUCCESS', 5_000, 5_000))).toBe('ALLOWED')
    expect(withdrawalStatus(check('SUCCESS', null, 5_000))).toBe('ALLOWED')
  })

  it('the limit only ever narrows an allowed result', () => {
    const results = fc.constantFrom<WithdrawalResult>('FORBIDDEN', 'RESTRICTED', 'DOCUMENTS_REQUIRED', 'FAILURE', 'DOCUMENTS_PREFERRED')
    fc.assert(
      fc.property(results, fc.option(fc.nat()), fc.nat(), (result, limit, balance) => {
        expect(withdrawalStatus(check(result, limit, balance))).toBe(withdrawalStatus(check(result)))
      }),
    )
  })
})

describe('the most that may be withdrawn now (isAmountAllowed)', () => {
  const editing = async (limitMinor: number | null, balanceMinor: number) => {
    const machine = withdrawalMachine.provide({
      actors: {
        checkWithdrawal: fromPromise(async () => check('SUCCESS', limitMinor, balanceMinor)),
        requestWithdrawal: fromPromise<PendingWithdrawal, CreateWithdrawalRequest>(() => new Promise(() => {})),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'withdrawal.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ allowed: 'editing' })).toBe(true))
    return actor
  }

  it.each([
    // The balance when it is below the limit, or when there is no limit.
    [10_000, 5_000, '50', true],
    [10_000, 5_000, '50.01', false],
    [null, 5_000, '50', true],
    [null, 5_000, '50.01', false],
    // The limit when the balance is above it.
    [3_000, 5_000, '30', true],
    [3_000, 5_000, '30.01', false],
    [3_000, 5_000, 'all', false],
  ])('limit %s, balance %s: %s is allowed %s', async (limitMinor, balanceMinor, amount, allowed) => {
    // Arrange
    const actor = await editing(limitMinor, balanceMinor)

    // Act
    actor.send({ type: 'withdrawal.submit', amount })

    // Assert
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.maxAmountMinor).toBe(Math.min(balanceMinor, limitMinor ?? balanceMinor))
    expect(snapshot.matches({ allowed: allowed ? 'requesting' : 'editing' })).toBe(true)
    const refusal = amount === 'all' ? 'error.withdrawal.amount.invalid' : 'error.withdrawal.limit.exceeded'
    expect(snapshot.context.error).toEqual(allowed ? null : { code: refusal, message: 'The amount is more than may be withdrawn now.' })
  })

  it('withdrawableMinor is the balance capped by the limit', () => {
    expect(withdrawableMinor(check('SUCCESS', 3_000, 5_000))).toBe(3_000)
    expect(withdrawableMinor(check('SUCCESS', 8_000, 5_000))).toBe(5_000)
    expect(withdrawableMinor(check('SUCCESS', null, 5_000))).toBe(5_000)
  })
})
