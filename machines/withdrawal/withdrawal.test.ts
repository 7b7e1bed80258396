import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
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
