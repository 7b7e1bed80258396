import { describe, expect, it } from 'vitest'
import { deepLinkOf } from './deepLink'

describe('deepLinkOf', () => {
  it('opens the sport-base page by default, narrowed by the path', () => {
    expect(deepLinkOf({})).toEqual({ page: 'sport-base' })
    expect(deepLinkOf({ category: 'football', region: 'finland', competition: 'veikkausliiga', event: 'ev-12' })).toEqual({
      page: 'sport-base',
      category: 'football',
      region: 'finland',
      competition: 'veikkausliiga',
      event: 'ev-12',
    })
  })

  it('reads the live-betting and bet-history page keys in the category place', () => {
    expect(deepLinkOf({ category: 'live-betting' })).toEqual({ page: 'live-betting' })
    expect(deepLinkOf({ category: 'bet-history' })).toEqual({ page: 'bet-history' })
  })
})
