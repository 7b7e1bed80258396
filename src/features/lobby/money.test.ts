import { describe, expect, it } from 'vitest'
import { formatMinor } from './money'

describe('formatMinor', () => {
  it('divides by the currency\'s own minor unit', () => {
    expect(formatMinor(324875, 'EUR', 'en')).toBe('€3,248.75')
    expect(formatMinor(5000, 'CLP', 'es-CL')).toMatch(/5\.000/)
    expect(formatMinor(1200, 'JPY', 'ja')).toMatch(/1,200/)
  })
})
