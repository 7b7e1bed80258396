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
})
