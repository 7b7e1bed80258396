import { describe, expect, it } from 'vitest'
import { providers } from '../games/providers.ts'
import { CATALOGUE_VERSION, generateCatalogue, slugify } from './games-catalogue.ts'
import { reservedTitles } from './games-words.ts'

const catalogue = generateCatalogue()
const { games } = catalogue

describe('the generated catalogue', () => {
  it('has over a thousand games, the same on every run', () => {
    expect(games.length).toBeGreaterThanOrEqual(1000)
    expect(generateCatalogue()).toEqual(catalogue)
    expect(CATALOGUE_VERSION).toBeGreaterThan(0)
  })

  it('has slots from every casino provider and live tables from the five live providers', () => {
    const slotsBy = (p: string) => games.filter((g) => g.provider === p && g.type === 'CASINO').length
    for (const p of ['relax', 'playngo', 'quickspin', 'yggdrasil', 'pariplay', 'softswiss', 'pragmaticplay', 'evolution', 'novomatic']) expect(slotsBy(p), p).toBeGreaterThan(50)
    const liveBy = new Set(games.filter((g) => g.type === 'LIVE_CASINO').map((g) => g.provider))
    expect([...liveBy].sort()).toEqual(['creedroomz', 'evolution', 'pariplay', 'pragmaticplay', 'softswiss'])
    expect(games.filter((g) => g.type === 'LIVE_CASINO').every((g) => g.table && g.gameType === 'roulette')).toBe(true)
  })

  it('gives every game a unique id, slug, title and provider code, in the contract\'s patterns', () => {
    const unique = (values: string[]) => new Set(values).size === values.length
    expect(unique(games.map((g) => g.id))).toBe(true)
    expect(unique(games.map((g) => g.slug))).toBe(true)
    expect(unique(games.map((g) => g.name.toLowerCase()))).toBe(true)
    expect(unique(games.map((g) => `${g.provider}:${g.providerGameCode}`))).toBe(true)
    for (const g of games) {
      expect(g.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
      expect(g.slug).toMatch(/^[a-z0-9][a-z0-9-]{0,127}$/)
      expect(g.slug).toBe(slugify(g.name))
    }
  })

  it('reads like a real lobby: capitalised titles, none of them another company\'s famous game', () => {
    for (const g of games) {
      expect(g.name).toMatch(/^[\p{Lu}\d]/u)
      expect(reservedTitles.some((t) => g.name.toLowerCase().includes(t)), g.name).toBe(false)
    }
    expect(slugify('Dragons & Pearls')).toBe('dragons-and-pearls')
    expect(slugify('Türkçe Rulet')).toBe('turkce-rulet')
  })

  it('gives slots stakes that split over 20 lines and tables their seats and schedules', () => {
    for (const g of games) {
      expect(g.betMaxMinor).toBeGreaterThanOrEqual(g.betMinMinor)
      if (g.type === 'CASINO') expect(g.betMinMinor % 20).toBe(0)
      else expect(g.table!.bettingMs).toBeGreaterThan(0)
    }
    expect(games.some((g) => g.table?.seats !== null && g.table?.seats !== undefined)).toBe(true)
    expect(games.some((g) => g.table && g.table.seats === null)).toBe(true)
  })

  it('files games in categories, with jackpots, featured tiles and web-only classics', () => {
    expect(games.filter((g) => g.categories.includes('popular'))).toHaveLength(48)
    expect(games.filter((g) => g.categories.includes('new'))).toHaveLength(36)
    expect(games.filter((g) => g.jackpotPool).length).toBeGreaterThan(30)
    expect(games.filter((g) => g.jackpotPool).every((g) => g.categories.includes('jackpots'))).toBe(true)
    expect(games.filter((g) => g.rowSpan === 2)).toHaveLength(9)
    expect(games.some((g) => g.channels.length === 1 && g.channels[0] === 'web')).toBe(true)
    const ids = new Set(catalogue.categories.map((c) => c.id))
    for (const g of games) for (const c of g.categories) expect(ids.has(c), c).toBe(true)
    for (const c of catalogue.categories) expect(Object.keys(c.labels).sort()).toEqual(['de', 'en', 'es', 'fi', 'fr', 'ja', 'no', 'pl', 'pt', 'tl', 'tr'])
  })
})

describe('the providers', () => {
  it('restrict 4 to 9 countries each; one live provider and ten studios target every market', () => {
    for (const p of providers) expect(p.restrictedCountries.length, p.id).toBeGreaterThanOrEqual(4)
    for (const p of providers) expect(p.restrictedCountries.length, p.id).toBeLessThanOrEqual(9)
    expect(providers.filter((p) => p.live && p.targetMarkets.length === 0).map((p) => p.id)).toEqual(['creedroomz'])
    expect(providers.flatMap((p) => p.subProviders).filter((s) => s.targetMarkets.length === 0)).toHaveLength(10)
  })
})
