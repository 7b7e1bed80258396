/** The sports API operations (spec 001 §7 Sports) and the sandbox sportsbook the iframe opens. */
import { defineHandlers } from '../http/handler.ts'
import { betHistory, fixtures, openSession, placeBet, sessionView } from './book.ts'
import { iframeContext, playerSportsContext, visitorContext } from './context.ts'
import { FRAME_HEADERS, framePage } from './frame-page.ts'
import { createSportsSession, pushBalance } from './sports-session.ts'

export const sportsbookHandlers = defineHandlers({
  async getSportsbookContext(request, { db }) {
    return { status: 200, body: await visitorContext(db, { market: request.query.market, language: request.query.language }) }
  },

  async createSportsbookLoginContext(_request, { db, session }) {
    return { status: 200, body: await playerSportsContext(db, session!) }
  },

  async createSportsbookIframeContext(request, { db, session }) {
    return { status: 200, body: await iframeContext(db, session, request.headers['x-correlation-id'] as string, request.body) }
  },

  async createSportsSession(_request, { db, session, cookies }) {
    return { status: 200, body: await createSportsSession(db, session!, cookies) }
  },

  async pushSportsBalanceUpdate(request, { db, session }) {
    await pushBalance(db, session!, request, request.body)
    return { status: 204 }
  },

  async getSportsbookFrame(request) {
    return { status: 200, type: 'text/html; charset=utf-8', headers: FRAME_HEADERS, body: framePage(request.query) }
  },

  async listSportsbookFixtures(_request, { db, config }) {
    return { status: 200, body: await fixtures(db, Date.now(), config.sportsbookSchedule) }
  },

  async openSportsbookSession(request, { db }) {
    return { status: 201, body: await openSession(db, request.body) }
  },

  async getSportsbookSession(request, { db }) {
    return { status: 200, body: await sessionView(db, request.params.sessionId) }
  },

  async listSportsbookBets(request, { db, config }) {
    return { status: 200, body: await betHistory(db, request.params.sessionId, Date.now(), config.sportsbookSchedule) }
  },

  async placeSportsbookBet(request, { db, config }) {
    return { status: 200, body: await placeBet(db, request.params.sessionId, request.body, Date.now(), config.sportsbookSchedule) }
  },
})
