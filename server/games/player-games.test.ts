import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { call, findGame, signIn } from './test-support.ts'

let platform: TestPlatform
let token: string
beforeAll(async () => {
  platform = await startTestPlatform()
  ;({ token } = await signIn(platform))
  // Creating and seeding the database takes seconds, a minute or more on a busy two-core box.
}, 180_000)
afterAll(() => platform?.close())

const ids = async (n: number, type = 'CASINO') =>
  (await platform.db.query<{ id: string }>(`select id from games where type = $1 and enabled order by position limit $2`, [type, n])).map((r) => r.id)

describe('recently played', () => {
  it('lists the newest first, 30 unless asked, and moves a game played again to the front', async () => {
    const games = await ids(35)
    for (const gameId of games) expect((await call(platform, 'POST', '/api/v1/lobby-service/recent-played-game', { token, body: { gameId } })).status).toBe(204)
    const list = await call(platform, 'GET', '/api/v1/player/games?category=RECENTLY_PLAYED', { token })
    expect(list.body).toHaveLength(30)
    expect(list.body[0].game.id).toBe(games[34])
    expect(list.body[0].category).toBe('RECENTLY_PLAYED')
    await call(platform, 'POST', '/api/v1/player/games', { token, body: { category: 'RECENTLY_PLAYED', gameId: games[0] } })
    const again = await call(platform, 'GET', '/api/v1/player/games?category=RECENTLY_PLAYED&limit=100', { token })
    expect(again.body).toHaveLength(35)
    expect(again.body[0].game.id).toBe(games[0])
    expect(again.body.map((e: any) => e.game.id).filter((id: string) => id === games[0])).toHaveLength(1)
  })

  it('refuses an unknown game and a visitor', async () => {
    expect((await call(platform, 'POST', '/api/v1/lobby-service/recent-played-game', { token, body: { gameId: 'nope' } })).body.code).toBe('error.game.not.found')
    expect((await call(platform, 'GET', '/api/v1/player/games?category=FAVOURITE')).status).toBe(401)
  })
})

describe('favourites', () => {
  it('are kept per lobby page', async () => {
    const [gameId] = await ids(1, 'LIVE_CASINO')
    const status = (page: string) => call(platform, 'GET', `/api/v1/player/games/favourite?gameId=${gameId}&lobbyPageType=${page}`, { token }).then((r) => r.body.favourite)
    expect(await status('live-casino-table')).toBe(false)
    const added = await call(platform, 'POST', '/api/v1/player/games/favourite', { token, body: { gameId, lobbyPageType: 'live-casino-table' } })
    expect(added.body).toEqual({ gameId, lobbyPageType: 'live-casino-table', favourite: true })
    expect(await status('live-casino-table')).toBe(true)
    expect(await status('live-casino')).toBe(false)
    const removed = await call(platform, 'DELETE', `/api/v1/player/games/favourite?gameId=${gameId}&lobbyPageType=live-casino-table`, { token })
    expect(removed.body.favourite).toBe(false)
    expect(await status('live-casino-table')).toBe(false)
  })

  it('"My games" are the favourites of the game\'s own lobby, listed newest first', async () => {
    const [a, b] = await ids(2)
    await call(platform, 'POST', '/api/v1/lobby-service/my-games/subscribe', { token, body: { gameId: a } })
    await call(platform, 'POST', '/api/v1/player/games', { token, body: { category: 'FAVOURITE', gameId: b } })
    const page = await call(platform, 'GET', `/api/v1/player/games/favourite?gameId=${a}&lobbyPageType=casino-lobby`, { token })
    expect(page.body.favourite).toBe(true)
    const list = await call(platform, 'GET', '/api/v1/player/games?category=FAVOURITE', { token })
    expect(list.body.slice(0, 2).map((e: any) => e.game.id)).toEqual([b, a])
    await call(platform, 'POST', '/api/v1/lobby-service/my-games/unsubscribe', { token, body: { gameId: a } })
    const after = await call(platform, 'GET', '/api/v1/player/games?category=FAVOURITE', { token })
    expect(after.body.map((e: any) => e.game.id)).not.toContain(a)
    expect((await call(platform, 'POST', '/api/v1/lobby-service/my-games/subscribe', { token, body: { gameId: 'missing-game' } })).status).toBe(404)
  })
})

describe('jackpots', () => {
  it('answer the jackpot games among those asked, with values that tick', async () => {
    const jackpot = await findGame(platform, 'g.jackpot_pool_id is not null')
    const plain = await findGame(platform, 'g.jackpot_pool_id is null')
    const ask = () => call(platform, 'GET', `/api/v1/lobby-service/jackpot-value?gameIds=${jackpot.id},${plain.id},unknown`)
    const first = await ask()
    expect(first.body).toHaveLength(1)
    expect(first.body[0]).toMatchObject({ gameId: jackpot.id, currency: 'EUR' })
    await new Promise((r) => setTimeout(r, 1100))
    const second = await ask()
    expect(second.body[0].amountMinor).not.toBe(first.body[0].amountMinor)
    const gaming = await call(platform, 'GET', `/api/v1/gaming/jackpotamount?gameIds=${jackpot.id}&siteId=5`)
    expect(gaming.body[0].gameId).toBe(jackpot.id)
  })
})

describe('winners', () => {
  it('rank the biggest wins of the period and the newest, in the currency asked', async () => {
    const top = await call(platform, 'GET', '/api/v1/player/wallet/top-winners?dateRange=MONTH&siteId=5&currency=EUR')
    expect(top.body.length).toBe(20)
    const amounts = top.body.map((w: any) => w.amountMinor)
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a))
    expect(top.body.every((w: any) => w.currency === 'EUR' && /^..\*\*\*$/.test(w.playerAlias))).toBe(true)
    const day = await call(platform, 'GET', '/api/v1/player/wallet/top-winners?dateRange=DAY&siteId=5&currency=EUR')
    expect(day.body.every((w: any) => Date.now() - Date.parse(w.wonAt) <= 86_400_000)).toBe(true)
    const latest = await call(platform, 'GET', '/api/v1/player/wallet/latest-winners?siteId=5&currency=NOK')
    const times = latest.body.map((w: any) => Date.parse(w.wonAt))
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a))
    expect(latest.body.every((w: any) => w.currency === 'NOK')).toBe(true)
  })

  it('include the real-money rounds the platform recorded', async () => {
    const { playerId } = await signIn(platform)
    const game = await findGame(platform, `g.type = 'CASINO'`)
    await platform.db.query(
      `insert into game_sessions (id, game_id, mode, player_id, jurisdiction, currency, language, channel, expires_at)
       values ('real-winner-session-0000000000000000000000', $1, 'real', $2, 'NO', 'NOK', 'en', 'web', now() + interval '1 hour')`,
      [game.id, playerId],
    )
    await platform.db.query(
      `insert into game_rounds (session_id, game_id, player_id, mode, currency, bet_minor, win_minor, status, outcome, settled_at)
       values ('real-winner-session-0000000000000000000000', $1, $2, 'real', 'NOK', 1000, 99999999, 'settled', '{"kind":"slot"}', now())`,
      [game.id, playerId],
    )
    const top = await call(platform, 'GET', '/api/v1/player/wallet/top-winners?dateRange=DAY&siteId=5&currency=NOK')
    expect(top.body[0]).toMatchObject({ gameId: game.id, amountMinor: 99999999, playerAlias: 'Da***' })
    const latest = await call(platform, 'GET', '/api/v1/player/wallet/latest-winners?siteId=5&currency=NOK')
    expect(latest.body.some((w: any) => w.amountMinor === 99999999)).toBe(true)
  })
})
