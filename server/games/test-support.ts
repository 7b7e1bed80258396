/** Helpers for the games and sandbox tests: a signed-in demo player and one-call game lookups. */
import type { TestPlatform } from '../testing/platform.ts'
import { call } from '../identity/test-support.ts'

export { call }

export const DEMO = 'demo@croupier.test'

/** A fresh session of a seeded player: its id and id token. */
export async function signIn(platform: TestPlatform, email = DEMO): Promise<{ playerId: string; token: string }> {
  const { id } = (await platform.db.one<{ id: string }>('select id from players where email = $1', [email]))!
  const tokens = await platform.app.services.tokens.issue(id, 'password')
  return { playerId: id, token: tokens.idToken }
}

/** The first enabled game matching a condition on `games g` (and its provider `p`). */
export async function findGame(platform: TestPlatform, where: string, params: unknown[] = []) {
  const game = await platform.db.one<{ id: string; slug: string; name: string; provider_id: string; provider_game_code: string; type: string }>(
    `select g.* from games g join game_providers p on p.id = g.provider_id where g.enabled and ${where} order by g.popularity desc, g.id limit 1`,
    params,
  )
  if (!game) throw new Error(`no game where ${where}`)
  return game
}

/** Sets a demo player's permission flags (casino, liveCasino, riskPayout…). */
export async function setFlags(platform: TestPlatform, playerId: string, flags: Record<string, boolean>) {
  await platform.db.query(`update players set flags = flags || $2::jsonb where id = $1`, [playerId, JSON.stringify(flags)])
}
