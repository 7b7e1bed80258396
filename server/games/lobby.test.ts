import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, findGame, setFlags, signIn } from './test-support.ts'

let platform: TestPlatform
beforeAll(async () => {
  platform = await startTestPlatform()
  // Creating and seeding the database takes seconds, a minute or more on a busy two-core box.
}, 180_000)
afterAll(() => platform?.close())

const lobby = (query: string, token?: string) => call(platform, 'GET', `/api/v1/lobby-service/lobby?${query}`, { token })
const page = (query: string) => call(platform, 'GET', `/api/v1/lobby-service/games?${query}`)

describe('the lobby layout', () => {
  it('has the casino categories with labels in the language, a grid per category, a hero banner and the page size', async () => {
    const res = await lobby('channel=web&language=fi&market=FI')
    expect(res.status).toBe(200)
    expect(res.body.type).toBe('CASINO')
    expect(res.body.name).toBe('Kasino')
    expect(res.body.categories.map((c: any) => c.id)).toEqual(['popular', 'new', 'jackpots', 'classic', 'ancient', 'adventure', 'nature', 'magic', 'all'])
    expect(res.body.categories[0].label).toBe('Suositut')
    expect(res.body.categories[0].iconSvg).toMatch(/^<svg /)
    expect(res.body.gameGrids.map((g: any) => g.rowNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(res.body.gameGrids[0].games).toHaveLength(12)
    expect(res.body.gameGrids.at(-1).games).toHaveLength(60)
    expect(res.body.pageSize).toBe(60)
    expect(res.body.heroBanner).toEqual({ src: '/media/lobby/casino-hero.svg', width: 1440, height: 480 })
    const popular = res.body.gameGrids[0].games.map((g: any) => g.id)
    expect(new Set(popular).size).toBe(popular.length)
  })

  it('lists the casino filter without relax and the aggregators, showing their studios instead', async () => {
    const res = await lobby('channel=web&language=en&market=UN')
    const ids = res.body.providers.map((p: any) => p.id)
    expect(ids).toEqual(['playngo', 'quickspin', 'yggdrasil', 'pragmaticplay', 'evolution', 'novomatic'])
    expect(res.body.providers[0]).toEqual({ _id: 'playngo', id: 'playngo', title: "Play'n GO", isAggregators: false, providerImgUrl: '/media/providers/playngo.svg' })
    const studios = res.body.subProviders.map((s: any) => s.provider)
    expect(new Set(studios)).toEqual(new Set(['relax', 'pariplay', 'softswiss']))
  })

  it('lists the live filter without pariplay, softswiss and creedroomz, and pages live tables by 15 on mobile', async () => {
    const res = await lobby('channel=mobile&language=en&market=UN&type=LIVE_CASINO')
    expect(res.body.providers.map((p: any) => p.id)).toEqual(['pragmaticplay', 'evolution'])
    expect(res.body.subProviders).toEqual([])
    expect(res.body.pageSize).toBe(15)
    const all = res.body.gameGrids.find((g: any) => g.categoryId === 'live-all')
    expect(all.games).toHaveLength(15)
    expect(all.games.every((g: any) => g.type === 'LIVE_CASINO' && 'seats' in g && g.seatsTaken === 0)).toBe(true)
  })

  it('leaves out what a market is not offered: no Novomatic in Canada, no SOFTSWISS in the UK', async () => {
    const ca = await page('type=CASINO&channel=web&market=CA&providers=novomatic')
    expect(ca.body.total).toBe(0)
    const un = await page('type=CASINO&channel=web&market=UN&providers=novomatic')
    expect(un.body.total).toBeGreaterThan(50)
    const gg = await lobby('channel=web&language=en&market=GG')
    expect(gg.body.subProviders.some((s: any) => s.provider === 'softswiss')).toBe(false)
  })

  it('keeps CreedRoomz behind its flag', async () => {
    const tables = () => page('type=LIVE_CASINO&channel=web&market=UN&providers=creedroomz').then((r) => r.body.total)
    expect(await tables()).toBeGreaterThan(0)
    await platform.db.query(`update game_settings set value = 'off' where key = 'feature.creedroomz'`)
    try {
      expect(await tables()).toBe(0)
      expect((await call(platform, 'GET', '/api/v1/creedroomz/tables')).body).toEqual([])
    } finally {
      await platform.db.query(`update game_settings set value = 'on' where key = 'feature.creedroomz'`)
    }
    expect((await call(platform, 'GET', '/api/v1/creedroomz/tables')).body.length).toBeGreaterThan(0)
  })
})

describe('game pages', () => {
  it('pages all games by 60 on desktop and 30 on mobile, every game once', async () => {
    const first = await page('type=CASINO&channel=web&market=UN')
    expect(first.body.pageSize).toBe(60)
    const mobile = await page('type=CASINO&channel=mobile&market=UN')
    expect(mobile.body.pageSize).toBe(30)
    const total = first.body.total
    const seen: string[] = []
    for (let n = 1; n <= Math.ceil(total / 60); n++) seen.push(...(await page(`type=CASINO&channel=web&market=UN&page=${n}`)).body.games.map((g: any) => g.id))
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    const beyond = await page(`type=CASINO&channel=web&market=UN&page=${Math.ceil(total / 60) + 1}`)
    expect(beyond.body).toMatchObject({ games: [], total })
  })

  it('filters by providers and studios and by category, newest first in "new"', async () => {
    const res = await page('type=CASINO&channel=web&market=UN&providers=playngo,relax-northlight')
    expect(res.body.games.every((g: any) => g.gameProvider === 'playngo' || g.subProvider?._id === 'relax-northlight')).toBe(true)
    expect(new Set(res.body.games.map((g: any) => g.gameProvider))).toEqual(new Set(['playngo', 'relax']))
    const fresh = await page('type=CASINO&channel=web&market=UN&category=new')
    expect(fresh.body.total).toBe(36)
    const dates = await platform.db.query<{ released_on: Date }>('select released_on from games where id = any($1::text[])', [fresh.body.games.map((g: any) => g.id)])
    const newest = Math.max(...dates.map((d) => new Date(d.released_on).getTime()))
    const first = await platform.db.one<{ released_on: Date }>('select released_on from games where id = $1', [fresh.body.games[0].id])
    expect(new Date(first!.released_on).getTime()).toBe(newest)
  })

  it('shows a game the way the contract describes it', async () => {
    const res = await page('type=CASINO&channel=web&market=UN&category=popular')
    const featured = res.body.games.find((g: any) => g.rowSpan === 2)
    expect(featured.verticalImage).toBe(`/media/games/${featured.gameSlug}-vertical@2x.svg`)
    expect(featured.thumbnails['3x']).toBe(`/media/games/${featured.gameSlug}@3x.svg`)
    expect(featured.thumbnailSize).toEqual({ width: 200, height: 200 })
    expect(featured.restrictedCountries.length).toBeGreaterThanOrEqual(4)
    expect(featured.betLimits.currency).toBe('EUR')
  })
})

describe('search', () => {
  it('matches a case-insensitive substring anywhere in the name', async () => {
    const game = await findGame(platform, `g.name ~ ' '`)
    const middle = game.name.slice(2, 7)
    const res = await call(platform, 'GET', `/api/v1/lobby-service/games-by-name?name=${encodeURIComponent(middle.toUpperCase())}`)
    expect(res.status).toBe(200)
    expect(res.body.map((g: any) => g.id)).toContain(game.id)
    expect(res.body.every((g: any) => g.name.toLowerCase().includes(middle.toLowerCase()))).toBe(true)
  })

  it('treats % and _ as plain characters and filters by type', async () => {
    expect((await call(platform, 'GET', '/api/v1/lobby-service/games-by-name?name=%25')).body).toEqual([])
    expect((await call(platform, 'GET', '/api/v1/lobby-service/games-by-name?name=_')).body).toEqual([])
    const live = await call(platform, 'GET', '/api/v1/lobby-service/games-by-name?name=roulette&type=LIVE_CASINO')
    expect(live.body.length).toBeGreaterThan(20)
    expect(live.body.every((g: any) => g.type === 'LIVE_CASINO')).toBe(true)
  })
})

describe('the game guard lookup', () => {
  it('answers a game by slug, refuses its restricted countries and unknown slugs', async () => {
    const game = await findGame(platform, `g.provider_id = 'playngo'`)
    const ok = await call(platform, 'GET', `/api/v1/lobby-service/games/${game.slug}`, { headers: { 'X-Country': 'FI' } })
    expect(ok.status).toBe(200)
    expect(ok.body.id).toBe(game.id)
    const dk = await call(platform, 'GET', `/api/v1/lobby-service/games/${game.slug}`, { headers: { 'X-Country': 'DK' } })
    expect(dk).toMatchObject({ status: 400, body: { code: 'error.game.restricted' } })
    expect((await call(platform, 'GET', '/api/v1/lobby-service/games/no-such-game')).body.code).toBe('error.game.not.found')
  })

  it('refuses a market the provider does not target', async () => {
    const novo = await findGame(platform, `g.provider_id = 'novomatic'`)
    const res = await call(platform, 'GET', `/api/v1/lobby-service/games/${novo.slug}?market=CA`)
    expect(res).toMatchObject({ status: 400, body: { code: 'error.game.restricted' } })
  })

  it('refuses a player without the access the game needs (guard 7), and a flagged one (guard 4)', async () => {
    const { playerId, token } = await signIn(platform, 'demo.fi@croupier.test')
    const slot = await findGame(platform, `g.type = 'CASINO' and g.provider_id = 'pragmaticplay'`)
    const table = await findGame(platform, `g.type = 'LIVE_CASINO' and g.provider_id = 'evolution'`)
    const get = (slug: string) => call(platform, 'GET', `/api/v1/lobby-service/games/${slug}`, { token })
    try {
      expect((await get(slot.slug)).status).toBe(200)
      await setFlags(platform, playerId, { liveCasino: false })
      expect((await get(table.slug)).body.code).toBe('error.game.access.denied')
      expect((await get(slot.slug)).status).toBe(200)
      await setFlags(platform, playerId, { riskPayout: true })
      expect((await get(slot.slug)).body.code).toBe('error.game.access.denied')
    } finally {
      await setFlags(platform, playerId, { liveCasino: true, riskPayout: false })
    }
  })
})
