/**
 * What a signed-in player keeps: favourites (per lobby page, as the favourite calls name the
 * page; "My games" is the favourites of the game's own lobby), recently played games (newest
 * first, moved to the front when played again, the last 100 kept) and game recall.
 */
import type { Db } from '../db/database.ts'
import { defineHandlers } from '../http/handler.ts'
import { gameNotFound } from './access.ts'
import { gamesByIds, toGame, type GameRow } from './catalogue.ts'
import { playerRounds } from './rounds.ts'

/** Recently played games kept per player; the list call asks for at most 100. */
export const RECENT_KEPT = 100

type LobbyPageType = 'casino-lobby' | 'live-casino' | 'live-casino-table' | 'promotions-home'

async function existingGame(db: Db, gameId: string): Promise<GameRow> {
  const [game] = await gamesByIds(db, [gameId])
  if (!game) throw gameNotFound(gameId)
  return game
}

/** The page a game's own lobby is: "My games" favourites live there. */
const ownPage = (game: GameRow): LobbyPageType => (game.type === 'LIVE_CASINO' ? 'live-casino' : 'casino-lobby')

async function favourite(db: Db, playerId: string, gameId: string, page: LobbyPageType): Promise<void> {
  await db.query(
    `insert into player_favourite_games (player_id, game_id, lobby_page_type) values ($1, $2, $3)
     on conflict (player_id, game_id, lobby_page_type) do update set added_at = now()`,
    [playerId, gameId, page],
  )
}

async function unfavourite(db: Db, playerId: string, gameId: string, page?: LobbyPageType): Promise<void> {
  await db.query('delete from player_favourite_games where player_id = $1 and game_id = $2 and ($3::text is null or lobby_page_type = $3)', [
    playerId,
    gameId,
    page ?? null,
  ])
}

/** Records a game as played: to the front of the list, which keeps the newest RECENT_KEPT. */
export async function recordPlayed(db: Db, playerId: string, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into player_recent_games (player_id, game_id) values ($1, $2)
       on conflict (player_id, game_id) do update set played_at = greatest(now(), player_recent_games.played_at + interval '1 microsecond')`,
      [playerId, gameId],
    )
    await tx.query(
      `delete from player_recent_games where player_id = $1 and game_id in (
         select game_id from player_recent_games where player_id = $1 order by played_at desc offset ${RECENT_KEPT})`,
      [playerId],
    )
  }, { isolation: 'read committed' })
}

async function isFavourite(db: Db, playerId: string, gameId: string, page: LobbyPageType): Promise<boolean> {
  return Boolean(await db.one('select 1 as yes from player_favourite_games where player_id = $1 and game_id = $2 and lobby_page_type = $3', [playerId, gameId, page]))
}

export const playerGameHandlers = defineHandlers({
  async listPlayerGames(request, { db, session }) {
    const { category } = request.query
    const limit = request.query.limit ?? 30
    const rows =
      category === 'FAVOURITE'
        ? await db.query<{ game_id: string; added_at: Date }>(
            `select game_id, max(added_at) as added_at from player_favourite_games where player_id = $1
              group by game_id order by max(added_at) desc limit $2`,
            [session!.player_id, limit],
          )
        : await db.query<{ game_id: string; added_at: Date }>(
            'select game_id, played_at as added_at from player_recent_games where player_id = $1 order by played_at desc limit $2',
            [session!.player_id, limit],
          )
    const games = new Map((await gamesByIds(db, rows.map((r) => r.game_id))).map((g) => [g.id, g]))
    return {
      status: 200,
      body: rows.flatMap((r) => (games.has(r.game_id) ? [{ game: toGame(games.get(r.game_id)!), category, addedAt: new Date(r.added_at).toISOString() }] : [])),
    }
  },

  async addPlayerGame(request, { db, session }) {
    const game = await existingGame(db, request.body.gameId)
    if (request.body.category === 'FAVOURITE') await favourite(db, session!.player_id, game.id, ownPage(game))
    else await recordPlayed(db, session!.player_id, game.id)
    return { status: 204 }
  },

  async getFavouriteStatus(request, { db, session }) {
    const { gameId, lobbyPageType } = request.query
    return { status: 200, body: { gameId, lobbyPageType, favourite: await isFavourite(db, session!.player_id, gameId, lobbyPageType) } }
  },

  async addFavourite(request, { db, session }) {
    const { gameId, lobbyPageType } = request.body
    await existingGame(db, gameId)
    await favourite(db, session!.player_id, gameId, lobbyPageType)
    return { status: 200, body: { gameId, lobbyPageType, favourite: true } }
  },

  async removeFavourite(request, { db, session }) {
    const { gameId, lobbyPageType } = request.query
    await unfavourite(db, session!.player_id, gameId, lobbyPageType)
    return { status: 200, body: { gameId, lobbyPageType, favourite: false } }
  },

  async subscribeMyGame(request, { db, session }) {
    const game = await existingGame(db, request.body.gameId)
    await favourite(db, session!.player_id, game.id, ownPage(game))
    return { status: 204 }
  },

  async unsubscribeMyGame(request, { db, session }) {
    // Leaving "My games" removes the game from every page's favourites: it is one list to the player.
    await unfavourite(db, session!.player_id, request.body.gameId)
    return { status: 204 }
  },

  async saveRecentPlayedGame(request, { db, session }) {
    const game = await existingGame(db, request.body.gameId)
    await recordPlayed(db, session!.player_id, game.id)
    return { status: 204 }
  },

  async listGameRounds(request, { db, session }) {
    return { status: 200, body: await playerRounds(db, session!.player_id, request.params.gameId) }
  },
})
