import { describe, expect, it } from 'vitest'
import { bookOfDead } from '../../../machines/lobby/lobby.fixtures'
import { gamePath, tileHref } from './gamePath'

const table = { ...bookOfDead, type: 'LIVE_CASINO' as const, gameProvider: 'evolution' as const, gameSlug: 'lightning-roulette', demo: false }

describe('game paths', () => {
  it('puts casino and live games under their own lobby', () => {
    expect(gamePath('fi-FI', bookOfDead)).toBe('/fi-FI/online-casino/play/playngo/book-of-dead')
    expect(gamePath('en-UN', table)).toBe('/en-UN/live-casino-online/play/evolution/lightning-roulette')
  })

  it('sends a visitor to the game when it has fun mode, and a player always', () => {
    expect(tileHref('en-UN', bookOfDead, false, '/en-UN/online-casino')).toBe('/en-UN/online-casino/play/playngo/book-of-dead')
    expect(tileHref('en-UN', table, true, '/en-UN/live-casino-online')).toBe('/en-UN/live-casino-online/play/evolution/lightning-roulette')
  })

  it('opens the login for a visitor at a live table even when it has a demo', () => {
    expect(tileHref('en-UN', { ...table, demo: true }, false, '/en-UN/live-casino-online')).toMatch(/^\/en-UN\/live-casino-online\?login=1&redirect=/)
    expect(tileHref('en-UN', { ...bookOfDead, demo: false }, false, '/en-UN/online-casino')).toMatch(/^\/en-UN\/online-casino\?login=1&redirect=/)
  })

  it('opens the login over the lobby for a visitor clicking a live table, keeping the table to open afterwards', () => {
    const href = tileHref('en-UN', table, false, '/en-UN/live-casino-online?x=1')
    const [path, query] = href.split('?')
    expect(path).toBe('/en-UN/live-casino-online')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ x: '1', login: '1', redirect: '/en-UN/live-casino-online/play/evolution/lightning-roulette' })
  })

  it('on a phone, opens the pre-game dialog over the lobby for the providers that take the whole screen', () => {
    const pragmatic = { ...bookOfDead, gameProvider: 'pragmaticplay' as const, gameSlug: 'gates-of-gold' }
    const [path, query] = tileHref('en-UN', pragmatic, false, '/en-UN/online-casino?x=1', 'mobile').split('?')
    expect(path).toBe('/en-UN/online-casino')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ x: '1', pregame: 'gates-of-gold' })
    expect(tileHref('en-UN', pragmatic, true, '/en-UN/online-casino', 'mobile')).toBe('/en-UN/online-casino?pregame=gates-of-gold')
    // Not on a desktop, and not for the other providers.
    expect(tileHref('en-UN', pragmatic, false, '/en-UN/online-casino', 'web')).toBe('/en-UN/online-casino/play/pragmaticplay/gates-of-gold')
    expect(tileHref('en-UN', bookOfDead, false, '/en-UN/online-casino', 'mobile')).toBe('/en-UN/online-casino/play/playngo/book-of-dead')
    // A visitor at a live table still gets the login first.
    expect(tileHref('en-UN', { ...table, gameProvider: 'pragmaticplay' }, false, '/en-UN/live-casino-online', 'mobile')).toMatch(/\?login=1&redirect=/)
  })
})
