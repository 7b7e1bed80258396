import { describe, expect, it } from 'vitest'
import { loginModalHref } from './loginSearch'

describe('the header log-in link', () => {
  it('opens the login modal over the current page, keeping its query', () => {
    expect(loginModalHref('/en-NO')).toBe('/en-NO?login=1')
    expect(loginModalHref('/en-NO/casino?bonusCode=WIN50')).toBe('/en-NO/casino?bonusCode=WIN50&login=1')
    expect(loginModalHref('/en-NO?login=1')).toBe('/en-NO?login=1')
  })

  it('never carries the e-mailed reset key over from the reset page', () => {
    const href = loginModalHref('/en-NO/reset-password?resetKey=k3y%2Fsecret&bonusCode=WIN50')
    expect(href).not.toContain('k3y')
    expect(href).not.toContain('resetKey')
    expect(href).toBe('/en-NO/reset-password?bonusCode=WIN50&login=1')
  })
})
