/**
 * listLastPlayedGames on PGlite or (TEST_DATABASE_URL) PostgreSQL: the games a player last bet on,
 * one entry per game at its latest round, newest first, the limit applied; another player's rounds
 * are not theirs.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'
import { clientFor, createPlayer, fund, realGameSession, type Client } from './test-support.ts'
import { bet } from './seamless.ts'

let platform: TestPlatform

beforeAll(async () => {
  platform = await startTestPlatform()
}, 180_000)
afterAll(() => platform?.close())

/** A real bet on `gameId` through the seamless wallet, its round then dated `at`. */
async function betOn(playerId: string, gameId: string, at: string): Promise<void> {
  const taken = await bet(platform.db, { transactionId: `tx-${randomUUID()}`, sessionId: await realGameSession(platform.db, playerId, gameId), amountMinor: 100, outcome: { kind: 'slot' } })
  expect(taken.status).toBe('OK')
  await platform.db.query('update game_rounds set started_at = $2 where id = $1', [taken.roundId, at])
}

describe('the games a player last bet on', () => {
  let c: Client
  let games: string[]

  beforeAll(async () => {
    const playerId = await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI' })
    await fund(platform.db, playerId, 100_000)
    c = await clientFor(platform, playerId)
    games = (await platform.db.query<{ id: string }>(`select id from games where enabled and type = 'CASINO' order by id limit 4`)).map((g) => g.id)
    await betOn(playerId, games[0]!, '2026-01-01T10:00:00Z')
    await betOn(playerId, games[1]!, '2026-01-02T10:00:00Z')
    await betOn(playerId, games[0]!, '2026-01-03T10:00:00Z')
    await betOn(playerId, games[2]!, '2026-01-04T10:00:00Z')
    // Another player's bet is not this player's.
    const other = await createPlayer(platform.db, { currency: 'EUR', countryCode: 'FI' })
    await fund(platform.db, other, 10_000)
    await betOn(other, games[3]!, '2026-01-06T10:00:00Z')
  }, 60_000)

  it('lists each game once at its latest round, newest first', async () => {
    const answer = await c.get('/api/v1/player/wallet/lastPlayedGames')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      { gameId: games[2], playedAt: '2026-01-04T10:00:00.000Z' },
      { gameId: games[0], playedAt: '2026-01-03T10:00:00.000Z' },
      { gameId: games[1], playedAt: '2026-01-02T10:00:00.000Z' },
    ])
  })

  it('keeps to the limit', async () => {
    expect((await c.get('/api/v1/player/wallet/lastPlayedGames?limit=2')).body.map((g: { gameId: string }) => g.gameId)).toEqual([games[2], games[0]])
  })

  it('is empty for a player who has not bet, and refused without a session', async () => {
    const fresh = await clientFor(platform, await createPlayer(platform.db))
    expect((await fresh.get('/api/v1/player/wallet/lastPlayedGames')).body).toEqual([])
    const anonymous = await fetch(`${platform.url}/api/v1/player/wallet/lastPlayedGames`, { headers: { 'x-site-id': '5' } })
    expect(anonymous.status).toBe(401)
  })
})
