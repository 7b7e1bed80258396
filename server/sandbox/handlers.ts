/** The sandbox provider's operations: its launcher page, game sessions, the slot and the live roulette table. */
import { defineHandlers } from '../http/handler.ts'
import { gameById } from '../games/catalogue.ts'
import { gameNotFound } from '../games/access.ts'
import { playerRounds, sessionRounds } from '../games/rounds.ts'
import { launcherPage, LAUNCHER_HEADERS } from './launcher.ts'
import { keepSeat, leaveSeat, placeBets, settleSessionTable, tableState, takeSeat } from './roulette/table.ts'
import { engineOf, liveSession, openSession, sessionView, touch } from './sessions.ts'
import { paytable } from './paytable.ts'
import { spin } from './slot-play.ts'

export const sandboxHandlers = defineHandlers({
  async getLauncherPage(request, { db }) {
    const game = await gameById(db, request.query.gameid)
    if (!game || !game.enabled || !game.feature_on) throw gameNotFound(request.query.gameid)
    return { status: 200, type: 'text/html; charset=utf-8', headers: LAUNCHER_HEADERS, body: launcherPage(request.query, game) }
  },

  async openSandboxSession(request, { db }) {
    return { status: 201, body: await openSession(db, request.body) }
  },

  async getSandboxSession(request, { db }) {
    const session = await liveSession(db, request.params.sessionId)
    const game = (await gameById(db, session.game_id))!
    if (engineOf(game) === 'roulette') {
      await settleSessionTable(db, session)
      await keepSeat(db, session)
    }
    await touch(db, session)
    return { status: 200, body: await sessionView(db, await liveSession(db, session.id), game) }
  },

  async spinSandboxSlot(request, { db }) {
    return { status: 200, body: await spin(db, request.params.sessionId, request.body) }
  },

  async listSandboxRounds(request, { db }) {
    const session = await liveSession(db, request.params.sessionId)
    const rounds = session.mode === 'real' ? await playerRounds(db, session.player_id!, session.game_id) : await sessionRounds(db, session.id)
    return { status: 200, body: rounds }
  },

  async getSandboxPaytable(request, { db }) {
    const game = await gameById(db, request.params.gameId)
    if (!game || engineOf(game) !== 'slot') throw gameNotFound(`${request.params.gameId} with a paytable`)
    return { status: 200, body: paytable() }
  },

  async getRouletteTable(request, { db }) {
    return { status: 200, body: await tableState(db, request.params.tableId) }
  },

  async takeRouletteSeat(request, { db }) {
    return { status: 200, body: await takeSeat(db, request.params.sessionId) }
  },

  async leaveRouletteSeat(request, { db }) {
    await leaveSeat(db, request.params.sessionId)
    return { status: 204 }
  },

  async placeRouletteBets(request, { db }) {
    return { status: 200, body: await placeBets(db, request.params.sessionId, request.body) }
  },
})
