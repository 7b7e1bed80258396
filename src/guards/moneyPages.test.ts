import { describe, expect, it } from 'vitest'
import { inboxPageDecision } from './moneyPages'

describe('inboxPageDecision', () => {
  it('opens the inbox to a player in good standing', () => {
    expect(inboxPageDecision({ riskPayout: false, multibrandSuspended: false }, 'en-UN')).toEqual({ kind: 'allow' })
  })

  it('sends a payout-risk flagged or multibrand-suspended player home', () => {
    expect(inboxPageDecision({ riskPayout: true, multibrandSuspended: false }, 'fi-FI')).toEqual({ kind: 'redirect', to: '/fi-FI' })
    expect(inboxPageDecision({ riskPayout: false, multibrandSuspended: true }, 'en-CA')).toEqual({ kind: 'redirect', to: '/en-CA' })
  })
})
