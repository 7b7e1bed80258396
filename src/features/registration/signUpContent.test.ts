import { describe, expect, it } from 'vitest'
import { latestTermsVersion, smsMaxAttemptsFrom } from './signUpContent'

const doc = (blocks: { id: string; body?: string }[]) => ({
  query: 'q',
  locale: 'en-UN',
  updatedAt: '2026-11-22T00:00:00Z',
  blocks: blocks.map((b) => ({ kind: 'text' as const, ...b })),
})

describe('sign-up content', () => {
  it('reads smsMaxAttempts from its block and ignores anything that is not a positive whole number', () => {
    expect(smsMaxAttemptsFrom(doc([{ id: 'sms-max-attempts', body: '3' }]))).toBe(3)
    expect(smsMaxAttemptsFrom(doc([{ id: 'sms-max-attempts', body: 'three' }]))).toBeNull()
    expect(smsMaxAttemptsFrom(doc([{ id: 'sms-max-attempts', body: '0' }]))).toBeNull()
    expect(smsMaxAttemptsFrom(doc([]))).toBeNull()
    expect(smsMaxAttemptsFrom(null)).toBeNull()
  })

  it('picks the newest terms version, numerically', () => {
    expect(latestTermsVersion(doc([{ id: 'terms-v2' }, { id: 'terms-v10' }, { id: 'terms-v9' }, { id: 'other' }]))).toBe('10')
    expect(latestTermsVersion(doc([{ id: 'other' }]))).toBeNull()
  })
})
