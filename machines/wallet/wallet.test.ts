import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { balancesOf } from './balances'

const amount = fc.integer({ min: 0, max: 10 ** 11 })
const cash = fc.array(amount.map((cashMinor) => ({ cashMinor, currency: 'NOK' })), { maxLength: 4 })
const vertical = fc.constantFrom('CASINO', 'FREE_BET', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS' as const)
const bonus = fc.array(fc.record({ bonusMinor: amount, vertical, currency: fc.constant('NOK') }), { maxLength: 6 })
const parts = fc.record({ MAIN: cash, LOCKED: cash, BONUS: bonus })

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('balancesOf', () => {
  it('counts every entry once: the total is main + locked + the three bonus balances, and the sum of all entries', () => {
    fc.assert(
      fc.property(parts, (balanceMap) => {
        const b = balancesOf({ currency: 'NOK', balanceMap })
        expect(b.totalMinor).toBe(b.mainMinor + b.lockedMinor + b.sportsBonusMinor + b.casinoBonusMinor + b.liveCasinoBonusMinor)
        const all = [...balanceMap.MAIN, ...balanceMap.LOCKED].map((e) => e.cashMinor).concat(balanceMap.BONUS.map((e) => e.bonusMinor))
        expect(b.totalMinor).toBe(sum(all))
        expect(Number.isSafeInteger(b.totalMinor)).toBe(true)
      }),
    )
  })

  it('puts free bets with sports, free spins with casino, and keeps the currency', () => {
    const b = balancesOf({
      currency: 'EUR',
      balanceMap: {
        MAIN: [{ cashMinor: 1001, currency: 'EUR' }, { cashMinor: 2, currency: 'EUR' }],
        LOCKED: [{ cashMinor: 300, currency: 'EUR' }],
        BONUS: [
          { bonusMinor: 10, vertical: 'SPORTS', currency: 'EUR' },
          { bonusMinor: 20, vertical: 'FREE_BET', currency: 'EUR' },
          { bonusMinor: 40, vertical: 'CASINO', currency: 'EUR' },
          { bonusMinor: 80, vertical: 'FREE_SPINS', currency: 'EUR' },
          { bonusMinor: 160, vertical: 'LIVE_CASINO', currency: 'EUR' },
        ],
      },
    })
    expect(b).toEqual({ currency: 'EUR', mainMinor: 1003, lockedMinor: 300, sportsBonusMinor: 30, casinoBonusMinor: 120, liveCasinoBonusMinor: 160, totalMinor: 1613 })
  })

  it('reads an empty wallet as zero everywhere', () => {
    expect(balancesOf({ currency: 'NZD', balanceMap: { MAIN: [], LOCKED: [], BONUS: [] } }).totalMinor).toBe(0)
  })
})
