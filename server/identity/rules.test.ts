import { describe, expect, it } from 'vitest'
import { legacyHash, verifyLegacyPassword } from './migration.ts'
import { codeMatches, hashCode, newCode } from './one-time-codes.ts'
import { passwordProblem } from './passwords.ts'
import { isPlausiblePhone } from './phone-plans.ts'
import { ageOn, checkDateOfBirth, checkEmail } from './rules.ts'
import { verificationRuleFor } from './verification-rules.ts'

describe('age', () => {
  it('turns 18 on the birthday, and a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17)
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
  })

  it('refuses impossible dates as invalid rather than underage', () => {
    const now = new Date('2026-06-15T12:00:00Z')
    expect(checkDateOfBirth('p', '1990-02-30', now)[0]?.code).toBe('error.date_of_birth.invalid')
    expect(checkDateOfBirth('p', '1899-12-31', now)[0]?.code).toBe('error.date_of_birth.invalid')
    expect(checkDateOfBirth('p', '2008-06-16', now)[0]?.code).toBe('error.date_of_birth.underage')
    expect(checkDateOfBirth('p', '2008-06-15', now)).toEqual([])
  })
})

describe('phone numbers', () => {
  it("accepts the country's prefix with a national number of a plausible length", () => {
    expect(isPlausiblePhone('NO', '+47', '+47', '41234567')).toBe(true)
    expect(isPlausiblePhone('FI', '+358', '+358', '401234567')).toBe(true)
    expect(isPlausiblePhone('GB', '+44', '+44', '7911123456')).toBe(true)
  })

  it('refuses another prefix, a kept trunk 0 and lengths the plan does not have', () => {
    expect(isPlausiblePhone('NO', '+47', '+46', '41234567')).toBe(false)
    expect(isPlausiblePhone('GB', '+44', '+44', '07911123456')).toBe(false)
    expect(isPlausiblePhone('NO', '+47', '+47', '4123456')).toBe(false)
    expect(isPlausiblePhone('NO', '+47', '+47', '412345678')).toBe(false)
  })
})

describe('passwords and e-mails', () => {
  it('counts characters as a player does and compares common passwords in any letter case', () => {
    expect(passwordProblem('ééééééé')).toBe('error.password.too_short')
    expect(passwordProblem('éééééééé')).toBeNull()
    expect(passwordProblem('x'.repeat(129))).toBe('error.password.too_long')
    expect(passwordProblem('x'.repeat(128))).toBeNull()
    expect(passwordProblem('QWERTYUIOP')).toBe('error.password.too_weak')
    expect(passwordProblem('Croupier!2026')).toBeNull()
  })

  it('wants a dotted domain', () => {
    expect(checkEmail('p', 'a@b')).toHaveLength(1)
    expect(checkEmail('p', 'a b@example.com')).toHaveLength(1)
    expect(checkEmail('p', 'first.last+tag@mail.example.co.uk')).toEqual([])
  })
})

describe('codes and hashes', () => {
  it('makes 6-digit codes whose hash is bound to their row', () => {
    const code = newCode()
    expect(code).toMatch(/^\d{6}$/)
    const stored = hashCode('row-1', code)
    expect(codeMatches('row-1', code, stored)).toBe(true)
    expect(codeMatches('row-2', code, stored)).toBe(false)
    expect(codeMatches('row-1', code, null)).toBe(false)
  })

  it("checks the old platform's hashes", () => {
    const stored = legacyHash('Old-Secret-1', 'salt')
    expect(verifyLegacyPassword('Old-Secret-1', stored)).toBe(true)
    expect(verifyLegacyPassword('old-secret-1', stored)).toBe(false)
    expect(verifyLegacyPassword('Old-Secret-1', 'scrypt$1$2$3$x$y')).toBe(false)
  })
})

describe('verification rules', () => {
  it('has a rule for markets it knows and falls back to UN', () => {
    expect(verificationRuleFor('NZ')).toEqual({ sms: false, email: false })
    expect(verificationRuleFor('FI')).toEqual({ sms: true, email: true })
    expect(verificationRuleFor('XX')).toEqual(verificationRuleFor('UN'))
  })
})
