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

  const over = 'error.withdrawal.limit.exceeded'
  const unread = 'error.withdrawal.amount.invalid'
  it.each([
    // The balance when it is below the limit, or when there is no limit.
    [10_000, 5_000, '50', 'en', 5_000, null],
    [10_000, 5_000, '50.01', 'en', null, over],
    [null, 5_000, '50', 'en', 5_000, null],
    [null, 5_000, '50.01', 'en', null, over],
    // The limit when the balance is above it.
    [3_000, 5_000, '30', 'en', 3_000, null],
    [3_000, 5_000, '30.01', 'en', null, over],
    [3_000, 5_000, 'all', 'en', null, unread],
    // Read the way the page's language writes numbers.
    [3_000, 5_000, '29,99', 'fi', 2_999, null],
    [3_000, 5_000, '30,01', 'fi', null, over],
    [3_000, 5_000, '29,99', 'en', null, unread],
    [10_000, 5_000, '12,5', 'de', 1_250, null],
    // A Finn's "12,500" has a decimal too many; to an English reader it is twelve thousand five hundred.
    [null, 5_000_000, '12,500', 'fi', null, unread],
    [null, 5_000_000, '12,500', 'en', 1_250_000, null],
  ] as const)('limit %s, balance %s: %s in %s is %s cents requested (refused: %s)', async (limitMinor, balanceMinor, amount, language, amountMinor, code) => {
    // Arrange
    const actor = await editing(limitMinor, balanceMinor)

    // Act
    actor.send({ type: 'withdrawal.submit', amount, language })

    // Assert
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.maxAmountMinor).toBe(Math.min(balanceMinor, limitMinor ?? balanceMinor))
    expect(snapshot.matches({ allowed: amountMinor !== null ? 'requesting' : 'editing' })).toBe(true)
    expect(snapshot.context.amountMinor).toBe(amountMinor)
    expect(snapshot.context.error).toEqual(code === null ? null : { code, message: 'The amount is more than may be withdrawn now.' })
  })

  it('withdrawableMinor is the balance capped by the limit', () => {
    expect(withdrawableMinor(check('SUCCESS', 3_000, 5_000))).toBe(3_000)
    expect(withdrawableMinor(check('SUCCESS', 8_000, 5_000))).toBe(5_000)
    expect(withdrawableMinor(check('SUCCESS', null, 5_000))).toBe(5_000)
  })
})
