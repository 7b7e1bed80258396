import { describe, expect, it } from 'vitest'
import type { Market } from '../locale/langmarket'
import { market } from '../locale/market.fixtures'
import { authorisedPageDecision, bonusPageDecision, lobbyAccessDecision, localeDecision, sportsbookAccessDecision, termsDecision } from './decisions'

describe('authorised-page guard (8)', () => {
  it('lets an authorised player through', () => {
    expect(authorisedPageDecision('authorized', { langmarket: 'fi-FI', href: '/fi-FI/deposit' })).toEqual({ kind: 'allow' })
  })

  it('sends an anonymous visitor to the 401 page of the same locale with the login modal, keeping the page as redirect', () => {
    expect(authorisedPageDecision('anonymous', { langmarket: 'fi-FI', href: '/fi-FI/deposit?amount=10' })).toEqual({
      kind: 'redirect',
      to: '/fi-FI/401',
      search: { redirect: '/fi-FI/deposit?amount=10', login: '1' },
    })
  })
})

describe('terms guard (9)', () => {
  const pending = { authorized: true, showUpdatedTnC: true, langmarket: 'en-UN' }

  it('sends a player with updated terms from a casino page to accept-terms', () => {
    expect(termsDecision({ ...pending, rest: '/casino' })).toEqual({
      kind: 'redirect',
      to: '/en-UN/accept-terms-condition',
    })
  })

  it.each(['', '/my-account', '/my-account/banking/transactions', '/accept-terms-condition'])(
    'leaves %j reachable',
    (rest) => {
      expect(termsDecision({ ...pending, rest })).toEqual({ kind: 'allow' })
    },
  )

  it('does not treat a look-alike path as a my-account page', () => {
    expect(termsDecision({ ...pending, rest: '/my-accounting' }).kind).toBe('redirect')
  })

  it('ignores anonymous visitors and players with nothing to accept', () => {
    expect(termsDecision({ ...pending, authorized: false, rest: '/casino' })).toEqual({ kind: 'allow' })
    expect(termsDecision({ ...pending, showUpdatedTnC: false, rest: '/casino' })).toEqual({ kind: 'allow' })
  })
})

describe('locale guard (10)', () => {
  const markets: Market[] = [market('UN', { name: 'International' })]

  it('allows a valid locale and hands over its catalog', () => {
    const decision = localeDecision('en-UN', { pathname: '/en-UN/401', searchStr: '' }, markets)
    expect(decision).toMatchObject({ kind: 'allow', locale: { catalog: 'en', langmarket: 'en-UN' } })
  })

  it('redirects an unknown locale to the default one keeping path and query', () => {
    expect(localeDecision('fi-FI', { pathname: '/fi-FI/401', searchStr: '?redirect=%2Fx' }, markets)).toEqual({
      kind: 'redirect',
      href: '/en-UN/401?redirect=%2Fx',
    })
  })

  it('reports the default locale as unavailable instead of redirecting it to itself', () => {
    expect(localeDecision('en-UN', { pathname: '/en-UN', searchStr: '' }, [])).toEqual({ kind: 'unavailable' })
  })
})

describe('lobbyAccessDecision (guard 4)', () => {
  const flags = { payout: true, casino: true, liveCasino: true, sports: true, virtualSports: true, bonuses: true, deposit: true, withdrawal: true, isWithdrawalReview: false, crypto: false, affiliateReg: false, volt: false, macropay: false, manualClaimAllowed: true, riskPayout: false, multibrandSuspended: false }
  const home = { kind: 'redirect', to: '/fi-FI' }

  it('lets a visitor and a player with access into both lobbies', () => {
    expect(lobbyAccessDecision('CASINO', null, 'fi-FI')).toEqual({ kind: 'allow' })
    expect(lobbyAccessDecision('LIVE_CASINO', flags, 'fi-FI')).toEqual({ kind: 'allow' })
  })

  it('sends home a player without access to that lobby only', () => {
    expect(lobbyAccessDecision('CASINO', { ...flags, casino: false }, 'fi-FI')).toEqual(home)
    expect(lobbyAccessDecision('LIVE_CASINO', { ...flags, casino: false }, 'fi-FI')).toEqual({ kind: 'allow' })
    expect(lobbyAccessDecision('LIVE_CASINO', { ...flags, liveCasino: false }, 'fi-FI')).toEqual(home)
  })

  it('sends home a player flagged for payout risk or multibrand-suspended', () => {
    expect(lobbyAccessDecision('CASINO', { ...flags, riskPayout: true }, 'fi-FI')).toEqual(home)
    expect(lobbyAccessDecision('LIVE_CASINO', { ...flags, multibrandSuspended: true }, 'fi-FI')).toEqual(home)
  })
})

describe('bonusPageDecision', () => {
  const flags = { payout: true, casino: true, liveCasino: true, sports: true, virtualSports: true, bonuses: true, deposit: true, withdrawal: true, isWithdrawalReview: false, crypto: false, affiliateReg: false, volt: false, macropay: false, manualClaimAllowed: true, riskPayout: false, multibrandSuspended: false }
  const home = { kind: 'redirect', to: '/fi-FI' }

  it('lets a player with bonuses in', () => {
    expect(bonusPageDecision(flags, 'fi-FI')).toEqual({ kind: 'allow' })
  })

  it('sends home a player flagged for payout risk, suspended on a sister brand, or without bonuses', () => {
    expect(bonusPageDecision({ ...flags, riskPayout: true }, 'fi-FI')).toEqual(home)
    expect(bonusPageDecision({ ...flags, multibrandSuspended: true }, 'fi-FI')).toEqual(home)
    expect(bonusPageDecision({ ...flags, bonuses: false }, 'fi-FI')).toEqual(home)
  })
})

describe('sportsbookAccessDecision (guard 5)', () => {
  const flags = { payout: true, casino: true, liveCasino: true, sports: true, virtualSports: true, bonuses: true, deposit: true, withdrawal: true, isWithdrawalReview: false, crypto: false, affiliateReg: false, volt: false, macropay: false, manualClaimAllowed: true, riskPayout: false, multibrandSuspended: false }
  const home = { kind: 'redirect', to: '/no-NO' }

  it('lets a visitor and a player with sportsbook access in', () => {
    expect(sportsbookAccessDecision(null, 'no-NO')).toEqual({ kind: 'allow' })
    expect(sportsbookAccessDecision({ ...flags, casino: false, liveCasino: false }, 'no-NO')).toEqual({ kind: 'allow' })
  })

  it('sends home a player without sportsbook access, flagged for payout risk or multibrand-suspended', () => {
    expect(sportsbookAccessDecision({ ...flags, sports: false }, 'no-NO')).toEqual(home)
    expect(sportsbookAccessDecision({ ...flags, riskPayout: true }, 'no-NO')).toEqual(home)
    expect(sportsbookAccessDecision({ ...flags, multibrandSuspended: true }, 'no-NO')).toEqual(home)
  })
})
