/** The games area: lobby, player games, provider launches, live tables, jackpots and winners. */
import { mergeHandlers } from '../http/handler.ts'
import { launchHandlers } from './launch.ts'
import { liveHandlers } from './live.ts'
import { lobbyHandlers } from './lobby.ts'
import { playerGameHandlers } from './player-games.ts'

export const gamesHandlers = mergeHandlers(lobbyHandlers, playerGameHandlers, launchHandlers, liveHandlers)
