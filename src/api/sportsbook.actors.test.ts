import { describe, expect, it } from 'vitest'
import { iframeContextBody, sportsbookFrameEvent } from './sportsbook.actors'

const caller = {
  settings: { segmentId: 'default', languageCode: 'en', currencyCode: 'NOK', jurisdiction: 'NO' },
  visitor: { userAgent: 'ua', channel: 'web' as const, countryCode: 'NO', deviceType: 'desktop' as const, IP: '203.0.113.9' },
}
const now = new Date('2026-11-28T03:00:00.000Z')

describe('the sportsbook frame’s messages', () => {
  it('reads only the sportsbook’s own login request', () => {
    expect(sportsbookFrameEvent({ source: 'croupier-sportsbook', type: 'loginRequested' })).toEqual({ type: 'frame.loginRequested' })
    expect(sportsbookFrameEvent({ source: 'croupier-sandbox', type: 'loginRequested' })).toBeNull()
    expect(sportsbookFrameEvent({ source: 'croupier-sportsbook', type: 'betPlaced' })).toBeNull()
    expect(sportsbookFrameEvent('loginRequested')).toBeNull()
    expect(sportsbookFrameEvent(null)).toBeNull()
  })
})

describe('the CreateIFrameContext v1 body', () => {
  it('names a logged-in customer’s settings as loggedInCustomer, with the deep link and the frame setup', () => {
    const body = iframeContextBody({ customerState: 'LoggedIn', deepLinking: { page: 'bet-history' }, iFrameSetup: { maxWidth: 1920 } }, caller, 'c0ffee00-0000-4000-8000-000000000000', now)
    expect(body).toEqual({
      correlationId: 'c0ffee00-0000-4000-8000-000000000000',
      brandId: 'croupier',
      dateTimeStamp: '2026-11-28T03:00:00.000Z',
      customerState: 'LoggedIn',
      visitorDetails: caller.visitor,
      loggedInCustomer: caller.settings,
      deepLinking: { page: 'bet-history' },
      iFrameSetup: { maxWidth: 1920 },
    })
  })

  it('names a visitor’s settings as loggedOutCustomer and nothing else', () => {
    const body = iframeContextBody({ customerState: 'Anonymous', deepLinking: { page: 'sport-base' }, iFrameSetup: { maxWidth: 1920, topOffset: 56 } }, caller, 'id', now)
    expect(body).toMatchObject({ customerState: 'Anonymous', loggedOutCustomer: caller.settings, iFrameSetup: { maxWidth: 1920, topOffset: 56 } })
    expect('loggedInCustomer' in body).toBe(false)
  })
})
