import { describe, expect, it } from 'vitest'
import { frameEvent } from './gameLaunch.actors'

describe('frameEvent', () => {
  it('reads the launcher\'s ready, balance update and round end', () => {
    expect(frameEvent({ source: 'croupier-sandbox', type: 'ready', balanceMinor: 100000, currency: 'EUR', mode: 'fun' })).toEqual({ type: 'frame.ready', balanceMinor: 100000, currency: 'EUR' })
    expect(frameEvent({ source: 'croupier-sandbox', type: 'balanceUpdate', balanceMinor: 99980, currency: 'EUR' })).toEqual({ type: 'frame.balance', balanceMinor: 99980, currency: 'EUR' })
    expect(frameEvent({ source: 'croupier-sandbox', type: 'roundEnd', balanceMinor: 100030, currency: 'EUR', betMinor: 20, winMinor: 50, roundId: 'r' })).toEqual({
      type: 'frame.roundEnd', balanceMinor: 100030, currency: 'EUR', betMinor: 20, winMinor: 50,
    })
  })

  it('ignores anything else: another source, an unknown type, a wrong shape', () => {
    expect(frameEvent({ source: 'someone-else', type: 'ready', balanceMinor: 1, currency: 'EUR' })).toBeNull()
    expect(frameEvent({ source: 'croupier-sandbox', type: 'pong', balanceMinor: 1, currency: 'EUR' })).toBeNull()
    expect(frameEvent({ source: 'croupier-sandbox', type: 'roundEnd', balanceMinor: 1, currency: 'EUR' })).toBeNull()
    expect(frameEvent({ source: 'croupier-sandbox', type: 'ready', balanceMinor: '1', currency: 'EUR' })).toBeNull()
    expect(frameEvent('ready')).toBeNull()
    expect(frameEvent(null)).toBeNull()
  })
})
