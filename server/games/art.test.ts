import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../seed/games-catalogue.ts'
import { heroSvg, layoutTitle, providerLogoSvg, thumbnailSvg, verticalSvg } from './art.ts'
import { providerById } from './providers.ts'

const games = generateCatalogue().games
const subject = (g: (typeof games)[number]) => ({ slug: g.slug, name: g.name, theme: g.theme, providerTitle: providerById.get(g.provider)!.title })

describe('game art', () => {
  it('draws a distinct thumbnail for every game, the same every time', () => {
    const drawn = games.map((g) => thumbnailSvg(subject(g), 1))
    expect(new Set(drawn).size).toBe(games.length)
    expect(thumbnailSvg(subject(games[0]!), 1)).toBe(drawn[0])
  })

  it('sizes 1x, 2x and 3x from one drawing', () => {
    const g = subject(games[0]!)
    for (const d of [1, 2, 3] as const) {
      const svg = thumbnailSvg(g, d)
      expect(svg).toContain(`width="${200 * d}" height="${200 * d}" viewBox="0 0 200 200"`)
    }
    expect(verticalSvg(g)).toContain('width="400" height="832" viewBox="0 0 200 416"')
  })

  it('escapes the title and needs nothing from outside', () => {
    const svg = thumbnailSvg({ slug: 'x', name: 'Dragons & <Pearls>', theme: 'asia', providerTitle: "Play'n GO" }, 2)
    expect(svg).toContain('Dragons &amp;')
    expect(svg).toContain('&lt;Pearls&gt;')
    expect(svg).toContain('PLAY&apos;N GO')
    for (const s of [svg, heroSvg('casino'), heroSvg('live-casino'), providerLogoSvg('Evolution', 'evolution')]) {
      expect(s).not.toMatch(/href=|<image|<script|url\((?!#)/)
      expect(s.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    }
  })

  it('fits a title on at most three lines, as large as it fits', () => {
    expect(layoutTitle('Hot Sevens', 176)).toEqual({ lines: ['Hot Sevens'], fontSize: 30 })
    const long = layoutTitle('Stampeding Gorilla Remastered Christmas Edition', 176)
    expect(long.lines.length).toBeLessThanOrEqual(3)
    expect(long.fontSize).toBeLessThan(30)
    for (const line of long.lines) expect(line.length * long.fontSize * 0.56).toBeLessThanOrEqual(176)
  })
})
