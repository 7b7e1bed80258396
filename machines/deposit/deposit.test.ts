import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseAmountMinor } from './amount'

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
