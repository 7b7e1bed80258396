import { describe, expect, it } from 'vitest'
import { breakpoints, contrastPairs, contrastRatio, croupierColors, devices, layout } from './tokens'

describe('croupier theme', () => {
  it.each(contrastPairs)('%s on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrastRatio(croupierColors[foreground], croupierColors[background])).toBeGreaterThanOrEqual(4.5)
  })

  it('computes the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5)
  })

  it('keeps the spec breakpoints and layout constants', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 320, md: 768, lg: 1024, xl: 1440 })
    expect(devices).toEqual({ mobile: 320, tablet: 768, desktop: 1024, largeDesktop: 1440 })
    expect(layout.sportsbookMaxWidth).toBe(1920)
    expect(layout.mobileTopBar).toBe(56)
  })
})
