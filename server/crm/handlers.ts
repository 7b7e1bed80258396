/** The CRM the platform plays in its sandbox: the player's inbox session, the inbox page and its API, the unread count. */
import { defineHandlers } from '../http/handler.ts'
import { inbox, markRead, unreadCount, welcome } from './inbox.ts'
import { inboxPage, INBOX_HEADERS } from './page.ts'
import { crmSessionPlayer, openCrmSession } from './sessions.ts'

export const crmHandlers = defineHandlers({
  async createCrmSession(_request, { db, session }) {
    return { status: 200, body: await openCrmSession(db, session!.player_id) }
  },

  async getCrmInboxPage(request) {
    return { status: 200, type: 'text/html; charset=utf-8', headers: INBOX_HEADERS, body: inboxPage(request.query) }
  },

  async listCrmInboxMessages(request, { db }) {
    return { status: 200, body: await inbox(db, await crmSessionPlayer(db, request.params.crmSessionId)) }
  },

  async markCrmMessageRead(request, { db }) {
    const playerId = await crmSessionPlayer(db, request.params.crmSessionId)
    return { status: 200, body: await markRead(db, playerId, request.params.messageId) }
  },

  async getCrmUnreadCount(_request, { db, session }) {
    const playerId = session!.player_id
    return { status: 200, body: { unread: await db.transaction(async (tx) => (await welcome(tx, playerId), unreadCount(tx, playerId))) } }
  },
})
